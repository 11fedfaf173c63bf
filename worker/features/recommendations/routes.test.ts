import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as v from "valibot";
import { seedProjects } from "#schema/seed/projects.ts";
import { projectInputSchema } from "#schema/validation.ts";
import type { ErrorResponse, PlanResponse, Project } from "#schema/types.ts";
import { chatAnswer, insertProjects, modelDraft, postJson } from "#worker/test/fixtures.ts";

type MatchAnswer = {
  success: boolean;
  message: string;
  data: { project: Project; relevanceFactors: string[]; match: number }[];
};
type PlanAnswer = PlanResponse;

const request = {
  requirements: "An online shop for our handmade pottery with shipping rates and gift cards.",
  interests: "e-commerce, online store",
  budget: "20000",
  timeline: "4",
  recaptchaToken: "no_site_key",
};

let ip = 0;
const freshIp = () => `192.0.2.${++ip}`;

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  // One insert per project: D1 allows 100 bound values per query.
  for (const project of seedProjects) await insertProjects(v.parse(projectInputSchema, project));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("POST /api/recommendations", () => {
  it("returns the best-matching projects with reasons and a match percentage", async () => {
    const response = await postJson("/api/recommendations", request, {}, freshIp());
    expect(response.status).toBe(200);
    const body = await response.json<MatchAnswer>();
    expect(body.success).toBe(true);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(3);
    expect(body.data[0]!.project.slug).toBe("red-rock-pottery-online-store");
    expect(body.data[0]!.relevanceFactors.length).toBeGreaterThan(0);
    expect(body.data[0]!.match).toBeGreaterThan(0);
    expect(body.data[0]!.match).toBeLessThanOrEqual(100);
  });

  it("returns an empty list for a query that matches nothing", async () => {
    const response = await postJson(
      "/api/recommendations",
      { ...request, requirements: "asdfgh qwerty", interests: "zxcvb" },
      {},
      freshIp(),
    );
    expect((await response.json<MatchAnswer>()).data).toEqual([]);
  });

  it("allows 60 searches per client in ten minutes, or MATCH_RATE_LIMIT", async () => {
    const client = freshIp();
    const first = await postJson("/api/recommendations", request, {}, client);
    expect(first.headers.get("RateLimit-Limit")).toBe("60");
    expect(first.headers.get("RateLimit-Remaining")).toBe("59");

    const lifted = await postJson("/api/recommendations", request, { MATCH_RATE_LIMIT: "1000" }, freshIp());
    expect(lifted.headers.get("RateLimit-Limit")).toBe("1000");
    const tight = { MATCH_RATE_LIMIT: "1" };
    const other = freshIp();
    expect((await postJson("/api/recommendations", request, tight, other)).status).toBe(200);
    expect((await postJson("/api/recommendations", request, tight, other)).status).toBe(429);
  });

  it.each([
    [{ requirements: "shop" }, "requirements", "Please describe your project requirements in more detail"],
    [{ requirements: "x".repeat(501) }, "requirements", "Please keep your requirements under 500 characters"],
    [{ interests: "ab" }, "interests", "Please enter at least one interest"],
    [{ interests: "x".repeat(201) }, "interests", "Please keep your interests under 200 characters"],
    [{ budget: "lots" }, "budget", undefined],
    [{ timeline: "40" }, "timeline", undefined],
  ])("refuses %o with 400 on %s", async (change, field, message) => {
    const response = await postJson("/api/recommendations", { ...request, ...change }, {}, freshIp());
    expect(response.status).toBe(400);
    const body = await response.json<ErrorResponse>();
    expect(body.errors?.[field]?.length).toBeGreaterThan(0);
    if (message) expect(body.errors?.[field]).toContain(message);
  });
});

describe("POST /api/ai-recommendation", () => {
  it("writes a plan with the built-in planner when no model is configured", async () => {
    const response = await postJson("/api/ai-recommendation", request, {}, freshIp());
    expect(response.status).toBe(200);
    const body = await response.json<PlanAnswer>();
    expect(body).toMatchObject({ success: true, data: { provider: "builtin", fallback: false } });
    expect(body.data.recommendation).toContain("## Budget Breakdown");
    expect(body.data.recommendation).toContain("- Total: $20,000");
    expect(body.data.rateLimit).toMatchObject({ limit: 4, remaining: 3 });
    expect(response.headers.get("RateLimit-Limit")).toBe("4");
    expect(response.headers.get("RateLimit-Remaining")).toBe("3");
  });

  it("allows four plans per client in two hours; the fifth gets 429 saying when to try again", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-23T18:10:00Z")); // 11:10 AM in Arizona
    const client = freshIp();
    for (let i = 0; i < 4; i++)
      expect((await postJson("/api/ai-recommendation", request, {}, client)).status).toBe(200);
    const limited = await postJson("/api/ai-recommendation", request, {}, client);
    expect(limited.status).toBe(429);
    // The window slides: a place frees two hours after the oldest of the four.
    expect(limited.headers.get("Retry-After")).toBe(String(120 * 60));
    expect(limited.headers.get("RateLimit-Remaining")).toBe("0");
    // The numbers travel beside the sentence, so clients need not read them out of it.
    expect(await limited.json<ErrorResponse>()).toEqual({
      success: false,
      message: "You've reached the limit of 4 AI recommendations per 2 hours. Please try again after 1:10 PM MST.",
      limit: 4,
      windowSeconds: 7200,
      retryAt: "2026-11-23T20:10:00.000Z",
    });

    // Another client is not affected; the same client may try again two hours after its first plans.
    expect((await postJson("/api/ai-recommendation", request, {}, freshIp())).status).toBe(200);
    vi.setSystemTime(new Date("2026-11-23T20:09:59Z"));
    expect((await postJson("/api/ai-recommendation", request, {}, client)).status).toBe(429);
    vi.setSystemTime(new Date("2026-11-23T20:10:01Z"));
    expect((await postJson("/api/ai-recommendation", request, {}, client)).status).toBe(200);
  });

  it("uses a configured OpenAI-compatible model and falls back, saying so, when it fails", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(chatAnswer());
    const model = { OPENAI_BASE_URL: "http://127.0.0.1:11434/v1", OPENAI_MODEL: "llama3.1" };
    const ok = await (await postJson("/api/ai-recommendation", request, model, freshIp())).json<PlanAnswer>();
    expect(ok).toMatchObject({ data: { provider: "openai", fallback: false } });
    expect(ok.data.recommendation).toContain(`## Project Summary\n${modelDraft.summary}`);
    expect(String(fetchSpy.mock.calls[0]![0])).toBe("http://127.0.0.1:11434/v1/chat/completions");

    fetchSpy.mockResolvedValueOnce(new Response("down", { status: 500 }));
    const fallback = await (
      await postJson("/api/ai-recommendation", request, model, freshIp())
    ).json<PlanAnswer & { message: string }>();
    expect(fallback).toMatchObject({ success: true, data: { provider: "builtin", fallback: true } });
    expect(fallback.message).toContain("built-in planner");
  });

  it("refuses invalid input with 400 before counting it against the limit", async () => {
    const client = freshIp();
    for (let i = 0; i < 5; i++) {
      expect((await postJson("/api/ai-recommendation", { ...request, interests: "" }, {}, client)).status).toBe(400);
    }
    const valid = await postJson("/api/ai-recommendation", request, {}, client);
    expect((await valid.json<PlanAnswer>()).data.rateLimit.remaining).toBe(3);
  });
});
