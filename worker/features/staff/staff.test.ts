import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DataResponse, ErrorResponse, StaffOverview } from "#schema/types.ts";
import { OWNER_REQUIRED, TWO_FACTOR_SETUP_REQUIRED } from "#worker/features/auth/guard.ts";
import { SESSION_COOKIE } from "#worker/features/auth/session.ts";
import {
  cookiesSet,
  countRows,
  insertAdmin,
  request,
  sendJson,
  signedInAdmin,
  turnOnTwoFactor,
  type TestAdmin,
} from "#worker/test/fixtures.ts";

/**
 * Owners manage the studio's staff: invitations (mailed, single-use, 7-day links), roles (the
 * studio always keeps an owner), removing accounts, and the two-factor rule.
 */

const INVITATION_UNUSABLE: ErrorResponse = {
  success: false,
  message: "This invitation link is invalid, was already used, or has expired. Ask an owner for a new one.",
};
const LAST_OWNER: ErrorResponse = {
  success: false,
  message: "The studio needs at least one owner: make someone else an owner first.",
};
const INVITATION_LINK = /http:\/\/localhost:8787\/duckbeck\?invitation=([A-Za-z0-9_-]+)/;

let ipCounter = 0;
const freshIp = () => `2001:db8:5aff:${(++ipCounter).toString(16)}::1`;
let emailCounter = 0;
const newcomerEmail = () => `newcomer${++emailCounter}@saguaro-staff.example`;

beforeEach(() => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function outbox() {
  return (
    await env.DB.prepare("SELECT * FROM mail_outbox ORDER BY id").all<{ to: string; subject: string; text: string }>()
  ).results;
}

const invite = (owner: { cookie: string }, email: string, role = "editor") =>
  sendJson("POST", "/api/admin/staff/invitations", { email, role }, owner.cookie);

/** Invites `email` and returns the token of the link in the mail it got. */
async function invitationToken(owner: { cookie: string }, email: string, role = "editor"): Promise<string> {
  const before = (await outbox()).length;
  const response = await invite(owner, email, role);
  expect(response.status).toBe(201);
  const mails = await outbox();
  expect(mails).toHaveLength(before + 1);
  expect(mails.at(-1)!.to).toBe(email);
  const token = INVITATION_LINK.exec(mails.at(-1)!.text)?.[1];
  expect(token).toBeDefined();
  return token!;
}

const checkInvitation = (token: string) =>
  request(`/api/auth/invitation?token=${encodeURIComponent(token)}`, { headers: {} });
const accept = (token: string, username: string, password = "a long new passphrase") =>
  sendJson("POST", "/api/auth/accept-invitation", { token, username, password });

function login(username: string, password: string) {
  return request("/api/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": freshIp() },
    body: JSON.stringify({ username, password }),
  });
}

async function account(username: string) {
  return env.DB.prepare("SELECT id, email, role FROM admin_users WHERE username = ?")
    .bind(username)
    .first<{ id: number; email: string; role: string }>();
}

async function roleOf(id: number) {
  return (await env.DB.prepare("SELECT role FROM admin_users WHERE id = ?").bind(id).first<{ role: string }>())?.role;
}

const overview = async (owner: { cookie: string }) => {
  const response = await sendJson("GET", "/api/admin/staff", undefined, owner.cookie);
  expect(response.status).toBe(200);
  return (await response.json<DataResponse<StaffOverview>>()).data;
};

