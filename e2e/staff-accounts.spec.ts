/**
 * Staff accounts in the browser: an owner invites an editor by email; the editor joins through the
 * mailed link, turns on two-factor sign-in, signs in again with a code from the app, and publishes a
 * draft; the owner sees it in the activity log and removes the account, which signs the editor out
 * at once.
 */
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { expect, test } from "./test";
import { devAdmin, submitLogin } from "./helpers";

/** The invitation link of the newest invitation mailed to `to`, as a path on the site under test. */
async function invitationLink(request: APIRequestContext, to: string): Promise<string> {
  const outbox = (await (await request.get("/api/dev/outbox")).json()) as { data: { to: string; text: string }[] };
  const mail = outbox.data.find((m) => m.to === to && m.text.includes("?invitation="));
  const link = /https?:\/\/\S+\/duckbeck\?invitation=[\w-]+/.exec(mail?.text ?? "")?.[0];
  expect(link, `an invitation link mailed to ${to}`).toBeTruthy();
  return new URL(link!).pathname + new URL(link!).search;
}

/** The authenticator app: the code for `key` at the start of the next 30-second step (a step's code works once). */
async function nextCode(key: string): Promise<string> {
  const step = 30_000;
  await new Promise((resolve) => setTimeout(resolve, step - (Date.now() % step) + 200));
  return new TOTP({ secret: Secret.fromBase32(key) }).generate();
}

const codeNow = (key: string) => new TOTP({ secret: Secret.fromBase32(key) }).generate();

async function signInAsOwner(browser: Browser, baseURL: string): Promise<Page> {
  const page = await browser.newPage({ baseURL });
  await page.goto("/duckbeck");
  await submitLogin(page, devAdmin.username, devAdmin.password);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible({ timeout: 15_000 });
  return page;
}

