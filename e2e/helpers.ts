import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { readDevVars } from "#scripts/lib/dev-vars.ts";

/** The dev admin the e2e server seeds, from .dev.vars. */
export const devAdmin = (() => {
  const vars = readDevVars();
  return { username: vars.ADMIN_USERNAME!, password: vars.ADMIN_PASSWORD!, email: vars.ADMIN_EMAIL! };
})();

/** Fills and sends the login card of /duckbeck. */
export async function submitLogin(page: Page, username: string, password: string) {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

/** Signs a browser context in through the API (the cookie is shared with its pages). */
export async function signInApi(request: APIRequestContext) {
  const response = await request.post("/api/auth/login", {
    data: { username: devAdmin.username, password: devAdmin.password },
  });
  expect(response.status()).toBe(200);
}

/** A real 1×1 PNG. */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** A toast on screen, found by its text in the Notifications list. */
export const toastWith = (page: Page, text: string) =>
  page.getByRole("region", { name: "Notifications" }).getByRole("listitem").filter({ hasText: text });

/**
 * axe-core on the page once its entrance animations have ended: colours read while a form fades in
 * (the contact form takes 0.5 s) are lighter than anyone reads them. Endless ones (spinners) are left
 * running.
 */
export async function settledAxe(page: Page): Promise<AxeBuilder> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  return new AxeBuilder({ page });
}
