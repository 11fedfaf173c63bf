import { env } from "cloudflare:workers";
import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as apiPaths from "#schema/api-paths.ts";
import { submitRecommendation } from "#schema/recommendation-submit.ts";
import { seedProjects } from "#schema/seed/projects.ts";
import type { ContactMessage, ErrorResponse, InboxPage, MatchResponse, PlanResponse } from "#schema/types.ts";
import { projectInputSchema, recaptchaActions } from "#schema/validation.ts";
import { NOT_VERIFIED_MESSAGE } from "./platform/recaptcha";
import { contactMessage, countRows, insertProjects, postJson, request, signedInAdmin } from "./test/fixtures";
import { recaptchaSite, type RecaptchaTestSite } from "./test/recaptcha";

/**
 * reCAPTCHA as Google runs it, through the local stand-in (scripts/lib/recaptcha-stand-in.ts): a token
 * verifies once and for two minutes, for its action and hostname, with a score
 * (docs/decisions/015-human-checks-and-held-messages.md). Contact messages the check does not vouch
 * for are held, never lost; the AI tools refuse them.
 */

let ip = 0;
const freshIp = () => `198.51.100.${++ip}`;

let site: RecaptchaTestSite;
let warn: { mock: { calls: unknown[][] } };
beforeEach(async () => {
  warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "log").mockImplementation(() => {});
  site = await recaptchaSite();
});
afterEach(() => vi.restoreAllMocks());

const brief = {
  requirements: "An online shop for our handmade pottery with shipping rates and gift cards.",
  interests: "e-commerce, online store",
  budget: "20000",
  timeline: "4",
};

/** POSTs as the page does: JSON back, or the error answer thrown with its status. */
async function post<T>(path: string, body: unknown, overrides: Partial<typeof env> = {}, client = freshIp()) {
  const response = await postJson(path, body, { ...site.env, ...overrides }, client);
  const answer = await response.json();
  if (!response.ok) throw Object.assign(new Error(`${response.status}`), { status: response.status, answer });
  return answer as T;
}

type Outbox = { to: string; subject: string; text: string }[];
const outbox = async () =>
  (await env.DB.prepare('SELECT "to", subject, text FROM mail_outbox ORDER BY id').all<Outbox[number]>()).results;
const storedMessages = async () =>
  (
    await env.DB.prepare("SELECT id, status, held_reason AS heldReason FROM contact_messages ORDER BY id").all<
      Pick<ContactMessage, "id" | "status" | "heldReason">
    >()
  ).results;

