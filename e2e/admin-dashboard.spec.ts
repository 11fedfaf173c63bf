import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, test } from "./test";
import { eveningMessage } from "#scripts/lib/e2e-fixtures.ts";
import { devAdmin, PNG, submitLogin, toastWith } from "./helpers";

/** Opens the dashboard, signing in unless the session cookie already does. */
async function signIn(page: Page) {
  await page.goto("/duckbeck");
  const dashboard = page.getByRole("heading", { name: "Admin Dashboard" });
  const login = page.getByRole("heading", { name: "Admin Login" });
  await expect(dashboard.or(login)).toBeVisible();
  if (await login.isVisible()) {
    await submitLogin(page, devAdmin.username, devAdmin.password);
  }
  await expect(dashboard).toBeVisible();
}

/** Sends a contact message as a visitor would (the e2e server has no reCAPTCHA secret, so any token passes); its id. */
async function sendMessage(
  request: APIRequestContext,
  message: { name: string; email: string; service: string; message: string },
): Promise<number> {
  const sent = await request.post("/api/contact", { data: { ...message, recaptchaToken: "t" } });
  expect(sent.status()).toBe(201);
  return ((await sent.json()) as { data: { id: number } }).data.id;
}

test("a message's status and notes are saved and survive a reload", async ({ page, request }) => {
  const name = `Status Test ${Date.now()}`;
  await sendMessage(request, {
    name,
    email: "status@example.com",
    service: "php",
    message: "Please update our PHP site soon.",
  });

  await signIn(page);
  await expect(page.getByRole("tab", { name: "Messages", selected: true })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search messages" }).fill(name);
  await expect(page.getByRole("row")).toHaveCount(2);
  await page.getByRole("button", { name, exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Please update our PHP site soon.")).toBeVisible();
  await expect(dialog.getByText("PHP Development")).toBeVisible();
  await dialog.getByLabel("Status").selectOption("in-progress");
  await dialog.getByLabel("Notes").fill("Called back on Monday");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Message updated")).toBeVisible();

  await page.reload();
  await page.getByRole("searchbox", { name: "Search messages" }).fill(name);
  await expect(page.getByRole("row").filter({ hasText: name })).toContainText("in-progress");
  await page.getByRole("button", { name, exact: true }).click();
  await expect(page.getByRole("dialog").getByLabel("Notes")).toHaveValue("Called back on Monday");
  await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();

  await page.getByRole("button", { name: `Delete message from ${name}` }).click();
  await expect(page.getByRole("dialog")).toContainText(
    "This action cannot be undone. This will permanently delete the contact message.",
  );
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Message deleted")).toBeVisible();
  await expect(page.getByText("No messages match your search")).toBeVisible();
});

test.describe("dates are the studio's, wherever the browser is", () => {
  test.use({ timezoneId: "Asia/Tokyo" });

  test("a message sent at 06:30 UTC on March 6 shows as March 5, 11:30 PM in Arizona", async ({ page }) => {
    const { name, createdAt } = eveningMessage;
    expect(createdAt).toBe("2026-03-06T06:30:00.000Z");
    await signIn(page);
    await page.getByRole("searchbox", { name: "Search messages" }).fill(name);
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText("March 5, 2026");
    await expect(row).not.toContainText("March 6");
    await page.getByRole("button", { name, exact: true }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.locator(`time[datetime="${createdAt}"]`)).toHaveText("March 5, 2026 at 11:30 PM MST");
  });
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  /** The dashboard's table does not scroll sideways, and the button is within the screen's width. */
  async function expectOnScreen(button: Locator) {
    const overflow = await button
      .page()
      .getByRole("table")
      .evaluate((table) => table.scrollWidth - table.parentElement!.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = (await button.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }

  test("the Messages table fits the screen, Delete included", async ({ page, request }) => {
    const name = `Maria Delgado-Hernandez ${Date.now()}`;
    const id = await sendMessage(request, {
      name,
      email: "maria.delgado-hernandez@sonoran-bakery-and-catering.example",
      service: "web-design",
      message: "A new website with online ordering and a catering form, before the holidays.",
    });

    await signIn(page);
    // The widest status badge.
    expect((await page.request.patch(`/api/contact/${id}`, { data: { status: "in-progress" } })).status()).toBe(200);
    await page.getByRole("searchbox", { name: "Search messages" }).fill(name);
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText("in-progress");

    const remove = row.getByRole("button", { name: `Delete message from ${name}` });
    await expectOnScreen(remove);

    await remove.click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Message deleted")).toBeVisible();
  });

  test("the Projects table fits the screen, Edit, More and Delete included", async ({ page }) => {
    await signIn(page);
    await page.getByRole("tab", { name: "Projects" }).click();
    const row = page.getByRole("row").nth(1);
    await expect(row.getByRole("button", { name: /^Edit / })).toBeVisible();
    await expectOnScreen(row.getByRole("button", { name: /^Edit / }));
    await expectOnScreen(row.getByRole("button", { name: /^More actions for / }));
    await expectOnScreen(row.getByRole("button", { name: /^Delete / }));
  });
});

test("a spam wave is paged, selected by search and cleared in bulk", async ({ page, request }) => {
  const tag = `wave${Date.now()}`;
  // A real client's message among the spam: the search leaves it out, and it stays.
  await sendMessage(request, {
    name: `Real Client ${tag.replace("wave", "client")}`,
    email: "client@example.com",
    service: "web-design",
    message: "A new website, please.",
  });
  for (let i = 0; i < 55; i++) {
    await sendMessage(request, {
      name: `Spammer ${i}`,
      email: `spam${i}@example.com`,
      service: "other",
      message: `Cheap followers ${tag} offer`,
    });
  }

  await signIn(page);
  await page.getByRole("searchbox", { name: "Search messages" }).fill(tag);
  const pages = page.getByRole("navigation", { name: "Message pages" });
  await expect(pages).toContainText("1–50 of 55 messages");
  await expect(page.locator("tbody tr")).toHaveCount(50);
  await pages.getByRole("button", { name: "Next" }).click();
  await expect(pages).toContainText("51–55 of 55 messages");
  await expect(page.locator("tbody tr")).toHaveCount(5);
  await pages.getByRole("button", { name: "Previous" }).click();
  await expect(pages).toContainText("1–50 of 55 messages");

  // Every message of the search, not only this page: marked, then deleted.
  await page.getByRole("checkbox", { name: "Select every message on this page" }).check();
  const selected = page.getByRole("region", { name: "Selected messages" });
  await expect(selected).toContainText("50 messages selected");
  await selected.getByRole("button", { name: "Select all 55 matching messages" }).click();
  await expect(selected).toContainText("55 messages selected");
  await selected.getByRole("button", { name: "Mark completed" }).click();
  await expect(page.getByText("55 messages marked completed")).toBeVisible();
  await expect(page.getByRole("group", { name: "Status" }).getByRole("button", { name: /^Completed/ })).toContainText(
    "(55)",
  );

  await page.getByRole("checkbox", { name: "Select every message on this page" }).check();
  await selected.getByRole("button", { name: "Select all 55 matching messages" }).click();
  await selected.getByRole("button", { name: "Delete selected" }).click();
  await expect(page.getByRole("dialog")).toContainText("This will permanently delete 55 contact messages.");
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("55 messages deleted")).toBeVisible();
  await expect(page.getByText("No messages match your search")).toBeVisible();
  await page.getByRole("searchbox", { name: "Search messages" }).fill(tag.replace("wave", "client"));
  await expect(
    page.getByRole("button", { name: `Real Client ${tag.replace("wave", "client")}`, exact: true }),
  ).toBeVisible();
});

test("bulk actions act only on the list on screen: none while another loads, or when it failed", async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(isMobile, "the inbox's bulk flow runs once");
  const tag = `bound${Date.now()}`;
  for (let i = 0; i < 52; i++) {
    await sendMessage(request, {
      name: `Bulk ${i}`,
      email: `bulk${i}@example.com`,
      service: "other",
      message: `Offer ${tag}a from a list`,
    });
  }
  await signIn(page);
  const search = page.getByRole("searchbox", { name: "Search messages" });
  const pages = page.getByRole("navigation", { name: "Message pages" });
  await search.fill(`${tag}a`);
  await expect(pages).toContainText("1–50 of 52 messages");

  // Another search whose answer is held back: the rows on screen are still the first search's.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/contact?q=${tag}b*`, async (route) => {
    await held;
    await route.continue();
  });
  await search.fill(`${tag}b`);
  // The table says it is loading, and still shows the first search's rows.
  await expect(page.locator('[aria-busy="true"]')).toBeVisible();
  await page.getByRole("checkbox", { name: "Select every message on this page" }).check();
  const selected = page.getByRole("region", { name: "Selected messages" });
  await expect(selected).toContainText("50 messages selected");
  await expect(selected.getByRole("button", { name: "Select all 52 matching messages" })).toBeDisabled();
  await expect(selected.getByRole("button", { name: "Delete selected" })).toBeDisabled();
  await expect(selected.getByRole("button", { name: "Mark completed" })).toBeDisabled();
  release();
  await expect(page.getByText("No messages match your search")).toBeVisible();

  // A list that failed to load says so, and offers no bulk action on what it still shows.
  await page.unroute(`**/api/contact?q=${tag}b*`);
  await search.fill(`${tag}a`);
  await expect(pages).toContainText("1–50 of 52 messages");
  await page.route(`**/api/contact?q=${tag}c*`, (route) => route.fulfill({ status: 500, body: "down" }));
  await search.fill(`${tag}c`);
  await expect(page.getByRole("alert")).toContainText("The list could not be refreshed");
  await page.getByRole("checkbox", { name: "Select every message on this page" }).check();
  await expect(selected.getByRole("button", { name: "Delete selected" })).toBeDisabled();

  const stored = (await (await page.request.get(`/api/contact?q=${tag}a&limit=1`)).json()) as {
    counts: { all: number };
  };
  expect(stored.counts.all).toBe(52);
});

test("staff create, edit and delete a project, and visitors see it", async ({ page, isMobile }) => {
  test.skip(isMobile, "the dashboard flows run once; the portfolio is shared by the run");
  const title = `Sunset Cafe Website ${Date.now()}`;
  await signIn(page);
  await page.getByRole("tab", { name: "Projects" }).click();
  await expect(page.getByRole("heading", { name: "Projects Manager" })).toBeVisible();
  await page.getByRole("button", { name: "Add New Project" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Project" });
  await dialog.getByRole("button", { name: "Create Project" }).click();
  await expect(page.getByText("Please fill in all required fields.")).toBeVisible();

  await dialog.getByLabel("Title").fill(title);
  await expect(dialog.getByLabel("Slug")).toHaveValue(title.toLowerCase().replace(/[^a-z0-9]+/g, "-"));
  await dialog.getByLabel("Client").fill("Sunset Cafe");
  await dialog.getByLabel("Summary").fill("A warm, fast website for a neighbourhood cafe with an online menu.");
  await dialog.getByLabel("Description").fill("We built a **fast** site.");
  await dialog.getByLabel("Services").fill(" Web Design ,  JavaScript Development ");
  await dialog.getByLabel("Technologies").fill("React, Tailwind CSS,, Cloudflare Workers");
  await dialog.getByLabel("Main image URL").fill("/images/projects/casa-ocotillo-online-ordering.svg");
  await dialog.getByLabel("The Challenge").fill("Menus changed daily.");
  await dialog.getByLabel("Our Solution").fill("A menu editor.");
  await dialog.getByLabel("Results Delivered").fill("Orders up 30%.");
  await dialog.getByRole("button", { name: "Create Project" }).click();
  await expect(page.getByText("Project created")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("Standard");
  await expect(row).toContainText("Draft");

  // A draft until it is published.
  await row.getByRole("button", { name: `More actions for ${title}` }).click();
  await page.getByRole("menuitem", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Project published")).toBeVisible();
  await expect(row).toContainText("Published");

  await page.goto("/projects");
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await page.getByRole("heading", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByRole("list", { name: "Technologies" })).toContainText("Cloudflare Workers");
  await expect(page.getByText("fast", { exact: true })).toHaveJSProperty("tagName", "STRONG");

  await signIn(page);
  await page.getByRole("tab", { name: "Projects" }).click();
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Project" });
  await edit.getByLabel("Client").fill("Sunset Cafe LLC");
  await edit.getByRole("switch", { name: "Featured" }).click();
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Project updated")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: title })).toContainText("Featured");
  await expect(page.getByRole("row").filter({ hasText: title })).toContainText("Unpublished changes");
  await expect(page.getByRole("row").filter({ hasText: title })).toContainText("Sunset Cafe LLC");

  await page.getByRole("button", { name: `Delete ${title}` }).click();
  await page.getByRole("dialog", { name: "Delete Project" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Project deleted")).toBeVisible();
  await page.goto("/projects");
  await expect(page.getByRole("main").getByRole("heading", { level: 2 }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: title })).toHaveCount(0);
});

test("staff upload a PNG, see it in the library and download it", async ({ page, isMobile }) => {
  const name = `logo-${Date.now()}.png`;
  await signIn(page);
  await page.getByRole("tab", { name: "Images" }).click();
  await expect(page.getByRole("heading", { name: "Image Manager" })).toBeVisible();
  await page.locator("#image-upload").setInputFiles({ name, mimeType: "image/png", buffer: PNG });
  await expect(page.getByText("Upload complete")).toBeVisible();
  const card = page.getByRole("listitem").filter({ hasText: name });
  await expect(card).toBeVisible();

  const downloadPromise = page.waitForEvent("download");
  await card.getByRole("link", { name: "Download" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(name);
  const path = await download.path();
  const { readFileSync } = await import("node:fs");
  expect(readFileSync(path).equals(PNG)).toBe(true);

  // The preview fills the screen, keeps focus inside, and Escape or a click closes it.
  const open = card.getByRole("button", { name: `Preview ${name}` });
  await open.click();
  const preview = page.getByRole("dialog", { name });
  await expect(preview.getByRole("img", { name })).toBeVisible();
  const viewport = page.viewportSize()!;
  expect(await preview.boundingBox()).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });
  // Keyboard focus moves in, stays in and comes back (touch screens keep it where it was, by Headless UI's design).
  if (!isMobile) {
    await expect(preview.getByRole("button", { name: "Close" })).toBeFocused();
    await page.keyboard.press("Tab");
    expect(await preview.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(preview).toBeHidden();
  if (!isMobile) await expect(open).toBeFocused();

  await open.click();
  await preview.getByRole("img", { name }).click();
  await expect(preview).toBeHidden();
  if (!isMobile) await expect(open).toBeFocused();
});

test("a disguised file is refused with a clear message", async ({ page }) => {
  await signIn(page);
  await page.getByRole("tab", { name: "Images" }).click();
  await page.locator("#image-upload").setInputFiles({
    name: "evil.png",
    mimeType: "image/png",
    buffer: Buffer.from("<html><script>alert(1)</script></html>"),
  });
  await expect(toastWith(page, "Upload failed")).toContainText("Only PNG, JPEG, WebP, GIF and AVIF");
});

test("the code editor formats what it saves and refuses a file that does not parse", async ({ page, isMobile }) => {
  test.skip(isMobile, "one run edits the shared file once");
  await signIn(page);
  await page.getByRole("tab", { name: "Code Editor" }).click();
  await page.getByLabel("Category").selectOption("Styles");
  await page.getByRole("button", { name: "index.css", exact: true }).click();
  const editor = page.getByRole("textbox", { name: "Contents of web/src/styles/index.css" });
  await expect(editor).toHaveValue(/@import/);
  const original = await editor.inputValue();
  await expect(page.getByText("Before saving, the file is formatted as the repository’s checks expect.")).toBeVisible();

  // A rule that does not parse: nothing is stored, the editor keeps the text and says where.
  await editor.fill(`${original}\n.broken { color: red;\n`);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.locator("p[aria-live]")).toHaveText(
    /^Not saved: the file does not parse\. Line \d+, column \d+: Unclosed block$/,
  );
  await expect(editor).toHaveValue(/\.broken \{ color: red;\n$/);

  // Written on one line, saved as the format check writes it.
  await editor.fill(`${original}\n.edited-in-dashboard{color:red}\n`);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toastWith(page, "Changes saved")).toBeVisible();
  await page.reload();
  await page.getByRole("tab", { name: "Code Editor" }).click();
  await page.getByLabel("Category").selectOption("Styles");
  await page.getByRole("button", { name: "index.css", exact: true }).click();
  await expect(page.getByRole("textbox", { name: "Contents of web/src/styles/index.css" })).toHaveValue(
    `${original}\n.edited-in-dashboard {\n  color: red;\n}\n`,
  );
});

test("an edited site file is saved as a revision and survives a reload", async ({ page, isMobile }) => {
  test.skip(isMobile, "one run edits the shared file once");
  const marker = `// edited in the dashboard ${Date.now()}`;
  await signIn(page);
  await page.getByRole("tab", { name: "Code Editor" }).click();
  await page.getByLabel("Category").selectOption("Data");
  const editor = page.getByRole("textbox", { name: "Contents of schema/site/company.ts" });
  await expect(editor).toContainText("El Mirage, AZ 85335");
  await editor.fill(`${marker}\n${await editor.inputValue()}`);
  // Without GitHub publishing set up, the editor says plainly when an edit goes live.
  await expect(
    page.getByText("Saving stores a new revision. The live site changes after the next deploy."),
  ).toBeVisible();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toastWith(page, "Changes saved")).toContainText(
    /Saved as revision \d+ — goes live after the next deploy/,
  );
  await expect(
    page.locator("p[aria-live]").filter({ hasText: /^Saved as revision \d+ — goes live after the next deploy$/ }),
  ).toBeVisible();

  await page.reload();
  await page.getByRole("tab", { name: "Code Editor" }).click();
  await page.getByLabel("Category").selectOption("Data");
  await expect(page.getByRole("textbox", { name: "Contents of schema/site/company.ts" })).toHaveValue(
    new RegExp(`^${marker}`),
  );
  await expect(page.getByText(/^Revision \d+, saved by /)).toBeVisible();
});
