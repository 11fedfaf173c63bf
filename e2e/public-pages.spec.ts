import type { Page } from "@playwright/test";
import { expect, test } from "./test";
import { seedProjects } from "#schema/seed/projects.ts";
import { settledAxe } from "./helpers";

const publicPaths = [
  "/",
  "/about",
  "/services",
  "/projects",
  `/projects/${seedProjects[0]!.slug}`,
  "/recommendations",
  "/contact",
  "/loading-demo",
];

async function expectNoSeriousA11yViolations(page: Page) {
  const axe = await settledAxe(page);
  const results = await axe.withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(serious).toEqual([]);
}

for (const path of publicPaths) {
  test(`${path} has no serious accessibility violations, one h1 and its own title`, async ({ page }) => {
    await page.goto(path);
    if (path !== "/loading-demo") {
      // Check the page with its data, not its loading state.
      await expect(page.getByText(/Loading project/)).toHaveCount(0);
    }
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("main")).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    expect(await page.title()).toMatch(/Saguaro Digital/);
  });
}

test("every indexable page has a distinct title, description, canonical URL and social tags", async ({ request }) => {
  const titles = new Set<string>();
  for (const path of [
    "/",
    "/about",
    "/services",
    "/projects",
    "/recommendations",
    "/contact",
    `/projects/${seedProjects[1]!.slug}`,
  ]) {
    const html = await (await request.get(path)).text();
    const title = /<title[^>]*>([^<]+)<\/title>/.exec(html)?.[1];
    expect(title, path).toBeTruthy();
    titles.add(title!);
    expect(html).toMatch(/<meta[^>]+name="description" content="[^"]{40,}"/);
    expect(html).toContain(`rel="canonical" href="http://localhost:8787${path}"`);
    for (const tag of [
      'property="og:title"',
      'property="og:description"',
      'property="og:image"',
      'name="twitter:card"',
    ]) {
      expect(html, `${path} ${tag}`).toContain(tag);
    }
    expect(html.match(/<title/g), path).toHaveLength(1);
  }
  expect(titles.size).toBe(7);
});

test("a project page's HTML carries the project's title and description before any script runs", async ({
  request,
}) => {
  const project = seedProjects[2]!;
  const response = await request.get(`/projects/${project.slug}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<title data-page-meta>${project.title} · Saguaro Digital</title>`);
  expect(response.headers()["content-security-policy"]).toContain("default-src 'self'");
  const missing = await request.get("/projects/no-such-project");
  expect(missing.status()).toBe(404);
});

test("the organisation is described as a LocalBusiness with address and opening hours", async ({ page }) => {
  await page.goto("/");
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(data["@type"]).toBe("LocalBusiness");
  expect(data.address).toMatchObject({ addressLocality: "El Mirage", addressRegion: "AZ", postalCode: "85335" });
  expect(data.openingHoursSpecification).toEqual(
    expect.arrayContaining([expect.objectContaining({ dayOfWeek: "Saturday", opens: "10:00", closes: "16:00" })]),
  );
});

test("robots.txt and the sitemap list the public routes and every project", async ({ request }) => {
  expect(await (await request.get("/robots.txt")).text()).toContain("Sitemap: http://localhost:8787/sitemap.xml");
  const xml = await (await request.get("/sitemap.xml")).text();
  for (const path of ["/", "/about", "/services", "/projects", "/recommendations", "/contact"]) {
    expect(xml).toContain(`<loc>http://localhost:8787${path}</loc>`);
  }
  for (const project of seedProjects) expect(xml).toContain(`/projects/${project.slug}</loc>`);
});

test("Home shows its sections in order", async ({ page }) => {
  await page.goto("/");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Our Services" })).toHaveAttribute("href", "/services");
  await expect(main.getByRole("link", { name: "Get in Touch", exact: true })).toHaveAttribute("href", "/contact");
  const technologies = main.getByRole("region", { name: "Trusted Technologies" }).getByRole("listitem");
  await expect(technologies).toHaveText(["JavaScript", "HTML5", "CSS3", "React", "PHP", "Windows", "Node.js"]);
  const headings = await main.getByRole("heading", { level: 2 }).allTextContents();
  expect(headings).toEqual([
    "Trusted Technologies",
    "About Us",
    "Our Services",
    "Featured Projects",
    "Ready to Start Your Project?",
  ]);
  await expect(main.getByRole("region", { name: "Our Services" }).getByRole("heading", { level: 3 })).toHaveText([
    "Web Design",
    "JavaScript Development",
    "PHP Development",
    "Nginx Development",
    "Windows Automation",
    "Technical Consultancy",
  ]);
  const featured = main.getByRole("region", { name: "Featured Projects" }).getByRole("heading", { level: 3 });
  await expect(featured).toHaveCount(3);
  const featuredTitles = seedProjects.filter((p) => p.featured).map((p) => p.title);
  for (const title of await featured.allTextContents()) expect(featuredTitles).toContain(title);
  await expect(main.getByRole("link", { name: "Get in Touch Today" })).toHaveAttribute("href", "/contact");
});

