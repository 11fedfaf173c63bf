import type { Page } from "@playwright/test";
import { expect, test } from "./test";
import { seedProjects } from "#schema/seed/projects.ts";

const headerLinks = [
  { label: "Home", path: "/", heading: "Where Creativity Meets Functionality" },
  { label: "About", path: "/about", heading: "About Saguaro Digital" },
  { label: "Services", path: "/services", heading: "Our Services" },
  { label: "Projects", path: "/projects", heading: "Our Project Portfolio" },
  { label: "AI Recommendations", path: "/recommendations", heading: "Project Recommendations" },
  { label: "Contact", path: "/contact", heading: "Get in Touch" },
];

/** The header navigation currently visible: the desktop bar, or the mobile menu opened first. */
async function headerNav(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole("button", { name: "Open menu" }).click();
    return page.getByRole("navigation", { name: "Mobile" });
  }
  return page.getByRole("navigation", { name: "Main" });
}

test("the home page is prerendered: the hero headline is in the HTML before any script runs", async ({ request }) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain("<h1");
  expect(html).toContain("Where Creativity Meets Functionality");
  expect(html).toContain("Trusted Technologies");
});

test("every header link leads to its page and marks it current", async ({ page, isMobile }) => {
  await page.goto("/");
  for (const link of [...headerLinks.slice(1), headerLinks[0]!]) {
    const nav = await headerNav(page, isMobile);
    await nav.getByRole("link", { name: link.label, exact: true }).click();
    await expect(page).toHaveURL(link.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(link.heading);
    if (isMobile) {
      // Choosing a link closes the mobile menu.
      await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
    }
    const navAfter = await headerNav(page, isMobile);
    await expect(navAfter.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("aria-current", "page");
    await expect(navAfter.locator('[aria-current="page"]')).toHaveCount(1);
    if (isMobile) await page.getByRole("button", { name: "Close menu" }).click();
  }
});

test("an unknown path shows the 404 page", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
});

test("a deep link to a project works through the single-page fallback", async ({ page }) => {
  const project = seedProjects[0]!;
  await page.goto(`/projects/${project.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.title);
  await expect(page.getByRole("heading", { name: "The Challenge" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Projects" }).click();
  await expect(page).toHaveURL("/projects");
});

test("the project list shows the seeded portfolio from D1", async ({ page }) => {
  await page.goto("/projects");
  const cards = page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("link") });
  await expect(cards.first()).toBeVisible();
  await expect(page.getByText("Loading projects...")).toBeHidden();
  const titles = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
  expect(titles.length).toBeGreaterThanOrEqual(6);
  for (const title of titles) expect(seedProjects.map((p) => p.title)).toContain(title);
});

test("the header turns white with a shadow once the page scrolls past 10 px", async ({ page }) => {
  await page.goto("/");
  const header = page.getByRole("banner");
  await expect(header).toHaveAttribute("data-scrolled", "false");
  await page.evaluate(() => window.scrollTo(0, 11));
  await expect(header).toHaveAttribute("data-scrolled", "true");
  await expect(header).toHaveCSS("background-color", "rgb(255, 255, 255)");
  await expect(header).not.toHaveCSS("box-shadow", "none");
});

test("navigating scrolls back to the top", async ({ page, isMobile }) => {
  await page.goto("/services");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  const nav = await headerNav(page, isMobile);
  await nav.getByRole("link", { name: "About", exact: true }).click();
  await expect(page).toHaveURL("/about");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the footer has its link groups and the current year", async ({ page }) => {
  await page.goto("/about");
  const footer = page.getByRole("contentinfo");
  for (const name of ["Quick Links", "Services", "Legal"]) {
    await expect(footer.getByRole("heading", { name })).toBeVisible();
  }
  await expect(footer.getByRole("link", { name: "About Us" })).toHaveAttribute("href", "/about");
  await expect(footer.getByRole("link", { name: "Windows Automation" })).toHaveAttribute("href", "/services");
  await expect(footer.getByText("Privacy Policy")).toBeVisible();
  await expect(footer.getByText("LinkedIn")).toBeVisible();
  await expect(footer.getByTestId("copyright-year")).toHaveText(String(new Date().getFullYear()));
});

for (const path of ["/duckbeck", "/reset-password?token=abc"]) {
  test(`${path} stands alone, without the site header and footer`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
  });
}

test("the API serves the seeded projects as JSON", async ({ request }) => {
  const response = await request.get("/api/projects?limit=50");
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { slug: string }[] };
  expect(body.data.map((p) => p.slug).sort()).toEqual(seedProjects.map((p) => p.slug).sort());
  const missing = await request.get("/api/nothing-here");
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ success: false, message: "Not found" });
});

test("prerendered pages hydrate without errors and become interactive", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("pageerror", (error) => errors.push(String(error)));
  for (const link of headerLinks) {
    await page.goto(link.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(link.heading);
  }
  // A client-side navigation proves the app took over the server HTML.
  await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
  await expect(page).toHaveURL("/about");
  expect(errors).toEqual([]);
});
