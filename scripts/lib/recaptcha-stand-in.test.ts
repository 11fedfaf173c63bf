import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITEVERIFY_PATH, startRecaptchaStandIn } from "./recaptcha-stand-in";
import type { StandIn } from "./stand-in-server";

/**
 * The reCAPTCHA stand-in keeps Google's rules (https://developers.google.com/recaptcha/docs/verify):
 * what the Worker's tests prove with it holds only if it refuses what Google refuses.
 */
let standIn: StandIn;
const site = { siteKey: "6L-stand-in-test-key", secret: "6L-stand-in-test-secret" };

beforeAll(async () => {
  standIn = await startRecaptchaStandIn();
  await control("/sites", site);
});
afterAll(() => new Promise<void>((resolve) => standIn.server.close(() => resolve())));

async function control(path: string, body: unknown) {
  const response = await fetch(`${standIn.url}/__stand-in/recaptcha${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return response.json() as Promise<Record<string, unknown>>;
}
const token = async (action = "submit_contact_form") =>
  (await control(`/sites/${site.siteKey}/tokens`, { action, hostname: "saguaro.example" })).token as string;

async function siteverify(params: Record<string, string>) {
  const response = await fetch(`${standIn.url}${SITEVERIFY_PATH}`, {
    method: "POST",
    body: new URLSearchParams(params),
  });
  expect(response.status).toBe(200);
  return response.json() as Promise<Record<string, unknown>>;
}

describe("siteverify", () => {
  it("vouches for a fresh token once, with its action, hostname, score and time", async () => {
    const fresh = await token();
    const answer = await siteverify({ secret: site.secret, response: fresh, remoteip: "203.0.113.9" });
    expect(answer).toEqual({
      success: true,
      action: "submit_contact_form",
      hostname: "saguaro.example",
      score: 0.9,
      challenge_ts: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
    });
    expect(await siteverify({ secret: site.secret, response: fresh })).toEqual({
      success: false,
      "error-codes": ["timeout-or-duplicate"],
    });
  });

  it("refuses a token older than two minutes", async () => {
    const old = await token();
    await control(`/sites/${site.siteKey}/clock`, { advanceSeconds: 121 });
    expect(await siteverify({ secret: site.secret, response: old })).toEqual({
      success: false,
      "error-codes": ["timeout-or-duplicate"],
    });
  });

  it.each([
    ["no secret", () => ({ response: "anything" }), "missing-input-secret"],
    ["an unknown secret", () => ({ secret: "not-ours", response: "anything" }), "invalid-input-secret"],
    ["no token", () => ({ secret: site.secret }), "missing-input-response"],
    ["a made-up token", () => ({ secret: site.secret, response: "03AFakeToken" }), "invalid-input-response"],
  ])("answers %s with Google's error code", async (_case, params, code) => {
    expect(await siteverify(params())).toEqual({ success: false, "error-codes": [code] });
  });

  it("answers a GET with bad-request", async () => {
    const response = await fetch(`${standIn.url}${SITEVERIFY_PATH}?secret=${site.secret}&response=x`);
    expect(await response.json()).toEqual({ success: false, "error-codes": ["bad-request"] });
  });
});

describe("the browser's grecaptcha", () => {
  it("is served as a script, and its token requests give tokens that verify for their action", async () => {
    const script = await fetch(`${standIn.url}/recaptcha/api.js?render=${site.siteKey}`);
    expect(script.headers.get("content-type")).toContain("javascript");
    expect(await script.text()).toContain("window.grecaptcha");

    const query = new URLSearchParams({ k: site.siteKey, action: "get_ai_plan", hostname: "saguaro.example" });
    const jsonp = await (await fetch(`${standIn.url}/recaptcha/api2/stand-in-token?${query}&callback=done`)).text();
    const issued = /^window\["done"\]\((.*)\);$/.exec(jsonp)?.[1];
    const { token: browserToken } = JSON.parse(issued!) as { token: string };
    expect(await siteverify({ secret: site.secret, response: browserToken })).toMatchObject({
      success: true,
      action: "get_ai_plan",
      hostname: "saguaro.example",
    });
  });
});
