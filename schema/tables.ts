import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { ImageVariant } from "./images";
import { activityKinds, staffRoles } from "./staff";
import type { ProjectInput } from "./types";
import { messageStatuses, projectStatuses } from "./validation";

/** An ISO-8601 UTC timestamp column filled in by SQLite. */
const timestamp = (name: string) =>
  text(name)
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

/** Portfolio projects (docs/product.md#data). Lists are stored as JSON text. */
export const projects = sqliteTable(
  "projects",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    description: text("description").notNull(),
    summary: text("summary").notNull(),
    clientName: text("client_name").notNull(),
    services: text("services", { mode: "json" }).$type<string[]>().notNull(),
    technologies: text("technologies", { mode: "json" }).$type<string[]>().notNull(),
    imageUrl: text("image_url").notNull(),
    galleryImages: text("gallery_images", { mode: "json" }).$type<string[]>(),
    challenge: text("challenge").notNull(),
    solution: text("solution").notNull(),
    results: text("results").notNull(),
    testimonial: text("testimonial"),
    testimonialAuthor: text("testimonial_author"),
    projectUrl: text("project_url"),
    featured: integer("featured", { mode: "boolean" }).notNull().default(false),
    // What the project cost (USD) and took: staff-only, shown publicly only with costPublic, and
    // given to the planner as what comparable projects cost and took.
    budgetMin: integer("budget_min"),
    budgetMax: integer("budget_max"),
    durationWeeks: integer("duration_weeks"),
    costPublic: integer("cost_public", { mode: "boolean" }).notNull().default(false),
    createdAt: timestamp("created_at"),
    updatedAt: timestamp("updated_at").$onUpdate(() => new Date().toISOString()),
    // Drafts (docs/decisions/025-project-drafts-and-versions.md): a published row holds what visitors
    // see, a draft row its working copy; every public read asks for status 'published'.
    status: text("status", { enum: projectStatuses }).notNull().default("draft"),
    /** When the content now public was published; null for a draft. */
    publishedAt: text("published_at"),
  },
  (t) => [
    uniqueIndex("projects_slug_unique").on(t.slug),
    // The public lists, newest first: every card, and the featured ones.
    index("projects_status_id_idx").on(t.status, t.id),
    index("projects_status_featured_id_idx").on(t.status, t.featured, t.id),
  ],
);

// Drafts, versions, schedules and preview links of projects (docs/decisions/025-project-drafts-and-versions.md).
// None of them is public, and writing them never touches `projects`, so the portfolio's caches stay.

/**
 * Every save of a project, in full (the fields staff submit, as JSON in one fixed key order): the
 * newest is the working copy. `number` counts the project's versions from 1; a restore is a new
 * version with `restoredFrom` naming the one it copies. The author's name stays when the account goes.
 */
export const projectVersions = sqliteTable(
  "project_versions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    content: text("content", { mode: "json" }).$type<ProjectInput>().notNull(),
    restoredFrom: integer("restored_from"),
    authorId: integer("author_id").references(() => adminUsers.id, { onDelete: "set null" }),
    authorName: text("author_name"),
    createdAt: timestamp("created_at"),
  },
  (t) => [
    uniqueIndex("project_versions_project_number_unique").on(t.projectId, t.number),
    // Which project's working copy uses a slug (a slug stays reserved while it waits to be published).
    index("project_versions_slug_idx").on(sql`${t.content} ->> '$.slug'`),
  ],
);

/** A project's publication at a chosen time (`publish_at`, ISO 8601 UTC): its working copy goes public then. */
export const projectSchedules = sqliteTable(
  "project_schedules",
  {
    projectId: integer("project_id")
      .primaryKey()
      .references(() => projects.id, { onDelete: "cascade" }),
    publishAt: text("publish_at").notNull(),
  },
  (t) => [index("project_schedules_publish_at_idx").on(t.publishAt)],
);

/**
 * Preview links to a project's working copy: the link carries a signed token naming its row here, so
 * deleting the row revokes it. Times are epoch seconds, the token's own `iat` and `exp`.
 */
