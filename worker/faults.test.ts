import { env } from "cloudflare:workers";
import { DrizzleQueryError } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ErrorResponse, PlanResponse } from "#schema/types.ts";
import { DATABASE_UNAVAILABLE } from "./platform/http-error";
import { isDatabaseFailure } from "./platform/db";
import { PLAN_TIMEOUT_MS } from "./features/recommendations/planner";
import { NOT_VERIFIED_MESSAGE } from "./platform/recaptcha";
import { SITEVERIFY_URL } from "./platform/settings";
import { issueResetToken } from "./features/auth/reset-tokens";
import { database } from "./platform/db";
import { d1FailingAt, emptyTables } from "./test/failing-d1";
import {
  chatAnswer,
  contactMessage,
  insertAdmin,
  insertProjects,
  modelDraft,
  planRequest,
  projectInput,
  request,
  sessionCookieFor,
} from "./test/fixtures";
import { expectClearMessage, freshClient, storageSnapshot, type StorageSnapshot } from "./test/hostile";

/**
 * The outside world failing: D1, the mail provider, the AI providers (an OpenAI-compatible API and the
 * Workers AI binding) and reCAPTCHA's siteverify, each down, unreachable, answering garbage or never
 * answering at all. Every case must degrade as designed, quickly, and leave nothing half-written.
 */

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

function post(path: string, body: unknown, headers: Record<string, string> = {}): RequestInit & { path: string } {
  return {
    path,
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": freshClient(), ...headers },
    body: JSON.stringify(body),
  };
}

/** A 503 with the clear message, in the API's error shape. */
async function expectUnavailable(response: Response) {
  expect(response.status, await response.clone().text()).toBe(503);
  expect(response.headers.get("Retry-After")).toBe("5");
  const body = await response.json<ErrorResponse>();
  expect(body).toEqual({ success: false, message: DATABASE_UNAVAILABLE });
  expectClearMessage(body.message);
}

const count = (snapshot: StorageSnapshot, table: string) => snapshot.tables[table]!.length;

// ---------------------------------------------------------------------------------------------

