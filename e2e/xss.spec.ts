import type { APIRequestContext, Page, Request, TestInfo } from "@playwright/test";
import { expect, test } from "./test";
import { PNG, signInApi } from "./helpers";

/**
 * Stored XSS: script-bearing text goes in through every input that is shown again (contact form and
 * API, plan requests, projects, image names, site files), then every page that shows it is visited.
 * No payload may run, and each must be visible as the text it was.
 *
 * The pages' CSP would block most injected inline script anyway, which would hide an escaping bug,
 * so these tests turn the CSP off: they test the escaping itself. Every payload reports through one
 * of three channels, all watched: a call to `__xss(id)` (a function the test exposes in every frame),
 * an alert (dialog) or a request for `/__xss-sentinel/...`.
 */
test.use({ bypassCSP: true });

const SENTINEL = "/__xss-sentinel/";

/** Short enough for any text field (technologies allow 100 characters each). */
const corpus = [
  `<script>__xss('script')</script>`,
  `<img src=x onerror="__xss('img-onerror')">`,
  `<svg onload=__xss('svg-onload')>`,
  `<svg><script>__xss('svg-script')</script></svg>`,
  `"><iframe srcdoc="<script>parent.__xss('srcdoc')</script>">`,
  `'><details open ontoggle=__xss('ontoggle')>`,
  `<input autofocus onfocus=__xss('autofocus')>`,
  `<a href="javascript:__xss('a-href')">click me</a>`,
  `[click me](javascript:__xss('md-link'))`,
  `![pic](x" onerror="__xss('md-image'))`,
  `{{constructor.constructor('__xss("template")')()}}`,
  "${__xss('template-literal')}",
  `&lt;img src=x onerror=__xss('entity')&gt;`,
  `&#60;img src=x onerror=__xss('numeric-entity')&#62;`,
  `\\u003cimg src=x onerror=__xss('unicode-escape')\\u003e`,
  `\u003cimg src=x onerror=__xss('unicode-char')\u003e`,
  `＜script＞__xss('fullwidth')＜/script＞`,
  `</script><script>__xss('script-breakout')</script>`,
  `</title><script>__xss('title-breakout')</script>`,
  `" http-equiv="refresh" content="0;url=${SENTINEL}meta-breakout`,
  `<meta http-equiv="refresh" content="0;url=${SENTINEL}meta-refresh">`,
  `<div style="background:url(javascript:__xss('css-url'))">css</div>`,
  `<style>@import "${SENTINEL}css-import";</style>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=__xss('mxss')>`,
  `<img src=x onerror=fetch('${SENTINEL}fetch')>`,
  `<img src=x onerror=alert('dialog')>`,
  `javascript:__xss('bare-js-url')`,
  `'-__xss('js-string')-'`,
  `**<img src=x onerror=__xss('bold')>**`,
];
/** Plan text with payloads in every block PlanView knows (docs/plan-format.md). */
const hostilePlan = [
  `## <img src=x onerror=__xss('plan-heading')>`,
  `### </h5><script>__xss('plan-subheading')</script>`,
  `- <svg onload=__xss('plan-bullet')>`,
  `1. <a href="javascript:__xss('plan-step')">step</a>`,
  `## Budget Breakdown`,
  `- <img src=x onerror=__xss('plan-budget')>: $5,000`,
  `## Timeline Breakdown`,
  `- <b onmouseover=__xss('plan-when')>Week 1</b>: <svg onload=__xss('plan-what')>`,
  ...corpus,
].join("\n");

/** The payload that reports as `id`. */
const payload = (id: string) => corpus.find((text) => text.includes(`'${id}'`) || text.endsWith(id))!;

/** What a payload looks like on the page: `**text**` is shown bold, without the asterisks (docs/product.md#portfolio). */
const shown = (text: string) => text.replace(/\*\*(.+?)\*\*/g, "$1");

/** A run-unique tag, so the desktop and mobile runs never share a record. */
const tagOf = (testInfo: TestInfo) => `${testInfo.project.name}${Date.now().toString(36)}`;

let hits: string[] = [];
/** Requests the page has started and not yet finished. */
const inflight = new Set<Request>();

