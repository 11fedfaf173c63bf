import { act, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { dismissToast, toast } from "#web/lib/toast.ts";
import { Toaster } from "./Toaster";

afterEach(() => {
  act(() => dismissToast());
});

describe("Toaster", () => {
  it("stacks toasts newest first in one live region that announces each addition once", async () => {
    render(<Toaster />);
    const list = within(screen.getByRole("region", { name: "Notifications" })).getByRole("list");
    // Present before any toast, so the first one is announced too.
    expect(list.getAttribute("aria-live")).toBe("polite");
    expect(list.getAttribute("aria-relevant")).toBe("additions");
    expect(list.getAttribute("aria-atomic")).toBe("false");

    act(() => {
      toast({ title: "Project Matches Found", description: "We found 2 projects like yours." });
      toast({ variant: "destructive", title: "AI Recommendation Failed" });
    });
    const items = await within(list).findAllByRole("listitem");
    expect(items.map((item) => item.querySelector("p")?.textContent)).toEqual([
      "AI Recommendation Failed",
      "Project Matches Found",
    ]);
    expect(items.map((item) => item.dataset.variant)).toEqual(["destructive", "default"]);
    // No live region inside another: a card is read out by the list's announcement only.
    for (const item of items) expect(item.querySelector("[role=status], [role=alert], [aria-live]")).toBeNull();
    expect(list.querySelectorAll("[role=status], [role=alert]")).toHaveLength(0);
  });

  it("closes one toast with its own Close button and leaves the other", async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "First" });
      toast({ title: "Second" });
    });
    const list = within(screen.getByRole("region", { name: "Notifications" })).getByRole("list");
    const [second] = await within(list).findAllByRole("listitem");
    act(() => within(second!).getByRole("button", { name: "Close" }).click());
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.querySelector("p")?.textContent),
    ).toEqual(["First"]);
  });
});
