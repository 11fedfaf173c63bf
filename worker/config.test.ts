import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ErrorResponse } from "#schema/types.ts";
import { productionSettings } from "./platform/config-check";
import { insertAdmin, postJson, request, sessionCookieFor } from "./test/fixtures";

/**
 * A deployed site (SITE_URL not on localhost) fails closed when a production setting is missing or
 * an example: /api/health names what is wrong (never a value), and what depends on it refuses rather
 * than running unprotected or leaking (docs/decisions/015-human-checks-and-held-messages.md).
 */

const deployed = {
  SITE_URL: "https://saguaro.example",
  JWT_SECRET: "k8Qv0y1PpK3mZ2aV9wX4tL7sN5rB6cD0eF1gH2jJ",
  PASSWORD_PEPPER: "Zq9Wm2Lr7Ks4Jt1Hv6Gx3Fy8Dz5Cb0Na9Mq2Pw7E",
  RECAPTCHA_SECRET_KEY: "6Lc-recaptcha-secret-of-the-site",
  MAIL_API_KEY: "re_live_mail_api_key_of_the_site",
  MAIL_FROM: "Saguaro Digital <hello@saguaro.example>",
};
/** The example values of .dev.vars.example, which anyone can read. */
const exampleJwtSecret = "dev-only-jwt-secret-change-me-0123456789abcdef";
const examplePepper = "dev-only-pepper-change-me-0123456789abcdef";

let logged: string[];
beforeEach(() => {
  logged = [];
  for (const level of ["log", "info", "warn", "error", "debug"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(" "));
    });
  }
});
afterEach(() => vi.restoreAllMocks());

const health = async (overrides: Partial<typeof env>) => {
  const response = await request("/api/health", undefined, overrides);
  return { status: response.status, text: await response.text() };
};

describe("GET /api/health", () => {
  it("is healthy on localhost with the development settings", async () => {
    expect(await health({})).toEqual({ status: 200, text: JSON.stringify({ data: { ok: true } }) });
  });

  it("is healthy on a deployed site with every production setting", async () => {
    expect((await health(deployed)).status).toBe(200);
  });

  it.each(productionSettings.map((setting) => setting.name))(
    "names %s when a deployed site lacks it, and prints no value",
    async (name) => {
      const { status, text } = await health({ ...deployed, [name]: "" });
      expect(status).toBe(503);
      const body = JSON.parse(text) as ErrorResponse;
      expect(body.settings).toEqual([name]);
      expect(body.message).toContain(`${name} is missing`);
      for (const value of Object.values(deployed)) if (value !== deployed.SITE_URL) expect(text).not.toContain(value);
    },
  );

  it.each([
    ["JWT_SECRET", exampleJwtSecret],
    ["PASSWORD_PEPPER", examplePepper],
    ["JWT_SECRET", "short-but-random-Q3x9"],
  ])("names %s when it is the example's or too short", async (name, value) => {
    const { status, text } = await health({ ...deployed, [name]: value });
    expect(status).toBe(503);
    expect((JSON.parse(text) as ErrorResponse).settings).toEqual([name]);
    expect(text).not.toContain(value);
  });
});

describe("a deployed site with an example signing secret", () => {
  it("refuses sign-in and every session, forged or not", async () => {
    const settingsWithExample = { ...deployed, JWT_SECRET: exampleJwtSecret };
    const admin = await insertAdmin();
    const login = await postJson(
      "/api/auth/login",
      { username: admin.username, password: admin.password },
      settingsWithExample,
    );
    expect(login.status).toBe(503);
    // A session anyone could sign with the public example secret.
    const forged = await sessionCookieFor(admin.id, { secret: exampleJwtSecret });
    const inbox = await request("/api/contact", { headers: { Cookie: forged } }, settingsWithExample);
    expect(inbox.status).toBe(401);
  });
});

describe("password-reset mail on a deployed site without an email API", () => {
  it("answers as usual, records the mail as failed, and keeps the link out of the outbox and the log", async () => {
    const admin = await insertAdmin();
    const response = await postJson(
      "/api/auth/request-reset",
      { email: admin.email },
      { ...deployed, MAIL_API_KEY: "" },
    );
    expect(response.status).toBe(200);
    const mail = await env.DB.prepare("SELECT status, error, text FROM mail_outbox").first<{
      status: string;
      error: string;
      text: string;
    }>();
    expect(mail).toMatchObject({ status: "failed", error: "MAIL_API_KEY is not set" });
    expect(mail!.text).not.toMatch(/token=/);
    expect(mail!.text).toContain("[removed once the mail was handed over]");
    expect(logged.join("\n")).not.toMatch(/token=/);
  });

  it("on localhost the outbox is the delivery: the link is kept there, and still never logged", async () => {
    const admin = await insertAdmin();
    const response = await postJson("/api/auth/request-reset", { email: admin.email }, { MAIL_API_KEY: "" });
    expect(response.status).toBe(200);
    const mail = await env.DB.prepare("SELECT status, text FROM mail_outbox").first<{ status: string; text: string }>();
    expect(mail!.text).toMatch(/reset-password\?token=[\w-]+/);
    expect(logged.join("\n")).toContain("[mail outbox]");
    expect(logged.join("\n")).not.toMatch(/token=/);
  });
});