test.beforeEach(async ({ page, baseURL }) => {
  hits = [];
  // Nothing here needs another site; an answer that never comes (the map) would keep the page from settling.
  await page.route(
    (url) => url.origin !== new URL(baseURL!).origin,
    (route) => route.abort(),
  );
  await page.exposeFunction("__xss", (id: unknown) => void hits.push(`__xss(${String(id)})`));
  page.on("dialog", (dialog) => {
    hits.push(`dialog(${dialog.message()})`);
    void dialog.dismiss();
  });
  inflight.clear();
  page.on("request", (request) => {
    inflight.add(request);
    if (request.url().includes(SENTINEL)) hits.push(`request(${request.url()})`);
  });
  // A response counts as done: a cached answer to a routed request may never report "finished".
  page.on("response", (response) => inflight.delete(response.request()));
  page.on("requestfinished", (request) => inflight.delete(request));
  page.on("requestfailed", (request) => inflight.delete(request));
});

/** What a test created, deleted after it whatever happened: other specs count the portfolio. */
let cleanups: (() => Promise<unknown>)[] = [];
test.afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
  // Also after a failure elsewhere: what ran, if anything, is the first thing to know.
  expect(hits, "payloads that ran during the test").toEqual([]);
});

/**
 * Waits until the page is quiet: loaded, no request open, and still none a moment later. Proving
 * that nothing runs means waiting for what could: an image's error event, a frame's load.
 */
async function settle(page: Page) {
  await page.waitForLoadState("load");
  for (let round = 0; round < 2; round++) {
    // A loaded CI machine has kept a cached script's request open for over 10 s.
    await expect.poll(() => [...inflight].map((request) => request.url()), { timeout: 20_000 }).toEqual([]);
    await page.waitForTimeout(400);
  }
}

/**
 * After the page has settled: nothing reported, and nothing in the DOM that could run later (an
 * event-handler attribute, a srcdoc, a script-like URL, an injected script, frame or meta refresh).
 */
async function expectInert(page: Page, where: string) {
  await settle(page);
  const active = await page.evaluate((sentinel) => {
    const found: string[] = [];
    const urlAttributes = new Set([
      "href",
      "src",
      "action",
      "formaction",
      "xlink:href",
      "data",
      "poster",
      "srcset",
      "background",
    ]);
    for (const element of document.querySelectorAll("*")) {
      for (const { name, value } of element.attributes) {
        // As a URL parser reads it: without the control characters and spaces it skips.
        const compact = [...value]
          .filter((ch) => ch.charCodeAt(0) > 0x20)
          .join("")
          .toLowerCase();
        if (name.toLowerCase().startsWith("on")) found.push(`<${element.localName} ${name}>`);
        if (name === "srcdoc") found.push(`<${element.localName} srcdoc>`);
        if (urlAttributes.has(name) && /^(javascript|vbscript|data:text\/html)/.test(compact)) {
          found.push(`<${element.localName} ${name}="${value}">`);
        }
      }
    }
    for (const element of document.querySelectorAll(
      "script, iframe, object, embed, base, meta[http-equiv], style, link",
    )) {
      // The page data the Worker inlines holds stored text by design: it is inert when it is a JSON
      // block that parses and has no "<" in it, so no payload can close the element.
      if (element.matches('script#page-data[type="application/json"]')) {
        const text = element.textContent ?? "";
        let parses = true;
        try {
          JSON.parse(text);
        } catch {
          parses = false;
        }
        if (!parses || text.includes("<")) found.push(`page data that could end its element: ${text.slice(0, 80)}`);
        continue;
      }
      // React preloads the page's lead image: a hint for an image the page shows anyway.
      const shownImages = new Set([...document.images].map((img) => img.getAttribute("src")));
      if (element.matches('link[rel="preload"][as="image"]') && shownImages.has(element.getAttribute("href"))) continue;
      if (element.outerHTML.includes("__xss") || element.outerHTML.includes(sentinel))
        found.push(element.outerHTML.slice(0, 120));
    }
    return found;
  }, SENTINEL);
  expect(active, `active content on ${where}`).toEqual([]);
  expect(hits, `payloads that ran on ${where}`).toEqual([]);
}

async function openDashboard(page: Page, tab: string) {
  await signInApi(page.request);
  await page.goto("/duckbeck");
  // The dashboard's chunk and session check share two cores with every other test's server.
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible({ timeout: 15_000 });
  await page.getByRole("tab", { name: tab }).click();
}

type StoredProject = { id: number; slug: string; title: string };

/**
 * A project whose every text field carries payloads; URL fields carry the attribute breakouts that
 * are still valid addresses (quotes and angle brackets are refused in them: see the next test).
 */
