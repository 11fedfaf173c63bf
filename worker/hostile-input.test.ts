import fc from "fast-check";
import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  contactSubmissionSchema,
  loginSchema,
  recommendationRequestSchema,
  recoveryRequestSchema,
  resetPasswordSchema,
} from "#schema/validation.ts";
import type { PlanResponse, Project } from "#schema/types.ts";
import { contactMessage, insertAdmin, insertProjects, projectInput, request } from "./test/fixtures";
import {
  expectClearMessage,
  expectNoPrototypePollution,
  expectRefusal,
  freshClient,
  hostileCookie,
  hostileJsonBody,
  hostileQuery,
  hostilePathSegment,
  judgeJsonBody,
  kvKeysOf,
  lastSegmentAsSent,
  propertyOptions,
  rowCounts,
  send,
  storageSnapshot,
  type HostileBody,
} from "./test/hostile";

/**
 * Hostile input on every public endpoint: wrong types, missing and extra fields, prototype keys,
 * huge and broken Unicode, malformed JSON, wrong content types, oversized bodies, odd paths, queries
 * and cookies. Each refusal must be a clean 4xx `{ success: false, message }` that stored nothing;
 * input the shared schema accepts must be handled as valid. (Staff endpoints: hostile-input-admin.test.ts.)
 */

const JSON_LIMIT = 64 * 1024;
const RUNS = 100;

// Each property sends dozens of requests; the default 5 s is for single examples.
vi.setConfig({ testTimeout: 30_000 });

let existing: { id: number; slug: string }[];

beforeEach(async () => {
  // The outbox prints mail, reCAPTCHA warns once, 5xx answers are logged: keep the output readable.
  vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
  // Something to find and to match, so reads and recommendations do real work.
  existing = await insertProjects(
    projectInput({
      title: "Red Rock Pottery Online Store",
      services: ["Web Design"],
      technologies: ["React", "Stripe"],
    }),
    projectInput({ title: "Desert Dental Booking", featured: true, technologies: ["PHP", "MySQL"] }),
  );
});
afterEach(() => vi.restoreAllMocks());

type JsonRoute<TSchema extends v.GenericSchema> = {
  path: string;
  schema: TSchema;
  valid: Record<string, unknown>;
  /** Checks the answer to input the schema accepts; `before` is the storage before the request. */
  accepted: (
    response: Response,
    input: v.InferOutput<TSchema>,
    before: Awaited<ReturnType<typeof storageSnapshot>>,
  ) => Promise<void>;
};

/** The property every JSON route must have, whatever body arrives. */
async function checkJsonRoute<TSchema extends v.GenericSchema>(route: JsonRoute<TSchema>, runs = RUNS) {
  const seen = { accepted: 0, refused: 0 };
  await fc.assert(
    fc.asyncProperty(hostileJsonBody(route.valid, JSON_LIMIT), async (body: HostileBody) => {
      const client = freshClient();
      const before = await storageSnapshot();
      const response = await send("POST", route.path, body, { "CF-Connecting-IP": client });
      const judged = judgeJsonBody(body, route.schema, JSON_LIMIT);
      seen["refused" in judged ? "refused" : "accepted"] += 1;
      expectNoPrototypePollution();
      if ("refused" in judged) {
        await expectRefusal(response, judged.refused);
        expect(await storageSnapshot()).toEqual(before);
        // Not even a rate-limit count: a refused request costs the visitor nothing.
        expect(await kvKeysOf(client)).toEqual([]);
      } else {
        await route.accepted(response, judged.accepted, before);
      }
    }),
    propertyOptions(runs),
  );
  // Both halves of the property ran: the cases are not all refusals (or all valid).
  expect(seen.accepted, "accepted cases").toBeGreaterThan(0);
  expect(seen.refused, "refused cases").toBeGreaterThan(0);
}

