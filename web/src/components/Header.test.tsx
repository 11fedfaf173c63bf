import { fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Header } from "./Header";

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Header />
    </MemoryRouter>,
  );
}

describe("Header", () => {
  it("lists the six navigation entries and marks only the current route", () => {
    renderAt("/services");
    const nav = screen.getByRole("navigation", { name: "Main" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "Home",
      "About",
      "Services",
      "Projects",
      "AI Recommendations",
      "Contact",
    ]);
    expect(within(nav).getByRole("link", { name: "AI Recommendations" }).getAttribute("href")).toBe("/recommendations");
    expect(links.filter((link) => link.getAttribute("aria-current") === "page").map((l) => l.textContent)).toEqual([
      "Services",
    ]);
  });

  it("does not mark Home on other routes", () => {
    renderAt("/projects/some-slug");
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Home" }).getAttribute("aria-current")).toBeNull();
    expect(within(nav).getByRole("link", { name: "Projects" }).getAttribute("aria-current")).toBe("page");
  });

  it("turns solid only after scrolling more than 10 pixels", () => {
    renderAt("/");
    const header = screen.getByRole("banner");
    Object.defineProperty(window, "scrollY", { value: 10, configurable: true });
    fireEvent.scroll(window);
    expect(header.dataset.scrolled).toBe("false");
    Object.defineProperty(window, "scrollY", { value: 11, configurable: true });
    fireEvent.scroll(window);
    expect(header.dataset.scrolled).toBe("true");
    expect(header.className).toContain("bg-white");
    expect(header.className).toContain("shadow-md");
  });

  it("opens the mobile menu with the toggle and closes it when a link is chosen", () => {
    renderAt("/");
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const menu = screen.getByRole("navigation", { name: "Mobile" });
    fireEvent.click(within(menu).getByRole("link", { name: "Contact" }));
    expect(screen.queryByRole("navigation", { name: "Mobile" })).toBeNull();
    expect(screen.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded")).toBe("false");
  });
});