test("About shows the story, three leaders and the journey", async ({ page }) => {
  await page.goto("/about");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Our Leadership" })).toBeVisible();
  for (const role of ["Founder & CEO", "Creative Director", "Technical Lead"])
    await expect(main.getByText(role, { exact: true })).toBeVisible();
  const journey = main.getByRole("region", { name: "Our Journey" }).getByRole("listitem");
  await expect(journey).toHaveCount(3);
  for (const [i, [year, title]] of [
    ["2018", "The Beginning"],
    ["2020", "Expansion"],
    ["2024", "LLC Formation"],
  ].entries()) {
    await expect(journey.nth(i)).toContainText(year!);
    await expect(journey.nth(i)).toContainText(title!);
  }
  await expect(main.getByRole("link", { name: "Get in Touch Today" })).toBeVisible();
});

test("Services shows the grid without a title, the process, testimonials, and cards that lift on hover", async ({
  page,
  isMobile,
}) => {
  await page.goto("/services");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2, name: "Our Services" })).toHaveCount(0);
  await expect(main.getByRole("region", { name: "Our Process" }).getByRole("heading", { level: 3 })).toHaveText([
    "Discovery",
    "Planning",
    "Development",
    "Launch & Support",
  ]);
  const testimonials = main.getByRole("region", { name: "Client Testimonials" }).locator("figure");
  await expect(testimonials).toHaveCount(2);
  await expect(testimonials.first()).toContainText("40% increase in inquiries");
  if (!isMobile) {
    const card = main.getByRole("region", { name: "Services" }).getByRole("listitem").first();
    const before = await card.boundingBox();
    await card.hover();
    await expect.poll(async () => (await card.boundingBox())!.y).toBeLessThan(before!.y);
  }
});

test("the portfolio shows six projects, then up to nine with Load More, and no view-all", async ({ page }) => {
  await page.goto("/projects");
  const main = page.getByRole("main");
  const cards = main.getByRole("heading", { level: 2 });
  await expect(cards).toHaveCount(6);
  await main.getByRole("button", { name: "Load More" }).click();
  await expect(cards).toHaveCount(Math.min(9, seedProjects.length));
  await expect(main.getByRole("button", { name: "Load More" })).toHaveCount(0);
  await expect(main.getByRole("link", { name: /view all/i })).toHaveCount(0);
});

test("a project page shows every section, and optional blocks only with their data", async ({ page }) => {
  const rich = seedProjects.find(
    (p) => p.galleryImages?.length && p.testimonial && p.testimonialAuthor && p.projectUrl,
  )!;
  await page.goto(`/projects/${rich.slug}`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(rich.title);
  for (const name of [
    "Project Overview",
    "The Challenge",
    "Our Solution",
    "Results Delivered",
    "Project Details",
    "Project Gallery",
  ]) {
    await expect(main.getByRole("heading", { name })).toBeVisible();
  }
  await expect(main.getByRole("link", { name: "Visit Site" })).toHaveAttribute("href", rich.projectUrl!);
  await expect(main.getByText(rich.testimonialAuthor!)).toBeVisible();
  await expect(page).toHaveTitle(`${rich.title} · Saguaro Digital`);

  const plain = seedProjects.find((p) => !p.galleryImages?.length && !p.projectUrl)!;
  await page.goto(`/projects/${plain.slug}`);
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(plain.title);
  await expect(main.getByRole("heading", { name: "Project Gallery" })).toHaveCount(0);
  await expect(main.getByRole("link", { name: "Visit Site" })).toHaveCount(0);

  await page.goto("/projects/no-such-project");
  await expect(main.getByRole("heading", { name: "Project not found." })).toBeVisible();
});

test("the loading demo shows spinners, colours, placeholders and toggles", async ({ page }) => {
  await page.goto("/loading-demo");
  for (const name of ["Spinners", "Colour variations", "Placeholders", "Toggle buttons"]) {
    await expect(page.getByRole("region", { name })).toBeVisible();
  }
  await page.getByRole("button", { name: "Show content" }).click();
  await expect(page.getByRole("button", { name: "Show placeholder" })).toHaveAttribute("aria-pressed", "false");
});

test("the keyboard reaches the skip link and the mobile menu", async ({ page, isMobile }) => {
  await page.goto("/about");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  if (isMobile) {
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toBeEnabled(); // inert until the page has hydrated
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/about");
  }
});
