import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./test";
import { devAdmin, submitLogin } from "./helpers";

/**
 * Drafts, preview links and versions of projects (docs/decisions/025-project-drafts-and-versions.md),
 * as staff use them in the dashboard and as a visitor without a session sees the site meanwhile.
 */

async function openProjectsTab(page: Page) {
  await page.goto("/duckbeck");
  const dashboard = page.getByRole("heading", { name: "Admin Dashboard" });
  const login = page.getByRole("heading", { name: "Admin Login" });
  await expect(dashboard.or(login)).toBeVisible();
  if (await login.isVisible()) await submitLogin(page, devAdmin.username, devAdmin.password);
  await expect(dashboard).toBeVisible();
  await page.getByRole("tab", { name: "Projects" }).click();
  await expect(page.getByRole("heading", { name: "Projects Manager" })).toBeVisible();
}

/** A visitor in a browser of their own: no staff session. */
async function visitorOf(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return { page: await context.newPage(), close: () => context.close() };
}

test("staff draft a project, preview it, publish it, change it, restore a version and unpublish it", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const title = `Mesquite Tea Room ${Date.now()}`;
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const firstSummary = "Afternoon tea booked online, with a waiting list for weekends.";
  const secondSummary = "A second summary, saved but not yet published.";
  const visitor = await visitorOf(browser, baseURL);
  const menu = async (item: string) => {
    await page.getByRole("button", { name: `More actions for ${title}` }).click();
    await page.getByRole("menuitem", { name: item, exact: true }).click();
  };
  const row = page.getByRole("row").filter({ hasText: title });

  // Created: a draft, on no public page.
  await openProjectsTab(page);
  await page.getByRole("button", { name: "Add New Project" }).click();
  const create = page.getByRole("dialog", { name: "Create New Project" });
  await create.getByLabel("Title").fill(title);
  await create.getByLabel("Client").fill("Mesquite Tea Room");
  await create.getByLabel("Summary").fill(firstSummary);
  await create.getByLabel("Description").fill("A tea room in Surprise, AZ.");
  await create.getByLabel("Services").fill("Web Design");
  await create.getByLabel("Technologies").fill("React, Cloudflare Workers");
  await create.getByLabel("Main image URL").fill("/images/projects/casa-ocotillo-online-ordering.svg");
  await create.getByLabel("The Challenge").fill("Bookings by phone only.");
  await create.getByLabel("Our Solution").fill("An online booking page.");
  await create.getByLabel("Results Delivered").fill("Weekends fully booked.");
  await create.getByRole("button", { name: "Create Project" }).click();
  await expect(page.getByText("Project created")).toBeVisible();
  await expect(row).toContainText("Draft");

  await visitor.page.goto("/projects");
  await expect(visitor.page.getByRole("heading", { level: 1, name: "Our Project Portfolio" })).toBeVisible();
  await expect(visitor.page.getByRole("heading", { name: title })).toHaveCount(0);
  expect((await visitor.page.goto(`/projects/${slug}`))!.status()).toBe(404);

  // Preview: a link opened in a new tab, the page as visitors will see it, not for search engines.
  const [tab] = await Promise.all([page.context().waitForEvent("page"), menu("Preview")]);
  await tab.waitForURL(new RegExp(`/projects/${slug}\\?preview=`));
  await expect(tab.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(tab.getByText(firstSummary)).toBeVisible();
  await expect(tab.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await tab.close();
  // The dashboard lists the link to copy or revoke; whoever holds it sees the page too, without a session.
  const previews = page.getByRole("dialog", { name: "Preview Links" });
  await expect(previews.getByRole("list", { name: "Preview links that work" }).getByRole("listitem")).toHaveCount(1);
  const link = await previews.getByRole("textbox").first().inputValue();
  expect(link).toContain(`/projects/${slug}?preview=`);
  const opened = await visitor.page.goto(link);
  expect(opened!.status()).toBe(200);
  expect(opened!.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(opened!.headers()["cache-control"]).toBe("private, no-store");
  await expect(visitor.page.getByRole("heading", { level: 1 })).toHaveText(title);
  await previews.getByRole("button", { name: "Close" }).click();

  // Published: on the portfolio and at its own page.
  await menu("Publish");
  await expect(page.getByText("Project published")).toBeVisible();
  await expect(row).toContainText("Published");
  await visitor.page.goto("/projects");
  await expect(visitor.page.getByRole("heading", { name: title })).toBeVisible();
  await visitor.page.goto(`/projects/${slug}`);
  await expect(visitor.page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(visitor.page.getByText(firstSummary)).toBeVisible();

  // Edited: saved as a new version; visitors still see the published one.
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Project" });
  await expect(edit.getByText("This project is published.")).toBeVisible();
  await edit.getByLabel("Summary").fill(secondSummary);
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Project updated")).toBeVisible();
  await expect(row).toContainText("Unpublished changes");
  await visitor.page.reload();
  await expect(visitor.page.getByText(firstSummary)).toBeVisible();
  await expect(visitor.page.getByText(secondSummary)).toHaveCount(0);

  // Versions: the first one compared with the current copy, then restored.
  await menu("Versions...");
  const versions = page.getByRole("dialog", { name: "Versions" });
  const list = versions.getByRole("list", { name: "Versions, newest first" });
  await expect(list.getByRole("button")).toHaveCount(2);
  await expect(list.getByRole("button").first()).toContainText(devAdmin.username);
  await list.getByRole("button", { name: /^Version 1\b/ }).click();
  const comparison = versions.getByRole("region", { name: "Version 1 compared with the current copy" });
  // A field's rows: beside its name from 640 px, below it on a phone.
  const summary = comparison.getByRole("rowgroup").filter({ hasText: /^Summary/ });
  await expect(summary).toContainText(firstSummary);
  await expect(summary).toContainText(secondSummary);
  await comparison.getByRole("button", { name: "Restore version 1" }).click();
  await page.getByRole("dialog", { name: "Restore Version 1" }).getByRole("button", { name: "Restore" }).click();
  await expect(page.getByText("Version 1 restored")).toBeVisible();
  await expect(list.getByRole("button")).toHaveCount(3);
  await expect(list.getByRole("button").first()).toContainText("Restored from version 1");
  await versions.getByRole("button", { name: "Close" }).click();
  // The working copy is the published content again: nothing left to publish.
  await expect(row).not.toContainText("Unpublished changes");
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  await expect(page.getByRole("dialog", { name: "Edit Project" }).getByLabel("Summary")).toHaveValue(firstSummary);
  await page.getByRole("dialog", { name: "Edit Project" }).getByRole("button", { name: "Cancel" }).click();

  // Unpublished: gone from the portfolio and its page.
  await menu("Unpublish");
  await page.getByRole("dialog", { name: "Unpublish Project" }).getByRole("button", { name: "Unpublish" }).click();
  await expect(page.getByText("Project unpublished")).toBeVisible();
  await expect(row).toContainText("Draft");
  await visitor.page.goto("/projects");
  await expect(visitor.page.getByRole("heading", { level: 1, name: "Our Project Portfolio" })).toBeVisible();
  await expect(visitor.page.getByRole("heading", { name: title })).toHaveCount(0);
  expect((await visitor.page.goto(`/projects/${slug}`))!.status()).toBe(404);

  // The run's server is shared by the other tests: the project goes.
  await page.getByRole("button", { name: `Delete ${title}` }).click();
  await page.getByRole("dialog", { name: "Delete Project" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Project deleted")).toBeVisible();
  await visitor.close();
});