describe("POST /api/contact", () => {
  it("refuses every invalid body cleanly and stores valid messages exactly as validated", async () => {
    await checkJsonRoute({
      path: "/api/contact",
      schema: contactSubmissionSchema,
      valid: {
        ...contactMessage,
        aiRecommendation: "## Project Summary\nA shop.",
      },
      async accepted(response, input, before) {
        expect(response.status, await response.clone().text()).toBe(201);
        const after = await storageSnapshot();
        expect(rowCounts(after)).toEqual({
          ...rowCounts(before),
          contact_messages: before.tables.contact_messages!.length + 1,
          mail_outbox: before.tables.mail_outbox!.length + 1,
          // The message counts against the client's limit.
          rate_limit_events: before.tables.rate_limit_events!.length + 1,
        });
        // Stored exactly as the schema gave it: nothing lost or replaced on the way into D1.
        expect(after.tables.contact_messages!.at(-1)).toMatchObject({
          name: input.name,
          email: input.email,
          phone: input.phone || null,
          service: input.service,
          message: input.message,
          ai_recommendation: input.aiRecommendation || null,
          status: "new",
        });
      },
    });
  });
});

describe("POST /api/recommendations and /api/ai-recommendation", () => {
  const valid = {
    requirements: "An online shop for our handmade pottery with shipping rates.",
    interests: "e-commerce, online store",
    budget: "20000",
    timeline: "4",
    recaptchaToken: "no_site_key",
  };

  it("matching refuses every invalid body cleanly and answers valid ones with a list", async () => {
    await checkJsonRoute({
      path: "/api/recommendations",
      schema: recommendationRequestSchema,
      valid,
      async accepted(response, _input, before) {
        expect(response.status, await response.clone().text()).toBe(200);
        const body = await response.json<{
          success: boolean;
          message: string;
          data: { project: Project; relevanceFactors: string[] }[];
        }>();
        expect(body.success).toBe(true);
        expectClearMessage(body.message);
        expect(Array.isArray(body.data)).toBe(true);
        expect(await storageSnapshot()).toEqual(before);
      },
    });
  });

  it("planning refuses every invalid body cleanly and answers valid ones with a plan", async () => {
    await checkJsonRoute(
      {
        path: "/api/ai-recommendation",
        schema: recommendationRequestSchema,
        valid,
        async accepted(response, _input, before) {
          expect(response.status, await response.clone().text()).toBe(200);
          const body = await response.json<PlanResponse>();
          expect(body.success).toBe(true);
          expect(body.data.recommendation).toContain("## Budget Breakdown");
          // Nothing is stored but the plan's count against the client's limit.
          const after = await storageSnapshot();
          expect(rowCounts(after)).toEqual({
            ...rowCounts(before),
            rate_limit_events: before.tables.rate_limit_events!.length + 1,
          });
          expect({ ...after.tables, rate_limit_events: [] }).toEqual({ ...before.tables, rate_limit_events: [] });
        },
      },
      60,
    );
  });
});

