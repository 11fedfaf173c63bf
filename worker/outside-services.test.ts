import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { company } from "#schema/site/company.ts";
import type { PlanResponse } from "#schema/types.ts";
import type { Env } from "./platform/env";
import { PLAN_TIMEOUT_MS } from "./features/recommendations/planner";
import { planDraftJsonSchema } from "./features/recommendations/planner/draft";
import { standInChatAccount, type StandInChatAccount } from "./test/chat";
import {
  contactMessage,
  insertAdmin,
  insertProjects,
  modelDraft,
  planRequest,
  postJson,
  projectInput,
  request,
} from "./test/fixtures";
import { freshClient } from "./test/hostile";
import { standInMailAccount, type StandInMailAccount } from "./test/mail";

/**
 * The email API and the chat-completions API as the Worker meets them in production, played by local
 * stand-ins that keep Resend's and OpenAI's rules (scripts/lib/mail-stand-in.ts, chat-stand-in.ts):
 * real HTTP, real status codes and bodies, real refusals and late answers. Whatever they do, a
 * visitor gets the documented answer and never a 5xx: a contact message is stored, a reset request
 * answered and its token kept, a plan written by the built-in planner; and the failure is recorded.
 */

vi.setConfig({ testTimeout: 30_000 });

let warn: MockInstance<typeof console.warn>;
let error: MockInstance<typeof console.error>;
beforeEach(() => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  error = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

/** Each line a console spy was given, its arguments joined as the console would print them. */
const lines = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map((args) => args.map(String).join(" "));

/**
 * AbortSignal.timeout firing after 20 ms, remembering what the code asked for: a call that is answered
 * late or never ends as soon as the code's own limit would end it, without the test waiting that long.
 */
function shortTimeouts(): number[] {
  const asked: number[] = [];
  const timeout = AbortSignal.timeout.bind(AbortSignal);
  vi.spyOn(AbortSignal, "timeout").mockImplementation((ms: number) => {
    asked.push(ms);
    return timeout(20);
  });
  return asked;
}

/** What `read` answers once `done` holds for it (the stand-in logs a hang-up when the connection closes). */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 3_000): Promise<T> {
  const until = Date.now() + ms;
  let value = await read();
  while (!done(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    value = await read();
  }
  return value;
}

type OutboxRow = { id: number; to: string; subject: string; text: string; status: string; error: string | null };
const rows = async <T>(table: string) => (await env.DB.prepare(`SELECT * FROM ${table}`).all<T>()).results;
const outbox = () => rows<OutboxRow & { sent_at: string | null }>("mail_outbox");

// ---------------------------------------------------------------------------------------------

describe("the email API", () => {
  let mail: StandInMailAccount;
  beforeEach(async () => {
    mail = await standInMailAccount();
  });

  it("delivers the contact notice to the studio: the mail a person reads, and the outbox row marked sent", async () => {
    const response = await postJson("/api/contact", contactMessage, mail.env, freshClient());
    expect(response.status, await response.clone().text()).toBe(201);

    const [delivered, ...more] = await mail.mailbox();
    expect(more).toEqual([]);
    expect(delivered).toMatchObject({
      from: mail.env.MAIL_FROM,
      to: [company.email],
      subject: `New contact message from ${contactMessage.name}`,
    });
    for (const part of [
      contactMessage.message,
      `Email: ${contactMessage.email}`,
      `Phone: ${contactMessage.phone}`,
      "Service: Web Design",
      `${env.SITE_URL}/duckbeck`,
    ])
      expect(delivered!.text).toContain(part);
    expect((await mail.calls()).map((call) => call.status)).toEqual([200]);
    expect(await outbox()).toEqual([
      expect.objectContaining({ to: company.email, status: "sent", error: null, sent_at: expect.any(String) }),
    ]);
  });

  it("delivers a reset link that works, and keeps no copy of it in the outbox", async () => {
    const admin = await insertAdmin();
    const response = await postJson("/api/auth/request-reset", { email: admin.email }, mail.env, freshClient());
    expect(response.status).toBe(200);

    const [delivered, ...more] = await mail.mailbox();
    expect(more).toEqual([]);
    expect(delivered).toMatchObject({
      from: mail.env.MAIL_FROM,
      to: [admin.email],
      subject: "Reset your Saguaro Digital admin password",
    });
    expect(delivered!.text).toContain(`"${admin.username}"`);
    const link = delivered!.text!.match(/^(https?:\S+\/reset-password\?token=(\S+))$/m);
    expect(link, delivered!.text!).not.toBeNull();
    expect(link![1]!.startsWith(`${env.SITE_URL}/reset-password?token=`)).toBe(true);

    const check = await request(`/api/auth/verify-token?token=${encodeURIComponent(link![2]!)}`);
    expect(check.status).toBe(200);
    expect(await check.json()).toMatchObject({ success: true, data: { email: admin.email } });

    const [row] = await outbox();
    expect(row).toMatchObject({ to: admin.email, status: "sent", error: null });
    expect(row!.text).not.toContain(link![2]!);
    expect(row!.text).toContain("[removed once the mail was handed over]");
  });

  type MailCase = {
    name: string;
    /** Sets the fault up and answers the settings the Worker runs with. */
    arrange: (account: StandInMailAccount) => Promise<Partial<Env>>;
    /** The outbox row's `error`. */
    reason: RegExp;
    /** The statuses in the account's call log: none for a call made with another key. */
    statuses: number[];
    /** Answered late or never: the Worker's timeout ends the call. */
    late?: boolean;
  };
  const mailCases: MailCase[] = [
    {
      name: "a 429 rate limit",
      arrange: async (account) => (await account.faults({ fault: "rate-limit" }), account.env),
      reason: /^email API answered 429: \{.*"name":"rate_limit_exceeded"/,
      statuses: [429],
    },
    {
      name: "a 500 application error",
      arrange: async (account) => (await account.faults({ fault: "application-error" }), account.env),
      reason: /^email API answered 500: \{.*"name":"application_error"/,
      statuses: [500],
    },
    {
      name: "a 502 HTML page from a proxy",
      arrange: async (account) => (await account.faults({ fault: "bad-gateway" }), account.env),
      reason: /^email API answered 502: <html>/,
      statuses: [502],
    },
    {
      name: "a 403 for a key it does not know",
      arrange: async (account) => ({ ...account.env, MAIL_API_KEY: `re_revoked_${crypto.randomUUID()}` }),
      reason: /^email API answered 403: \{.*"name":"invalid_api_key","message":"API key is invalid"/,
      statuses: [],
    },
    {
      name: "a 422 for a sender address in neither accepted form",
      arrange: async (account) => ({ ...account.env, MAIL_FROM: "Saguaro Digital (hello at saguaro-digital.example)" }),
      reason: /^email API answered 422: \{.*"name":"validation_error","message":"Invalid `from` field\./,
      statuses: [422],
    },
    {
      name: "a 422 for no sender address (MAIL_FROM unset)",
      arrange: async (account) => ({ ...account.env, MAIL_FROM: "" }),
      reason: /^email API answered 422: \{.*"name":"missing_required_field","message":"Missing `from` field\."/,
      statuses: [422],
    },
    {
      name: "an answer later than the Worker waits",
      arrange: async (account) => (await account.faults({ fault: "slow", delayMs: 5_000 }), account.env),
      reason: /^email API unreachable: .*(timeout|timed out|abort)/i,
      statuses: [499],
      late: true,
    },
    {
      name: "no answer at all",
      arrange: async (account) => (await account.faults({ fault: "slow" }), account.env),
      reason: /^email API unreachable: .*(timeout|timed out|abort)/i,
      statuses: [499],
      late: true,
    },
  ];

  /** The account's call statuses, once a late call has been hung up on. */
  const statuses = async (c: MailCase) =>
    (await eventually(mail.calls, (calls) => calls.length >= c.statuses.length)).map((call) => call.status);

  /** Every timeout the mail call asked for is one a visitor can wait for. */
  const expectTimeouts = (c: MailCase, asked: number[]) => {
    if (!c.late) return;
    expect(asked.length).toBeGreaterThan(0);
    for (const ms of asked) expect(ms).toBeLessThanOrEqual(10_000);
  };

  it.each(mailCases)(
    "$name: the contact form answers 201, the message is stored, the notice is recorded as failed",
    async (c) => {
      const asked = c.late ? shortTimeouts() : [];
      const settings = await c.arrange(mail);
      const response = await postJson("/api/contact", contactMessage, settings, freshClient());
      expect(response.status, await response.clone().text()).toBe(201);
      const { data } = await response.json<{ data: { id: number } }>();

      expect(await rows("contact_messages")).toEqual([
        expect.objectContaining({ id: data.id, name: contactMessage.name, message: contactMessage.message }),
      ]);
      const [row, ...more] = await outbox();
      expect(more).toEqual([]);
      expect(row).toMatchObject({ to: company.email, status: "failed", sent_at: null });
      expect(row!.error).toMatch(c.reason);
      expect(row!.error).not.toContain(settings.MAIL_API_KEY!);
      expect(lines(error)).toContainEqual(
        expect.stringMatching(new RegExp(`^Mail ${row!.id} to .+ failed: email API`)),
      );
      expect(await mail.mailbox()).toEqual([]);
      expect(await statuses(c)).toEqual(c.statuses);
      expectTimeouts(c, asked);
    },
  );

  it.each(mailCases)(
    "$name: a reset request answers 200 and keeps its token with its mail row, marked failed",
    async (c) => {
      const admin = await insertAdmin();
      const asked = c.late ? shortTimeouts() : [];
      const settings = await c.arrange(mail);
      const response = await postJson("/api/auth/request-reset", { email: admin.email }, settings, freshClient());
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ success: true, message: expect.stringContaining("If an account") });

      expect(await rows("password_reset_tokens")).toHaveLength(1);
      const [row, ...more] = await outbox();
      expect(more).toEqual([]);
      expect(row).toMatchObject({ to: admin.email, status: "failed", sent_at: null });
      expect(row!.error).toMatch(c.reason);
      expect(row!.error).not.toContain(settings.MAIL_API_KEY!);
      // Given up on, the link is not kept at rest either.
      expect(row!.text).not.toMatch(/reset-password\?token=/);
      expect(await mail.mailbox()).toEqual([]);
      expect(await statuses(c)).toEqual(c.statuses);
      expectTimeouts(c, asked);
    },
  );

  it("a 429 for one mail does not hold back the next", async () => {
    await mail.faults({ fault: "rate-limit", times: 1 });
    expect((await postJson("/api/contact", contactMessage, mail.env, freshClient())).status).toBe(201);
    expect((await postJson("/api/contact", contactMessage, mail.env, freshClient())).status).toBe(201);
    expect((await outbox()).map((row) => row.status)).toEqual(["failed", "sent"]);
    expect((await mail.calls()).map((call) => call.status)).toEqual([429, 200]);
    expect(await mail.mailbox()).toHaveLength(1);
  });
});

// ---------------------------------------------------------------------------------------------

describe("the chat-completions API", () => {
  /** Not the Worker's default model, so the request shows the setting was used. */
  const MODEL = "gpt-4.1-mini";

  let chat: StandInChatAccount;
  beforeEach(async () => {
    await insertProjects(projectInput({ title: "Red Rock Pottery Online Store", technologies: ["React", "Stripe"] }));
    chat = await standInChatAccount({ models: [MODEL] });
  });

  const askForPlan = async (settings: Partial<Env>) => {
    const response = await postJson("/api/ai-recommendation", planRequest, settings, freshClient());
    expect(response.status, await response.clone().text()).toBe(200);
    return response.json<PlanResponse>();
  };
  const planWarnings = () => lines(warn).filter((line) => line.startsWith("Plan provider"));

  it("writes the plan from the model's answer, asking with the configured model, key and JSON schema", async () => {
    const plan = await askForPlan(chat.env);
    expect(plan).toMatchObject({
      success: true,
      message: "Your custom project plan has been created.",
      data: { provider: "openai", fallback: false },
    });
    expect(plan.data.recommendation).toContain("stand-in model");
    expect(plan.data.recommendation).toContain("An online shop for our handmade pottery");
    expect(plan.data.recommendation).toContain("- Total: $20,000");
    expect(planWarnings()).toEqual([]);

    const [sent, ...more] = await chat.requests();
    expect(more).toEqual([]);
    expect(sent).toMatchObject({ path: "/v1/chat/completions", status: 200, authorization: `Bearer ${chat.key}` });
    const body = sent!.body as {
      model: string;
      messages: { role: string; content: string }[];
      response_format: { type: string; json_schema: { name: string; schema: unknown } };
    };
    expect(body.model).toBe(MODEL);
    expect(body.response_format).toEqual({
      type: "json_schema",
      json_schema: { name: "project_plan", schema: JSON.parse(JSON.stringify(planDraftJsonSchema)) },
    });
    expect(body.messages.map((m) => m.role)).toEqual(["system", "user"]);
    expect(body.messages[1]!.content).toContain(`Requirements: ${planRequest.requirements}`);
    expect(body.messages[1]!.content).toContain("Budget: $20000 USD");
    expect(body.messages[1]!.content).toContain("Red Rock Pottery Online Store");
  });

  it("renders an exact answer the model gives", async () => {
    await chat.answers(modelDraft);
    const plan = await askForPlan(chat.env);
    expect(plan.data).toMatchObject({ provider: "openai", fallback: false });
    expect(plan.data.recommendation).toContain(modelDraft.summary);
    expect(plan.data.recommendation).not.toContain("stand-in model");
  });

  it("asks once more after an answer cut off half way, and uses the second", async () => {
    await chat.faults({ fault: "invalid-json", times: 1 });
    const plan = await askForPlan(chat.env);
    expect(plan.data).toMatchObject({ provider: "openai", fallback: false });
    expect(plan.data.recommendation).toContain("stand-in model");
    expect((await chat.requests()).map((r) => [r.status, r.fault])).toEqual([
      [200, "invalid-json"],
      [200, undefined],
    ]);
    expect(planWarnings()).toEqual(["Plan provider openai answered no valid plan (attempt 1 of 2)."]);
  });

  type PlanCase = {
    name: string;
    /** Sets the fault up and answers the settings the Worker runs with. */
    arrange: (account: StandInChatAccount) => Promise<Partial<Env>>;
    /** The warning that names the failure. */
    logged: RegExp;
    /** The statuses in the account's request log: none for a call made with another key. */
    statuses: number[];
    late?: boolean;
  };
  const failed = (reason: string) => new RegExp(`^Plan provider openai failed, using the built-in planner: ${reason}`);
  const planCases: PlanCase[] = [
    {
      name: "answers JSON cut off half way, twice",
      arrange: async (account) => (await account.faults({ fault: "invalid-json", times: 2 }), account.env),
      logged: /^Plan provider openai answered no valid plan \(attempt 2 of 2\)\.$/,
      statuses: [200, 200],
    },
    {
      name: "refuses",
      arrange: async (account) => (await account.faults({ fault: "refusal", times: 2 }), account.env),
      logged: failed("Error: chat completions refused$"),
      statuses: [200],
    },
    {
      name: "never answers",
      arrange: async (account) => (await account.faults({ fault: "slow" }), account.env),
      logged: failed(".*(timeout|timed out|abort)"),
      statuses: [499],
      late: true,
    },
    {
      name: "answers later than the time limit",
      arrange: async (account) => (await account.faults({ fault: "slow", delayMs: 5_000 }), account.env),
      logged: failed(".*(timeout|timed out|abort)"),
      statuses: [499],
      late: true,
    },
    {
      name: "answers 429 (rate limit)",
      arrange: async (account) => (await account.faults({ fault: "rate-limit" }), account.env),
      logged: failed("Error: chat completions answered 429 \\(rate_limit_exceeded\\)$"),
      statuses: [429],
    },
    {
      name: "answers 500",
      arrange: async (account) => (await account.faults({ fault: "server-error" }), account.env),
      logged: failed("Error: chat completions answered 500 \\(server_error\\)$"),
      statuses: [500],
    },
    {
      name: "answers 503",
      arrange: async (account) => (await account.faults({ fault: "server-error", status: 503 }), account.env),
      logged: failed("Error: chat completions answered 503 \\(server_error\\)$"),
      statuses: [503],
    },
    {
      name: "refuses a wrong key (401)",
      arrange: async (account) => ({ ...account.env, OPENAI_API_KEY: "sk-revoked-0123456789abcdefxyz" }),
      logged: failed("Error: chat completions answered 401 \\(invalid_api_key\\)$"),
      statuses: [],
    },
    {
      name: "does not serve the model (404)",
      arrange: async (account) => ({ ...account.env, OPENAI_MODEL: "gpt-imaginary" }),
      logged: failed("Error: chat completions answered 404 \\(model_not_found\\)$"),
      statuses: [404],
    },
  ];

  it.each(planCases)("the model $name: the built-in plan, and the reason logged", async (c) => {
    const asked = c.late ? shortTimeouts() : [];
    const settings = await c.arrange(chat);
    const plan = await askForPlan(settings);
    expect(plan).toMatchObject({ success: true, data: { provider: "builtin", fallback: true } });
    expect(plan.message).toContain("built-in planner");
    expect(plan.data.recommendation).toContain("## Budget Breakdown");
    expect(plan.data.recommendation).not.toContain("stand-in model");

    expect(planWarnings()).toContainEqual(expect.stringMatching(c.logged));
    for (const line of planWarnings()) expect(line).not.toContain(settings.OPENAI_API_KEY!.slice(3));
    const requests = await eventually(chat.requests, (sent) => sent.every((r) => r.status !== 0));
    expect(requests.map((r) => r.status)).toEqual(c.statuses);
    if (c.late) expect(asked).toContain(PLAN_TIMEOUT_MS);
  });
});
