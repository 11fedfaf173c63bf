import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ActivityKind } from "#schema/staff.ts";
import type { ActivityEntry, ErrorResponse } from "#schema/types.ts";
import type { Page } from "#schema/paging.ts";
import { database } from "#worker/platform/db.ts";
import {
  contactMessage,
  emptyImages,
  insertAdmin,
  postJson,
  projectInput,
  request,
  sendJson,
  signedInAdmin,
  turnOnTwoFactor,
} from "#worker/test/fixtures.ts";
import { fixtureImage, uploaded } from "#worker/test/images.ts";
import { recordActivity } from "./log";

/**
 * The activity log: each staff action records one entry naming who did it and what kind of action it
 * was, and owners read it newest first, by person and kind, a page at a time.
 */

let ipCounter = 0;
const freshIp = () => `2001:db8:ac7:${(++ipCounter).toString(16)}::1`;

beforeEach(() => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

type Row = { actorId: number | null; actorName: string; kind: string; subject: string | null; count: number };

/** Every entry, oldest first. */
async function entries(): Promise<Row[]> {
  return (
    await env.DB.prepare(
      "SELECT actor_id AS actorId, actor_name AS actorName, kind, subject, count FROM activity_log ORDER BY id",
    ).all<Row>()
  ).results;
}

/** The entries added while `action` ran. */
async function recorded(action: () => Promise<unknown>): Promise<Row[]> {
  const before = (await entries()).length;
  await action();
  return (await entries()).slice(before);
}

function login(username: string, password: string) {
  return request("/api/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": freshIp() },
    body: JSON.stringify({ username, password }),
  });
}

async function postMessage(): Promise<number> {
  const response = await postJson("/api/contact", contactMessage, {}, freshIp());
  expect(response.status).toBe(201);
  return (await response.json<{ data: { id: number } }>()).data.id;
}

async function expectStatus(response: Promise<Response>, status: number) {
  const answer = await response;
  expect(answer.status, await answer.clone().text()).toBe(status);
}

