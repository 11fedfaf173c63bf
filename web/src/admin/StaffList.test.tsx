import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { StaffList } from "./StaffList";

const list = (rows: string[] | undefined, error?: unknown) =>
  render(
    <StaffList rows={rows} error={error} noun="projects" empty="No projects yet.">
      {(shown) => (
        <ul>
          {shown.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </StaffList>,
  );

describe("StaffList", () => {
  it("loads, then shows the rows", () => {
    const { rerender } = list(undefined);
    expect(screen.getByText("Loading projects...")).toBeTruthy();
    rerender(
      <StaffList rows={["Sunset Cafe"]} error={undefined} noun="projects" empty="No projects yet.">
        {(shown) => <p>{shown.join(", ")}</p>}
      </StaffList>,
    );
    expect(screen.getByText("Sunset Cafe")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says a first read failed, and shows no rows", () => {
    list(undefined, new Error("500"));
    expect(screen.getByRole("alert").textContent).toBe("Failed to load projects. Please try again later.");
  });

  it("keeps the rows of an earlier read when a newer one failed, and says they may be out of date", () => {
    list(["Sunset Cafe"], new Error("500"));
    expect(screen.getByRole("alert").textContent).toContain("could not be refreshed");
    expect(screen.getByRole("listitem").textContent).toBe("Sunset Cafe");
  });

  it("shows the empty state for no rows", () => {
    list([]);
    expect(screen.getByText("No projects yet.")).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
  });
});
