import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import * as v from "valibot";
import { adminUsers, projects } from "#schema/tables.ts";
import { projectInputSchema } from "#schema/validation.ts";
import type { ProjectInput } from "#schema/types.ts";
import type { StaffRole } from "#schema/staff.ts";
import { database } from "../platform/db";
import { hashPassword } from "../features/auth/passwords";
import { SESSION_COOKIE, signSession } from "../features/auth/session";
import { prepareSession } from "../features/auth/sessions";
import { totpCode } from "../features/auth/two-factor";

let counter = 0;

/** What the contact form sends for a valid message (reCAPTCHA is skipped when no secret is set). */
export const contactMessage = {
  name: "Maria Lopez",
  email: "maria@casa-ocotillo.example",
  phone: "(623) 555-0199",
  service: "web-design",
  message: "We need a new ordering site before the holidays.",
  recaptchaToken: "token-from-the-browser",
};

/** What the recommendations form sends for a pottery shop (reCAPTCHA is skipped when no secret is set). */
export const planRequest = {
  requirements: "An online shop for our handmade pottery with shipping rates.",
  interests: "e-commerce, online store",
  budget: "20000",
  timeline: "4",
  recaptchaToken: "token-from-the-browser",
};

/** A complete, valid project; override what a test is about. */
export function projectInput(overrides: Partial<ProjectInput> = {}): ProjectInput {
  counter += 1;
  const title = overrides.title ?? `Sample Project ${counter}`;
  return v.parse(projectInputSchema, {
    title,
    slug: title,
    description: "A description.",
    summary: "A summary.",
    clientName: "Client Co",
    services: ["Web Design"],
    technologies: ["React"],
    imageUrl: "/images/projects/sample.svg",
    galleryImages: null,
    challenge: "A challenge.",
    solution: "A solution.",
    results: "Results.",
    featured: false,
    ...overrides,
  });
}

/**
 * Inserts published projects in order, as the seed does (no versions: the first save keeps the
 * content as version 1), a few rows a statement (D1 binds at most 100 values to one).
 */
export async function insertProjects(...inputs: ProjectInput[]) {
  const inserted: { id: number; slug: string }[] = [];
  for (let start = 0; start < inputs.length; start += 4) {
    const rows = inputs
      .slice(start, start + 4)
      .map((input) => ({ ...input, status: "published" as const, publishedAt: new Date().toISOString() }));
    inserted.push(
      ...(await database(env.DB).insert(projects).values(rows).returning({ id: projects.id, slug: projects.slug })),
    );
  }
  return inserted;
}

/**
 * Calls the app the way workerd would, with the test's real bindings (plus any overrides), and waits
 * for the work it left running after its answer (`waitUntil`: mail), so tests see all of its effects.
 */
export async function request(path: string, init?: RequestInit, overrides: Partial<typeof env> = {}) {
  const { default: app } = await import("../app");
  const context = createExecutionContext();
  const response = await app.request(path, init, { ...env, ...overrides }, context);
  await waitOnExecutionContext(context);
  return response;
}

/** A JSON POST from a given client address. */
export function postJson(path: string, body: unknown, overrides: Partial<typeof env> = {}, ip = "203.0.113.7") {
  return request(
    path,
    {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
      body: JSON.stringify(body),
    },
    overrides,
  );
}

export async function countRows(table: string): Promise<number> {
  const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>();
  return row!.n;
}

export type TestAdmin = { id: number; username: string; email: string; password: string; role: StaffRole };

/** A staff account stored the way admin:create stores it (peppered PBKDF2); names are unique per file. */
export async function insertAdmin(overrides: Partial<Omit<TestAdmin, "id">> = {}): Promise<TestAdmin> {
  counter += 1;
  const username = overrides.username ?? `staff${counter}`;
  const email = overrides.email ?? `${username}@saguaro-staff.example`;
  const password = overrides.password ?? `correct horse ${counter}`;
  const role = overrides.role ?? "owner";
  const [row] = await database(env.DB)
    .insert(adminUsers)
    .values({ username, email, role, passwordHash: await hashPassword(password, env.PASSWORD_PEPPER!) })
    .returning({ id: adminUsers.id });
  return { id: row!.id, username, email, password, role };
}

/** A Cookie header carrying a new session of the user (a browser signed in at `now`), stored and signed directly. */
export async function sessionCookieFor(
  userId: number,
  { now = Date.now(), secret = env.JWT_SECRET!, userAgent = "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0" } = {},
) {
  const db = database(env.DB);
  const session = prepareSession(db, userId, userAgent, now);
  await session.write;
  return `${SESSION_COOKIE}=${await signSession({ userId, sessionId: session.id }, secret, now)}`;
}