describe("each action records an entry with its actor and kind", () => {
  it("a project created, edited, scheduled, published, unpublished, restored and deleted by an editor", async () => {
    const editor = await signedInAdmin({ role: "editor" });
    const actor = { actorId: editor.id, actorName: editor.username, count: 1 };
    const call = (method: string, path: string, body?: unknown) => sendJson(method, path, body, editor.cookie);
    let id = 0;
    expect(
      await recorded(async () => {
        const created = await call("POST", "/api/projects", projectInput({ title: "Logged Launch" }));
        expect(created.status).toBe(201);
        id = (await created.json<{ data: { id: number } }>()).data.id;
      }),
    ).toEqual([{ ...actor, kind: "project-create", subject: "Logged Launch" }]);
    const edited = projectInput({ title: "Logged Launch, edited", slug: "logged-launch" });
    expect(await recorded(() => expectStatus(call("PATCH", `/api/projects/${id}`, edited), 200))).toEqual([
      { ...actor, kind: "project-edit", subject: "Logged Launch, edited" },
    ]);
    const at = new Date(Date.now() + 86_400_000).toISOString();
    expect(
      await recorded(() => expectStatus(call("POST", `/api/projects/${id}/publish`, { publishAt: at }), 200)),
    ).toEqual([{ ...actor, kind: "project-schedule", subject: `Logged Launch, edited at ${at}` }]);
    expect(
      await recorded(() => expectStatus(call("POST", `/api/projects/${id}/publish`, { publishAt: null }), 200)),
    ).toEqual([{ ...actor, kind: "project-publish", subject: "Logged Launch, edited" }]);
    expect(await recorded(() => expectStatus(call("POST", `/api/projects/${id}/unpublish`), 200))).toEqual([
      { ...actor, kind: "project-unpublish", subject: "Logged Launch, edited" },
    ]);
    expect(await recorded(() => expectStatus(call("POST", `/api/projects/${id}/versions/1/restore`), 200))).toEqual([
      { ...actor, kind: "project-restore", subject: "Logged Launch, version 1" },
    ]);
    expect(await recorded(() => expectStatus(call("DELETE", `/api/projects/${id}`), 200))).toEqual([
      { ...actor, kind: "project-delete", subject: "Logged Launch" },
    ]);
    // A refused change records nothing.
    expect(await recorded(() => expectStatus(call("DELETE", `/api/projects/${id}`), 404))).toEqual([]);
  });

  it("sign-in, and a failed sign-in of a real account (not of a name nobody has)", async () => {
    const admin = await insertAdmin({ role: "editor" });
    const actor = { actorId: admin.id, actorName: admin.username };
    expect(await recorded(() => expectStatus(login(admin.username, admin.password), 200))).toEqual([
      { ...actor, kind: "sign-in", subject: null, count: 1 },
    ]);
    expect(await recorded(() => expectStatus(login(admin.username, "not the password"), 401))).toEqual([
      { ...actor, kind: "sign-in-failed", subject: "wrong password", count: 1 },
    ]);
    expect(await recorded(() => expectStatus(login(`nobody-${admin.username}`, "x"), 401))).toEqual([]);
  });

  it("a message's status change, and a message deleted", async () => {
    const editor = await signedInAdmin({ role: "editor" });
    const actor = { actorId: editor.id, actorName: editor.username };
    const id = await postMessage();
    expect(
      await recorded(() =>
        expectStatus(sendJson("PATCH", `/api/contact/${id}`, { status: "in-progress" }, editor.cookie), 200),
      ),
    ).toEqual([{ ...actor, kind: "message-status", subject: `message ${id}: in-progress`, count: 1 }]);
    expect(
      await recorded(() => expectStatus(sendJson("DELETE", `/api/contact/${id}`, undefined, editor.cookie), 200)),
    ).toEqual([{ ...actor, kind: "message-delete", subject: `message ${id}`, count: 1 }]);
    // Nothing done, nothing recorded.
    expect(
      await recorded(() => expectStatus(sendJson("DELETE", `/api/contact/${id}`, undefined, editor.cookie), 404)),
    ).toEqual([]);
  });

  it("a bulk change as ONE entry with the count", async () => {
    const editor = await signedInAdmin({ role: "editor" });
    const actor = { actorId: editor.id, actorName: editor.username };
    const ids = [await postMessage(), await postMessage(), await postMessage()];
    expect(
      await recorded(() =>
        expectStatus(
          sendJson("POST", "/api/contact/bulk", { action: "mark", status: "completed", ids }, editor.cookie),
          200,
        ),
      ),
    ).toEqual([{ ...actor, kind: "message-status", subject: "3 messages marked completed", count: 3 }]);
    expect(
      await recorded(() =>
        expectStatus(
          sendJson("POST", "/api/contact/bulk", { action: "delete", ids: ids.slice(0, 2) }, editor.cookie),
          200,
        ),
      ),
    ).toEqual([{ ...actor, kind: "message-delete", subject: "2 messages deleted", count: 2 }]);
  });

  it("an image upload", async () => {
    await emptyImages();
    const editor = await signedInAdmin({ role: "editor" });
    expect(
      await recorded(() => uploaded(fixtureImage("smallPng"), "studio-logo.png", "image/png", editor.cookie)),
    ).toEqual([
      { actorId: editor.id, actorName: editor.username, kind: "image-upload", subject: "studio-logo.png", count: 1 },
    ]);
    await emptyImages();
  });

  it("a site file saved by an owner", async () => {
    const owner = await signedInAdmin({ role: "owner" });
    const save = () =>
      request(
        "/api/admin/content",
        {
          method: "POST",
          headers: { "Content-Type": "application/json", Cookie: owner.cookie },
          body: JSON.stringify({ path: "web/src/pages/Home.tsx", content: "export default function Home() {}\n" }),
        },
        // Publishing to GitHub is off here: the save is a revision.
        { GITHUB_TOKEN: "", GITHUB_REPOSITORY: "" },
      );
    expect(await recorded(() => expectStatus(save(), 201))).toEqual([
      {
        actorId: owner.id,
        actorName: owner.username,
        kind: "site-file-save",
        subject: "web/src/pages/Home.tsx",
        count: 1,
      },
    ]);
  });

  it("an invitation, its acceptance, a role change and an account removal that keeps the removed person's name", async () => {
    const owner = await signedInAdmin({ role: "owner" });
    const byOwner = { actorId: owner.id, actorName: owner.username };
    const email = "joiner@saguaro-staff.example";
    expect(
      await recorded(() =>
        expectStatus(sendJson("POST", "/api/admin/staff/invitations", { email, role: "editor" }, owner.cookie), 201),
      ),
    ).toEqual([{ ...byOwner, kind: "account-invite", subject: `${email} as editor`, count: 1 }]);

    const mail = await env.DB.prepare('SELECT text FROM mail_outbox WHERE "to" = ?')
      .bind(email)
      .first<{ text: string }>();
    const token = /duckbeck\?invitation=([\w-]+)/.exec(mail!.text)![1]!;
    const joined = await recorded(() =>
      expectStatus(
        sendJson("POST", "/api/auth/accept-invitation", {
          token,
          username: "joiner",
          password: "a long new passphrase",
        }),
        201,
      ),
    );
    const joinerId = (await env.DB.prepare("SELECT id FROM admin_users WHERE username = 'joiner'").first<{
      id: number;
    }>())!.id;
    expect(joined).toEqual([
      { actorId: joinerId, actorName: "joiner", kind: "account-join", subject: "editor", count: 1 },
    ]);
    // The joiner acts once, so the log has an entry of theirs.
    await expectStatus(login("joiner", "a long new passphrase"), 200);

    expect(
      await recorded(() =>
        expectStatus(sendJson("PATCH", `/api/admin/staff/${joinerId}`, { role: "owner" }, owner.cookie), 200),
      ),
    ).toEqual([{ ...byOwner, kind: "account-role", subject: "joiner to owner", count: 1 }]);
    // A refused change records nothing.
    expect(
      await recorded(() =>
        expectStatus(sendJson("DELETE", `/api/admin/staff/${owner.id}`, undefined, owner.cookie), 409),
      ),
    ).toEqual([]);

    expect(
      await recorded(() =>
        expectStatus(sendJson("DELETE", `/api/admin/staff/${joinerId}`, undefined, owner.cookie), 200),
      ),
    ).toEqual([{ ...byOwner, kind: "account-remove", subject: "joiner", count: 1 }]);
    // The removed person's own entries stay, under their name.
    expect((await entries()).filter((entry) => entry.actorName === "joiner")).toEqual([
      { actorId: null, actorName: "joiner", kind: "account-join", subject: "editor", count: 1 },
      { actorId: null, actorName: "joiner", kind: "sign-in", subject: null, count: 1 },
    ]);
  });

  it("a password change, an email change, two-factor on and off, and signing out everywhere", async () => {
    const admin = await signedInAdmin({ role: "editor" });
    const actor = { actorId: admin.id, actorName: admin.username };
    expect(
      await recorded(() =>
        expectStatus(
          sendJson(
            "PUT",
            "/api/account/password",
            { currentPassword: admin.password, newPassword: "a brand new passphrase" },
            admin.cookie,
          ),
          200,
        ),
      ),
    ).toEqual([{ ...actor, kind: "account-password", subject: null, count: 1 }]);
    expect(
      await recorded(() =>
        expectStatus(
          sendJson(
            "PUT",
            "/api/account/email",
            { currentPassword: "a brand new passphrase", email: "renamed@saguaro-staff.example" },
            admin.cookie,
          ),
          200,
        ),
      ),
    ).toEqual([{ ...actor, kind: "account-email", subject: null, count: 1 }]);
    expect(await recorded(() => turnOnTwoFactor(admin.cookie))).toEqual([
      { ...actor, kind: "two-factor-on", subject: null, count: 1 },
    ]);
    expect(
      await recorded(() =>
        expectStatus(
          sendJson(
            "POST",
            "/api/account/two-factor/disable",
            { currentPassword: "a brand new passphrase" },
            admin.cookie,
          ),
          200,
        ),
      ),
    ).toEqual([{ ...actor, kind: "two-factor-off", subject: null, count: 1 }]);
    expect(
      await recorded(() =>
        expectStatus(sendJson("POST", "/api/account/sessions/end-all", undefined, admin.cookie), 200),
      ),
    ).toEqual([{ ...actor, kind: "account-sessions", subject: "every browser", count: 1 }]);
  });

  it("a change of the two-factor rule", async () => {
    const owner = await signedInAdmin({ role: "owner" });
    await turnOnTwoFactor(owner.cookie);
    expect(
      await recorded(() =>
        expectStatus(sendJson("PUT", "/api/admin/staff/two-factor-policy", { required: true }, owner.cookie), 200),
      ),
    ).toEqual([
      { actorId: owner.id, actorName: owner.username, kind: "two-factor-policy", subject: "required", count: 1 },
    ]);
  });
});

