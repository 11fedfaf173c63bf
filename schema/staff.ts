import * as v from "valibot";
import { newPassword } from "./validation";

/**
 * Staff accounts: roles, what the activity log records, and what the account endpoints accept
 * (docs/decisions/026-staff-accounts-and-sessions.md). Shared by the dashboard's forms and the Worker.
 */

/** An owner manages staff accounts, site files and the activity log; an editor projects, images and messages. */
export const staffRoles = ["owner", "editor"] as const;
export type StaffRole = (typeof staffRoles)[number];

export const roleLabels: Record<StaffRole, string> = { owner: "Owner", editor: "Editor" };

/** What the activity log records, with the label the dashboard's filter shows. */
export const activityLabels = {
  "sign-in": "Signed in",
  "sign-in-failed": "Failed sign-in",
  "message-status": "Changed a message",
  "message-release": "Released a held message",
  "message-delete": "Deleted messages",
  "project-create": "Created a project",
  "project-edit": "Edited a project",
  "project-publish": "Published a project",
  "project-unpublish": "Unpublished a project",
  "project-schedule": "Scheduled a project",
  "project-restore": "Restored a project version",
  "project-delete": "Deleted a project",
  "image-upload": "Uploaded an image",
  "site-file-save": "Saved a site file",
  "account-invite": "Invited a person",
  "account-join": "Accepted an invitation",
  "account-role": "Changed a role",
  "account-remove": "Removed an account",
  "account-password": "Changed their password",
  "account-email": "Changed their email",
  "account-sessions": "Ended sessions",
  "two-factor-on": "Turned on two-factor sign-in",
  "two-factor-off": "Turned off two-factor sign-in",
  "two-factor-policy": "Changed the two-factor rule",
} as const;
export type ActivityKind = keyof typeof activityLabels;
export const activityKinds = Object.keys(activityLabels) as [ActivityKind, ...ActivityKind[]];

/** Days the activity log keeps entries unless ACTIVITY_RETENTION_DAYS says otherwise. */
export const DEFAULT_ACTIVITY_RETENTION_DAYS = 180;

/** Staff-wide settings (schema/tables.ts staffSettings), by name. */
export const staffSettingNames = { requireTwoFactor: "require-two-factor" } as const;

const email = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, "Email is required"),
  v.email("Please enter a valid email address"),
  v.maxLength(254),
);
const role = v.picklist(staffRoles, "Role must be owner or editor");
const currentPassword = v.pipe(v.string(), v.minLength(1, "Your current password is required"), v.maxLength(200));

/** An owner invites a person by email, with the role they will have. */
export const invitationSchema = v.object({ email, role });

/** A staff member's new username on accepting an invitation. */
export const usernameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(3, "Username must be at least 3 characters long."),
  v.maxLength(50, "Username must be at most 50 characters long."),
  v.regex(/^[A-Za-z0-9._-]+$/, "Use letters, digits, dots, dashes and underscores."),
);

export const roleChangeSchema = v.object({ role });

/** Changing one's own email or password asks for the current password first. */
export const emailChangeSchema = v.object({ currentPassword, email });

export const passwordChangeSchema = v.object({ currentPassword, newPassword });

/** The password form of the Account tab: the new password twice. */
export const passwordChangeFormSchema = v.pipe(
  v.object({ currentPassword, newPassword, confirmPassword: v.string() }),
  v.forward(
    v.partialCheck(
      [["newPassword"], ["confirmPassword"]],
      (input) => input.newPassword === input.confirmPassword,
      "Passwords do not match.",
    ),
    ["confirmPassword"],
  ),
);

/** The invitation page's form: a username and the password twice. */
export const acceptInvitationFormSchema = v.pipe(
  v.object({ username: usernameSchema, password: newPassword, confirmPassword: v.string() }),
  v.forward(
    v.partialCheck(
      [["password"], ["confirmPassword"]],
      (input) => input.password === input.confirmPassword,
      "Passwords do not match.",
    ),
    ["confirmPassword"],
  ),
);

/** What the invitation page sends: the mailed token, and the new account's name and password. */
export const acceptInvitationSchema = v.object({
  token: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  username: usernameSchema,
  password: newPassword,
});

/** A six-digit code from an authenticator app, or a recovery code (`xxxxx-xxxxx`). */
export const signInCodeSchema = v.object({
  code: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, "Enter the code from your authenticator app"),
    v.maxLength(20),
    v.regex(/^(\d{6}|[a-z0-9]{5}-?[a-z0-9]{5})$/i, "Enter the 6-digit code or a recovery code"),
  ),
});

/** Turning two-factor sign-in on: the first code from the app confirms it was set up. */
export const twoFactorConfirmSchema = v.object({
  code: v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app")),
});

/** Turning two-factor sign-in off asks for the password. */
export const twoFactorOffSchema = v.object({ currentPassword });

export const twoFactorPolicySchema = v.object({ required: v.boolean() });
