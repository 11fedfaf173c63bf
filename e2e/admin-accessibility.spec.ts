import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./test";
import { eveningMessage } from "#scripts/lib/e2e-fixtures.ts";
import { PNG, settledAxe, signInApi } from "./helpers";

/** axe-core's WCAG 2.1 A and AA rules over what is on screen (or only `within`, a dialog). */
async function violations(page: Page, within?: string) {
  const builder = (await settledAxe(page)).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  const { violations } = await (within ? builder.include(within) : builder).analyze();
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

async function openDashboard(page: Page) {
  await signInApi(page.request);
  await page.goto("/duckbeck");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
}

async function openTab(page: Page, name: string, ready: Locator) {
  await page.getByRole("tab", { name }).click();
  await expect(ready).toBeVisible();
}

test("every tab of the dashboard passes axe-core", async ({ page }) => {
  await openDashboard(page);
  await expect(page.locator("tbody tr").first()).toBeVisible();
  expect(await violations(page), "Messages").toEqual([]);

  await openTab(page, "Projects", page.getByRole("button", { name: "Add New Project" }));
  await expect(page.getByRole("button", { name: /^Edit / }).first()).toBeVisible();
  expect(await violations(page), "Projects").toEqual([]);

  await openTab(page, "Images", page.getByRole("heading", { name: "Image Manager" }));
  await expect(
    page
      .getByRole("button", { name: /^Preview / })
      .first()
      .or(page.getByText("No images found.")),
  ).toBeVisible();
  expect(await violations(page), "Images").toEqual([]);

  await openTab(page, "Code Editor", page.getByRole("heading", { name: "Code Editor" }));
  await expect(page.getByRole("textbox").first()).toBeVisible();
  expect(await violations(page), "Code Editor").toEqual([]);
});

test("every dialog of the dashboard passes axe-core", async ({ page }) => {
  await openDashboard(page);
  const upload = await page.request.post("/api/admin/upload", {
    multipart: { file: { name: "axe-check.png", mimeType: "image/png", buffer: PNG } },
  });
  expect(upload.status()).toBe(201);

  // A message's detail dialog, and the confirmation before a delete.
  await page.getByRole("searchbox", { name: "Search messages" }).fill(eveningMessage.name);
  await page.getByRole("button", { name: eveningMessage.name, exact: true }).click();
  await expect(page.getByRole("dialog").getByLabel("Notes")).toBeVisible();
  expect(await violations(page, '[role="dialog"]'), "message dialog").toEqual([]);
  await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("button", { name: `Delete message from ${eveningMessage.name}` }).click();
  await expect(page.getByRole("dialog")).toContainText("This action cannot be undone.");
  expect(await violations(page, '[role="dialog"]'), "delete confirmation").toEqual([]);
  await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();

  // The project dialog, empty and after a failed save shows its errors.
  await openTab(page, "Projects", page.getByRole("button", { name: "Add New Project" }));
  await page.getByRole("button", { name: "Add New Project" }).click();
  await expect(page.getByRole("dialog").getByRole("button", { name: "Create Project" })).toBeVisible();
  expect(await violations(page, '[role="dialog"]'), "project dialog").toEqual([]);
  await page.getByRole("dialog").getByRole("button", { name: "Create Project" }).click();
  expect(await violations(page, '[role="dialog"]'), "project dialog with errors").toEqual([]);
  await page.keyboard.press("Escape");

  // A draft's publishing: its menu, the schedule, its preview links and its versions compared.
  const title = `Axe Check Draft ${Date.now()}`;
  const body = {
    title,
    slug: title,
    description: "A description.",
    summary: "A summary.",
    clientName: "Axe Co",
    services: ["Web Design"],
    technologies: ["React"],
    imageUrl: "/images/projects/casa-ocotillo-online-ordering.svg",
    challenge: "A challenge.",
    solution: "A solution.",
    results: "Results.",
  };
  const created = await page.request.post("/api/projects", { data: body });
  const { id } = ((await created.json()) as { data: { id: number } }).data;
  await page.request.patch(`/api/projects/${id}`, { data: { ...body, summary: "Another summary." } });
  await page.request.post(`/api/projects/${id}/previews`);
  await page.reload();
  await openTab(page, "Projects", page.getByRole("button", { name: `More actions for ${title}` }));
  const menu = async (item: string) => {
    await page.getByRole("button", { name: `More actions for ${title}` }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    if (item === "Schedule...") expect(await violations(page, '[role="menu"]'), "project actions menu").toEqual([]);
    await page.getByRole("menuitem", { name: item }).click();
  };
  await menu("Schedule...");
  await expect(page.getByRole("dialog", { name: "Schedule Publishing" }).getByLabel("Publish at")).toBeVisible();
  expect(await violations(page, '[role="dialog"]'), "schedule dialog").toEqual([]);
  await page.keyboard.press("Escape");
  await menu("Preview links...");
  await expect(page.getByRole("dialog", { name: "Preview Links" }).getByRole("listitem")).toHaveCount(1);
  expect(await violations(page, '[role="dialog"]'), "preview links dialog").toEqual([]);
  await page.keyboard.press("Escape");
  await menu("Versions...");
  await page.getByRole("button", { name: /^Version 1\b/ }).click();
  await expect(page.getByRole("region", { name: "Version 1 compared with the current copy" })).toContainText("Summary");
  expect(await violations(page, '[role="dialog"]'), "versions dialog").toEqual([]);
  await page.keyboard.press("Escape");
  expect((await page.request.delete(`/api/projects/${id}`)).status()).toBe(200);

  // The full-screen image preview.
  await openTab(page, "Images", page.getByRole("heading", { name: "Image Manager" }));
  await page.getByRole("button", { name: "Preview axe-check.png" }).first().click();
  await expect(page.getByRole("dialog", { name: "axe-check.png" })).toBeVisible();
  expect(await violations(page, '[role="dialog"]'), "image preview").toEqual([]);
});
