import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ErrorResponse } from "#schema/types.ts";
import {
  contactMessage,
  countRows,
  emptyImages,
  insertAdmin,
  insertProjects,
  projectInput,
  request,
  type TestAdmin,
} from "./test/fixtures";
import { fixtureImage, formWith, uploadForm } from "./test/images";
import { signedInAdmin } from "./test/fixtures";
import { forgetProjectReads } from "./features/projects/reads";

/**
 * The findings of the outside security review, one block each. Distinct clients are simulated with
 * CF-Connecting-IP, as Cloudflare sets it in production.
 */

let ipCounter = 0;
/** A client address no other test uses (rate-limit state outlives tests in KV). */
const freshIp = () => `198.51.${Math.floor(++ipCounter / 250) % 250}.${ipCounter % 250}`;
const randomIpv6 = () =>
  `2001:db8:${Array.from({ length: 6 }, () => Math.floor(Math.random() * 0xffff).toString(16)).join(":")}`;

beforeEach(() => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  forgetProjectReads();
});

function post(
  path: string,
  body: unknown,
  { ip = freshIp(), cookie }: { ip?: string; cookie?: string } = {},
  overrides: Partial<typeof env> = {},
) {
  return request(
    path,
    {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip, ...(cookie && { Cookie: cookie }) },
      body: JSON.stringify(body),
    },
    overrides,
  );
}

const login = (admin: Pick<TestAdmin, "username">, password: string, options: { ip?: string; cookie?: string } = {}) =>
  post("/api/auth/login", { username: admin.username, password }, options);

