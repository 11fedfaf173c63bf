import { fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AppRoutes, siteRoutes, type PageLoader } from "../routes";

/** Every page a heading with its name; Services' chunk is gone, as after a deploy. */
const loadPage: PageLoader = async (name) => {
  if (name === "Services") throw new TypeError("Failed to fetch dynamically imported module: /assets/Services-old.js");
  return { default: () => <h1>{name} page</h1> };
};

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes site={siteRoutes(loadPage)} />
    </MemoryRouter>,
  );
}

const mainNav = () => within(screen.getByRole("navigation", { name: "Main" }));

describe("a page that fails", () => {
  beforeEach(() => {
    // React reports every error a boundary catches.
    vi.spyOn(console, "error").mockImplementation(() => {});
  });

  it("is replaced by the message and its ways back, inside the header and footer", async () => {
    renderAt("/about");
    expect(await screen.findByRole("heading", { name: "About page" })).toBeTruthy();

    fireEvent.click(mainNav().getByRole("link", { name: "Services" }));

    expect(
      await screen.findByRole("heading", { level: 1, name: "Something went wrong loading this page." }),
    ).toBeTruthy();
    const main = within(screen.getByRole("main"));
    expect(main.getByRole("button", { name: "Reload the page" })).toBeTruthy();
    expect(main.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("banner")).toBeTruthy();
    expect(screen.getByRole("contentinfo")).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });

  it("gives way to the next page the visitor opens", async () => {
    renderAt("/services");
    expect(await screen.findByRole("heading", { name: "Something went wrong loading this page." })).toBeTruthy();

    fireEvent.click(screen.getByRole("link", { name: "Back to Home" }));
    expect(await screen.findByRole("heading", { name: "Home page" })).toBeTruthy();
    fireEvent.click(mainNav().getByRole("link", { name: "Contact" }));
    expect(await screen.findByRole("heading", { name: "Contact page" })).toBeTruthy();
    expect(screen.queryByText("Something went wrong loading this page.")).toBeNull();
  });

  it("reloads the page from its button: the failed import is kept, so only a new load tries again", async () => {
    const reload = vi.spyOn(location, "reload").mockImplementation(() => {});
    renderAt("/services");
    fireEvent.click(await screen.findByRole("button", { name: "Reload the page" }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("keeps the standalone screens' boundary too, with a way home", async () => {
    const failing: PageLoader = async (name) => {
      if (name === "Admin") throw new TypeError("Failed to fetch dynamically imported module");
      return { default: () => <h1>{name} page</h1> };
    };
    render(
      <MemoryRouter initialEntries={["/duckbeck"]}>
        <AppRoutes site={siteRoutes(failing)} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole("heading", { name: "Something went wrong loading this page." })).toBeTruthy();
    expect(screen.queryByRole("banner")).toBeNull();
    fireEvent.click(screen.getByRole("link", { name: "Back to Home" }));
    expect(await screen.findByRole("heading", { name: "Home page" })).toBeTruthy();
  });
});
