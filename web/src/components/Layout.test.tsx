import { render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { isStandalonePath } from "#schema/site/routes.ts";
import { Layout } from "./Layout";

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<Layout />}>
          <Route path="*" element={<h1>Page body</h1>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe("Layout", () => {
  it("wraps public pages in the header, main landmark and footer", () => {
    renderAt("/about");
    expect(screen.getByRole("banner")).toBeTruthy();
    expect(screen.getByRole("main").textContent).toBe("Page body");
    expect(screen.getByRole("contentinfo")).toBeTruthy();
  });

  it.each(["/duckbeck", "/reset-password", "/reset-password?token=x"])("shows %s without header and footer", (path) => {
    renderAt(path);
    expect(screen.getByRole("heading", { name: "Page body" })).toBeTruthy();
    expect(screen.queryByRole("banner")).toBeNull();
    expect(screen.queryByRole("contentinfo")).toBeNull();
  });

  it("treats only the admin and reset paths, and what is under them, as standalone", () => {
    expect(isStandalonePath("/duckbeck")).toBe(true);
    expect(isStandalonePath("/reset-password/step")).toBe(true);
    expect(isStandalonePath("/reset-password-help")).toBe(false);
    expect(isStandalonePath("/duckbecks")).toBe(false);
    expect(isStandalonePath("/projects")).toBe(false);
  });
});
