import { and, asc, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import {
  acceptInvitationSchema,
  invitationSchema,
  roleChangeSchema,
  roleLabels,
  twoFactorPolicySchema,
} from "#schema/staff.ts";
import { ADMIN_PATH } from "#schema/site/company.ts";
import { adminUsers } from "#schema/tables.ts";
import type { ActionResponse, DataResponse, ErrorResponse, InvitationCheck, StaffOverview } from "#schema/types.ts";
import { activityEntry } from "#worker/features/activity/log.ts";
import { hashPassword } from "#worker/features/auth/passwords.ts";
import { requireOwner, type AdminEnv } from "#worker/features/auth/guard.ts";
import { setTwoFactorRequired, twoFactorRequired } from "#worker/features/auth/two-factor-policy.ts";
import { database, type Database } from "#worker/platform/db.ts";
import { siteBase, type AppEnv } from "#worker/platform/env.ts";
import { HttpError } from "#worker/platform/http-error.ts";
import { deliverMail, mailConfig, queueMail } from "#worker/platform/mail.ts";
import { jsonBody, pathId } from "#worker/platform/request-parsing.ts";
import { settings } from "#worker/platform/settings.ts";
import {
  acceptInvitationWrites,
  findInvitation,
  INVITATION_TTL_MS,
  pendingInvitations,
  prepareInvitation,
  revokeInvitation,
} from "./invitations";

const LAST_OWNER = "The studio needs at least one owner: make someone else an owner first.";
const ACCOUNT_NOT_FOUND = "Account not found.";
const INVITATION_UNUSABLE =
  "This invitation link is invalid, was already used, or has expired. Ask an owner for a new one.";

/** An account of the studio other than the last owner: the condition that keeps one owner. */
const notTheLastOwner = sql`(${adminUsers.role} <> 'owner' or (select count(*) from ${adminUsers} where ${adminUsers.role} = 'owner') > 1)`;

async function emailTaken(db: Database, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(sql`lower(${adminUsers.email})`, email.toLowerCase()))
    .limit(1);
  return rows.length > 0;
}