/** The cookies a response sets, as one Cookie header. */
const cookiesOf = (response: Response) =>
  response.headers
    .getAll("Set-Cookie")
    .map((header) => header.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");

describe("1. the staff cannot be locked out by failed sign-ins from anywhere", () => {
  it("an attacker rotating addresses cannot stop a known device from signing in with the right password", async () => {
    const admin = await insertAdmin();
    const first = await login(admin, admin.password);
    expect(first.status).toBe(200);
    const device = cookiesOf(first);

    for (let i = 0; i < 40; i++) await login(admin, "wrong password", { ip: randomIpv6() });

    const again = await login(admin, admin.password, { ip: freshIp(), cookie: device });
    expect(again.status).toBe(200);
  });

  it("and gets no more than 10 guesses per hour against one account, however many addresses it uses", async () => {
    const admin = await insertAdmin();
    const answers: number[] = [];
    for (let i = 0; i < 40; i++) answers.push((await login(admin, `guess ${i}`, { ip: randomIpv6() })).status);
    expect(answers.filter((status) => status === 401)).toHaveLength(10);
    expect(answers.filter((status) => status === 429)).toHaveLength(30);
    // Under the lock the password is not even checked: the right one from a new device waits too.
    expect((await login(admin, admin.password, { ip: randomIpv6() })).status).toBe(429);
  });

  it("right passwords are no guesses: signing in from new browsers again and again never holds the account", async () => {
    const admin = await insertAdmin();
    for (let i = 0; i < 15; i++) expect((await login(admin, admin.password, { ip: randomIpv6() })).status).toBe(200);
    // And the ten guesses an hour are still all there.
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) answers.push((await login(admin, `guess ${i}`, { ip: randomIpv6() })).status);
    expect(answers.filter((status) => status === 401)).toHaveLength(10);
  });

  it("a completed password reset lifts the lock", async () => {
    const admin = await insertAdmin();
    for (let i = 0; i < 12; i++) await login(admin, `guess ${i}`, { ip: randomIpv6() });
    expect((await login(admin, admin.password)).status).toBe(429);

    await post("/api/auth/request-reset", { email: admin.email });
    const token = /token=([\w-]+)/.exec(
      (await env.DB.prepare("SELECT text FROM mail_outbox ORDER BY id DESC").first<{ text: string }>())!.text,
    )![1]!;
    expect((await post("/api/auth/reset-password", { token, newPassword: "a brand new password" })).status).toBe(200);

    expect((await login(admin, "a brand new password")).status).toBe(200);
  });

  it("a device cookie only vouches for its own account, and a forged one vouches for nothing", async () => {
    const [alice, bob] = [await insertAdmin(), await insertAdmin()];
    const device = cookiesOf(await login(alice, alice.password));
    for (let i = 0; i < 12; i++) await login(bob, `guess ${i}`, { ip: randomIpv6() });
    expect((await login(bob, bob.password, { cookie: device })).status).toBe(429);
    // The same device token with another signature.
    const forged = device.replace(/(sd_device=[^;]*\.)[^.;]{6}/, "$1AAAAAA");
    expect(forged).not.toBe(device);
    for (let i = 0; i < 12; i++) await login(alice, `guess ${i}`, { ip: randomIpv6() });
    expect((await login(alice, alice.password, { cookie: forged })).status).toBe(429);
    expect((await login(alice, alice.password, { cookie: device })).status).toBe(200);
  });

  it("a known device is still slowed down after 5 wrong passwords", async () => {
    const admin = await insertAdmin();
    const device = cookiesOf(await login(admin, admin.password));
    const answers: number[] = [];
    for (let i = 0; i < 7; i++)
      answers.push((await login(admin, `typo ${i}`, { cookie: device, ip: randomIpv6() })).status);
    expect(answers).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it("one client gets at most 5 wrong passwords per account, and 20 across accounts", async () => {
    const ip = freshIp();
    const admin = await insertAdmin();
    const perAccount: number[] = [];
    for (let i = 0; i < 6; i++) perAccount.push((await login(admin, `guess ${i}`, { ip })).status);
    expect(perAccount).toEqual([401, 401, 401, 401, 401, 429]);

    const many = freshIp();
    const across: number[] = [];
    for (let i = 0; i < 22; i++) across.push((await login({ username: `nobody${i}` }, "guess", { ip: many })).status);
    expect(across.filter((status) => status === 401)).toHaveLength(20);
    expect(across.slice(20)).toEqual([429, 429]);
  });
});

describe("2. a reset request answers the same, and as fast, whether or not the address has an account", () => {
  it("does not wait for a slow mail provider, and still sends the mail after answering", async () => {
    const admin = await insertAdmin();
    const sent: string[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (_input, init) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      sent.push(String(init?.body));
      return Response.json({ id: "mail-1" });
    });
    const { default: app } = await import("./app");
    const ask = async (email: string) => {
      const context = createExecutionContext();
      const started = performance.now();
      const response = await app.request(
        "/api/auth/request-reset",
        {
          method: "POST",
          headers: { "Content-Type": "application/json", "CF-Connecting-IP": freshIp() },
          body: JSON.stringify({ email }),
        },
        { ...env, MAIL_API_KEY: "key", MAIL_API_URL: "https://mail.example/emails" },
        context,
      );
      const elapsed = performance.now() - started;
      const body = await response.text();
      await waitOnExecutionContext(context);
      return { status: response.status, body, elapsed };
    };
    const known = await ask(admin.email);
    const unknown = await ask("nobody@saguaro.example");
    expect(known.elapsed).toBeLessThan(250);
    expect(unknown.elapsed).toBeLessThan(250);
    expect([known.status, known.body]).toEqual([unknown.status, unknown.body]);
    // Sent after the answer, to the account only.
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain(admin.email);
  });
});

describe("3. rate limits hold under a parallel burst", () => {
  it("50 contact messages at once from one client: 5 stored and mailed, 45 answered 429 with Retry-After, no 5xx", async () => {
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 50 }, () => post("/api/contact", contactMessage, { ip })));
    const statuses = answers.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(45);
    for (const response of answers.filter((r) => r.status === 429))
      expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await countRows("contact_messages")).toBe(5);
    expect(await countRows("mail_outbox")).toBe(5);
  });

  it("50 AI plans at once from one client: 4 plans, 46 answered 429, no 5xx", async () => {
    const ip = freshIp();
    const body = {
      requirements: "An online store for our bakery",
      interests: "e-commerce",
      budget: "12000",
      timeline: "3",
      recaptchaToken: "t",
    };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => post("/api/ai-recommendation", body, { ip }, { PLAN_PROVIDER: "builtin" })),
    );
    const statuses = answers.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(46);
  });

  it("the AI plan window slides: 4 plans just before the hour and 4 just after do not all pass", async () => {
    const hour = Math.ceil(Date.now() / 3_600_000) * 3_600_000;
    vi.useFakeTimers({ toFake: ["Date"] });
    const ip = freshIp();
    const body = {
      requirements: "A booking site for a clinic",
      interests: "booking",
      budget: "8000",
      timeline: "2",
      recaptchaToken: "t",
    };
    const plan = () => post("/api/ai-recommendation", body, { ip }, { PLAN_PROVIDER: "builtin" });
    vi.setSystemTime(hour - 1_000);
    for (let i = 0; i < 4; i++) expect((await plan()).status).toBe(200);
    vi.setSystemTime(hour + 1_000);
    const late = await plan();
    expect(late.status).toBe(429);
    // Free again two hours after the first four.
    expect(Number(late.headers.get("Retry-After"))).toBeGreaterThan(7_100);
    vi.setSystemTime(hour - 1_000 + 2 * 3_600_000 + 1_000);
    expect((await plan()).status).toBe(200);
  });

  it("a KV write refused for writing one key too often (as Cloudflare's KV does) costs no search a 5xx", async () => {
    const busyKv = new Proxy(env.RATE_LIMITS, {
      get: (target, property) =>
        property === "put"
          ? () => Promise.reject(new Error("KV PUT failed: 429 Too Many Requests"))
          : (Reflect.get(target, property, target).bind?.(target) ?? Reflect.get(target, property, target)),
    });
    const body = { requirements: "An online store", interests: "e-commerce", recaptchaToken: "t" };
    const response = await post("/api/recommendations", body, {}, { RATE_LIMITS: busyKv });
    expect(response.status).toBe(200);
  });

  it("the project search limit keeps answering under a burst (KV, best effort): 429s, never a 5xx", async () => {
    const ip = freshIp();
    const body = { requirements: "An online store", interests: "e-commerce", recaptchaToken: "t" };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => post("/api/recommendations", body, { ip }, { MATCH_RATE_LIMIT: "5" })),
    );
    expect(answers.every((response) => response.status === 200 || response.status === 429)).toBe(true);
  });
});

