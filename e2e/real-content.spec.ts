import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./test";
import { phonePhoto } from "#scripts/lib/photos.ts";
import { signInApi } from "./helpers";

/**
 * The portfolio with real content: phone photos uploaded in the Image Manager and shown on the pages
 * the Worker renders with their data (docs/decisions/006-image-pipeline.md, 007-pages-rendered-in-the-worker.md).
 */

type Project = Record<string, unknown> & {
  id: number;
  slug: string;
  title: string;
  summary: string;
  challenge: string;
};

/** The newest project in full (lists carry card fields; the single project carries the case study). */
async function newestProject(request: APIRequestContext): Promise<Project> {
  const { data } = (await (await request.get("/api/projects")).json()) as { data: Project[] };
  const full = (await (await request.get(`/api/projects/slug/${data[0]!.slug}`)).json()) as { data: Project };
  return full.data;
}

/** Saves a change to a published project and publishes it, as staff do. */
async function patchProject(request: APIRequestContext, project: Project, changes: Partial<Project>) {
  const { id, media: _media, ...fields } = project;
  const response = await request.patch(`/api/projects/${id}`, { data: { ...fields, ...changes } });
  expect(response.status()).toBe(200);
  expect((await request.post(`/api/projects/${id}/publish`, { data: {} })).status()).toBe(200);
}

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the portfolio and a project page are complete in the HTML", async ({ page, request }) => {
    const project = await newestProject(request);
    await page.goto("/projects");
    await expect(page.getByRole("heading", { level: 1, name: "Our Project Portfolio" })).toBeVisible();
    await expect(page.getByRole("heading", { name: project.title })).toBeVisible();
    await expect(page.getByRole("img", { name: `${project.title} preview` })).toBeVisible();
    // Every card's image shows, the ones after the lead too.
    const cards = page.getByRole("main").getByRole("listitem").getByRole("img");
    expect(await cards.count()).toBeGreaterThan(1);
    for (const image of await cards.all()) await expect(image).toBeVisible();

    await page.goto(`/projects/${project.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: project.title })).toBeVisible();
    await expect(page.getByText(project.summary, { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "The Challenge" })).toBeVisible();
    await expect(
      page.getByText(project.challenge.split("\n")[0]!.replaceAll("**", ""), { exact: false }).first(),
    ).toBeVisible();
    await expect(page.getByRole("img", { name: `${project.title} main screen` })).toBeVisible();
  });

  test("Home shows its featured projects", async ({ page, request }) => {
    const { data } = (await (await request.get("/api/projects/featured")).json()) as { data: Project[] };
    await page.goto("/");
    for (const project of data) await expect(page.getByRole("heading", { name: project.title })).toBeAttached();
  });
});

test("pages rendered with their data hydrate with it: no API read, no hydration error", async ({ page, request }) => {
  const project = await newestProject(request);
  const errors: string[] = [];
  const reads: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("pageerror", (error) => errors.push(String(error)));
  page.on("request", (sent) => new URL(sent.url()).pathname.startsWith("/api/projects") && reads.push(sent.url()));
  for (const path of ["/", "/projects", `/projects/${project.slug}`]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  }
  expect(reads).toEqual([]);
  // Once the lead has painted, the other images are shown (they wait for it: decision 005).
  await expect(page.locator("html")).not.toHaveClass(/lead-pending/);
  // Hydrated: the app takes a link itself (a client-side navigation, which then reads the API).
  await page.getByRole("link", { name: "← Back to Projects" }).click();
  await expect(page).toHaveURL("/projects");
  await expect(page.getByRole("heading", { name: project.title })).toBeVisible();
  expect(errors).toEqual([]);
});

test("an unknown path and an unknown project answer 404 with the site's pages", async ({ page }) => {
  const unknown = await page.goto("/no-such-page/at-all");
  expect(unknown?.status()).toBe(404);
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
  const project = await page.goto("/projects/no-such-project");
  expect(project?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Project not found." })).toBeVisible();
});

test("a phone photo uploaded in the Image Manager shows upright and resized on the project's pages", async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(isMobile, "one run changes the shared portfolio");
  test.setTimeout(90_000);
  await signInApi(request);
  await signInApi(page.request);

  // A phone photo taken upright (EXIF orientation 6, stored as the sensor saw it), with its GPS position.
  const photo = await phonePhoto({ orientation: 6, width: 2016, height: 1512, seed: 9 });
  const name = `IMG_${Date.now()}.jpg`;
  await page.goto("/duckbeck");
  await page.getByRole("tab", { name: "Images" }).click();
  await page.locator("#image-upload").setInputFiles({ name, mimeType: "image/jpeg", buffer: photo });
  await expect(page.getByText("Upload complete")).toBeVisible({ timeout: 60_000 });
  // The library shows a thumbnail, not the 3-megapixel original.
  const thumbnail = page.getByRole("listitem").filter({ hasText: name }).locator("img");
  await expect(thumbnail).toHaveAttribute("srcset", /\/480\.webp 480w/);
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.currentSrc))
    .toMatch(/\/media\/[0-9a-f-]{36}\/\d+\.(avif|webp)$/);

  const { data: images } = (await (await request.get("/api/admin/images")).json()) as {
    data: Array<{ name: string; url: string; width: number; height: number }>;
  };
  const image = images.find((candidate) => candidate.name === name)!;
  expect([image.width, image.height]).toEqual([1512, 2016]);

  const project = await newestProject(request);
  await patchProject(request, project, { imageUrl: image.url, title: `${project.title} (photo)` });

  // The next load of the project page shows the edit, with the photo's variants and size.
  await page.goto(`/projects/${project.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: `${project.title} (photo)` })).toBeVisible();
  const main = page.getByRole("img", { name: `${project.title} (photo) main screen` });
  await expect(main).toHaveAttribute("width", "1512");
  await expect(main).toHaveAttribute("height", "2016");
  await expect(main).toHaveAttribute("fetchpriority", "high");
  await expect
    .poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const chosen = await main.evaluate((img: HTMLImageElement) => ({
    src: img.currentSrc,
    width: img.naturalWidth,
    height: img.naturalHeight,
  }));
  // A variant as wide as the layout needs: AVIF, or WebP past AVIF's 1,200 px.
  expect(chosen.src).toMatch(/\/media\/[0-9a-f-]{36}\/\d+\.(avif|webp)$/);
  // Upright: portrait, as the phone was held.
  expect(chosen.height).toBeGreaterThan(chosen.width);

  // What the browser received carries no trace of the phone or the place.
  const bytes = Buffer.from(await (await request.get(new URL(chosen.src).pathname)).body());
  expect(bytes.includes("FixturePhone")).toBe(false);
  expect(bytes.includes("secret-location")).toBe(false);

  await page.goto("/projects");
  const card = page.getByRole("img", { name: `${project.title} (photo) preview` });
  await expect(card).toHaveAttribute("srcset", /480w/);
  await expect(card).toHaveAttribute("fetchpriority", "high");

  // Put the project back as it was for the other tests.
  await patchProject(
    request,
    { ...project, title: `${project.title} (photo)` },
    { imageUrl: project.imageUrl as string, title: project.title },
  );
});