/** Owners manage the studio's staff accounts (docs/decisions/026-staff-accounts-and-sessions.md). */
export const staffRoutes = new Hono<AdminEnv>()
  .get("/", requireOwner, async (c) => {
    const db = database(c.env.DB);
    const [accounts, invitations, requireTwoFactor] = await Promise.all([
      db
        .select({
          id: adminUsers.id,
          username: adminUsers.username,
          email: adminUsers.email,
          role: adminUsers.role,
          totpEnabledAt: adminUsers.totpEnabledAt,
          lastSignInAt: adminUsers.lastSignInAt,
          createdAt: adminUsers.createdAt,
        })
        .from(adminUsers)
        .orderBy(asc(adminUsers.username)),
      pendingInvitations(db),
      twoFactorRequired(db),
    ]);
    return c.json<DataResponse<StaffOverview>>({
      data: {
        accounts: accounts.map(({ totpEnabledAt, ...account }) => ({ ...account, twoFactor: totpEnabledAt !== null })),
        invitations,
        requireTwoFactor,
      },
    });
  })

  .post("/invitations", requireOwner, jsonBody(invitationSchema), async (c) => {
    const { email, role } = c.var.body;
    const owner = c.var.admin;
    const db = database(c.env.DB);
    if (await emailTaken(db, email))
      throw new HttpError(409, "An account already uses this email.", {
        email: ["An account already uses this email."],
      });
    const { token, writes } = await prepareInvitation(db, { email, role, invitedBy: owner.id });
    const link = `${siteBase(c.env)}${ADMIN_PATH}?invitation=${token}`;
    const mail = {
      to: email,
      subject: "You're invited to the Saguaro Digital admin",
      text: [
        `${owner.username} invited you to the Saguaro Digital admin as ${roleLabels[role].toLowerCase()}.`,
        "",
        `To choose your username and password, open this link within ${INVITATION_TTL_MS / 86_400_000} days:`,
        link,
        "",
        "The link works once. If you did not expect this, ignore this email.",
      ].join("\n"),
      secrets: [link],
    };
    // The invitation, its mail and its log entry are stored together or not at all.
    const [, [invitation], [queued]] = await db.batch([
      ...writes,
      queueMail(db, mail),
      activityEntry(db, owner, { kind: "account-invite", subject: `${email} as ${role}` }),
    ]);
    const sent = await deliverMail(db, queued!.id, mail, mailConfig(c.env));
    if (sent.status === "failed") {
      await revokeInvitation(db, invitation!.id);
      throw new HttpError(502, "The invitation email could not be sent. Please try again later.");
    }
    return c.json<ActionResponse, 201>({ success: true, message: `Invitation sent to ${email}` }, 201);
  })

  .delete("/invitations/:id{[1-9][0-9]*}", requireOwner, async (c) => {
    const db = database(c.env.DB);
    if (!(await revokeInvitation(db, pathId(c, "Invitation not found."))))
      throw new HttpError(404, "Invitation not found.");
    return c.json<ActionResponse>({ success: true, message: "Invitation withdrawn" });
  })

  .patch("/:id{[1-9][0-9]*}", requireOwner, jsonBody(roleChangeSchema), async (c) => {
    const id = pathId(c, ACCOUNT_NOT_FOUND);
    const { role } = c.var.body;
    const db = database(c.env.DB);
    const changed = await db
      .update(adminUsers)
      .set({ role })
      .where(and(eq(adminUsers.id, id), role === "owner" ? undefined : notTheLastOwner))
      .returning({ username: adminUsers.username });
    if (!changed.length) {
      if (await db.$count(adminUsers, eq(adminUsers.id, id))) throw new HttpError(409, LAST_OWNER);
      throw new HttpError(404, ACCOUNT_NOT_FOUND);
    }
    await activityEntry(db, c.var.admin, { kind: "account-role", subject: `${changed[0]!.username} to ${role}` });
    return c.json<ActionResponse>({
      success: true,
      message: `${changed[0]!.username} is now ${roleLabels[role].toLowerCase()}`,
    });
  })

  // Removing an account deletes its sessions with it (ON DELETE CASCADE): it is signed out at once.
  .delete("/:id{[1-9][0-9]*}", requireOwner, async (c) => {
    const id = pathId(c, ACCOUNT_NOT_FOUND);
    if (id === c.var.admin.id) throw new HttpError(409, "You cannot remove your own account: another owner can.");
    const db = database(c.env.DB);
    const removed = await db
      .delete(adminUsers)
      .where(and(eq(adminUsers.id, id), notTheLastOwner))
      .returning({ username: adminUsers.username });
    if (!removed.length) {
      if (await db.$count(adminUsers, eq(adminUsers.id, id))) throw new HttpError(409, LAST_OWNER);
      throw new HttpError(404, ACCOUNT_NOT_FOUND);
    }
    await activityEntry(db, c.var.admin, { kind: "account-remove", subject: removed[0]!.username });
    return c.json<ActionResponse>({ success: true, message: `${removed[0]!.username} was removed` });
  })

  .put("/two-factor-policy", requireOwner, jsonBody(twoFactorPolicySchema), async (c) => {
    const { required } = c.var.body;
    const owner = c.var.admin;
    if (required && !owner.totpEnabledAt)
      throw new HttpError(409, "Turn on two-factor sign-in for your own account first.");
    const db = database(c.env.DB);
    await db.batch([
      setTwoFactorRequired(db, required),
      activityEntry(db, owner, { kind: "two-factor-policy", subject: required ? "required" : "optional" }),
    ]);
    return c.json<ActionResponse>({
      success: true,
      message: required ? "Two-factor sign-in is now required" : "Two-factor sign-in is now optional",
    });
  });

/** The invitation page's calls: whom a link is for, and accepting it (public: the link is the proof). */
export const invitationRoutes = new Hono<AppEnv>()
  .get("/invitation", async (c) => {
    const token = c.req.query("token") ?? "";
    const invitation = v.is(acceptInvitationSchema.entries.token, token)
      ? await findInvitation(database(c.env.DB), token)
      : undefined;
    if (!invitation) return c.json<ErrorResponse, 400>({ success: false, message: INVITATION_UNUSABLE }, 400);
    return c.json<InvitationCheck>({
      success: true,
      message: "Invitation is valid.",
      data: { email: invitation.email, role: invitation.role },
    });
  })

  .post("/accept-invitation", jsonBody(acceptInvitationSchema), async (c) => {
    const { token, username, password } = c.var.body;
    const pepper = settings(c.env).passwordPepper;
    if (!pepper) throw new HttpError(503, "Sign-in is not available right now.");
    const db = database(c.env.DB);
    const invitation = await findInvitation(db, token);
    if (!invitation) throw new HttpError(400, INVITATION_UNUSABLE);
    if (await db.$count(adminUsers, eq(adminUsers.username, username)))
      throw new HttpError(409, "That username is taken.", { username: ["That username is taken."] });
    if (await emailTaken(db, invitation.email)) throw new HttpError(400, INVITATION_UNUSABLE);
    const [, created] = await c.env.DB.batch<{ id: number }>([
      ...acceptInvitationWrites(c.env.DB, invitation.id, {
        username,
        passwordHash: await hashPassword(password, pepper),
      }),
    ]);
    const account = created?.results[0];
    if (!account) throw new HttpError(400, INVITATION_UNUSABLE);
    await activityEntry(db, { id: account.id, username }, { kind: "account-join", subject: invitation.role });
    return c.json<ActionResponse, 201>({ success: true, message: "Your account is ready. Sign in to continue." }, 201);
  });
