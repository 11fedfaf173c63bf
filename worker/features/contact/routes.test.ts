import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ErrorResponse } from "#schema/types.ts";
import { contactMessage, countRows, postJson, request } from "#worker/test/fixtures.ts";

const valid = contactMessage;

let ipCounter = 0;
/** Each test posts from its own address, so the rate limit of one test never touches another. */
const freshIp = () => `198.51.100.${++ipCounter}`;

beforeEach(() => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

async function storedMessages() {
  return (await env.DB.prepare("SELECT * FROM contact_messages").all()).results;
}

describe("POST /api/contact", () => {
  it("stores a valid message as new and notifies the company through the outbox", async () => {
    const response = await postJson(
      "/api/contact",
      { ...valid, aiRecommendation: "## Plan\n- Phase 1" },
      {},
      freshIp(),
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ success: true });

    const [message] = await storedMessages();
    expect(message).toMatchObject({
      name: "Maria Lopez",
      email: "maria@casa-ocotillo.example",
      phone: "(623) 555-0199",
      service: "web-design",
      status: "new",
      notes: null,
      ai_recommendation: "## Plan\n- Phase 1",
    });
    const mail = await env.DB.prepare("SELECT * FROM mail_outbox").first<Record<string, string>>();
    expect(mail).toMatchObject({ to: "hello@saguaro-digital.example", status: "sent" });
    expect(mail!.subject).toBe("New contact message from Maria Lopez");
    expect(mail!.text).toContain("Service: Web Design");
    expect(mail!.text).toContain(valid.message);
  });

  it("stores an empty phone as none and trims the text", async () => {
    const response = await postJson("/api/contact", { ...valid, phone: "", name: "  Bo  " }, {}, freshIp());
    expect(response.status).toBe(201);
    const [message] = await storedMessages();
    expect(message).toMatchObject({ phone: null, name: "Bo", ai_recommendation: null });
  });

  it.each([
    ["name", { name: "A" }, "Name must be at least 2 characters"],
    ["email", { email: "not-an-address" }, "Please enter a valid email address"],
    ["service", { service: "" }, "Please select a service"],
    ["service", { service: "plumbing" }, "Please select a service"],
    ["message", { message: "Too short" }, "Message must be at least 10 characters"],
    ["message", { message: "x".repeat(5001) }, "Message must be at most 5000 characters"],
    ["name", { name: 42 }, "name must be text."],
    ["name", { name: undefined }, "Name must be at least 2 characters"],
    ["message", { message: undefined }, "Message must be at least 10 characters"],
    ["recaptchaToken", { recaptchaToken: undefined }, "recaptchaToken is required."],
    ["recaptchaToken", { recaptchaToken: 7 }, "recaptchaToken must be text."],
  ])("refuses an invalid %s with 400 and its message, storing nothing", async (field, change, expected) => {
    const response = await postJson("/api/contact", { ...valid, ...change }, {}, freshIp());
    expect(response.status).toBe(400);
    const body = await response.json<ErrorResponse>();
    expect(body.success).toBe(false);
    expect(body.errors?.[field]?.length).toBeGreaterThan(0);
    if (expected) expect(body.errors?.[field]).toContain(expected);
    expect(await countRows("contact_messages")).toBe(0);
    expect(await countRows("mail_outbox")).toBe(0);
  });

  it("refuses a non-JSON body with 415 and malformed JSON with 400", async () => {
    const form = await request("/api/contact", {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: "hi",
    });
    expect(form.status).toBe(415);
    const broken = await request("/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": freshIp() },
      body: '{"name": "Maria",',
    });
    expect(broken.status).toBe(400);
    expect((await broken.json<ErrorResponse>()).message).toBe("The request body is not valid JSON.");
    expect(await countRows("contact_messages")).toBe(0);
  });

  it("refuses a body over 64 KB with 413", async () => {
    const response = await postJson(
      "/api/contact",
      { ...valid, aiRecommendation: "x".repeat(70 * 1024) },
      {},
      freshIp(),
    );
    expect(response.status).toBe(413);
    expect(await countRows("contact_messages")).toBe(0);
  });

  it("allows five messages per client in ten minutes, then answers 429 with Retry-After", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await postJson("/api/contact", valid, {}, ip)).status).toBe(201);
    const limited = await postJson("/api/contact", valid, {}, ip);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    const body = await limited.json<ErrorResponse>();
    expect(body).toMatchObject({ success: false, limit: 5, windowSeconds: 600 });
    expect(Math.abs(Date.parse(body.retryAt!) - (Date.now() + retryAfter * 1000))).toBeLessThan(2_000);
    expect(await countRows("contact_messages")).toBe(5);
    expect((await postJson("/api/contact", valid, {}, freshIp())).status).toBe(201);
  });

  it("keeps the message when the notice cannot be delivered", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("provider down", { status: 503 }));
    const response = await postJson(
      "/api/contact",
      valid,
      { MAIL_API_KEY: "key", MAIL_FROM: "site@x.example" },
      freshIp(),
    );
    expect(response.status).toBe(201);
    expect(fetchSpy).toHaveBeenCalledOnce();
    expect(await countRows("contact_messages")).toBe(1);
    const mail = await env.DB.prepare("SELECT status, error FROM mail_outbox").first<{
      status: string;
      error: string;
    }>();
    expect(mail).toMatchObject({ status: "failed" });
    expect(mail!.error).toContain("503");
    expect(log).toHaveBeenCalled();
  });

  it("keeps the message even when the outbox itself fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await env.DB.exec("ALTER TABLE mail_outbox RENAME TO mail_outbox_away");
    const response = await postJson("/api/contact", valid, {}, freshIp()).finally(() =>
      env.DB.exec("ALTER TABLE mail_outbox_away RENAME TO mail_outbox"),
    );
    expect(response.status).toBe(201);
    expect(await countRows("contact_messages")).toBe(1);
  });
});

describe("GET /api/dev/outbox", () => {
  it("lists sent mail in development only", async () => {
    await postJson("/api/contact", valid, {}, freshIp());
    const hidden = await request("/api/dev/outbox", undefined, { ENVIRONMENT: "production" });
    expect(hidden.status).toBe(404);
    const shown = await request("/api/dev/outbox", undefined, { ENVIRONMENT: "development" });
    const body = await shown.json<{ data: { subject: string }[] }>();
    expect(body.data.map((m) => m.subject)).toEqual(["New contact message from Maria Lopez"]);
  });
});