describe("a token verifies once", () => {
  beforeEach(async () => {
    for (const project of seedProjects) await insertProjects(v.parse(projectInputSchema, project));
  });

  it("a second request carrying the same token is refused by siteverify", async () => {
    const token = await site.token(recaptchaActions.recommendations);
    const first = await postJson("/api/recommendations", { ...brief, recaptchaToken: token }, site.env, freshIp());
    expect(first.status).toBe(200);
    const second = await postJson("/api/recommendations", { ...brief, recaptchaToken: token }, site.env, freshIp());
    expect(second.status).toBe(400);
    expect(await second.json<ErrorResponse>()).toMatchObject({ message: NOT_VERIFIED_MESSAGE, code: "not-verified" });
    const { calls } = await site.state();
    expect(calls.map((call) => call.answer)).toEqual([
      expect.objectContaining({ success: true, action: "get_recommendations", hostname: "saguaro.example" }),
      { success: false, "error-codes": ["timeout-or-duplicate"] },
    ]);
  });

  it("the recommendations submit as the browser sends it gets both the matches and the plan", async () => {
    const seen: string[] = [];
    const { matches, plan } = await submitRecommendation(brief, {
      token: (action) => {
        seen.push(action);
        return site.token(action);
      },
      search: (body) => post(apiPaths.recommendations, body),
      plan: (body) => post(apiPaths.aiRecommendation, body),
    });
    expect(matches).toMatchObject({ ok: true, value: { success: true } });
    expect(plan).toMatchObject({ ok: true, value: { success: true } });
    const found = (matches as { value: MatchResponse }).value.data;
    expect(found[0]!.project.slug).toBe("red-rock-pottery-online-store");
    // The plan is written beside the projects the search found.
    expect((plan as { value: PlanResponse }).value.data.recommendation).toContain(`**${found[0]!.project.title}**`);
    // One token per request, each for its own action, each verified once.
    expect(seen.sort()).toEqual(["get_ai_plan", "get_recommendations"]);
    const state = await site.state();
    expect(state.verified).toBe(2);
    expect(state.calls.every((call) => (call.answer as { success: boolean }).success)).toBe(true);
  });

  it("the plan is written beside the projects the search named, without searching again", async () => {
    const [unrelated] = await insertProjects(
      v.parse(projectInputSchema, {
        ...seedProjects[0],
        title: "Zebra Fencing Yard Signs",
        slug: "zebra-fencing-yard-signs",
        summary: "Printed yard signs for a fencing contractor.",
      }),
    );
    const token = await site.token(recaptchaActions.plan);
    const answer = await post<PlanResponse>("/api/ai-recommendation", {
      ...brief,
      recaptchaToken: token,
      matchedProjectIds: [unrelated!.id],
    });
    // A search for this brief would never put the yard signs first: the ids were used as sent.
    expect(answer.data.recommendation).toContain("**Zebra Fencing Yard Signs**");
    expect(answer.data.recommendation).not.toContain("Red Rock Pottery");
  });

  it("refuses a token that is older than two minutes", async () => {
    const token = await site.token(recaptchaActions.plan);
    await site.advanceClock(121);
    const refused = await postJson("/api/ai-recommendation", { ...brief, recaptchaToken: token }, site.env, freshIp());
    expect(refused.status).toBe(400);
    expect((await site.state()).calls.at(-1)!.answer).toEqual({
      success: false,
      "error-codes": ["timeout-or-duplicate"],
    });
  });

  it.each<[string, string, { hostname?: string; score?: number }]>([
    ["another request's action", recaptchaActions.recommendations, {}],
    ["another site's page", recaptchaActions.plan, { hostname: "evil.example" }],
    ["a low score", recaptchaActions.plan, { score: 0.2 }],
  ])("refuses a plan request whose token is for %s", async (_case, action, options) => {
    const token = await site.token(action, options);
    const response = await postJson("/api/ai-recommendation", { ...brief, recaptchaToken: token }, site.env, freshIp());
    expect(response.status).toBe(400);
    expect(await response.json<ErrorResponse>()).toMatchObject({ code: "not-verified", message: NOT_VERIFIED_MESSAGE });
  });

  it("a token of another site's key is unknown to this secret", async () => {
    const other = await recaptchaSite();
    const token = await other.token(recaptchaActions.plan);
    expect(
      (await postJson("/api/ai-recommendation", { ...brief, recaptchaToken: token }, site.env, freshIp())).status,
    ).toBe(400);
    expect((await site.state()).calls.at(-1)!.answer).toEqual({
      success: false,
      "error-codes": ["invalid-input-response"],
    });
  });

  it("a wrong secret is Google's invalid-input-secret, and refused", async () => {
    const token = await site.token(recaptchaActions.plan);
    const response = await postJson(
      "/api/ai-recommendation",
      { ...brief, recaptchaToken: token },
      { ...site.env, RECAPTCHA_SECRET_KEY: "not-the-secret" },
      freshIp(),
    );
    expect(response.status).toBe(400);
    const warned = warn.mock.calls.flat().join("\n");
    expect(warned).toContain("invalid-input-secret");
  });
});

