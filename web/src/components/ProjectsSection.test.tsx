import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { SWRConfig } from "swr";
import { describe, expect, it } from "vitest";
import type { Project } from "#schema/types.ts";

import { PageDataContext } from "../lib/page-data";
import { stubApi } from "../test/api-stub";
import { projectFixture } from "../test/fixtures";
import { ProjectsSection } from "./ProjectsSection";

const project = (id: number, overrides: Partial<Project> = {}) => projectFixture({ id, ...overrides });

/** Renders with a stand-in fetcher in place of the network, and a cache of its own. */
function renderWith(fetcher: (key: string) => Promise<unknown>, props: Parameters<typeof ProjectsSection>[0] = {}) {
  const requested = stubApi(fetcher);
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter>
        <ProjectsSection {...props} />
      </MemoryRouter>
    </SWRConfig>,
  );
  return requested;
}

describe("ProjectsSection", () => {
  it("shows the cactus while loading", () => {
    renderWith(() => new Promise(() => {}));
    expect(screen.getByRole("status").textContent).toContain("Loading projects...");
  });

  it("shows the error text when the request fails", async () => {
    renderWith(async () => {
      throw new Error("500: boom");
    });
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to load projects. Please try again later.");
  });

  it("shows the empty text for an empty portfolio", async () => {
    renderWith(async () => ({ data: [] }));
    expect(await screen.findByText("No projects to display yet. Check back soon!")).toBeTruthy();
  });

  it("reads featured projects from the featured endpoint", async () => {
    const requested = renderWith(async () => ({ data: [project(1)] }), { featured: true, limit: 3 });
    await screen.findByText("Project 1");
    expect(requested).toEqual(["/api/projects/featured"]);
  });

  it("shows six at first and reads six more per Load More, up to the limit", async () => {
    const all = Array.from({ length: 14 }, (_, i) => project(14 - i));
    // The API's paging: newest (highest id) first, `limit` after the id in `cursor`.
    const requested = renderWith(
      async (path) => {
        const url = new URL(path, "https://site.example");
        const limit = Number(url.searchParams.get("limit") ?? 6);
        const cursor = Number(url.searchParams.get("cursor") ?? Infinity);
        const rest = all.filter((p) => p.id < cursor);
        return { data: rest.slice(0, limit), nextCursor: rest.length > limit ? String(rest[limit - 1]!.id) : null };
      },
      { limit: 13 },
    );
    await screen.findByText("Project 14");
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(6);
    fireEvent.click(screen.getByRole("button", { name: "Load More" }));
    await screen.findByText("Project 3");
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(12);
    fireEvent.click(screen.getByRole("button", { name: "Load More" }));
    await screen.findByText("Project 2");
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(
      all.slice(0, 13).map((p) => p.title),
    );
    expect(screen.queryByRole("button", { name: "Load More" })).toBeNull();
    expect(requested).toEqual(["/api/projects", "/api/projects?limit=6&cursor=9", "/api/projects?limit=1&cursor=3"]);
  });

  it("offers no Load More after the last page, and says so when a page fails to load", async () => {
    renderWith(async (path) => {
      if (path.includes("cursor")) throw new Error("500: boom");
      return { data: [project(8), project(7), project(6), project(5), project(4), project(3)], nextCursor: "3" };
    });
    await screen.findByText("Project 8");
    fireEvent.click(screen.getByRole("button", { name: "Load More" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to load projects. Please try again later.");
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(6);
  });

  it("titles the cards at the level the page asks for", async () => {
    renderWith(async () => ({ data: [project(1), project(2)] }), { cardHeadingLevel: 2 });
    await screen.findByText("Project 1");
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(["Project 1", "Project 2"]);
    expect(screen.queryAllByRole("heading", { level: 3 })).toEqual([]);
  });

  it("uses the read the server inlined in the page, without asking the API", () => {
    const requested = stubApi(async () => ({ data: [] }));
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <PageDataContext value={{ "/api/projects": { data: [project(1, { title: "From The Page" })] } }}>
          <MemoryRouter>
            <ProjectsSection />
          </MemoryRouter>
        </PageDataContext>
      </SWRConfig>,
    );
    // Shown at once, in the first render (as hydration needs), and never fetched.
    expect(screen.getByRole("heading", { name: "From The Page" })).toBeTruthy();
    expect(requested).toEqual([]);
  });

  it("gives only the portfolio's first card the image fetched at once", async () => {
    renderWith(async () => ({ data: [project(1), project(2)] }), { leadsPage: true });
    await screen.findByRole("heading", { name: "Project 1" });
    expect([...document.querySelectorAll("img")].map((img) => img.getAttribute("fetchpriority"))).toEqual([
      "high",
      null,
    ]);
  });
});