describe("invitations", () => {
  it("an owner invites by email: the mail's link names the address and role, and makes an account that signs in", async () => {
    const owner = await signedInAdmin({ role: "owner" });
    const email = newcomerEmail();
    const token = await invitationToken(owner, email, "editor");
    const [mail] = await outbox();
    expect(mail!.subject).toBe("You're invited to the Saguaro Digital admin");
    expect(mail!.text).toContain(`${owner.username} invited you to the Saguaro Digital admin as editor.`);
    expect(mail!.text).toContain(`http://localhost:8787/duckbeck?invitation=${token}`);

    // Only the token's hash is stored.
    const stored = await env.DB.prepare("SELECT email, role, token_hash, invited_by FROM staff_invitations").all<{
      email: string;
      role: string;
      token_hash: string;
      invited_by: number;
    }>();
    expect(stored.results).toEqual([
      { email, role: "editor", token_hash: expect.stringMatching(/^[0-9a-f]{64}$/), invited_by: owner.id },
    ]);
    expect(stored.results[0]!.token_hash).not.toContain(token);

    const check = await checkInvitation(token);
    expect(check.status).toBe(200);
    expect(await check.json()).toEqual({
      success: true,
      message: "Invitation is valid.",
      data: { email, role: "editor" },
    });

    const accepted = await accept(token, "new.editor", "a long new passphrase");
    expect(accepted.status).toBe(201);
    expect(await account("new.editor")).toMatchObject({ email, role: "editor" });

    const signedIn = await login("new.editor", "a long new passphrase");
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toMatchObject({ data: { username: "new.editor", email, role: "editor" } });
    const session = cookiesSet(signedIn).get(SESSION_COOKIE)!;
    expect((await sendJson("GET", "/api/contact", undefined, session)).status).toBe(200);
    // An editor, not an owner.
    expect((await sendJson("GET", "/api/admin/staff", undefined, session)).status).toBe(403);
  });

  it("an invitation as owner makes an owner", async () => {
    const owner = await signedInAdmin({ role: "owner" });
    const token = await invitationToken(owner, newcomerEmail(), "owner");
    expect((await accept(token, "second.owner")).status).toBe(201);
    expect((await account("second.owner"))!.role).toBe("owner");
  });

  it("a link works once: the second acceptance and the check then fail with 400", async () => {
    const owner = await signedInAdmin({ role: "owner" });
    const token = await invitationToken(owner, newcomerEmail());
    expect((await accept(token, "first.taker")).status).toBe(201);

    const again = await accept(token, "second.taker");
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual(INVITATION_UNUSABLE);
    expect(await account("second.taker")).toBeNull();
    expect((await checkInvitation(token)).status).toBe(400);
  });

  it("of acceptances of one link at once, exactly one makes an account, even within one millisecond", async () => {
    const owner = await signedInAdmin({ role: "owner" });
    const token = await invitationToken(owner, newcomerEmail());
    // The clock stands still: every acceptance happens at the same moment.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now());
    const answers = await Promise.all(["racer.one", "racer.two", "racer.three"].map((name) => accept(token, name)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400, 400]);
    expect(await countRows("admin_users")).toBe(2);
  });

  it("an expired invitation fails", async () => {
    const owner = await signedInAdmin({ role: "owner" });
    const token = await invitationToken(owner, newcomerEmail());
    await env.DB.prepare("UPDATE staff_invitations SET expires_at = ?")
      .bind(new Date(Date.now() - 1000).toISOString())
      .run();
    const check = await checkInvitation(token);
    expect(check.status).toBe(400);
    expect(await check.json()).toEqual(INVITATION_UNUSABLE);
    expect((await accept(token, "too.late")).status).toBe(400);
    expect(await account("too.late")).toBeNull();
    // No longer listed as pending.
    expect((await overview(owner)).invitations).toEqual([]);
  });

  it("lasts 7 days", async () => {
    const owner = await signedInAdmin({ role: "owner" });
    const before = Date.now();
    await invitationToken(owner, newcomerEmail());
    const [pending] = (await overview(owner)).invitations;
    const lifetime = Date.parse(pending!.expiresAt) - before;
    expect(lifetime).toBeGreaterThanOrEqual(7 * 24 * 60 * 60 * 1000);
    expect(lifetime).toBeLessThan(7 * 24 * 60 * 60 * 1000 + 60_000);
    expect((await outbox())[0]!.text).toContain("within 7 days");
  });

  it("a newer invitation to the same address ends the older link", async () => {
    const owner = await signedInAdmin({ role: "owner" });
    const email = newcomerEmail();
    const older = await invitationToken(owner, email, "owner");
    const newer = await invitationToken(owner, email.toUpperCase(), "editor");
    expect(newer).not.toBe(older);

    expect((await checkInvitation(older)).status).toBe(400);
    expect((await accept(older, "old.link")).status).toBe(400);
    expect(await account("old.link")).toBeNull();
    expect((await overview(owner)).invitations.map((i) => i.role)).toEqual(["editor"]);

    expect((await accept(newer, "new.link")).status).toBe(201);
    expect((await account("new.link"))!.role).toBe("editor");
  });

  it("an invitation to another address leaves the first link working", async () => {
    const owner = await signedInAdmin({ role: "owner" });
    const first = await invitationToken(owner, newcomerEmail());
    await invitationToken(owner, newcomerEmail());
    expect((await checkInvitation(first)).status).toBe(200);
  });

  it("refuses with 409 an address an account already uses, in any case, and stores and mails nothing", async () => {
    const owner = await signedInAdmin({ role: "owner" });
    const colleague = await insertAdmin({ role: "editor" });
    for (const email of [colleague.email, colleague.email.toUpperCase(), owner.email]) {
      const response = await invite(owner, email);
      expect(response.status, email).toBe(409);
      expect(await response.json()).toEqual({
        success: false,
        message: "An account already uses this email.",
        errors: { email: ["An account already uses this email."] },
      });
    }
    expect(await countRows("staff_invitations")).toBe(0);
    expect(await countRows("mail_outbox")).toBe(0);
    expect(await countRows("activity_log")).toBe(0);
  });

  it("refuses a taken username with 409 and stores nothing: the link still works with another name", async () => {
    const owner = await signedInAdmin({ role: "owner" });
    const email = newcomerEmail();
    const token = await invitationToken(owner, email);
    const accountsBefore = await countRows("admin_users");

    const taken = await accept(token, owner.username);
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({
      success: false,
      message: "That username is taken.",
      errors: { username: ["That username is taken."] },
    });
    expect(await countRows("admin_users")).toBe(accountsBefore);
    expect((await account(owner.username))!.email).toBe(owner.email);
    const invitation = await env.DB.prepare("SELECT accepted_at FROM staff_invitations").first<{
      accepted_at: string | null;
    }>();
    expect(invitation!.accepted_at).toBeNull();
    // The owner's account is untouched: the newcomer's password does not open it.
    expect((await login(owner.username, "a long new passphrase")).status).toBe(401);

    expect((await checkInvitation(token)).status).toBe(200);
    expect((await accept(token, "free.name")).status).toBe(201);
    expect((await account("free.name"))!.email).toBe(email);
  });

  it("an owner withdraws an invitation: its link fails, and withdrawing it again is 404", async () => {
    const owner = await signedInAdmin({ role: "owner" });
    const token = await invitationToken(owner, newcomerEmail());
    const [pending] = (await overview(owner)).invitations;

    const withdrawn = await sendJson("DELETE", `/api/admin/staff/invitations/${pending!.id}`, undefined, owner.cookie);
    expect(withdrawn.status).toBe(200);
    expect((await checkInvitation(token)).status).toBe(400);
    expect((await accept(token, "withdrawn.one")).status).toBe(400);
    expect(await account("withdrawn.one")).toBeNull();
    expect((await overview(owner)).invitations).toEqual([]);

    const again = await sendJson("DELETE", `/api/admin/staff/invitations/${pending!.id}`, undefined, owner.cookie);
    expect(again.status).toBe(404);
  });

  it("an accepted invitation cannot be withdrawn, and the account stays", async () => {
    const owner = await signedInAdmin({ role: "owner" });
    const token = await invitationToken(owner, newcomerEmail());
    const [pending] = (await overview(owner)).invitations;
    expect((await accept(token, "kept.one")).status).toBe(201);
    expect(
      (await sendJson("DELETE", `/api/admin/staff/invitations/${pending!.id}`, undefined, owner.cookie)).status,
    ).toBe(404);
    expect(await account("kept.one")).not.toBeNull();
  });

  it("refuses wrong, empty and overlong tokens", async () => {
    const owner = await signedInAdmin({ role: "owner" });
    const token = await invitationToken(owner, newcomerEmail());
    for (const wrong of [`${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`, "", "x".repeat(201)]) {
      expect((await checkInvitation(wrong)).status, wrong).toBe(400);
      expect((await accept(wrong, "guesser")).status, wrong).toBe(400);
    }
    expect(await account("guesser")).toBeNull();
  });

  it("an editor cannot invite", async () => {
    const editor = await signedInAdmin({ role: "editor" });
    const response = await invite(editor, newcomerEmail(), "owner");
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ success: false, message: OWNER_REQUIRED });
    expect(await countRows("staff_invitations")).toBe(0);
  });
});