describe("contact messages the check does not vouch for are held, not lost", () => {
  const send = (recaptchaToken: string, overrides: Partial<typeof env> = {}, client = freshIp()) =>
    postJson("/api/contact", { ...contactMessage, recaptchaToken }, { ...site.env, ...overrides }, client);

  it("a verified message joins the inbox and staff are notified", async () => {
    const response = await send(await site.token(recaptchaActions.contact));
    expect(response.status).toBe(201);
    expect(await storedMessages()).toEqual([expect.objectContaining({ status: "new", heldReason: null })]);
    expect((await outbox()).map((mail) => mail.subject)).toEqual(["New contact message from Maria Lopez"]);
  });

  it.each<[string, () => Promise<string>, string]>([
    ["the script was blocked", async () => "no_recaptcha", "no token from the browser (no_recaptcha)"],
    ["the site key is missing from the build", async () => "no_site_key", "no token from the browser (no_site_key)"],
    ["the score is low", () => site.token(recaptchaActions.contact, { score: 0.1 }), "score 0.1 below 0.5"],
    ["the token was used before", async () => "used", "timeout-or-duplicate"],
  ])("when %s: 201 as usual, stored as held with the reason, nobody notified", async (_case, token, reason) => {
    let sent = await token();
    if (sent === "used") {
      sent = await site.token(recaptchaActions.contact);
      expect((await send(sent)).status).toBe(201);
      await env.DB.exec("DELETE FROM contact_messages; DELETE FROM mail_outbox");
    }
    const response = await send(sent);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ success: true, message: "Message sent" });
    const [held] = await storedMessages();
    expect(held).toMatchObject({ status: "held" });
    expect(held!.heldReason).toContain(reason);
    expect(await outbox()).toEqual([]);
  });

  it.each([
    ["answers 503", { status: 503 }],
    ["answers something that is not JSON", { notJson: true }],
    ["does not answer in time", { delayMs: 60_000 }],
  ])("when siteverify %s: the message is held", async (_case, fault) => {
    // siteverify's own time limit, shortened: the stand-in's slow answer outlasts it.
    const timeout = AbortSignal.timeout.bind(AbortSignal);
    vi.spyOn(AbortSignal, "timeout").mockImplementation(() => timeout(50));
    await site.faults({ ...fault, times: 1 });
    const response = await send(await site.token(recaptchaActions.contact));
    expect(response.status).toBe(201);
    expect(await storedMessages()).toEqual([expect.objectContaining({ status: "held" })]);
    expect(await outbox()).toEqual([]);
  });

  it("a deployed site without a secret holds every message instead of skipping the check", async () => {
    const response = await send(await site.token(recaptchaActions.contact), { RECAPTCHA_SECRET_KEY: "" });
    expect(response.status).toBe(201);
    expect(await storedMessages()).toEqual([
      expect.objectContaining({ status: "held", heldReason: "RECAPTCHA_SECRET_KEY is not set" }),
    ]);
    expect((await site.state()).calls).toEqual([]);
  });

  it("limits still apply to messages that would be held", async () => {
    const client = freshIp();
    expect((await send("no_recaptcha", { CONTACT_RATE_LIMIT: "1" }, client)).status).toBe(201);
    expect((await send("no_recaptcha", { CONTACT_RATE_LIMIT: "1" }, client)).status).toBe(429);
    expect(await countRows("contact_messages")).toBe(1);
  });

  it("staff release a held message: it joins the inbox as new and staff are notified, once", async () => {
    const admin = await signedInAdmin();
    await send("no_recaptcha");
    const [held] = await storedMessages();
    const staff = (path: string, method = "GET") =>
      request(path, { method, headers: { Cookie: admin.cookie, "Sec-Fetch-Site": "same-origin" } });

    // Held messages wait in their own view, outside "All".
    const inbox = await (await staff("/api/contact")).json<InboxPage>();
    expect(inbox.data).toEqual([]);
    expect(inbox.counts).toMatchObject({ all: 0, held: 1, new: 0 });
    const heldView = await (await staff("/api/contact?status=held")).json<InboxPage>();
    expect(heldView.data).toEqual([
      expect.objectContaining({ id: held!.id, status: "held", heldReason: expect.stringContaining("no_recaptcha") }),
    ]);

    // Neither a status change nor a bulk mark lets it out unannounced.
    const patched = await request(`/api/contact/${held!.id}`, {
      method: "PATCH",
      headers: { Cookie: admin.cookie, "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
      body: JSON.stringify({ status: "completed", notes: null }),
    });
    expect(patched.status).toBe(409);
    const marked = await request("/api/contact/bulk", {
      method: "POST",
      headers: { Cookie: admin.cookie, "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
      body: JSON.stringify({ action: "mark", status: "completed", ids: [held!.id] }),
    });
    expect(await marked.json()).toMatchObject({ data: { affected: 0 } });

    const released = await staff(`/api/contact/${held!.id}/release`, "POST");
    expect(released.status).toBe(200);
    expect(await storedMessages()).toEqual([{ id: held!.id, status: "new", heldReason: null }]);
    expect((await outbox()).map((mail) => mail.subject)).toEqual(["New contact message from Maria Lopez"]);

    const again = await staff(`/api/contact/${held!.id}/release`, "POST");
    expect(again.status).toBe(409);
    expect(await outbox()).toHaveLength(1);
    expect((await staff("/api/contact/999999/release", "POST")).status).toBe(404);
    const after = await (await staff("/api/contact")).json<InboxPage>();
    expect(after.counts).toMatchObject({ all: 1, held: 0, new: 1 });
  });

  it("release is staff-only", async () => {
    await send("no_recaptcha");
    const [held] = await storedMessages();
    const response = await request(`/api/contact/${held!.id}/release`, {
      method: "POST",
      headers: { "Sec-Fetch-Site": "same-origin" },
    });
    expect(response.status).toBe(401);
    expect(await storedMessages()).toEqual([expect.objectContaining({ status: "held" })]);
  });
});

describe("the AI tools refuse requests the check does not vouch for", () => {
  it.each([
    ["/api/recommendations", "no_recaptcha"],
    ["/api/ai-recommendation", "no_recaptcha"],
    ["/api/ai-recommendation", "recaptcha_error"],
  ])("%s with %s: 400 that points to the contact form", async (path, token) => {
    const response = await postJson(path, { ...brief, recaptchaToken: token }, site.env, freshIp());
    expect(response.status).toBe(400);
    expect(await response.json<ErrorResponse>()).toEqual({
      success: false,
      message: NOT_VERIFIED_MESSAGE,
      code: "not-verified",
    });
    expect(NOT_VERIFIED_MESSAGE).toContain("contact us directly");
  });

  it("a deployed site without a secret refuses them too", async () => {
    const token = await site.token(recaptchaActions.plan);
    const response = await postJson(
      "/api/ai-recommendation",
      { ...brief, recaptchaToken: token },
      { ...site.env, RECAPTCHA_SECRET_KEY: "" },
      freshIp(),
    );
    expect(response.status).toBe(400);
  });

  it("a site on localhost without a secret skips the check (development)", async () => {
    const response = await postJson(
      "/api/ai-recommendation",
      { ...brief, recaptchaToken: "no_site_key" },
      { SITE_URL: "http://localhost:8787", RECAPTCHA_SECRET_KEY: "" },
      freshIp(),
    );
    expect(response.status).toBe(200);
  });
});