test("an owner invites an editor, who joins, signs in with two factors, publishes a draft, and is removed", async ({
  page,
  browser,
  baseURL,
  isMobile,
}) => {
  test.skip(isMobile, "accounts are shared by the run's server; the flow runs once, on desktop");
  test.setTimeout(120_000);
  const email = `editor-${Date.now()}@saguaro.example`;
  const username = `editor${Date.now() % 100_000}`;
  const password = "an editor's passphrase";

  // The owner invites.
  const owner = await signInAsOwner(browser, baseURL!);
  await owner.getByRole("tab", { name: "Staff" }).click();
  await owner.getByLabel("Email to invite").fill(email);
  await owner.getByLabel("Role", { exact: true }).selectOption("editor");
  await owner.getByRole("button", { name: "Send invitation" }).click();
  await expect(owner.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await expect(owner.getByRole("button", { name: `Withdraw the invitation to ${email}` })).toBeVisible();

  // The editor joins through the mailed link, which works once.
  const link = await invitationLink(owner.request, email);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Join the Team" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password").fill(password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("heading", { name: "Welcome to the Team" })).toBeVisible();
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Invitation Not Valid" })).toBeVisible();

  // Signed in, an editor has no owner tabs.
  await page.goto("/duckbeck");
  await submitLogin(page, username, password);
  await expect(page.getByText(`Signed in as ${username} · Editor`)).toBeVisible();
  await expect(page.getByRole("tab")).toHaveText(["Messages", "Projects", "Images", "Account"]);
  expect((await page.request.get("/api/admin/content?path=web/src/pages/Home.tsx")).status()).toBe(403);

  // Two-factor sign-in: scan (here: read the key), confirm with a code, keep the recovery codes.
  await page.getByRole("tab", { name: "Account" }).click();
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const key = (await page.getByTestId("two-factor-key").textContent())!.replaceAll(" ", "");
  await page.getByLabel("Code from the app").fill(codeNow(key));
  await page.getByRole("button", { name: "Confirm and turn on" }).click();
  await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
  await page.getByRole("button", { name: "I have saved these codes" }).click();
  await expect(page.getByRole("button", { name: "Turn off two-factor sign-in" })).toBeVisible();

  // Signing in now asks for a code after the password.
  await page.getByRole("button", { name: "Logout" }).click();
  await submitLogin(page, username, password);
  await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
  await page.getByLabel("Authentication code").fill("000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert")).toContainText("That code is not valid");
  await page.getByLabel("Authentication code").fill(await nextCode(key));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText(`Signed in as ${username} · Editor`)).toBeVisible();

  // The editor publishes a draft the owner wrote: until then no visitor sees it.
  const title = `Agave Bakery ${Date.now()}`;
  const slug = title.toLowerCase().replaceAll(" ", "-");
  const draft = await owner.request.post("/api/projects", {
    data: {
      title,
      slug,
      description: "Online orders for a neighbourhood bakery.",
      summary: "Pre-orders for pickup, with a daily bread list.",
      clientName: "Agave Bakery",
      services: ["Web Design"],
      technologies: ["React"],
      imageUrl: "/images/projects/casa-ocotillo-online-ordering.svg",
      challenge: "Phone orders at dawn.",
      solution: "A daily list that closes at 8 pm.",
      results: "Half the orders now come online.",
      featured: false,
    },
  });
  expect(draft.status()).toBe(201);
  expect((await page.request.get(`/api/projects/slug/${slug}`)).status()).toBe(404);
  await page.getByRole("tab", { name: "Projects" }).click();
  await page.getByRole("button", { name: `More actions for ${title}` }).click();
  await page.getByRole("menuitem", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Project published")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: title })).toContainText("Published");
  const visitor = await browser.newPage({ baseURL });
  await visitor.goto(`/projects/${slug}`);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title);
  await visitor.close();
  // Other tests on this server count the seeded portfolio: the project goes again.
  const { data: created } = (await draft.json()) as { data: { id: number } };
  expect((await owner.request.delete(`/api/projects/${created.id}`)).status()).toBe(200);

  // The owner sees what happened, by person, and removes the account: the editor is signed out at once.
  await owner.getByRole("tab", { name: "Activity" }).click();
  await owner.getByLabel("Person").selectOption({ label: username });
  const log = owner.getByRole("list", { name: "Activity log" });
  // The filtered page has replaced everyone's: only the editor's entries are listed.
  await expect(log.getByRole("listitem").filter({ hasNotText: `${username} ·` })).toHaveCount(0);
  await expect(log.getByText("Turned on two-factor sign-in")).toBeVisible();
  await expect(log.getByText("Accepted an invitation")).toBeVisible();
  await expect(log.getByText("Failed sign-in")).toBeVisible();
  await expect(log.getByText("Published a project")).toBeVisible();
  await owner.getByRole("tab", { name: "Staff" }).click();
  await owner.getByRole("button", { name: `Remove ${username}` }).click();
  await owner.getByRole("dialog").getByRole("button", { name: "Remove account" }).click();
  await expect(owner.getByText(`${username} was removed`)).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  expect((await page.request.get("/api/contact")).status()).toBe(401);
  await owner.close();
});

test("Logout ends this browser's session only; Sign out everywhere ends them all", async ({
  browser,
  baseURL,
  isMobile,
}) => {
  test.skip(isMobile, "the dev account's sessions are shared by the run's server; checked once, on desktop");
  const laptop = await signInAsOwner(browser, baseURL!);
  const phone = await signInAsOwner(browser, baseURL!);

  await phone.getByRole("button", { name: "Logout" }).click();
  await expect(phone.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await laptop.reload();
  await expect(laptop.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();

  const tablet = await signInAsOwner(browser, baseURL!);
  await laptop.getByRole("tab", { name: "Account" }).click();
  await expect(laptop.getByText("This browser")).toBeVisible();
  await laptop.getByRole("button", { name: "Sign out everywhere" }).click();
  await laptop.getByRole("dialog").getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(laptop.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await tablet.reload();
  await expect(tablet.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await Promise.all([laptop.close(), phone.close(), tablet.close()]);
});