function hostileProject(tag: string) {
  return {
    title: `XSS ${tag} Zorblax Quokka "><script>__xss('title')</script>`,
    slug: `xss ${tag}`,
    summary: `Zorblax quokka "><svg onload=__xss('summary')></title></script><script>__xss('summary-2')</script>`,
    description: corpus.join("\n\n"),
    clientName: `<img src=x onerror=__xss('client')> & Co`,
    services: corpus.slice(0, 20),
    technologies: corpus,
    imageUrl: `/images/projects/agua-fria-food-bank-technology-audit.svg?q='/onerror='__xss('imageUrl')`,
    galleryImages: [
      `/images/projects/casa-ocotillo-online-ordering-gallery-1.svg?g='/onload='__xss('gallery')`,
      `/images/projects/casa-ocotillo-online-ordering-gallery-2.svg#'onerror='__xss('gallery-2')`,
    ],
    challenge: [...corpus].reverse().join("\n\n"),
    solution: corpus.slice(10).join("\n\n"),
    results: corpus.slice(0, 10).join("\n\n"),
    testimonial: corpus.slice(0, 8).join(" "),
    testimonialAuthor: `<svg onload=__xss('author')>`,
    projectUrl: `https://example.com/?q='/onmouseover='__xss('projectUrl')`,
    featured: true,
  };
}

async function createProject(
  request: APIRequestContext,
  body: ReturnType<typeof hostileProject>,
): Promise<StoredProject> {
  const response = await request.post("/api/projects", { data: body });
  expect(response.status(), await response.text()).toBe(201);
  const created = ((await response.json()) as { data: StoredProject }).data;
  // A new project is a draft: published, visitors and the matcher see it.
  expect((await request.post(`/api/projects/${created.id}/publish`, { data: {} })).status()).toBe(200);
  return created;
}

test("the detector sees a payload that reaches the DOM as markup (so the other tests can fail)", async ({ page }) => {
  await page.goto("/about");
  await settle(page);
  // The iframe last: everything after its start tag would be its fallback text.
  const markup = ["img-onerror", "a-href", `${SENTINEL}fetch`, "dialog", "srcdoc"].map(payload).join("");
  await page.evaluate((html) => {
    const box = document.createElement("div");
    box.innerHTML = html;
    document.querySelector("main")!.append(box);
  }, markup);
  await expect.poll(() => hits.length).toBeGreaterThanOrEqual(4);
  expect(hits).toEqual(
    expect.arrayContaining([
      "__xss(img-onerror)",
      "__xss(srcdoc)",
      "dialog(dialog)",
      expect.stringContaining(`${SENTINEL}fetch`),
    ]),
  );
  await expect(expectInert(page, "the canary page")).rejects.toThrow(/active content/);
  hits = [];
});

test("every URL field refuses script and off-site URLs with the form's message", async ({ page }, testInfo) => {
  await signInApi(page.request);
  const base = hostileProject(tagOf(testInfo));
  const refused = [
    "javascript:__xss(1)",
    "JaVaScRiPt:__xss(1)",
    " javascript:__xss(1)",
    "java\tscript:__xss(1)",
    "\u0001javascript:__xss(1)",
    "&#106;avascript:__xss(1)",
    "vbscript:msgbox(1)",
    "data:text/html,<script>__xss(1)</script>",
    "data:image/svg+xml,<svg onload=__xss(1)>",
    "//evil.example/x.png",
    "/\\evil.example/x.png",
    "\\\\evil.example\\x.png",
    "url(javascript:__xss(1))",
  ];
  for (const url of refused) {
    for (const [field, value] of [
      ["imageUrl", url],
      ["projectUrl", url],
      ["galleryImages", ["/images/ok.png", url]],
    ] as const) {
      const response = await page.request.post("/api/projects", { data: { ...base, [field]: value } });
      expect(response.status(), `${field} ${JSON.stringify(url)}`).toBe(400);
      const body = (await response.json()) as { message: string; errors: Record<string, string[]> };
      expect(body.message).toBe("Use an http(s) address or a path on this site");
      expect(Object.keys(body.errors)).toEqual([field === "galleryImages" ? "galleryImages.1" : field]);
    }
  }
  // Addresses that would end an attribute or a header early.
  for (const url of [
    `https://example.com/?q="><script>__xss(1)</script>`,
    "/images/x.svg?q=<img/src=x/onerror=__xss(1)>",
    "https://img.example/a.jpg>;rel=preload,<https://evil.example/x.css>;rel=stylesheet",
  ]) {
    const response = await page.request.post("/api/projects", { data: { ...base, imageUrl: url } });
    expect(response.status(), url).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string[]> }).errors.imageUrl).toEqual([
      'An address cannot contain < > " \\ ^ ` { | or }',
    ]);
  }
  const projects = (await (await page.request.get("/api/projects?limit=50")).json()) as { data: { title: string }[] };
  expect(projects.data.map((p) => p.title)).not.toContain(base.title);
});