export const projectPreviewLinks = sqliteTable(
  "project_preview_links",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    issuedAt: integer("issued_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
    authorId: integer("author_id").references(() => adminUsers.id, { onDelete: "set null" }),
    authorName: text("author_name"),
  },
  (t) => [index("project_preview_links_project_idx").on(t.projectId)],
);

/** Messages sent through the contact form (docs/product.md#data). */
export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    service: text("service").notNull(),
    message: text("message").notNull(),
    notes: text("notes"),
    status: text("status", { enum: messageStatuses }).notNull().default("new"),
    /** Why the message is held (status "held"): what the human check said. Cleared on release. */
    heldReason: text("held_reason"),
    aiRecommendation: text("ai_recommendation"),
    createdAt: timestamp("created_at"),
  },
  // Newest first, alone or within one status or service: the inbox pages by (created_at, id).
  (t) => [
    index("contact_messages_created_at_id_idx").on(t.createdAt, t.id),
    index("contact_messages_status_created_at_id_idx").on(t.status, t.createdAt, t.id),
    index("contact_messages_service_created_at_id_idx").on(t.service, t.createdAt, t.id),
  ],
);

/**
 * The full-text index of contact messages (name, email, message): an FTS5 table over
 * `contact_messages`, created and kept in step by triggers in migration 0006. Derived data: backups
 * leave it out and rebuild it (scripts/lib/d1-backup.ts).
 */
export const CONTACT_SEARCH_INDEX = "contact_messages_fts";

/**
 * Staff accounts for /duckbeck, each with a role (schema/staff.ts: owner or editor). Two-factor
 * sign-in is on when `totpEnabledAt` is set; `totpLastStep` is the newest code's time step used, so a
 * code works once (docs/decisions/026-staff-accounts-and-sessions.md).
 */
export const adminUsers = sqliteTable(
  "admin_users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    username: text("username").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: staffRoles }).notNull().default("owner"),
    lastSignInAt: text("last_sign_in_at"),
    totpSecret: text("totp_secret"),
    totpEnabledAt: text("totp_enabled_at"),
    totpLastStep: integer("totp_last_step"),
    createdAt: timestamp("created_at"),
    updatedAt: timestamp("updated_at").$onUpdate(() => new Date().toISOString()),
  },
  (t) => [
    uniqueIndex("admin_users_username_unique").on(t.username),
    // Sign-in and recovery look addresses up in any case: the index is on the lowercased address.
    uniqueIndex("admin_users_email_lower_unique").on(sql`lower(${t.email})`),
  ],
);

/**
 * One row per signed-in browser. The session cookie names its row; deleting the row ends that
 * browser's session on its next request (Logout, "Sign out everywhere", a password change, a removed
 * account).
 */
export const staffSessions = sqliteTable(
  "staff_sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    /** The browser's User-Agent when it signed in, shown as its device. */
    userAgent: text("user_agent").notNull(),
    createdAt: timestamp("created_at"),
    lastSeenAt: timestamp("last_seen_at"),
    expiresAt: text("expires_at").notNull(),
  },
  (t) => [index("staff_sessions_user_idx").on(t.userId)],
);

/** Invitations to a staff account: only a SHA-256 hash of the mailed token is kept; single use, expiring. */
export const staffInvitations = sqliteTable(
  "staff_invitations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull(),
    role: text("role", { enum: staffRoles }).notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedBy: integer("invited_by").references(() => adminUsers.id, { onDelete: "set null" }),
    expiresAt: text("expires_at").notNull(),
    acceptedAt: text("accepted_at"),
    createdAt: timestamp("created_at"),
  },
  (t) => [uniqueIndex("staff_invitations_token_hash_unique").on(t.tokenHash)],
);

/** One-time recovery codes of two-factor sign-in, stored hashed. */
export const recoveryCodes = sqliteTable(
  "recovery_codes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: text("used_at"),
  },
  (t) => [index("recovery_codes_user_idx").on(t.userId)],
);

/** Staff-wide settings an owner changes in the dashboard, by name (schema/staff.ts: staffSettingNames). */
export const staffSettings = sqliteTable("staff_settings", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
});