describe("roles and removing accounts", () => {
  const setRole = (owner: { cookie: string }, id: number, role: string) =>
    sendJson("PATCH", `/api/admin/staff/${id}`, { role }, owner.cookie);
  const remove = (owner: { cookie: string }, id: number) =>
    sendJson("DELETE", `/api/admin/staff/${id}`, undefined, owner.cookie);

  it("an owner changes a role; it applies to the account's next request", async () => {
    const owner = await signedInAdmin({ role: "owner" });
    const editor = await signedInAdmin({ role: "editor" });
    expect((await sendJson("GET", "/api/admin/staff", undefined, editor.cookie)).status).toBe(403);

    const promoted = await setRole(owner, editor.id, "owner");
    expect(promoted.status).toBe(200);
    expect(await promoted.json()).toEqual({ success: true, message: `${editor.username} is now owner` });
    expect(await roleOf(editor.id)).toBe("owner");
    expect((await sendJson("GET", "/api/admin/staff", undefined, editor.cookie)).status).toBe(200);

    const demoted = await setRole(owner, editor.id, "editor");
    expect(demoted.status).toBe(200);
    expect(await roleOf(editor.id)).toBe("editor");
    expect((await sendJson("GET", "/api/admin/staff", undefined, editor.cookie)).status).toBe(403);
  });

  it("refuses an unknown role with 400 and an unknown account with 404", async () => {
    const owner = await signedInAdmin({ role: "owner" });
    const editor = await insertAdmin({ role: "editor" });
    expect((await setRole(owner, editor.id, "admin")).status).toBe(400);
    expect(await roleOf(editor.id)).toBe("editor");
    expect((await setRole(owner, editor.id + 100, "owner")).status).toBe(404);
  });

  it("the last owner cannot be demoted (409), and nothing changes", async () => {
    const owner = await signedInAdmin({ role: "owner" });
    await insertAdmin({ role: "editor" });
    const response = await setRole(owner, owner.id, "editor");
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual(LAST_OWNER);
    expect(await roleOf(owner.id)).toBe("owner");
    expect(await countRows("activity_log")).toBe(0);
    expect((await sendJson("GET", "/api/admin/staff", undefined, owner.cookie)).status).toBe(200);
  });

  it("with two owners one may step down; then the other is the last and cannot", async () => {
    const first = await signedInAdmin({ role: "owner" });
    const second = await signedInAdmin({ role: "owner" });
    expect((await setRole(first, first.id, "editor")).status).toBe(200);
    expect(await roleOf(first.id)).toBe("editor");
    expect((await setRole(second, second.id, "editor")).status).toBe(409);
    expect(await roleOf(second.id)).toBe("owner");
  });

  it("two owners demoting each other at once leave one owner", async () => {
    const first = await signedInAdmin({ role: "owner" });
    const second = await signedInAdmin({ role: "owner" });
    const answers = await Promise.all([setRole(first, second.id, "editor"), setRole(second, first.id, "editor")]);
    const owners = await env.DB.prepare("SELECT count(*) AS n FROM admin_users WHERE role = 'owner'").first<{
      n: number;
    }>();
    expect(owners!.n).toBe(1);
    // One of them went through; whichever came second found its caller no longer an owner (403) or the last one (409).
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
  });

  it("an owner cannot remove themselves, even with another owner there", async () => {
    const owner = await signedInAdmin({ role: "owner" });
    await insertAdmin({ role: "owner" });
    const response = await remove(owner, owner.id);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      success: false,
      message: "You cannot remove your own account: another owner can.",
    });
    expect(await roleOf(owner.id)).toBe("owner");
    expect((await sendJson("GET", "/api/admin/staff", undefined, owner.cookie)).status).toBe(200);
  });

  it("the last owner cannot be removed: the one owner removing itself is refused and stays", async () => {
    const owner = await signedInAdmin({ role: "owner" });
    expect((await remove(owner, owner.id)).status).toBe(409);
    expect(await countRows("admin_users")).toBe(1);
    expect(await countRows("staff_sessions")).toBe(1);
  });

  it("removing an account signs it out at once: its cookie gets 401 on the next request", async () => {
    const owner = await signedInAdmin({ role: "owner" });
    const editor = await signedInAdmin({ role: "editor" });
    expect((await sendJson("GET", "/api/contact", undefined, editor.cookie)).status).toBe(200);

    const removed = await remove(owner, editor.id);
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ success: true, message: `${editor.username} was removed` });

    const next = await sendJson("GET", "/api/contact", undefined, editor.cookie);
    expect(next.status).toBe(401);
    expect(await (await sendJson("GET", "/api/auth/session", undefined, editor.cookie)).json()).toEqual({
      data: { authenticated: false },
    });
    const sessions = await env.DB.prepare("SELECT count(*) AS n FROM staff_sessions WHERE user_id = ?")
      .bind(editor.id)
      .first<{ n: number }>();
    expect(sessions!.n).toBe(0);
    expect((await login(editor.username, editor.password)).status).toBe(401);
    // The owner is untouched; a second removal finds nobody.
    expect((await sendJson("GET", "/api/contact", undefined, owner.cookie)).status).toBe(200);
    expect((await remove(owner, editor.id)).status).toBe(404);
  });

  it("an owner may remove another owner", async () => {
    const owner = await signedInAdmin({ role: "owner" });
    const other = await signedInAdmin({ role: "owner" });
    expect((await remove(owner, other.id)).status).toBe(200);
    expect((await sendJson("GET", "/api/admin/staff", undefined, other.cookie)).status).toBe(401);
  });

  it("editors can neither change roles nor remove accounts", async () => {
    const owner = await insertAdmin({ role: "owner" });
    const editor = await signedInAdmin({ role: "editor" });
    expect((await setRole(editor, editor.id, "owner")).status).toBe(403);
    expect((await remove(editor, owner.id)).status).toBe(403);
    expect(await roleOf(editor.id)).toBe("editor");
    expect(await roleOf(owner.id)).toBe("owner");
  });
});