// ------------------------------------------------------------------------------- GET /api/admin/activity

const list = (cookie: string, query = "") => sendJson("GET", `/api/admin/activity${query}`, undefined, cookie);

async function page(cookie: string, query = ""): Promise<Page<ActivityEntry>> {
  const response = await list(cookie, query);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json<Page<ActivityEntry>>();
}

/** Entries written directly, oldest first: `[actor, kind]` each. */
async function seed(rows: [{ id: number; username: string }, ActivityKind][]) {
  const db = database(env.DB);
  for (const [actor, kind] of rows) await recordActivity(db, actor, { kind, subject: `${kind} by ${actor.username}` });
}

describe("GET /api/admin/activity", () => {
  it("is for owners only", async () => {
    const editor = await signedInAdmin({ role: "editor" });
    const response = await list(editor.cookie);
    expect(response.status).toBe(403);
    expect((await list("")).status).toBe(401);
  });

  it("lists newest first, each entry with its actor, kind, subject, count and time", async () => {
    const owner = await signedInAdmin({ role: "owner" });
    const editor = await insertAdmin({ role: "editor" });
    await seed([
      [editor, "sign-in"],
      [owner, "account-role"],
      [editor, "message-status"],
    ]);
    const { data, nextCursor } = await page(owner.cookie);
    expect(nextCursor).toBeNull();
    expect(data.map(({ actorName, kind }) => [actorName, kind])).toEqual([
      [editor.username, "message-status"],
      [owner.username, "account-role"],
      [editor.username, "sign-in"],
    ]);
    expect(data[0]).toEqual({
      id: expect.any(Number),
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      actorId: editor.id,
      actorName: editor.username,
      kind: "message-status",
      subject: `message-status by ${editor.username}`,
      count: 1,
    });
    expect(data[0]!.id).toBeGreaterThan(data[1]!.id);
  });

  it("filters by actor and by kind, and by both", async () => {
    const owner = await signedInAdmin({ role: "owner" });
    const editor = await insertAdmin({ role: "editor" });
    await seed([
      [editor, "sign-in"],
      [owner, "sign-in"],
      [editor, "message-delete"],
      [owner, "account-invite"],
      [editor, "sign-in"],
    ]);
    const byEditor = await page(owner.cookie, `?actor=${editor.id}`);
    expect(byEditor.data.map((e) => e.kind)).toEqual(["sign-in", "message-delete", "sign-in"]);
    expect(byEditor.data.every((e) => e.actorId === editor.id)).toBe(true);

    const signIns = await page(owner.cookie, "?kind=sign-in");
    expect(signIns.data.map((e) => e.actorName)).toEqual([editor.username, owner.username, editor.username]);

    const both = await page(owner.cookie, `?kind=sign-in&actor=${owner.id}`);
    expect(both.data.map((e) => [e.actorName, e.kind])).toEqual([[owner.username, "sign-in"]]);

    expect((await page(owner.cookie, "?kind=two-factor-off")).data).toEqual([]);
    expect((await page(owner.cookie, `?actor=${editor.id + owner.id + 100}`)).data).toEqual([]);
  });

  it("pages with cursor and nextCursor, without gaps or repeats, also within a filter", async () => {
    const owner = await signedInAdmin({ role: "owner" });
    const editor = await insertAdmin({ role: "editor" });
    await seed(
      Array.from({ length: 7 }, (_, i): [{ id: number; username: string }, ActivityKind] => [
        i % 2 ? owner : editor,
        "sign-in",
      ]),
    );
    const all = (await page(owner.cookie)).data.map((e) => e.id);
    expect(all).toHaveLength(7);

    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const next: Page<ActivityEntry> = await page(owner.cookie, `?limit=3${cursor ? `&cursor=${cursor}` : ""}`);
      expect(next.data.length).toBeLessThanOrEqual(3);
      seen.push(...next.data.map((e) => e.id));
      cursor = next.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(all);

    // A full last page says there is no more.
    const exact = await page(owner.cookie, `?limit=7`);
    expect(exact.nextCursor).toBeNull();

    const editorFirst = await page(owner.cookie, `?actor=${editor.id}&limit=2`);
    expect(editorFirst.data).toHaveLength(2);
    const editorRest = await page(owner.cookie, `?actor=${editor.id}&limit=2&cursor=${editorFirst.nextCursor}`);
    expect([...editorFirst.data, ...editorRest.data].map((e) => e.actorId)).toEqual(Array(4).fill(editor.id));
  });

  it.each([
    ["limit=0"],
    ["limit=51"],
    ["limit=ten"],
    ["limit=-1"],
    ["cursor=0"],
    ["cursor=abc"],
    ["cursor=1.5"],
    ["actor=0"],
    ["actor=someone"],
    ["actor=9999999999999999"],
    ["cursor=9999999999999999"],
    ["kind=nonsense"],
    ["kind=SIGN-IN"],
  ])("refuses ?%s with 400", async (query) => {
    const owner = await signedInAdmin({ role: "owner" });
    const response = await list(owner.cookie, `?${query}`);
    expect(response.status).toBe(400);
    const error = await response.json<ErrorResponse>();
    expect(error.success).toBe(false);
    expect(Object.keys(error.errors ?? {})).toEqual([query.split("=")[0]]);
  });
});