describe("a failing database", () => {
  type Scenario = {
    name: string;
    /** Puts in what the request needs, then says what to send. */
    prepare: () => Promise<RequestInit & { path: string }>;
    /** Rate-limited attempts (sign-in, reset, contact, plans) are counted first, on purpose, so a failed attempt may still count. */
    countsAttempts?: boolean;
    /** Whether the request may still succeed when D1 fails at statement `n`, and what must hold then. */
    degraded?: (n: number, response: Response, before: StorageSnapshot, after: StorageSnapshot) => Promise<boolean>;
  };

  const adminCookie = async () => sessionCookieFor((await insertAdmin()).id);
  const staffCall = async (method: string, path: string, body?: unknown) => ({
    path,
    method,
    headers: { Cookie: await adminCookie(), ...(body !== undefined && { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const oneProject = async () => (await insertProjects(projectInput({ title: "Existing Project" })))[0]!.id;
  /** A published project saved once more through the API: two versions, and a change waiting to be published. */
  const changedProject = async () => {
    const id = await oneProject();
    const { path, ...init } = await staffCall("PATCH", `/api/projects/${id}`, projectInput({ title: "Changed" }));
    expect((await request(path, init)).status).toBe(200);
    return id;
  };
  const oneMessage = async () => {
    const [row] = await env.DB.prepare(
      "INSERT INTO contact_messages (name, email, service, message) VALUES ('Bo', 'bo@example.com', 'php', 'Call me back, please.') RETURNING id",
    )
      .all<{ id: number }>()
      .then((result) => result.results);
    return row!.id;
  };

  const scenarios: Scenario[] = [
    {
      name: "POST /api/contact",
      prepare: async () => post("/api/contact", contactMessage),
      countsAttempts: true,
      // By design the message is kept once stored, even when its notice cannot be recorded.
      degraded: async (_n, response, before, after) => {
        expect(response.status).toBe(201);
        expect(count(after, "contact_messages")).toBe(count(before, "contact_messages") + 1);
        return true;
      },
    },
    {
      name: "POST /api/projects",
      prepare: async () => staffCall("POST", "/api/projects", projectInput({ title: "Brand New" })),
    },
    {
      name: "PATCH /api/projects/:id",
      prepare: async () =>
        staffCall("PATCH", `/api/projects/${await oneProject()}`, projectInput({ title: "Renamed" })),
    },
    {
      name: "DELETE /api/projects/:id",
      prepare: async () => staffCall("DELETE", `/api/projects/${await oneProject()}`),
    },
    {
      name: "POST /api/projects/:id/publish",
      prepare: async () => staffCall("POST", `/api/projects/${await changedProject()}/publish`, {}),
    },
    {
      name: "POST /api/projects/:id/unpublish",
      prepare: async () => staffCall("POST", `/api/projects/${await changedProject()}/unpublish`),
    },
    {
      name: "POST /api/projects/:id/versions/:number/restore",
      prepare: async () => staffCall("POST", `/api/projects/${await changedProject()}/versions/1/restore`),
    },
    {
      name: "PATCH /api/contact/:id",
      prepare: async () =>
        staffCall("PATCH", `/api/contact/${await oneMessage()}`, { status: "completed", notes: "Done." }),
    },
    { name: "DELETE /api/contact/:id", prepare: async () => staffCall("DELETE", `/api/contact/${await oneMessage()}`) },
    {
      name: "POST /api/admin/content",
      prepare: async () =>
        staffCall("POST", "/api/admin/content", { path: "web/src/pages/Home.tsx", content: "x", title: "t" }),
    },
    {
      name: "POST /api/auth/login",
      prepare: async () => {
        const admin = await insertAdmin();
        return post("/api/auth/login", { username: admin.username, password: admin.password });
      },
      countsAttempts: true,
    },
    {
      name: "POST /api/auth/logout",
      prepare: async () => ({ path: "/api/auth/logout", method: "POST", headers: { Cookie: await adminCookie() } }),
    },
    {
      name: "POST /api/auth/request-reset",
      prepare: async () => post("/api/auth/request-reset", { email: (await insertAdmin()).email }),
      countsAttempts: true,
      // The answer never waits for the account lookup, the token or the mail (they follow it, so it is
      // the same for every address): once counted, it is 200. What follows stores the token and its
      // mail together, or neither; recording that the mail went out is best-effort.
      degraded: async (_n, response, before, after) => {
        expect(response.status).toBe(200);
        const tokens = count(after, "password_reset_tokens") - count(before, "password_reset_tokens");
        const mails = count(after, "mail_outbox") - count(before, "mail_outbox");
        expect([0, 1]).toContain(tokens);
        expect(mails).toBe(tokens);
        return true;
      },
    },
    {
      name: "POST /api/auth/reset-password",
      prepare: async () => {
        const admin = await insertAdmin();
        const token = await issueResetToken(database(env.DB), admin.id);
        return post("/api/auth/reset-password", { token, newPassword: "a brand new password" });
      },
      // The confirmation mail is best-effort; the password and the used token change together.
      degraded: async (_n, response, before, after) => {
        expect(response.status).toBe(200);
        const user = (rows: StorageSnapshot) => rows.tables.admin_users![0] as { password_hash: string };
        const token = (rows: StorageSnapshot) => rows.tables.password_reset_tokens![0] as { used_at: string | null };
        expect(user(after).password_hash).not.toBe(user(before).password_hash);
        expect(token(after).used_at).not.toBeNull();
        return true;
      },
    },
    { name: "GET /api/projects", prepare: async () => ({ path: "/api/projects" }) },
    { name: "GET /api/contact", prepare: async () => staffCall("GET", "/api/contact") },
    { name: "POST /api/recommendations", prepare: async () => post("/api/recommendations", planRequest) },
    {
      name: "POST /api/ai-recommendation",
      prepare: async () => post("/api/ai-recommendation", planRequest),
      countsAttempts: true,
    },
  ];

  it.each(scenarios)(
    "$name answers 503 with a clear message whichever statement fails, and leaves nothing half-written",
    async (scenario) => {
      // How many statements a healthy request runs.
      await emptyTables();
      const healthy = d1FailingAt(Infinity);
      const { path, ...init } = await scenario.prepare();
      const ok = await request(path, init, { DB: healthy.db });
      expect(ok.status, await ok.text()).toBeLessThan(300);
      const statements = healthy.statements();
      expect(statements).toBeGreaterThan(0);

      for (let n = 1; n <= statements; n++) {
        await emptyTables();
        const { path, ...init } = await scenario.prepare();
        const before = await storageSnapshot();
        const response = await request(path, init, { DB: d1FailingAt(n).db });
        const after = await storageSnapshot();
        if (response.status === 503) {
          await expectUnavailable(response);
          expect(response.headers.get("Set-Cookie"), `statement ${n}`).toBeNull();
          const unchanged = (s: StorageSnapshot) => ({
            ...s.tables,
            ...(scenario.countsAttempts && { rate_limit_events: [] }),
          });
          expect(unchanged(after), `statement ${n} of ${statements} failed`).toEqual(unchanged(before));
        } else {
          // Only a designed degradation may succeed past a failing statement, never the first one.
          expect(n, `statement ${n} failed but the answer was ${response.status}`).toBeGreaterThan(1);
          expect(scenario.degraded, `statement ${n} failed but the answer was ${response.status}`).toBeDefined();
          expect(await scenario.degraded!(n, response, before, after)).toBe(true);
        }
      }
    },
  );

  it("a missing table (a migration not applied) is a 503 too, and the contact message's notice is not sent alone", async () => {
    await env.DB.exec("ALTER TABLE contact_messages RENAME TO contact_messages_away");
    try {
      const { path, ...init } = post("/api/contact", contactMessage);
      await expectUnavailable(await request(path, init));
      expect((await env.DB.prepare("SELECT count(*) AS n FROM mail_outbox").first<{ n: number }>())!.n).toBe(0);
    } finally {
      await env.DB.exec("ALTER TABLE contact_messages_away RENAME TO contact_messages");
    }
  });

  it("an error that is not the database's stays a 500 that shows nothing of it", async () => {
    const brokenBucket = {
      get: () => Promise.reject(new Error("R2 internal: bucket shard 7 unreachable")),
    } as unknown as R2Bucket;
    const response = await request(`/media/${crypto.randomUUID()}.png`, undefined, { IMAGES: brokenBucket });
    expect(response.status).toBe(500);
    const body = await response.json<ErrorResponse>();
    expect(body).toEqual({ success: false, message: "Something went wrong on our side." });
  });

  describe("isDatabaseFailure", () => {
    const d1Error = async (sql: string) =>
      env.DB.prepare(sql)
        .run()
        .then(
          () => undefined,
          (error: unknown) => error,
        );

    it("recognises D1's own errors and drizzle's wrapper of them", async () => {
      const missingTable = await d1Error("SELECT * FROM no_such_table");
      expect(String(missingTable)).toMatch(/D1_ERROR/);
      expect(isDatabaseFailure(missingTable)).toBe(true);
      expect(isDatabaseFailure(new DrizzleQueryError("select 1", [], missingTable as Error))).toBe(true);
    });

    it("does not call a broken constraint, a bad binding or any other error an outage", async () => {
      expect(isDatabaseFailure(await d1Error("INSERT INTO projects (title) VALUES ('no slug')"))).toBe(false);
      let badBinding: unknown;
      try {
        await env.DB.prepare("SELECT ?").bind(undefined).run();
      } catch (error) {
        badBinding = error;
      }
      expect(String(badBinding)).toMatch(/D1_TYPE_ERROR/);
      expect(isDatabaseFailure(badBinding)).toBe(false);
      expect(isDatabaseFailure(new TypeError("Cannot read properties of undefined"))).toBe(false);
      expect(isDatabaseFailure("D1_ERROR: a string, not an error")).toBe(false);
    });
  });
});

// ---------------------------------------------------------------------------------------------
// Outside services. fetch is replaced by a fake of the three services, and AbortSignal.timeout by one
// that fires after 20 ms but remembers the time the code asked for: a call that never answers ends
// as soon as the code's own timeout would end it, and the test can check that timeout.

/** How a service fails; a function gives an answer of the wrong shape (a fresh Response each call). */
type Outage = "down" | "unreachable" | "garbage" | "never answers" | (() => Response);
const MAIL_API_URL = "https://mail.example/emails";
const OPENAI_BASE_URL = "https://llm.example/v1";
const asked = new WeakMap<AbortSignal, number>();

beforeEach(() => {
  const timeout = AbortSignal.timeout.bind(AbortSignal);
  vi.spyOn(AbortSignal, "timeout").mockImplementation((ms: number) => {
    const signal = timeout(20);
    asked.set(signal, ms);
    return signal;
  });
});

/** The three outside services, each healthy unless told otherwise; every call's timeout is checked. */
function outsideServices(outages: { siteverify?: Outage; mail?: Outage; openai?: Outage }) {
  const calls: string[] = [];
  const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    const service =
      url === SITEVERIFY_URL
        ? "siteverify"
        : url === MAIL_API_URL
          ? "mail"
          : url.startsWith(OPENAI_BASE_URL)
            ? "openai"
            : null;
    if (!service) throw new Error(`unexpected fetch of ${url}`);
    calls.push(service);
    // Every outside call carries its own timeout, short enough for a visitor to wait for.
    const signal = init?.signal ?? undefined;
    expect(signal, `${service} call without a timeout`).toBeInstanceOf(AbortSignal);
    expect(asked.get(signal!), `${service} timeout`).toBeLessThanOrEqual(
      service === "openai" ? PLAN_TIMEOUT_MS : 10_000,
    );

    const outage = outages[service];
    if (typeof outage === "function") return outage();
    switch (outage) {
      case "down":
        return new Response("upstream connect error", { status: 503 });
      case "unreachable":
        throw new TypeError("Network connection lost.");
      case "garbage":
        return new Response("<html><body>Bad gateway</body></html>", {
          status: 200,
          headers: { "Content-Type": "text/html" },
        });
      case "never answers":
        return new Promise<Response>((_, reject) => signal!.addEventListener("abort", () => reject(signal!.reason)));
    }
    if (service === "siteverify")
      return Response.json({ success: true, score: 0.9, action: "submit_contact_form", hostname: "saguaro.example" });
    if (service === "mail") return Response.json({ id: "mail-1" });
    return chatAnswer();
  });
  return { fetchSpy, calls };
}

const outages: [string, Outage][] = (["down", "unreachable", "garbage", "never answers"] as const).map((outage) => [
  outage,
  outage,
]);

describe("the mail provider failing", () => {
  const withMail = { MAIL_API_KEY: "mail-key", MAIL_API_URL, MAIL_FROM: "site@saguaro.example" };

  it.each(outages)(
    "when it is %s, the contact message is still stored and the failed notice recorded",
    async (_case, outage) => {
      const services = outsideServices({ mail: outage });
      const { path, ...init } = post("/api/contact", contactMessage);
      const response = await request(path, init, withMail);
      expect(response.status).toBe(201);
      expect(services.calls).toEqual(["mail"]);
      const after = await storageSnapshot();
      expect(count(after, "contact_messages")).toBe(1);
      // A 200 whose body is not what the provider usually sends is still a delivery: the API took the mail.
      expect(after.tables.mail_outbox).toEqual([
        expect.objectContaining({ status: outage === "garbage" ? "sent" : "failed" }),
      ]);
    },
  );

  it.each(outages)(
    "when it is %s, a reset request still gets the usual answer and its token is kept with its mail",
    async (_case, outage) => {
      outsideServices({ mail: outage });
      const admin = await insertAdmin();
      const { path, ...init } = post("/api/auth/request-reset", { email: admin.email });
      const response = await request(path, init, withMail);
      expect(response.status).toBe(200);
      const after = await storageSnapshot();
      expect(count(after, "password_reset_tokens")).toBe(1);
      expect(count(after, "mail_outbox")).toBe(1);
    },
  );
});

describe("the AI provider failing", () => {
  beforeEach(async () => {
    await insertProjects(projectInput({ title: "Red Rock Pottery Online Store", technologies: ["React", "Stripe"] }));
  });

  type PlanAnswer = PlanResponse;
  const askForPlan = async (overrides: Record<string, unknown>) => {
    const { path, ...init } = post("/api/ai-recommendation", planRequest);
    const response = await request(path, init, overrides);
    expect(response.status, await response.clone().text()).toBe(200);
    return response.json<PlanAnswer>();
  };
  const expectBuiltInPlan = (answer: PlanAnswer) => {
    expect(answer).toMatchObject({ success: true, data: { provider: "builtin", fallback: true } });
    expect(answer.message).toContain("built-in planner");
    expect(answer.data.recommendation).toContain("## Budget Breakdown");
  };

  const openAi = { PLAN_PROVIDER: "openai", OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL };

  it("uses the OpenAI-compatible model when it answers", async () => {
    outsideServices({});
    const plan = await askForPlan(openAi);
    expect(plan).toMatchObject({ data: { provider: "openai", fallback: false } });
    expect(plan.data.recommendation).toContain(modelDraft.summary);
  });

  it.each<[string, Outage]>([
    ...outages,
    ["answers JSON null", () => Response.json(null)],
    ["answers no choices", () => Response.json({ choices: [] })],
    ["answers a number", () => Response.json({ choices: [{ message: { content: 42 } }] })],
    ["answers blank text", () => Response.json({ choices: [{ message: { content: "   " } }] })],
  ])("the OpenAI-compatible model %s -> the built-in plan", async (_case, outage) => {
    const services = outsideServices({ openai: outage });
    expectBuiltInPlan(await askForPlan(openAi));
    expect(services.calls).toEqual(["openai"]);
  });

  const workersAi = (run: () => Promise<unknown>) => ({ PLAN_PROVIDER: "workers-ai", AI: { run } as unknown as Ai });

  it.each([
    ["fails", () => Promise.reject(new Error("3040: Capacity temporarily exceeded"))],
    [
      "throws at once",
      () => {
        throw new Error("AiError: binding misconfigured");
      },
    ],
    ["answers garbage", () => Promise.resolve({ response: 42 })],
    ["answers nothing", () => Promise.resolve(null)],
    ["answers a string", () => Promise.resolve("not the expected shape")],
    ["never answers", () => new Promise(() => {})],
  ] as const)("the Workers AI binding %s -> the built-in plan", async (_case, run) => {
    outsideServices({});
    expectBuiltInPlan(await askForPlan(workersAi(run as () => Promise<unknown>)));
  });
});

describe("reCAPTCHA siteverify failing", () => {
  const withSecret = { RECAPTCHA_SECRET_KEY: "server-secret", SITE_URL: "https://saguaro.example" };
  const cases: [string, Outage][] = [
    ...outages,
    ["answers JSON null", () => Response.json(null)],
    ["answers a list", () => Response.json([])],
    ["answers a string", () => Response.json("success")],
    [
      "answers text for booleans and numbers",
      () => Response.json({ success: "true", score: "0.9", action: "submit_contact_form" }),
    ],
  ];

  it.each(cases)(
    "siteverify %s: the contact message is stored, held for review, and nobody is notified",
    async (_case, outage) => {
      const services = outsideServices({ siteverify: outage });
      const { path, ...init } = post("/api/contact", contactMessage);
      const response = await request(path, init, withSecret);
      expect(response.status).toBe(201);
      expect(services.calls).toEqual(["siteverify"]);
      const after = await storageSnapshot();
      expect(after.tables.contact_messages).toEqual([expect.objectContaining({ status: "held" })]);
      expect(count(after, "mail_outbox")).toBe(0);
    },
  );

  it.each(cases)("siteverify %s: recommendations answer 400 and point to the contact form", async (_case, outage) => {
    outsideServices({ siteverify: outage });
    const { path, ...init } = post("/api/recommendations", planRequest);
    const response = await request(path, init, withSecret);
    expect(response.status).toBe(400);
    expect(await response.json<ErrorResponse>()).toMatchObject({ message: NOT_VERIFIED_MESSAGE, code: "not-verified" });
  });

  it("a healthy siteverify lets the message through (the fake is not always failing)", async () => {
    outsideServices({});
    const { path, ...init } = post("/api/contact", contactMessage);
    expect((await request(path, init, withSecret)).status).toBe(201);
    const after = await storageSnapshot();
    expect(after.tables.contact_messages).toEqual([expect.objectContaining({ status: "new" })]);
    expect(count(after, "mail_outbox")).toBe(1);
  });
});
