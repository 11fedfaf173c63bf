import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./test";
import { productionConfigProblems } from "#scripts/lib/production-config.ts";
import { productionSettings, productionSite } from "#scripts/lib/production-site.ts";
import { submitLogin, toastWith } from "./helpers";

/**
 * The site as a studio deploys it (scripts/e2e-production-server.ts): https on a real-looking domain,
 * every production setting set, and reCAPTCHA, the email API, the model and GitHub answered by local
 * stand-ins that keep those services' rules (single-use tokens, keys, 4xx). The walk a visitor and
 * the staff take, in order: one server, one database.
 */
// Each test walks several pages on one production build while the other projects share the machine.
test.describe.configure({ mode: "serial", timeout: 90_000 });

const { standIns, recaptcha, mail, chat, github, owner } = productionSite;

type Mail = { to: string[]; from: string; subject: string; text: string };
const mailbox = async (): Promise<Mail[]> =>
  (await (await fetch(`${standIns.mail}/__stand-in/mail/accounts/${mail.key}/mailbox`)).json()) as Mail[];
const siteverifyCalls = async () =>
  (
    (await (await fetch(`${standIns.recaptcha}/__stand-in/recaptcha/sites/${recaptcha.siteKey}`)).json()) as {
      calls: { answer: { success: boolean; action?: string; "error-codes"?: string[] } }[];
    }
  ).calls;

/** reCAPTCHA's script and token requests go to the stand-in, as they would go to Google. */
async function routeRecaptcha(context: BrowserContext) {
  await context.route("https://www.google.com/recaptcha/**", async (route) => {
    const url = new URL(route.request().url());
    route.fulfill({ response: await route.fetch({ url: `${standIns.recaptcha}${url.pathname}${url.search}` }) });
  });
}

test.beforeEach(async ({ context }) => routeRecaptcha(context));

test("the deploy check and the deployed Worker agree the site is configured", async ({ page }) => {
  // What the deploy workflow checks before deploying these settings (scripts/check-config.ts).
  const settings = productionSettings({ jwtSecret: "s".repeat(43), pepper: "p".repeat(43) });
  expect(
    productionConfigProblems({ vars: settings, buildEnv: { VITE_RECAPTCHA_SITE_KEY: recaptcha.siteKey } }),
  ).toEqual([]);
  // Asked by the browser, which alone resolves the site's name to this machine.
  const health = await page.goto("/api/health");
  expect(health!.status()).toBe(200);
  expect(await health!.json()).toEqual({ data: { ok: true } });
  // Development helpers are off on a real domain.
  expect((await page.goto("/api/dev/outbox"))!.status()).toBe(404);
});

test("a visitor gets matches and a model-written plan, then sends it to the studio", async ({ page }) => {
  const verifiedBefore = (await siteverifyCalls()).length;
  await page.goto("/recommendations");
  await expect(page.getByRole("button", { name: "Get Recommendations" })).toBeEnabled();
  await page
    .getByLabel("Project Requirements")
    .fill("An online shop for our handmade pottery with shipping and gift cards.");
  await page.getByLabel("Your Interests").fill("e-commerce, online store");
  await page.getByRole("button", { name: "Get Recommendations" }).click();

  await expect(page.getByRole("heading", { name: "Recommendation #1" })).toBeVisible();
  const planCard = page.getByRole("article", { name: "Your Custom Project Plan" });
  // Written by the model (the stand-in quotes the brief), not by the built-in planner.
  await expect(planCard).toContainText("stand-in model");
  await expect(toastWith(page, "AI Recommendation Ready")).toBeVisible();
  await expect(toastWith(page, "Project Matches Found")).toBeVisible();
  // Two requests, two tokens, each verified once for its own action.
  const calls = (await siteverifyCalls()).slice(verifiedBefore);
  expect(calls.map((call) => [call.answer.success, call.answer.action])).toEqual([
    [true, "get_recommendations"],
    [true, "get_ai_plan"],
  ]);

  await planCard.getByRole("link", { name: "Contact Us" }).click();
  await expect(page.getByRole("region", { name: "AI Recommendation Attached" })).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill("Rosa Delgado");
  await page.getByLabel("Email", { exact: true }).fill("rosa@red-rock-pottery.test");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();

  // The notice as the studio receives it.
  await expect
    .poll(async () => (await mailbox()).map((m) => m.subject))
    .toContain("New contact message from Rosa Delgado");
  const notice = (await mailbox()).find((m) => m.subject === "New contact message from Rosa Delgado")!;
  expect(notice).toMatchObject({ to: [mail.notify], from: mail.from });
  expect(notice.text).toContain("rosa@red-rock-pottery.test");
  expect(notice.text).toContain("An AI project plan is attached to the message.");
  expect(notice.text).toContain(`${productionSite.origin}/duckbeck`);
});

test("when reCAPTCHA is blocked the AI tools refuse and point to the contact form", async ({ page, context }) => {
  await context.route("https://www.google.com/recaptcha/**", (route) => route.abort("blockedbyclient"));
  await page.goto("/recommendations");
  await expect(page.getByRole("button", { name: "Get Recommendations" })).toBeEnabled();
  await page.getByLabel("Project Requirements").fill("A booking site for our dental practice.");
  await page.getByLabel("Your Interests").fill("online booking");
  await page.getByRole("button", { name: "Get Recommendations" }).click();
  const notice = page
    .getByRole("alert")
    .filter({ hasText: "We couldn't verify that this request came from a person." });
  await expect(notice).toBeVisible();
  await expect(toastWith(page, "AI Recommendation Failed")).toContainText("contact us directly");
  // Nothing was searched, so nothing claims there were no matches.
  await expect(page.getByRole("heading", { name: "No Matches Found" })).toHaveCount(0);
  await notice.getByRole("link", { name: "contact us directly" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { name: "Get in Touch" })).toBeVisible();
});