describe("GET /api/admin/staff", () => {
  it("lists accounts with role, last sign-in and two-factor state, and pending invitations", async () => {
    const owner = await signedInAdmin({ role: "owner", username: "aaa.owner" });
    const editor = await insertAdmin({ role: "editor", username: "bbb.editor" });
    const neverSignedIn = await insertAdmin({ role: "editor", username: "ccc.new" });
    await turnOnTwoFactor(owner.cookie);
    expect((await login(editor.username, editor.password)).status).toBe(200);
    const email = newcomerEmail();
    await invitationToken(owner, email, "owner");
    // An accepted invitation is no longer pending.
    expect((await accept(await invitationToken(owner, newcomerEmail()), "ddd.joined")).status).toBe(201);

    const data = await overview(owner);
    expect(data.requireTwoFactor).toBe(false);
    expect(data.accounts.map(({ username, role, twoFactor }) => ({ username, role, twoFactor }))).toEqual([
      { username: owner.username, role: "owner", twoFactor: true },
      { username: editor.username, role: "editor", twoFactor: false },
      { username: neverSignedIn.username, role: "editor", twoFactor: false },
      { username: "ddd.joined", role: "editor", twoFactor: false },
    ]);
    const byName = new Map(data.accounts.map((account) => [account.username, account]));
    expect(byName.get(editor.username)).toEqual({
      id: editor.id,
      username: editor.username,
      email: editor.email,
      role: "editor",
      twoFactor: false,
      lastSignInAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      createdAt: expect.any(String),
    });
    expect(Math.abs(Date.parse(byName.get(editor.username)!.lastSignInAt!) - Date.now())).toBeLessThan(60_000);
    expect(byName.get(neverSignedIn.username)!.lastSignInAt).toBeNull();
    // Nothing secret is listed.
    expect(JSON.stringify(data)).not.toMatch(/password|totp|secret|token/i);

    expect(data.invitations).toEqual([
      { id: expect.any(Number), email, role: "owner", expiresAt: expect.any(String), createdAt: expect.any(String) },
    ]);
  });

  it("is for owners only", async () => {
    const editor = await signedInAdmin({ role: "editor" });
    expect((await sendJson("GET", "/api/admin/staff", undefined, editor.cookie)).status).toBe(403);
    expect((await sendJson("GET", "/api/admin/staff")).status).toBe(401);
  });
});