/** The `name=value` part of the session cookie a response sets, ready to send back as a Cookie header. */
export function sessionCookieFrom(response: Response): string {
  const header = response.headers.get("Set-Cookie") ?? "";
  const pair = header.split(";")[0]!.trim();
  if (!pair.startsWith(`${SESSION_COOKIE}=`)) throw new Error(`No ${SESSION_COOKIE} cookie in: ${header}`);
  return pair;
}

/** The cookies a response sets, by name, as `name=value` pairs ready for a Cookie header (a cleared one: `name=`). */
export function cookiesSet(response: Response): Map<string, string> {
  const pairs = response.headers.getAll("Set-Cookie").map((header) => header.split(";")[0]!.trim());
  return new Map(pairs.map((pair) => [pair.slice(0, pair.indexOf("=")), pair]));
}

/**
 * Turns on two-factor sign-in for the signed-in account the way a person does (set-up, then the app's
 * current code), and returns the secret the app holds and the recovery codes shown once. The code used
 * to confirm spends the current 30-second step: a sign-in with a code must wait for the next one.
 */
export async function turnOnTwoFactor(cookie: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await sendJson("POST", "/api/account/two-factor/setup", undefined, cookie);
  if (setup.status !== 200) throw new Error(`two-factor set-up answered ${setup.status}: ${await setup.text()}`);
  const { secret } = (await setup.json<{ data: { secret: string } }>()).data;
  const confirmed = await sendJson("POST", "/api/account/two-factor/confirm", { code: totpCode(secret) }, cookie);
  if (confirmed.status !== 200)
    throw new Error(`two-factor confirmation answered ${confirmed.status}: ${await confirmed.text()}`);
  const { recoveryCodes } = (await confirmed.json<{ data: { recoveryCodes: string[] } }>()).data;
  return { secret, recoveryCodes };
}

/** A staff account and a Cookie header carrying its session, for tests of the staff routes. */
export async function signedInAdmin(
  overrides: Partial<Omit<TestAdmin, "id">> = {},
): Promise<TestAdmin & { cookie: string }> {
  const admin = await insertAdmin(overrides);
  return { ...admin, cookie: await sessionCookieFor(admin.id) };
}

/** A request with a JSON body (when given) and a Cookie header (when given); no Origin, like a script. */
export function sendJson(method: string, path: string, body?: unknown, cookie?: string) {
  return request(path, {
    method,
    headers: {
      ...(body !== undefined && { "Content-Type": "application/json" }),
      ...(cookie && { Cookie: cookie }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Every key in the images bucket (R2 outlives each test, so tests empty it first). */
export async function imageKeys(): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const listed = await env.IMAGES.list({ cursor });
    keys.push(...listed.objects.map((object) => object.key));
    cursor = listed.truncated ? listed.cursor : undefined;
  } while (cursor);
  return keys;
}

/** The keys of the uploads themselves in R2, without their variants (`<id>/<width>.<format>`). */
export async function uploadKeys(): Promise<string[]> {
  return (await imageKeys()).filter((key) => !key.includes("/"));
}

export async function emptyImages(): Promise<void> {
  const keys = await imageKeys();
  if (keys.length) await env.IMAGES.delete(keys);
}

/** A plan as a model answers it (worker/features/recommendations/planner/draft.ts): valid, so it is rendered, not replaced. */
export const modelDraft = {
  summary: "From the model: an online store with a catalogue and card payments.",
  services: ["Web Design"],
  scope: [{ feature: "Product catalogue", description: "pages and categories" }],
  phases: [
    { name: "Discovery", startWeek: 1, endWeek: 1 },
    { name: "Build and launch", startWeek: 2, endWeek: 4 },
  ],
  budget: [
    { label: "Discovery", amount: 1000 },
    { label: "Build and launch", amount: 4000 },
  ],
  timeline: [{ startWeek: 1, endWeek: 4, work: "Everything" }],
  technologies: ["React"],
  nextSteps: ["Call us"],
};

/** An OpenAI-compatible chat-completions answer carrying `content` (JSON text of an object). */
export const chatAnswer = (content: unknown = modelDraft) =>
  Response.json({
    choices: [{ message: { content: typeof content === "string" ? content : JSON.stringify(content) } }],
  });