async function signIn(page: Page, password: string = owner.password) {
  await page.goto("/duckbeck");
  await submitLogin(page, owner.username, password);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
}

test("a visitor whose browser blocks reCAPTCHA still reaches the studio; staff release the message", async ({
  page,
  context,
}) => {
  await context.route("https://www.google.com/recaptcha/**", (route) => route.abort("blockedbyclient"));
  await page.goto("/contact");
  await page.getByLabel("Name", { exact: true }).fill("Omar Haddad");
  await page.getByLabel("Email", { exact: true }).fill("omar@haddad-hvac.test");
  await page.getByLabel("Service", { exact: true }).selectOption("web-design");
  await page.getByLabel("Message", { exact: true }).fill("A customer portal for our HVAC company, please call.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  // Held: nobody is told yet.
  expect((await mailbox()).map((m) => m.subject)).not.toContain("New contact message from Omar Haddad");

  await signIn(page);
  await expect(page.getByRole("button", { name: /^Held \(1\)$/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Select message from Omar Haddad" })).toHaveCount(0);
  await page.getByRole("button", { name: /^Held/ }).click();
  await page.getByRole("button", { name: "Omar Haddad", exact: true }).click();
  await expect(page.getByRole("dialog")).toContainText("Held for review");
  await expect(page.getByRole("dialog")).toContainText("no token from the browser (no_recaptcha)");
  await page.getByRole("button", { name: "Release message" }).click();
  await expect(toastWith(page, "Message released")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Held \(0\)$/ })).toBeVisible();
  await expect
    .poll(async () => (await mailbox()).map((m) => m.subject))
    .toContain("New contact message from Omar Haddad");
});

test("password recovery by mail: the link from the mail works once", async ({ page }) => {
  await page.goto("/duckbeck");
  await page.getByRole("button", { name: "Forgot password?" }).click();
  await page.getByLabel("Recovery Email").fill(owner.email);
  await page.getByRole("button", { name: "Send Recovery Email" }).click();
  await expect(page.getByRole("dialog")).toContainText("we've sent instructions to reset its password");

  await expect.poll(async () => (await mailbox()).filter((m) => m.to.includes(owner.email)).length).toBe(1);
  const resetMail = (await mailbox()).find((m) => m.to.includes(owner.email))!;
  const link = new RegExp(`${productionSite.origin.replaceAll(".", "\\.")}/reset-password\\?token=[\\w-]+`).exec(
    resetMail.text,
  )?.[0];
  expect(link, "a reset link on the public address").toBeTruthy();

  await page.goto(link!);
  await expect(page.getByRole("heading", { name: "Reset Your Password" })).toBeVisible();
  const newPassword = "a new desert password 2026";
  await page.getByLabel("New Password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm New Password").fill(newPassword);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByRole("heading", { name: "Password Reset Complete" })).toBeVisible();

  await page.goto(link!);
  await expect(page.getByRole("heading", { name: "Invalid Reset Link" })).toBeVisible();
  await signIn(page, newPassword);
  // The session cookie of a real https domain.
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name.startsWith("__Host-"))).toMatchObject({ secure: true, httpOnly: true });
});

test("a site file edited in the dashboard becomes a pull request", async ({ page }) => {
  await signIn(page, "a new desert password 2026");
  await page.getByRole("tab", { name: "Code Editor" }).click();
  await page.getByLabel("Category").selectOption("Data");
  const editor = page.getByRole("textbox", { name: "Contents of schema/site/company.ts" });
  await expect(editor).toContainText("El Mirage, AZ 85335");
  const marker = "// Opening hours checked with the studio in November.";
  await editor.fill(`${marker}\n${await editor.inputValue()}`);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toastWith(page, "Changes saved")).toContainText(
    /Pull request #\d+ opened — goes live once it is merged/,
  );

  const repo = (await (await fetch(`${standIns.github}/__stand-in/repos/${github.repository}`)).json()) as {
    pulls: { head: string; base: string; state: string }[];
    branches: Record<string, { files: Record<string, string> }>;
  };
  expect(repo.pulls).toEqual([
    expect.objectContaining({ head: "site-edits/schema-site-company.ts", base: "main", state: "open" }),
  ]);
  expect(repo.branches["site-edits/schema-site-company.ts"]!.files["schema/site/company.ts"]).toMatch(
    new RegExp(`^${marker}`),
  );
  // Nothing reached the default branch without review.
  expect(repo.branches.main!.files["schema/site/company.ts"]).not.toContain(marker);
});

test("the model's key and model are what the studio configured", async () => {
  const requests = (await (await fetch(`${standIns.chat}/__stand-in/chat/accounts/${chat.key}/requests`)).json()) as {
    authorization: string;
    body: { model: string };
    status: number;
  }[];
  expect(requests.length).toBeGreaterThan(0);
  expect(requests.every((r) => r.authorization === `Bearer ${chat.key}` && r.body.model === chat.model)).toBe(true);
  expect(requests.map((r) => r.status)).toContain(200);
});