describe("the sign-in and password-reset endpoints", () => {
  it("login refuses invalid bodies with 400 and wrong credentials with 401, signing no one in", async () => {
    await insertAdmin({ username: "staff", password: "the right password" });
    await checkJsonRoute({
      path: "/api/auth/login",
      schema: loginSchema,
      valid: { username: "staff", password: "a wrong password" },
      async accepted(response, _input, before) {
        // 429 once the same username has failed five times in this run.
        await expectRefusal(response, [401, 429]);
        expect(response.headers.get("Set-Cookie")).toBeNull();
        // Only the failed-attempt counters move, and the activity log gains failed sign-ins, nothing else.
        const after = await storageSnapshot();
        const added = after.tables.activity_log!.slice(before.tables.activity_log!.length) as { kind: string }[];
        expect(added.every((entry) => entry.kind === "sign-in-failed")).toBe(true);
        const unchanged = { rate_limit_events: [], activity_log: [] };
        expect({ ...after.tables, ...unchanged }).toEqual({ ...before.tables, ...unchanged });
      },
    });
  });

  it("request-reset refuses invalid bodies and gives every address the same answer", async () => {
    await insertAdmin({ email: "owner@saguaro-staff.example" });
    await checkJsonRoute({
      path: "/api/auth/request-reset",
      schema: recoveryRequestSchema,
      valid: { email: "someone-else@example.com" },
      async accepted(response, input, before) {
        const after = await storageSnapshot();
        if (response.status === 429) {
          await expectRefusal(response, [429]);
        } else {
          expect(response.status).toBe(200);
          expect(await response.json()).toEqual({
            success: true,
            message: "If an account uses that email, we've sent instructions to reset the password.",
          });
        }
        // Only an existing account's address issues a token and a mail.
        const issued = input.email.toLowerCase() === "owner@saguaro-staff.example" && response.status === 200;
        expect(after.tables.password_reset_tokens!.length - before.tables.password_reset_tokens!.length).toBe(
          issued ? 1 : 0,
        );
        expect(after.tables.mail_outbox!.length - before.tables.mail_outbox!.length).toBe(issued ? 1 : 0);
      },
    });
  });

  it("reset-password refuses invalid bodies and unknown tokens, changing no password", async () => {
    await insertAdmin();
    await checkJsonRoute({
      path: "/api/auth/reset-password",
      schema: resetPasswordSchema,
      valid: { token: "not-a-token-we-issued", newPassword: "a long new password" },
      async accepted(response, _input, before) {
        const { message } = await expectRefusal(response, [400]);
        expect(message).toBe("Invalid or expired token.");
        expect(await storageSnapshot()).toEqual(before);
      },
    });
  });

  it("verify-token refuses every hostile query with the same clean 400", async () => {
    await fc.assert(
      fc.asyncProperty(hostileQuery, async (query) => {
        const before = await storageSnapshot();
        const response = await request(`/api/auth/verify-token${query}`);
        const { message } = await expectRefusal(response, [400]);
        expect(message).toBe("Invalid or expired token.");
        expect(await storageSnapshot()).toEqual(before);
      }),
      propertyOptions(RUNS),
    );
  });

  it("the session and logout endpoints treat hostile cookies as no session", async () => {
    await insertAdmin();
    await fc.assert(
      fc.asyncProperty(
        hostileCookie,
        fc.constantFrom("GET /api/auth/session", "POST /api/auth/logout"),
        async (cookie, call) => {
          const [method, path] = call.split(" ") as [string, string];
          const before = await storageSnapshot();
          const response = await request(path, { method, headers: { Cookie: cookie } });
          expect(response.status, await response.clone().text()).toBe(200);
          const body = await response.json<{ data?: { authenticated: boolean }; success?: boolean }>();
          if (method === "GET") expect(body.data).toEqual({ authenticated: false });
          expect(await storageSnapshot()).toEqual(before);
        },
      ),
      propertyOptions(RUNS),
    );
  });
});