describe("PUT /api/admin/staff/two-factor-policy", () => {
  const setPolicy = (owner: { cookie: string }, required: boolean) =>
    sendJson("PUT", "/api/admin/staff/two-factor-policy", { required }, owner.cookie);
  const required = async () =>
    (
      await env.DB.prepare("SELECT value FROM staff_settings WHERE name = 'require-two-factor'").first<{
        value: string;
      }>()
    )?.value;

  it("refuses with 409 an owner who has not turned on two factors, and changes nothing", async () => {
    const owner = await signedInAdmin({ role: "owner" });
    const response = await setPolicy(owner, true);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      success: false,
      message: "Turn on two-factor sign-in for your own account first.",
    });
    expect(await required()).toBeUndefined();
    expect((await overview(owner)).requireTwoFactor).toBe(false);
  });

  it("when on, accounts without two factors get 403 on staff routes but can still set them up under /api/account", async () => {
    const owner = await signedInAdmin({ role: "owner" });
    const editor: TestAdmin & { cookie: string } = await signedInAdmin({ role: "editor" });
    const otherOwner = await signedInAdmin({ role: "owner" });
    await turnOnTwoFactor(owner.cookie);

    const on = await setPolicy(owner, true);
    expect(on.status).toBe(200);
    expect(await required()).toBe("true");
    expect((await overview(owner)).requireTwoFactor).toBe(true);

    for (const cookie of [editor.cookie, otherOwner.cookie]) {
      const refused = await sendJson("GET", "/api/contact", undefined, cookie);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ success: false, message: TWO_FACTOR_SETUP_REQUIRED });
    }
    expect((await sendJson("GET", "/api/admin/staff", undefined, otherOwner.cookie)).status).toBe(403);
    // The session says what to do.
    expect(await (await sendJson("GET", "/api/auth/session", undefined, editor.cookie)).json()).toMatchObject({
      data: { authenticated: true, twoFactor: false, twoFactorSetupRequired: true },
    });
    // The owner with two factors works on.
    expect((await sendJson("GET", "/api/contact", undefined, owner.cookie)).status).toBe(200);

    // Account routes stay open: the editor sets two factors up, and then gets in.
    expect((await sendJson("GET", "/api/account/sessions", undefined, editor.cookie)).status).toBe(200);
    await turnOnTwoFactor(editor.cookie);
    expect((await sendJson("GET", "/api/contact", undefined, editor.cookie)).status).toBe(200);
    expect(await (await sendJson("GET", "/api/auth/session", undefined, editor.cookie)).json()).toMatchObject({
      data: { twoFactor: true, twoFactorSetupRequired: false },
    });

    // Off again: everyone is back.
    expect((await setPolicy(owner, false)).status).toBe(200);
    expect(await required()).toBe("false");
    expect((await sendJson("GET", "/api/contact", undefined, otherOwner.cookie)).status).toBe(200);
  });

  it("while the rule is on, an owner without two factors sets them up before changing it", async () => {
    const owner = await signedInAdmin({ role: "owner" });
    await env.DB.prepare("INSERT INTO staff_settings (name, value) VALUES ('require-two-factor', 'true')").run();
    // Blocked by the rule itself: the owner must set two factors up first.
    expect((await setPolicy(owner, false)).status).toBe(403);
    await turnOnTwoFactor(owner.cookie);
    expect((await setPolicy(owner, false)).status).toBe(200);
    expect(await required()).toBe("false");
  });

  it("is for owners only", async () => {
    const editor = await signedInAdmin({ role: "editor" });
    await turnOnTwoFactor(editor.cookie);
    expect((await setPolicy(editor, true)).status).toBe(403);
    expect(await required()).toBeUndefined();
  });
});
