import type { Page } from "@playwright/test";
import { expect, test } from "./test";
import { readDevVars } from "#scripts/lib/dev-vars.ts";
import { toastWith } from "./helpers";

/** The page, once its finder has hydrated (the button stays disabled until then). */
async function openFinder(page: Page) {
  await page.goto("/recommendations");
  await expect(page.getByRole("button", { name: "Get Recommendations" })).toBeEnabled();
}

async function describeProject(page: Page) {
  await openFinder(page);
  await page
    .getByLabel("Project Requirements")
    .fill("An online shop for our handmade pottery with shipping and gift cards.");
  await page.getByLabel("Your Interests").fill("e-commerce, online store");
}

test("the form starts with the slider defaults and shows what is required", async ({ page }) => {
  await openFinder(page);
  await expect(page.getByText("Ready to find your perfect match?")).toBeVisible();
  await expect(page.getByText("$10,000", { exact: true })).toBeVisible();
  await expect(page.getByText("3 months", { exact: true })).toBeVisible();
  const budget = page.getByLabel("Budget Range (USD)");
  await expect(budget).toHaveAttribute("min", "2000");
  await expect(budget).toHaveAttribute("max", "150000");
  await expect(budget).toHaveAttribute("step", "1000");
  await page.getByLabel("Timeline (Months)").fill("1");
  await expect(page.getByText("1 month", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Get Recommendations" }).click();
  await expect(page.getByText("Please describe your project requirements in more detail")).toBeVisible();
  await expect(page.getByText("Please enter at least one interest")).toBeVisible();
});

test.describe("before the scripts run", () => {
  test.use({ javaScriptEnabled: false });

  test("the sliders already sit where their labels say, and the form cannot be sent half-ready", async ({ page }) => {
    await page.goto("/recommendations");
    const budget = page.getByLabel("Budget Range (USD)");
    const timeline = page.getByLabel("Timeline (Months)");
    await expect(budget).toHaveValue("10000");
    await expect(timeline).toHaveValue("3");
    await expect(page.getByText("$10,000", { exact: true })).toBeVisible();
    await expect(page.getByText("3 months", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Get Recommendations" })).toBeDisabled();
  });
});

test("a slider moved and text typed before the form hydrates are kept", async ({ page }) => {
  // Hold the finder's script back until the visitor has acted on the prerendered form.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/RecommendationFinder-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/recommendations", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Budget Range (USD)").fill("50000");
  await page.getByLabel("Timeline (Months)").fill("6");
  await page.getByLabel("Project Requirements").fill("Typed while the page was still loading its scripts.");
  await expect(page.getByRole("button", { name: "Get Recommendations" })).toBeDisabled();
  release();
  await expect(page.getByRole("button", { name: "Get Recommendations" })).toBeEnabled();
  await expect(page.getByLabel("Budget Range (USD)")).toHaveValue("50000");
  await expect(page.getByText("$50,000", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Timeline (Months)")).toHaveValue("6");
  await expect(page.getByText("6 months", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Project Requirements")).toHaveValue(
    "Typed while the page was still loading its scripts.",
  );
});

test("a visitor gets matching projects and a plan, then sends it with a message", async ({ page, isMobile }) => {
  test.skip(isMobile, "the full journey runs once; the widths are covered by the page checks");
  await describeProject(page);
  await page.getByLabel("Budget Range (USD)").fill("25000");
  await expect(page.getByText("$25,000", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Get Recommendations" }).click();

  await expect(page.getByRole("heading", { name: "Your Personalized Recommendations" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Recommendation #1" })).toBeVisible();
  await expect(page.getByText(/% Match$/).first()).toBeVisible();
  await expect(
    page
      .getByRole("listitem")
      .filter({ hasText: "Recommendation #1" })
      .getByRole("heading", { name: /Red Rock Pottery/ }),
  ).toBeVisible();
  const planCard = page.getByRole("article", { name: "Your Custom Project Plan" });
  await expect(planCard).toContainText("not a formal quote");
  // Both toasts are on screen together, the plan's on top.
  const toasts = page.getByRole("region", { name: "Notifications" }).getByRole("listitem");
  await expect(toasts).toHaveCount(2);
  await expect(toasts.nth(0)).toContainText("AI Recommendation Ready");
  await expect(toasts.nth(1)).toContainText("Project Matches Found");
  await expect(planCard.locator('[data-block="budget"]')).toContainText("$25,000");
  await expect(planCard.locator('[data-block="timeline"]')).toBeVisible();

  await planCard.getByRole("link", { name: "Contact Us" }).click();
  await expect(page).toHaveURL("/contact");
  await expect(page.getByRole("region", { name: "AI Recommendation Attached" })).toBeVisible();
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue(
    /I'm interested in the AI recommendation I received\./,
  );
  await expect(page.getByLabel("Service", { exact: true })).toHaveValue("other");
  const name = `Plan Sender ${Date.now()}`;
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Email", { exact: true }).fill("plans@example.com");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();

  const vars = readDevVars();
  await page.request.post("/api/auth/login", {
    data: { username: vars.ADMIN_USERNAME, password: vars.ADMIN_PASSWORD },
  });
  // The inbox lists the start of each message; the message itself carries the plan.
  const messages = (await (await page.request.get("/api/contact?limit=50")).json()) as {
    data: { id: number; name: string }[];
  };
  const listed = messages.data.find((m) => m.name === name)!;
  const message = (await (await page.request.get(`/api/contact/${listed.id}`)).json()) as {
    data: { aiRecommendation: string | null };
  };
  expect(message.data.aiRecommendation).toContain("## Budget Breakdown");
});

test("a brief in Spanish gets its plan in Spanish, in the visitor's words", async ({ page }) => {
  await openFinder(page);
  await page
    .getByLabel("Project Requirements")
    .fill(
      "Necesitamos una página web para nuestra tienda de muebles con catálogo de productos y formulario de contacto",
    );
  await page.getByLabel("Your Interests").fill("tienda de muebles");
  await page.getByLabel("Budget Range (USD)").fill("6000");
  await page.getByRole("button", { name: "Get Recommendations" }).click();

  const planCard = page.getByRole("article", { name: "Your Custom Project Plan" });
  const plan = planCard.locator('[lang="es"]');
  await expect(plan.getByRole("heading", { name: "Resumen del proyecto" })).toBeVisible();
  await expect(plan.getByRole("heading", { name: "Alcance" })).toBeVisible();
  await expect(plan.getByRole("listitem").filter({ hasText: "Formulario de contacto" }).first()).toBeVisible();
  await expect(plan.getByText(/catálogo de productos/).first()).toBeVisible();
  // The budget and the weeks read as the format's blocks, in Spanish.
  await expect(plan.locator('[data-block="budget"]')).toContainText("Imprevistos");
  await expect(plan.locator('[data-block="budget"]')).toContainText("$6,000");
  await expect(plan.locator('[data-block="timeline"]')).toContainText(/Semanas? \d/);
  // The rest of the page stays English.
  await expect(page.getByRole("heading", { name: "Your Personalized Recommendations" })).toBeVisible();
});

test("a query that matches nothing says so", async ({ page }) => {
  await openFinder(page);
  await page.getByLabel("Project Requirements").fill("asdfgh qwerty zxcvb");
  await page.getByLabel("Your Interests").fill("qwerty");
  await page.getByRole("button", { name: "Get Recommendations" }).click();
  await expect(page.getByRole("heading", { name: "No Matches Found" })).toBeVisible();
  // The results start in view: on a phone they sit below the form, on a wide screen the click
  // on the button at the form's foot scrolled past their top.
  await expect(page.getByRole("heading", { name: "Your Personalized Recommendations" })).toBeInViewport();
  await expect(
    page.getByText(
      "We couldn't find any projects that match your criteria. Try adjusting your requirements or interests.",
    ),
  ).toBeVisible();
  await page.getByRole("button", { name: "Try Different Criteria" }).click();
  await expect(page.getByText("Ready to find your perfect match?")).toBeVisible();
  await expect(page.getByLabel("Project Requirements")).toHaveValue("");
});

test("after a 429 the banner shows when to try again and the button stays off until a reset", async ({ page }) => {
  await page.route("**/api/ai-recommendation", (route) =>
    route.fulfill({
      status: 429,
      contentType: "application/json",
      headers: { "Retry-After": "3600" },
      // The API's 429: the sentence, and the numbers the banner shows (3:45 PM in Arizona is 22:45 UTC).
      body: JSON.stringify({
        success: false,
        message: "You've reached the limit of 4 AI recommendations per 2 hours. Please try again after 3:45 PM MST.",
        limit: 4,
        windowSeconds: 7200,
        retryAt: "2026-11-23T22:45:00.000Z",
      }),
    }),
  );
  await describeProject(page);
  await page.getByRole("button", { name: "Get Recommendations" }).click();
  const banner = page.getByRole("alert").filter({ hasText: "Try again after" });
  await expect(banner).toContainText("You've reached the limit of 4 AI recommendations per 2 hours.");
  await expect(banner).toContainText("Try again after 3:45 PM MST");
  await expect(banner.getByRole("link", { name: "contact us directly" })).toHaveAttribute("href", "/contact");
  await expect(page.getByText("Rate Limit Reached")).toBeVisible();
  await expect(page.getByRole("button", { name: "Get Recommendations" })).toBeDisabled();
  await page.getByRole("button", { name: "Try Different Criteria" }).click();
  await expect(page.getByRole("button", { name: "Get Recommendations" })).toBeEnabled();
});

test("a rate-limited project search shows the server's reason, beside the plan", async ({ page }) => {
  const reason = "Too many project searches from your network. Please try again after 4:10 PM MST.";
  await page.route("**/api/recommendations", (route) =>
    route.fulfill({
      status: 429,
      contentType: "application/json",
      headers: { "Retry-After": "600" },
      body: JSON.stringify({ success: false, message: reason }),
    }),
  );
  await describeProject(page);
  await page.getByRole("button", { name: "Get Recommendations" }).click();
  const failed = toastWith(page, "Request Failed");
  await expect(failed).toContainText(reason);
  await expect(failed).not.toContainText("Could not connect");
  // The plan still came, and its toast joins the first instead of replacing it.
  await expect(page.getByRole("article", { name: "Your Custom Project Plan" })).toBeVisible();
  await expect(toastWith(page, "AI Recommendation Ready")).toBeVisible();
  await expect(failed).toBeVisible();
});