describe("public reads with hostile paths and queries", () => {
  it("a project slug that is no project's answers 404, whatever it holds", async () => {
    await fc.assert(
      fc.asyncProperty(hostilePathSegment, async (segment) => {
        const before = await storageSnapshot();
        const response = await request(`/api/projects/slug/${segment}`);
        const decoded = safeDecode(lastSegmentAsSent(`/api/projects/slug/${segment}`));
        if (existing.some((project) => project.slug === decoded)) {
          expect(response.status).toBe(200);
        } else {
          await expectRefusal(response, [404]);
        }
        expect(await storageSnapshot()).toEqual(before);
      }),
      propertyOptions(RUNS),
    );
  });

  it("the project lists answer a page, or a plain 400 for a paging value they cannot use", async () => {
    await fc.assert(
      fc.asyncProperty(
        hostileQuery,
        fc.constantFrom("/api/projects", "/api/projects/featured"),
        async (query, path) => {
          const response = await request(`${path}${query}`);
          expect([200, 400]).toContain(response.status);
          if (response.status === 400) {
            expect(path).toBe("/api/projects");
            expect((await response.json<{ message: string }>()).message).toMatch(/^(limit|featured|The page cursor)/);
            return;
          }
          const body = await response.json<{ data: Project[] }>();
          expect(body.data.length).toBeGreaterThan(0);
        },
      ),
      propertyOptions(RUNS),
    );
  });

  it("an uploaded-image path that names no image answers 404", async () => {
    const oneSegment = hostilePathSegment.filter((segment) => segment !== "" && !segment.includes("/"));
    await fc.assert(
      fc.asyncProperty(oneSegment, hostileQuery, async (segment, query) => {
        await expectRefusal(await request(`/media/${segment}${query}`), [404]);
      }),
      propertyOptions(RUNS),
    );
  });

  it.each(["/media/", "/media/a/b", "/projects/", "/projects/a/b/c"])(
    "%s, which the Worker sees first but has no route for, falls back to the site without an error",
    async (path) => {
      const response = await request(path);
      expect(response.status).toBeLessThan(500);
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    },
  );
});

describe("paths and methods the API does not have", () => {
  const templates = [
    "/api/{}",
    "/api/{}/{}",
    "/api/projects/{}/x",
    "/api/auth/{}",
    "/api/dev/{}",
    "/api/contact/{}/x",
    "/api/admin/{}",
  ];

  it("answer 404 (401 where staff paths are guarded) and change nothing", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...templates),
        hostilePathSegment,
        fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"),
        async (template, segment, method) => {
          const before = await storageSnapshot();
          const path = template.replaceAll("{}", segment);
          const response = await request(path, {
            method,
            headers: { "Content-Type": "application/json", "CF-Connecting-IP": freshClient() },
            body: method === "GET" || method === "OPTIONS" ? undefined : "{}",
          });
          await expectRefusal(response, [401, 404]);
          expect(await storageSnapshot()).toEqual(before);
        },
      ),
      propertyOptions(RUNS),
    );
  });
});

describe("staff endpoints without a valid session", () => {
  const staffCalls = [
    ["GET", "/api/contact"],
    ["PATCH", "/api/contact/1"],
    ["DELETE", "/api/contact/1"],
    ["POST", "/api/projects"],
    ["PATCH", "/api/projects/1"],
    ["DELETE", "/api/projects/1"],
    ["GET", "/api/admin/images"],
    ["POST", "/api/admin/upload"],
    ["GET", "/api/admin/content?path=web/src/pages/Home.tsx"],
    ["POST", "/api/admin/content"],
  ] as const;

  it("answer 401 to hostile cookies and 403 to cross-site writes, changing nothing", async () => {
    await insertAdmin();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...staffCalls),
        fc.option(hostileCookie),
        fc.option(fc.constantFrom("cross-site", "same-site", "", "garbage", "same-origin", "none")),
        fc.option(
          fc.oneof(fc.constantFrom("https://evil.example", "null", "", "http://localhost:8787"), hostilePathSegment),
        ),
        async ([method, path], cookie, fetchSite, origin) => {
          const before = await storageSnapshot();
          const headers: Record<string, string> = { "Content-Type": "application/json" };
          if (cookie !== null) headers.Cookie = cookie;
          if (fetchSite !== null) headers["Sec-Fetch-Site"] = fetchSite;
          if (origin !== null) headers.Origin = origin;
          const response = await request(path, { method, headers, body: method === "GET" ? undefined : "{}" });
          const write = method !== "GET";
          const crossSite =
            fetchSite !== null
              ? !["same-origin", "none"].includes(fetchSite)
              : origin !== null && origin !== "http://localhost:8787";
          await expectRefusal(response, write && crossSite ? [403] : [401]);
          expect(await storageSnapshot()).toEqual(before);
        },
      ),
      propertyOptions(RUNS),
    );
  });
});

/** How the router reads a path segment; a malformed escape stays as it was. */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
