import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./test";
import { devAdmin, settledAxe, submitLogin } from "./helpers";

/** The newest reset link mailed to `email`, read from the development outbox. */
async function latestResetLink(request: APIRequestContext, email: string): Promise<string> {
  const outbox = (await (await request.get("/api/dev/outbox")).json()) as { data: { to: string; text: string }[] };
  const mail = outbox.data.find((m) => m.to === email && m.text.includes("/reset-password?token="));
  const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail?.text ?? "")?.[0];
  expect(link, "a reset link in the outbox").toBeTruthy();
  return new URL(link!).pathname + new URL(link!).search;
}

test("the login card asks for both fields and refuses wrong credentials", async ({ page }) => {
  await page.goto("/duckbeck");
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Username is required")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();

  await submitLogin(page, devAdmin.username, "not-the-password");
  await expect(page.getByRole("alert")).toHaveText("Invalid credentials. Please try again.");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toHaveCount(0);
});

test("staff sign in, stay signed in across a reload, and log out", async ({ page, context }) => {
  await page.goto("/duckbeck");
  await submitLogin(page, devAdmin.username, devAdmin.password);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();

  const cookie = (await context.cookies()).find((c) => c.name === "sd_session");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict" });
  expect(await page.evaluate(() => document.cookie)).not.toContain("sd_session");

  await page.reload();
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  const messages = await page.request.get("/api/contact");
  expect(messages.status()).toBe(200);

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  expect((await page.request.get("/api/contact")).status()).toBe(401);
});

test("a message sent from the contact page reaches the staff's message list", async ({ page }) => {
  const text = `Please call me about a booking site. (${Date.now()})`;
  await page.goto("/contact");
  await page.getByLabel("Name", { exact: true }).fill("Dana Brooks");
  await page.getByLabel("Email", { exact: true }).fill("dana@example.com");
  await page.getByLabel("Service", { exact: true }).selectOption("consultancy");
  await page.getByLabel("Message", { exact: true }).fill(text);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();

  await page.goto("/duckbeck");
  await submitLogin(page, devAdmin.username, devAdmin.password);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  const list = (await (await page.request.get("/api/contact?limit=50")).json()) as {
    data: { preview: string; status: string }[];
  };
  expect(list.data.find((m) => m.preview === text)).toMatchObject({ status: "new" });
});

test("the reset page explains a missing or invalid token", async ({ page }) => {
  await page.goto("/reset-password");
  await expect(page.getByRole("heading", { name: "Invalid Reset Link" })).toBeVisible();
  await expect(page.getByText("No reset token provided in the URL.")).toBeVisible();
  await page.goto("/reset-password?token=not-a-real-token");
  await expect(page.getByText("Invalid or expired token.")).toBeVisible();
  await page.getByRole("link", { name: "Return to Login" }).click();
  await expect(page).toHaveURL("/duckbeck");
});

test("the whole recovery flow: request a link, follow it from the outbox, choose a password, sign in", async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(isMobile, "one account is shared by the run; the flow is checked once, on desktop");
  const newPassword = `New-pass-${Date.now()}`;

  await page.goto("/duckbeck");
  await page.getByRole("button", { name: "Forgot password?" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("button", { name: "Send Recovery Email" })).toBeDisabled();
  await dialog.getByLabel("Recovery Email").fill(devAdmin.email);
  await dialog.getByRole("button", { name: "Send Recovery Email" }).click();
  await expect(dialog.getByText(/spam/)).toBeVisible();
  await expect(page.getByText(`Instructions sent to ${devAdmin.email}`)).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();

  await page.goto(await latestResetLink(request, devAdmin.email));
  await expect(page.getByRole("heading", { name: "Reset Your Password" })).toBeVisible();
  await expect(page.getByText(devAdmin.email)).toBeVisible();
  await page.getByLabel("New Password", { exact: true }).fill("short");
  await page.getByLabel("Confirm New Password").fill("short");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Password must be at least 8 characters long.")).toBeVisible();
  await page.getByLabel("New Password", { exact: true }).fill("long-enough-1");
  await page.getByLabel("Confirm New Password").fill("long-enough-2");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Passwords do not match.")).toBeVisible();
  await page.getByLabel("New Password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm New Password").fill(newPassword);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByRole("heading", { name: "Password Reset Complete" })).toBeVisible();

  await page.getByRole("link", { name: "Go to Login" }).click();
  await submitLogin(page, devAdmin.username, devAdmin.password);
  await expect(page.getByRole("alert")).toHaveText("Invalid credentials. Please try again.");
  await submitLogin(page, devAdmin.username, newPassword);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();

  // Put the dev password back for the rest of the run, through the same API.
  await request.post("/api/auth/request-reset", { data: { email: devAdmin.email } });
  const token = new URLSearchParams((await latestResetLink(request, devAdmin.email)).split("?")[1]).get("token");
  const restored = await request.post("/api/auth/reset-password", { data: { token, newPassword: devAdmin.password } });
  expect(restored.ok()).toBe(true);
});

for (const path of ["/duckbeck", "/reset-password?token=x"]) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/Verifying|Checking/);
    const axe = await settledAxe(page);
    const { violations } = await axe.withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze();
    expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  });
}