/**
 * Who did what and when (schema/staff.ts: activityKinds). The actor's name is kept beside the id so
 * entries still say who after the account is removed. Trimmed by the scheduled Worker.
 */
export const activityLog = sqliteTable(
  "activity_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    at: timestamp("at"),
    actorId: integer("actor_id").references(() => adminUsers.id, { onDelete: "set null" }),
    actorName: text("actor_name").notNull(),
    kind: text("kind", { enum: activityKinds }).notNull(),
    /** What the action was about, as staff read it: "message 12", "project Casa Ocotillo". */
    subject: text("subject"),
    /** How many things one action touched (a bulk change of messages). */
    count: integer("count").notNull().default(1),
  },
  (t) => [
    // Pages go newest first by id, within one person or kind; trimming goes by time.
    index("activity_log_at_idx").on(t.at),
    index("activity_log_actor_id_idx").on(t.actorId, t.id),
    index("activity_log_kind_id_idx").on(t.kind, t.id),
  ],
);

/** Password-reset tokens: only a SHA-256 hash of the token is kept; single use, short-lived. */
export const passwordResetTokens = sqliteTable(
  "password_reset_tokens",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: text("expires_at").notNull(),
    usedAt: text("used_at"),
    createdAt: timestamp("created_at"),
  },
  (t) => [
    uniqueIndex("password_reset_tokens_hash_unique").on(t.tokenHash),
    index("password_reset_tokens_user_idx").on(t.userId),
  ],
);

/** Saved revisions of the site files editable in the admin Code Editor; the newest wins. */
export const siteFileRevisions = sqliteTable(
  "site_file_revisions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    path: text("path").notNull(),
    content: text("content").notNull(),
    title: text("title"),
    authorId: integer("author_id").references(() => adminUsers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at"),
    /** Where the save went on GitHub, when publishing is set up: its pull request, or null for a commit straight to the default branch. */
    pullRequest: integer("pull_request"),
    /** The pull request's or the commit's page on GitHub. */
    publishedUrl: text("published_url"),
  },
  (t) => [index("site_file_revisions_path_id_idx").on(t.path, t.id)],
);

/** Outgoing mail. In development this is the only delivery; in production it records each attempt. */
export const mailOutbox = sqliteTable(
  "mail_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    status: text("status", { enum: ["queued", "sent", "failed"] })
      .notNull()
      .default("queued"),
    error: text("error"),
    createdAt: timestamp("created_at"),
    sentAt: text("sent_at"),
  },
  (t) => [index("mail_outbox_created_at_idx").on(t.createdAt)],
);

/**
 * Rate-limited attempts, one row each (`key` names the limit and the client, `at` is epoch ms): the
 * exact sliding windows of docs/decisions/008-exact-rate-limits.md. Rows older than a day are swept.
 */
export const rateLimitEvents = sqliteTable(
  "rate_limit_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    key: text("key").notNull(),
    at: integer("at").notNull(),
  },
  (t) => [index("rate_limit_events_key_at_idx").on(t.key, t.at), index("rate_limit_events_at_idx").on(t.at)],
);

/**
 * Uploaded images (stored in R2 under `key` with their variants; docs/decisions/006-image-pipeline.md).
 * Width and height are the upright size pages reserve; `variants` lists the resized copies that exist.
 */
export const images = sqliteTable(
  "images",
  {
    key: text("key").primaryKey(),
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    variants: text("variants", { mode: "json" }).$type<ImageVariant[]>().notNull(),
    animated: integer("animated", { mode: "boolean" }).notNull().default(false),
    uploadedBy: text("uploaded_by"),
    createdAt: timestamp("created_at"),
  },
  (t) => [index("images_created_at_idx").on(t.createdAt)],
);

/**
 * A version stamp per kind of public content. Triggers (migration 0007) give `PORTFOLIO_VERSION` a new
 * random value after every write to projects or images: isolates keep their copies of the portfolio
 * (lists, pages, the search index) until the stamp they were made from changes.
 */
export const contentVersions = sqliteTable("content_versions", {
  name: text("name").primaryKey(),
  version: integer("version").notNull(),
});

export const PORTFOLIO_VERSION = "portfolio";
