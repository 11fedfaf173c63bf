import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissToast, toast } from "#web/lib/toast.ts";
import { Toaster } from "./Toaster";

// The card's chunk is gone, as after a deploy.
vi.mock("./ToastCard", () => {
  throw new TypeError("Failed to fetch dynamically imported module: /assets/ToastCard-old.js");
});

afterEach(() => {
  act(() => dismissToast());
});

describe("Toaster, when the toast card cannot load", () => {
  it("leaves the toast out and keeps the page around it", async () => {
    const reported = vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <>
        <h1>The page</h1>
        <Toaster />
      </>,
    );
    act(() => {
      toast({ title: "Message sent!" });
    });
    // Long enough for the import to fail and React to settle what it shows instead.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(reported).toHaveBeenCalled(); // React reports the error its boundary caught
    expect(screen.getByRole("heading", { name: "The page" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Notifications" })).toBeTruthy();
    expect(screen.queryByRole("listitem")).toBeNull();
  });
});
