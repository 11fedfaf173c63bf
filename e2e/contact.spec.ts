import type { Page } from "@playwright/test";
import { expect, test } from "./test";
import { toastWith } from "./helpers";

/** The form's text fields by their labels. */
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function fillValid(
  page: Page,
  overrides: Partial<Record<"Name" | "Email" | "Phone (optional)" | "Message", string>> = {},
) {
  const values = {
    Name: "Maria Lopez",
    Email: "maria@casa-ocotillo.example",
    "Phone (optional)": "(623) 555-0199",
    Message: `We need a new ordering site before the holidays. (${Date.now()})`,
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
  await field(page, "Service").selectOption("web-design");
  return values;
}

test("the contact page shows the form beside the contact details, and the Find Us section", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get in Touch");
  const info = page.getByRole("complementary", { name: "Contact Information" });
  await expect(info.getByText("El Mirage, AZ 85335")).toBeVisible();
  for (const line of ["Monday-Friday", "9:00 AM - 6:00 PM", "Saturday", "10:00 AM - 4:00 PM", "Sunday", "Closed"]) {
    await expect(info.getByText(line, { exact: true })).toBeVisible();
  }
  await expect(info.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
  await expect(info.getByRole("link", { name: /\(623\)/ })).toHaveAttribute("href", /^tel:\+1/);
  for (const network of ["Facebook", "Twitter", "LinkedIn", "Github"])
    await expect(info.getByText(network)).toBeVisible();

  const findUs = page.getByRole("region", { name: "Find Us" });
  await expect(findUs.getByRole("link", { name: /^Call/ })).toHaveAttribute("href", /^tel:/);
  await expect(findUs.getByRole("link", { name: /^Email/ })).toHaveAttribute("href", /^mailto:/);
});

test("the map costs nothing until the visitor scrolls near it", async ({ page }) => {
  const mapRequests: string[] = [];
  await page.route("https://www.openstreetmap.org/**", (route) => {
    mapRequests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/html", body: "<p>map</p>" });
  });
  await page.setViewportSize({ width: 1440, height: 700 });
  await page.goto("/contact");
  await page.waitForLoadState("networkidle");
  await expect(page.locator("iframe")).toHaveCount(0);
  expect(mapRequests).toEqual([]);
  await page.getByRole("heading", { name: "Find Us" }).scrollIntoViewIfNeeded();
  await expect(page.locator('iframe[title="Map of El Mirage, AZ 85335"]')).toHaveCount(1);
  await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
});

test("an empty submit shows the four messages and sends nothing", async ({ page }) => {
  let posted = false;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/contact") && request.method() === "POST") posted = true;
  });
  await page.goto("/contact");
  await page.getByRole("button", { name: "Send Message" }).click();
  for (const message of [
    "Name must be at least 2 characters",
    "Please enter a valid email address",
    "Please select a service",
    "Message must be at least 10 characters",
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await field(page, "Name").fill("Maria");
  await expect(page.getByText("Name must be at least 2 characters")).toHaveCount(0);
  expect(posted).toBe(false);
});

test("a valid message is stored, announced in the outbox, and the form can start again", async ({ page, request }) => {
  await page.goto("/contact");
  const values = await fillValid(page);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  await expect(
    page.getByText("Your message has been sent successfully. We'll get back to you as soon as possible."),
  ).toBeVisible();
  await expect(toastWith(page, "Message sent!")).toBeVisible();

  const outbox = (await (await request.get("/api/dev/outbox")).json()) as { data: { subject: string; text: string }[] };
  const notice = outbox.data.find((mail) => mail.text.includes(values.Message));
  expect(notice?.subject).toBe("New contact message from Maria Lopez");

  await page.getByRole("button", { name: "Send Another Message" }).click();
  for (const label of ["Name", "Email", "Phone (optional)", "Message"])
    await expect(field(page, label)).toHaveValue("");
  await expect(field(page, "Service")).toHaveValue("");
});

test("a server error keeps everything the visitor typed", async ({ page }) => {
  await page.route("**/api/contact", (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({ success: false, message: "The service is busy. Please try again." }),
    }),
  );
  await page.goto("/contact");
  const values = await fillValid(page);
  await page.getByRole("button", { name: "Send Message" }).click();
  const alert = toastWith(page, "Something went wrong!");
  await expect(alert).toBeVisible();
  await expect(alert).toContainText("The service is busy. Please try again.");
  for (const [label, value] of Object.entries(values)) await expect(field(page, label)).toHaveValue(value);
  await expect(field(page, "Service")).toHaveValue("web-design");
  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
});

test("text typed before the form has hydrated is kept, and the form cannot be sent until then", async ({ page }) => {
  // Hold the form's chunk back, as a slow phone would, while the visitor starts typing.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/ContactForm-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/contact");
  const send = page.getByRole("button", { name: "Send Message" });
  await expect(send).toBeDisabled();
  await field(page, "Name").fill("Early Typist");
  await field(page, "Message").fill("Typed while the page was still loading its scripts.");

  release();
  await expect(send).toBeEnabled();
  await expect(field(page, "Name")).toHaveValue("Early Typist");
  await field(page, "Email").fill("early@example.com");
  await field(page, "Service").selectOption("web-design");
  await send.click();
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
});