describe("4. IPv6 clients are one client per /64", () => {
  it("addresses in one /64 share a quota; another /64 has its own", async () => {
    const prefix = "2001:db8:1234:5678";
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++)
      statuses.push((await post("/api/contact", contactMessage, { ip: `${prefix}:${i}::${i}` })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    // The same /64 written another way (leading zeros, full form) is the same client.
    expect((await post("/api/contact", contactMessage, { ip: "2001:0db8:1234:5678:0:0:0:99" })).status).toBe(429);
    expect((await post("/api/contact", contactMessage, { ip: "2001:db8:1234:5679::1" })).status).toBe(201);
  });
});

describe("5. conditional requests for uploaded images", { timeout: 30_000 }, () => {
  async function uploaded() {
    await emptyImages();
    const { cookie } = await signedInAdmin();
    const response = await uploadForm(formWith(fixtureImage("smallPng"), "a.png", "image/png"), cookie);
    const { url } = (await response.json<{ data: { url: string } }>()).data;
    const first = await request(url);
    await first.arrayBuffer();
    return { url, etag: first.headers.get("ETag")!, lastModified: first.headers.get("Last-Modified") };
  }
  const get = async (url: string, headers: Record<string, string>) => {
    const response = await request(url, { headers });
    await response.arrayBuffer();
    return response.status;
  };

  it("answer malformed validators as if they were absent or failed, never with a 500", async () => {
    const { url, etag } = await uploaded();
    expect(await get(url, { "If-None-Match": "garbage" })).toBe(200);
    expect(await get(url, { "If-Match": "garbage" })).toBe(412);
    expect(await get(url, { "If-Modified-Since": "not a date" })).toBe(200);
    expect(await get(url, { "If-Unmodified-Since": "not a date" })).toBe(200);
    expect(await get(url, { "If-None-Match": etag })).toBe(304);
    expect(await get(url, { "If-None-Match": `"other", ${etag}` })).toBe(304);
    expect(await get(url, { "If-None-Match": "*" })).toBe(304);
  });

  it("answer a failed precondition with 412, as HTTP says, not 304", async () => {
    const { url, etag } = await uploaded();
    expect(await get(url, { "If-Match": '"some-other-etag"' })).toBe(412);
    expect(await get(url, { "If-Match": etag })).toBe(200);
    expect(await get(url, { "If-Unmodified-Since": "Tue, 01 Jan 2019 00:00:00 GMT" })).toBe(412);
    expect(await get(url, { "If-Unmodified-Since": new Date(Date.now() + 86_400_000).toUTCString() })).toBe(200);
    expect(await get(url, { "If-Modified-Since": new Date(Date.now() + 86_400_000).toUTCString() })).toBe(304);
    expect(await get(url, { "If-Modified-Since": "Tue, 01 Jan 2019 00:00:00 GMT" })).toBe(200);
  });
});

describe("6. the kept project reads keep their kinds apart", () => {
  it("a slug followed by ':published' names no project, in pages and in the API", async () => {
    const kept = { PROJECT_CACHE_SECONDS: "60" };
    const [project] = await insertProjects(projectInput({ title: "Real Project" }));
    const slug = project!.slug;
    expect((await request(`/api/projects/slug/${slug}`, undefined, kept)).status).toBe(200);
    const page = await request(`https://saguaro.example/projects/${slug}`, undefined, kept);
    await page.arrayBuffer();
    const pageOfKey = await request(`https://saguaro.example/projects/${slug}:published`, undefined, kept);
    await pageOfKey.arrayBuffer();
    expect(pageOfKey.status).not.toBe(500);
    expect((await request(`/api/projects/slug/${slug}:published`, undefined, kept)).status).toBe(404);
    expect((await request(`/api/projects/slug/${slug}`, undefined, kept)).status).toBe(200);
  });
});

describe("7. no usable reset token is kept at rest once the mail has gone", () => {
  it("the outbox keeps the mail without its link after the provider took it; the link still works", async () => {
    const admin = await insertAdmin();
    const sent: string[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (_input, init) => {
      sent.push(String(init?.body));
      return Response.json({ id: "mail-1" });
    });
    await post(
      "/api/auth/request-reset",
      { email: admin.email },
      {},
      { MAIL_API_KEY: "key", MAIL_API_URL: "https://mail.example/emails" },
    );
    const token = /token=([\w-]+)/.exec(sent[0]!)![1]!;
    const row = await env.DB.prepare("SELECT status, text FROM mail_outbox").first<{ status: string; text: string }>();
    expect(row!.status).toBe("sent");
    expect(row!.text).not.toContain(token);
    expect(row!.text).not.toMatch(/token=/);
    expect((await request(`/api/auth/verify-token?token=${token}`)).status).toBe(200);
  });

  it("outbox rows older than 30 days are deleted", async () => {
    await env.DB.prepare(
      "INSERT INTO mail_outbox (\"to\", subject, text, status, created_at) VALUES ('a@b.example', 'old', 'old text', 'sent', '2020-01-01T00:00:00.000Z')",
    ).run();
    await post("/api/contact", contactMessage);
    const subjects = (await env.DB.prepare("SELECT subject FROM mail_outbox").all<{ subject: string }>()).results.map(
      (r) => r.subject,
    );
    expect(subjects).not.toContain("old");
    expect(subjects).toHaveLength(1);
  });
});

describe("8. the session cookie", () => {
  it("is a __Host- cookie wherever the site is served over https", async () => {
    const admin = await insertAdmin();
    const response = await request(
      "https://saguaro.example/api/auth/login",
      {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": freshIp() },
        body: JSON.stringify({ username: admin.username, password: admin.password }),
      },
      { SITE_URL: "https://saguaro.example" },
    );
    expect(response.status).toBe(200);
    const session = response.headers.getAll("Set-Cookie").find((header) => /session/.test(header))!;
    expect(session).toMatch(/^__Host-/);
    expect(session).toMatch(/; Secure/i);
    expect(session).toMatch(/; Path=\//i);
    expect(session).not.toMatch(/Domain=/i);

    const pair = session.split(";")[0]!;
    const restored = await request(
      "https://saguaro.example/api/auth/session",
      { headers: { Cookie: pair } },
      { SITE_URL: "https://saguaro.example" },
    );
    expect((await restored.json<{ data: { authenticated: boolean } }>()).data.authenticated).toBe(true);
    // The same token without the prefix is not a session there.
    const unprefixed = pair.replace(/^__Host-/, "");
    const refused = await request(
      "https://saguaro.example/api/auth/session",
      { headers: { Cookie: unprefixed } },
      { SITE_URL: "https://saguaro.example" },
    );
    expect((await refused.json<{ data: { authenticated: boolean } }>()).data.authenticated).toBe(false);
  });
});

describe("9. the development outbox cannot be switched on in a deployed Worker", () => {
  it("answers 404 with ENVIRONMENT=development unless SITE_URL is a localhost address", async () => {
    const deployed = await request("https://saguaro.example/api/dev/outbox", undefined, {
      ENVIRONMENT: "development",
      SITE_URL: "https://saguaro.example",
    });
    expect(deployed.status).toBe(404);
    expect(await deployed.json<ErrorResponse>()).toEqual({ success: false, message: "Not found" });
    const local = await request("http://localhost:8787/api/dev/outbox", undefined, {
      ENVIRONMENT: "development",
      SITE_URL: "http://localhost:8787",
    });
    expect(local.status).toBe(200);
    await local.arrayBuffer();
  });
});
