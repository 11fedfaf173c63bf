import { render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { SWRConfig } from "swr";
import { describe, expect, it } from "vitest";
import { pageReads } from "#schema/site/routes.ts";
import { PageDataContext } from "../lib/page-data";
import { stubApi } from "../test/api-stub";
import { projectFixture } from "../test/fixtures";
import ProjectDetail from "./ProjectDetail";

function renderAt(path: string, fetcher: (key: string) => Promise<unknown>, pageData: Record<string, unknown> = {}) {
  const requested = stubApi(fetcher);
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <PageDataContext value={pageData}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/projects/:slug" element={<ProjectDetail />} />
          </Routes>
        </MemoryRouter>
      </PageDataContext>
    </SWRConfig>,
  );
  return requested;
}

describe("ProjectDetail page", () => {
  it("asks the API for the slug in the address and shows the loading text meanwhile", () => {
    const requested = renderAt("/projects/casa-ocotillo", () => new Promise(() => {}));
    expect(screen.getByRole("status").textContent).toContain("Loading project details...");
    expect(requested).toEqual(["/api/projects/slug/casa-ocotillo"]);
  });

  it("shows 'Project not found.' for a 404", async () => {
    renderAt("/projects/nope", async () => {
      throw new Error('404: {"success":false,"message":"Project not found."}');
    });
    expect(await screen.findByRole("heading", { name: "Project not found." })).toBeTruthy();
  });

  it("shows the error text and a Back to Projects button for other failures", async () => {
    renderAt("/projects/x", async () => {
      throw new Error("500: boom");
    });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Failed to load project details. Please try again later.",
    );
    expect(screen.getByRole("link", { name: "Back to Projects" }).getAttribute("href")).toBe("/projects");
  });

  it("shows the case study and titles the document after it", async () => {
    renderAt("/projects/x", async () => ({
      data: projectFixture({ title: "Casa Ocotillo", slug: "x", summary: "A summary.", clientName: "Casa" }),
    }));
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Casa Ocotillo");
    expect(document.title).toBe("Casa Ocotillo · Saguaro Digital");
  });

  it("through a staff preview link, asks for the working copy with the page's query, the key the Worker inlines", () => {
    const search = "?preview=aaa.bbb.ccc&utm_source=mail";
    const requested = renderAt(`/projects/casa-ocotillo${search}`, () => new Promise(() => {}));
    expect(requested).toEqual([`/api/projects/slug/casa-ocotillo${search}`]);
    expect(pageReads["/projects/:slug"]!.reads({ slug: "casa-ocotillo", search })).toEqual(requested);
  });

  it("reads the published project when the query does not start with the preview token", () => {
    const requested = renderAt("/projects/casa-ocotillo?utm_source=mail&preview=x", () => new Promise(() => {}));
    expect(requested).toEqual(["/api/projects/slug/casa-ocotillo"]);
  });

  it("hydrates a preview from the page data the Worker inlined, without asking again", async () => {
    const read = "/api/projects/slug/x?preview=aaa.bbb.ccc";
    const requested = renderAt("/projects/x?preview=aaa.bbb.ccc", () => new Promise(() => {}), {
      [read]: { data: projectFixture({ title: "Draft Cafe", slug: "x" }) },
    });
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Draft Cafe");
    expect(requested).toEqual([]);
  });
});