test("a project made of payloads, created in the dashboard, shows them as text everywhere", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const tag = tagOf(testInfo);
  const project = hostileProject(tag);
  await openDashboard(page, "Projects");
  await page.getByRole("button", { name: "Add New Project" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Project" });
  const fill = async (label: string, value: string) =>
    dialog.getByRole("textbox", { name: label, exact: true }).fill(value);
  await fill("Title", project.title);
  await fill("Client", project.clientName);
  await fill("Summary", project.summary);
  await fill("Description", project.description);
  await fill("Services", project.services.join(", "));
  await fill("Technologies", project.technologies.join(", "));
  await fill("Main image URL", project.imageUrl);
  await fill("Gallery image URLs", project.galleryImages.join(", "));
  await fill("The Challenge", project.challenge);
  await fill("Our Solution", project.solution);
  await fill("Results Delivered", project.results);
  await fill("Testimonial", project.testimonial);
  await fill("Testimonial author", project.testimonialAuthor);
  await dialog.getByRole("switch", { name: "Featured" }).click();
  // A script URL first: refused by the rule the form and the server share, and the form says why.
  await fill("Live project URL", "javascript:__xss('projectUrl-js')");
  await dialog.getByRole("button", { name: "Create Project" }).click();
  await expect(page.getByText("Creation failed")).toBeVisible();
  await expect(dialog.getByText("Use an http(s) address or a path on this site")).toBeVisible();
  await fill("Live project URL", project.projectUrl);
  await dialog.getByRole("button", { name: "Create Project" }).click();
  await expect(page.getByText("Project created")).toBeVisible();
  // A draft until it is published.
  await page.getByRole("button", { name: `More actions for ${project.title}` }).click();
  await page.getByRole("menuitem", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Project published")).toBeVisible();

  const cards = (await (await page.request.get("/api/projects?limit=50")).json()) as {
    data: { title: string; slug: string }[];
  };
  const listed = cards.data.find((p) => p.title === project.title)!;
  const stored = (await (await page.request.get(`/api/projects/slug/${listed.slug}`)).json()) as {
    data: StoredProject & Record<string, unknown>;
  };
  const saved = stored.data;
  cleanups.push(() => page.request.delete(`/api/projects/${saved.id}`));
  expect(saved).toMatchObject({ ...project, slug: saved.slug, galleryImages: project.galleryImages });
  const slug = saved.slug;

  // The dashboard's list and edit dialog.
  const row = page.getByRole("row").filter({ hasText: project.title });
  await expect(row).toBeVisible();
  await expect(row).toContainText(slug);
  await expectInert(page, "the projects tab");
  await page.getByRole("button", { name: `Edit ${project.title}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Project" });
  await expect(edit.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(project.title);
  await expect(edit.getByRole("textbox", { name: "Description", exact: true })).toHaveValue(project.description);
  await expect(edit.getByRole("textbox", { name: "Main image URL", exact: true })).toHaveValue(project.imageUrl);
  await expectInert(page, "the edit dialog");
  await edit.getByRole("button", { name: "Cancel" }).click();

  // Home: the featured block.
  await page.goto("/");
  const featured = page.getByRole("region", { name: "Featured Projects" });
  const homeCard = featured.getByRole("link").filter({ hasText: project.title });
  await expect(homeCard.getByRole("heading", { level: 3 })).toHaveText(project.title);
  await expect(homeCard).toContainText(project.summary);
  await expect(homeCard).toContainText(project.clientName);
  await expect(homeCard.getByRole("img")).toHaveAttribute("src", project.imageUrl);
  await expectInert(page, "/");

  // The portfolio, then the case study by client-side navigation.
  await page.goto("/projects");
  const card = page.getByRole("link").filter({ hasText: project.title });
  await expect(card).toHaveAttribute("href", `/projects/${slug}`);
  const technologies = card.getByRole("list", { name: "Technologies" });
  for (const tech of corpus.slice(0, 3)) await expect(technologies).toContainText(tech);
  await expect(technologies).toContainText(`+${corpus.length - 3}`);
  await expectInert(page, "/projects");
  await card.click();
  await expect(page).toHaveURL(`/projects/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.title);
  await expect.poll(() => page.title()).toBe(`${project.title} · Saguaro Digital`);
  await expectProjectPage(page, project);

  // The same page loaded directly: the Worker's HTML with the project's own head tags.
  await page.goto(`/projects/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.title);
  expect(await page.title()).toBe(`${project.title} · Saguaro Digital`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", project.summary);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    "content",
    `${project.title} · Saguaro Digital`,
  );
  await expectProjectPage(page, project);

  // And as raw HTML: the payloads escaped, no script but the page's own.
  const html = await (await request.get(`/projects/${slug}`)).text();
  const plain = await (await request.get("/projects/no-such-project")).text();
  const scripts = (text: string) => text.match(/<script\b/gi)?.length ?? 0;
  expect(scripts(html)).toBe(scripts(plain));
  // The page data holds the project as text (JSON, with no "<" that could end its element); nowhere
  // else does the raw payload appear.
  const pageData = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html)?.[1] ?? "";
  expect(JSON.stringify(JSON.parse(pageData))).toContain("__xss('summary");
  expect(html.replace(pageData, "")).not.toContain("__xss('summary");
  expect(html).toContain("&quot;&gt;&lt;script&gt;__xss(&#39;title&#39;)&lt;/script&gt;");
  const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(() => JSON.parse(jsonLd!)).not.toThrow();
});

/** The case study shows every field as the text it was, and nothing runs. */
async function expectProjectPage(page: Page, project: ReturnType<typeof hostileProject>) {
  const main = page.getByRole("main");
  await expect(main.getByText(project.summary, { exact: true })).toBeVisible();
  const technologies = main.getByRole("list", { name: "Technologies" });
  for (const tech of project.technologies) await expect(technologies.getByText(tech, { exact: true })).toHaveCount(1);
  for (const [heading, text] of [
    ["Project Overview", project.description],
    ["The Challenge", project.challenge],
    ["Our Solution", project.solution],
    ["Results Delivered", project.results],
  ] as const) {
    const section = main.locator("section").filter({ has: page.getByRole("heading", { name: heading, exact: true }) });
    for (const paragraph of text.split("\n\n")) await expect(section).toContainText(shown(paragraph));
  }
  await expect(main.locator("strong").filter({ hasText: "<img src=x onerror=__xss('bold')>" }).first()).toBeVisible();
  const details = main.getByRole("complementary", { name: "Project Details" });
  await expect(details).toContainText(project.clientName);
  for (const service of project.services) await expect(details.getByText(service, { exact: true })).toHaveCount(1);
  await expect(details.getByRole("link", { name: "Visit Site" })).toHaveAttribute("href", project.projectUrl);
  await expect(main.getByRole("img", { name: `${project.title} main screen` })).toHaveAttribute(
    "src",
    project.imageUrl,
  );
  const gallery = main.getByRole("region", { name: "Project Gallery" }).getByRole("img");
  await expect(gallery).toHaveCount(2);
  await expect(gallery.nth(0)).toHaveAttribute("src", project.galleryImages[0]!);
  await expect(gallery.nth(1)).toHaveAttribute("src", project.galleryImages[1]!);
  await expect(main.locator("blockquote")).toHaveText(`“${project.testimonial}”`);
  await expect(main.locator("figcaption")).toHaveText(project.testimonialAuthor);
  await expectInert(page, page.url());
}

test("a visitor's payloads in a plan request and a contact message stay text, for visitors and staff", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const tag = tagOf(testInfo);
  await signInApi(page.request);
  const project = await createProject(page.request, hostileProject(tag));
  cleanups.push(() => page.request.delete(`/api/projects/${project.id}`));
  // The built-in planner echoes the requirements ("You described: ...") and the matched projects.
  const requirements = `Zorblax quokka portal <img src=x onerror=__xss('requirements')> "><svg onload=__xss('requirements-2')>`;
  const interests = `zorblax, </script><script>__xss('interests')</script>`;
  await page.goto("/recommendations");
  await page.getByLabel("Project Requirements").fill(requirements);
  await page.getByLabel("Your Interests").fill(interests);
  await page.getByRole("button", { name: "Get Recommendations" }).click();
  await expect(page.getByRole("heading", { name: "Your Personalized Recommendations" })).toBeVisible();
  const plan = page.getByRole("article", { name: "Your Custom Project Plan" });
  await expect(plan).toBeVisible();
  await expectInert(page, "/recommendations");
  await expect(plan).toContainText(`You described: "${requirements}"`);
  await expect(plan).toContainText(`${project.title}: Zorblax quokka "><svg onload=__xss('summary')>`);
  const match = page.getByRole("listitem").filter({ hasText: "Recommendation #" }).filter({ hasText: project.title });
  await expect(match.getByRole("heading", { level: 4, name: project.title, exact: true })).toHaveText(project.title);

  // The plan goes with a message written through the contact form.
  await plan.getByRole("link", { name: "Contact Us" }).click();
  await expect(page).toHaveURL("/contact");
  const attached = page.getByRole("region", { name: "AI Recommendation Attached" });
  await expect(attached).toContainText(`You described: "${requirements}"`);
  await expectInert(page, "/contact with the plan attached");
  const name = `<svg onload=__xss('name')> ${tag}`;
  const phone = `"><img src=x onerror=__xss('ph')>`;
  const message = corpus.join("\n");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Email", { exact: true }).fill(`xss.${tag}@example.com`);
  await page.getByLabel("Phone (optional)", { exact: true }).fill(phone);
  await page.getByLabel("Message", { exact: true }).fill(message);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  await expectInert(page, "/contact after sending");
  const messages = (await (await page.request.get("/api/contact")).json()) as { data: { id: number; name: string }[] };
  const sent = messages.data.find((m) => m.name === name)!;
  cleanups.push(() => page.request.delete(`/api/contact/${sent.id}`));

  // Staff read it: the list, then the dialog.
  await openDashboard(page, "Messages");
  await page.getByRole("searchbox", { name: "Search messages" }).fill(tag);
  const row = page.getByRole("row").filter({ hasText: tag });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("button", { name, exact: true })).toBeVisible();
  await expectInert(page, "the messages tab");
  await row.getByRole("button", { name, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Message Details" });
  await expect(dialog.getByText("Service Interested In")).toBeVisible();
  await expectInert(page, "the message dialog");
  await expect(dialog.getByText(name, { exact: true })).toBeVisible();
  await expect(dialog.getByRole("link", { name: phone })).toHaveAttribute("href", `tel:${phone}`);
  await expect(dialog.getByRole("link", { name: `xss.${tag}@example.com` })).toHaveAttribute(
    "href",
    `mailto:xss.${tag}@example.com`,
  );
  for (const line of corpus) await expect(dialog).toContainText(line);
  await expect(dialog).toContainText(`You described: "${requirements}"`);
  // The plan is shown as the finder shows it: its sections are headings, its bold is bold.
  await expect(dialog.getByRole("heading", { level: 3, name: "Budget Breakdown" })).toBeVisible();
  await expect(dialog.locator("li strong").filter({ hasText: project.title }).first()).toBeVisible();
});

test("a plan from the AI provider with markup in every block renders as text, and travels to the contact form as text", async ({
  page,
}) => {
  // A model can echo what a visitor typed (or be told to), so its answer is as untrusted as the
  // visitor. The local planner never writes markup; an answer from the network stands in for a model's.
  await page.route("**/api/ai-recommendation", (route) =>
    route.fulfill({
      json: {
        success: true,
        message: "Your custom project plan has been created.",
        data: {
          recommendation: hostilePlan,
          provider: "openai",
          fallback: false,
          rateLimit: { limit: 4, remaining: 3, reset: 7200 },
        },
      },
    }),
  );
  await page.goto("/recommendations");
  await page.getByLabel("Project Requirements").fill("An online shop for our handmade pottery.");
  await page.getByLabel("Your Interests").fill("e-commerce");
  await page.getByRole("button", { name: "Get Recommendations" }).click();
  const plan = page.getByRole("article", { name: "Your Custom Project Plan" });
  await expect(plan).toBeVisible();
  await expectInert(page, "/recommendations with a hostile plan");
  await expect(
    plan.getByRole("heading", { name: "<img src=x onerror=__xss('plan-heading')>", exact: true }),
  ).toBeVisible();
  await expect(
    plan.getByRole("heading", { name: "</h5><script>__xss('plan-subheading')</script>", exact: true }),
  ).toBeVisible();
  await expect(plan.getByRole("listitem").filter({ hasText: "<svg onload=__xss('plan-bullet')>" })).toHaveCount(1);
  await expect(
    plan.getByRole("listitem").filter({ hasText: `<a href="javascript:__xss('plan-step')">step</a>` }),
  ).toHaveCount(1);
  await expect(plan.locator('[data-block="budget"]')).toContainText("<img src=x onerror=__xss('plan-budget')>$5,000");
  await expect(plan.locator('[data-block="timeline"]')).toHaveText(
    "<b onmouseover=__xss('plan-when')>Week 1</b>: <svg onload=__xss('plan-what')>",
  );
  for (const text of corpus) await expect(plan).toContainText(shown(text));

  await plan.getByRole("link", { name: "Contact Us" }).click();
  const attached = page.getByRole("region", { name: "AI Recommendation Attached" });
  await expect(attached).toContainText(hostilePlan.slice(0, 150).replace(/\s+/g, " "));
  await expectInert(page, "/contact with a hostile plan attached");
});

test("a message sent through the API with payloads in every field, and staff notes, stay text in the dashboard", async ({
  page,
}, testInfo) => {
  const tag = tagOf(testInfo);
  // What the API refuses outright: the fields with a fixed format.
  for (const data of [
    { email: `"><script>__xss('email')</script>@example.com` },
    { email: `javascript:__xss('email')//@example.com` },
    { service: `<script>__xss('service')</script>` },
  ]) {
    const refused = await page.request.post("/api/contact", {
      data: {
        name: "Refused",
        email: "ok@example.com",
        service: "other",
        message: "A message long enough.",
        recaptchaToken: "t",
        ...data,
      },
    });
    expect(refused.status(), JSON.stringify(data)).toBe(400);
  }

  const name = `${tag} </title><script>__xss('api-name')</script>`;
  const sent = await page.request.post("/api/contact", {
    data: {
      name,
      email: `api.${tag}@example.com`,
      phone: `javascript:__xss('phone')`,
      service: "consultancy",
      message: corpus.join("\n\n"),
      recaptchaToken: `"><script>__xss('token')</script>`,
      aiRecommendation: hostilePlan,
    },
  });
  expect(sent.status()).toBe(201);
  const { id } = ((await sent.json()) as { data: { id: number } }).data;
  cleanups.push(() => page.request.delete(`/api/contact/${id}`));
  await signInApi(page.request);
  const notes = `</textarea><script>__xss('notes')</script><img src=x onerror=__xss('notes-img')>`;
  const patched = await page.request.patch(`/api/contact/${id}`, { data: { status: "in-progress", notes } });
  expect(patched.status()).toBe(200);

  await openDashboard(page, "Messages");
  await page.getByRole("searchbox", { name: "Search messages" }).fill(tag);
  await page.getByRole("button", { name, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Message Details" });
  await expect(dialog.getByText("Service Interested In")).toBeVisible();
  await expectInert(page, "the message dialog");
  await expect(dialog.getByText(name, { exact: true })).toBeVisible();
  await expect(dialog.getByText("Technical Consultancy")).toBeVisible();
  // The phone is shown, and its link can only dial: a tel: URL, never a script.
  await expect(dialog.getByRole("link", { name: "javascript:__xss('phone')" })).toHaveAttribute(
    "href",
    "tel:javascript:__xss('phone')",
  );
  for (const paragraph of corpus) await expect(dialog).toContainText(paragraph);
  await expect(
    dialog.getByRole("heading", { level: 3, name: "<img src=x onerror=__xss('plan-heading')>", exact: true }),
  ).toBeVisible();
  await expect(
    dialog.getByRole("heading", { level: 4, name: "</h5><script>__xss('plan-subheading')</script>", exact: true }),
  ).toBeVisible();
  await expect(dialog.getByRole("listitem").filter({ hasText: "<svg onload=__xss('plan-bullet')>" })).toHaveCount(1);
  await expect(dialog.locator('[data-block="budget"]')).toContainText("<img src=x onerror=__xss('plan-budget')>$5,000");
  await expect(dialog.locator('[data-block="timeline"]')).toHaveText(
    "<b onmouseover=__xss('plan-when')>Week 1</b>: <svg onload=__xss('plan-what')>",
  );
  await expect(dialog.getByLabel("Notes")).toHaveValue(notes);
  await expect(dialog.getByLabel("Status")).toHaveValue("in-progress");
});

test("uploaded file names stay text in the image manager, and image bytes never run as a page or a script", async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const tag = tagOf(testInfo);
  await openDashboard(page, "Images");
  await expect(page.getByRole("heading", { name: "Image Manager" })).toBeVisible();
  const fileName = `${tag}<img src=x onerror=__xss('file-name')>\u202Egnp.html`;
  const displayName = `${tag}<img src=x onerror=__xss('file-name')>gnp.png`;
  await page.locator("#image-upload").setInputFiles({ name: fileName, mimeType: "image/png", buffer: PNG });
  await expect(page.getByText("Upload complete")).toBeVisible();
  const card = page.getByRole("listitem").filter({ hasText: tag });
  await expect(card.getByText(displayName, { exact: true })).toBeVisible();
  await expect(card.getByRole("link", { name: "Download" })).toHaveAttribute("download", displayName);
  await expectInert(page, "the images tab");
  await card.getByRole("button", { name: `Preview ${displayName}` }).click();
  const preview = page.getByRole("dialog", { name: displayName });
  await expect(preview.getByRole("img", { name: displayName })).toBeVisible();
  await expectInert(page, "the image preview");
  await preview.getByRole("button", { name: "Close" }).click();

  // The project dialog lists library images by name.
  await page.getByRole("tab", { name: "Projects" }).click();
  await page.getByRole("button", { name: "Add New Project" }).click();
  await expect(
    page.getByLabel("Or choose from the image library").locator("option", { hasText: displayName }),
  ).toHaveCount(1);
  await expectInert(page, "the project dialog's image library");
  await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();

  // An image with a page after it is stored as the image alone; bytes that only start like an
  // image (a GIF header that is also a script) are refused...
  const upload = (name: string, buffer: Buffer) =>
    page.request.post("/api/admin/upload", { multipart: { file: { name, mimeType: "text/html", buffer } } });
  const withPage = await upload(
    "page.html",
    Buffer.concat([PNG, Buffer.from(`<html><script>__xss('polyglot-page')</script></html>`)]),
  );
  expect(withPage.status()).toBe(201);
  const htmlPolyglot = ((await withPage.json()) as { data: { url: string } }).data.url;
  const gifScript = await upload(
    "script.js",
    Buffer.from(`GIF89a=1;__xss('polyglot-script');fetch('${SENTINEL}gif')//`),
  );
  expect(gifScript.status()).toBe(422);
  // ...and what is stored never runs: not opened as a page, not in a frame, not as a script of a page of this site.
  const response = await page.goto(htmlPolyglot);
  expect(response!.headers()["content-type"]).toBe("image/png");
  expect(response!.headers()["x-content-type-options"]).toBe("nosniff");
  expect((await response!.body()).includes("<html>")).toBe(false);
  await expectInert(page, htmlPolyglot);
  await page.goto("/about");
  await page.evaluate(
    ([pageUrl, scriptUrl]) => {
      const frame = document.createElement("iframe");
      frame.src = pageUrl!;
      const script = document.createElement("script");
      script.src = scriptUrl!;
      document.body.append(frame, script);
    },
    [htmlPolyglot, htmlPolyglot],
  );
  await settle(page);
  expect(hits).toEqual([]);
});

test("a site file with markup stays text in the code editor", async ({ page, isMobile }, testInfo) => {
  test.skip(isMobile, "one run edits the shared file once");
  const marker = `// ${tagOf(testInfo)} </textarea><script>__xss('code')</script><img src=x onerror=__xss('code-img')>`;
  await openDashboard(page, "Code Editor");
  await page.getByLabel("Category").selectOption("Server");
  await page.getByRole("button", { name: "storage", exact: true }).click();
  const editor = page.getByRole("textbox", { name: "Contents of worker/features/projects/queries.ts" });
  await expect(editor).toHaveValue(/drizzle-orm/);
  await editor.fill(`${marker}\n${await editor.inputValue()}`);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Changes saved")).toBeVisible();

  await page.reload();
  await page.getByRole("tab", { name: "Code Editor" }).click();
  await page.getByLabel("Category").selectOption("Server");
  await page.getByRole("button", { name: "storage", exact: true }).click();
  await expect(page.getByRole("textbox", { name: "Contents of worker/features/projects/queries.ts" })).toHaveValue(
    new RegExp(`^${marker.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\n`),
  );
  await expectInert(page, "the code editor");
});

test("paths under /media that are not a generated key never reach the bucket or the working tree", async ({
  request,
}) => {
  for (const path of [
    "/media/..%2F..%2Fwrangler.toml",
    "/media/%2E%2E%2F%2E%2E%2Fpackage.json",
    "/media/..%5C..%5C.dev.vars",
    "/media/wrangler.toml",
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).not.toMatch(/compatibility_date|"dependencies"|JWT_SECRET/);
  }
  // Paths the Worker does not own fall through to the site's own pages, with its security headers.
  for (const path of ["/media/", "/media/a/b", "/projects/a/b"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBeLessThan(500);
    expect(response.headers()["x-content-type-options"], path).toBe("nosniff");
  }
});
