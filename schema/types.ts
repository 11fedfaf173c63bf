import type * as v from "valibot";
import type { ActivityKind, StaffRole } from "./staff";
import type { ImageRendition } from "./images";
import type { Page } from "./paging";
import type {
  contactFormSchema,
  contactStatuses,
  contactSubmissionSchema,
  messageStatuses,
  projectInputSchema,
  projectStatuses,
} from "./validation";

/** What staff submit for a project: the validated, normalised form of the input. */
export type ProjectInput = v.InferOutput<typeof projectInputSchema>;

/** A project as stored (docs/product.md#data). */
export type StoredProject = {
  id: number;
  title: string;
  slug: string;
  description: string;
  summary: string;
  clientName: string;
  services: string[];
  technologies: string[];
  imageUrl: string;
  galleryImages: string[] | null;
  challenge: string;
  solution: string;
  results: string;
  testimonial: string | null;
  testimonialAuthor: string | null;
  projectUrl: string | null;
  featured: boolean;
  /** What it cost (USD) and took: staff-only; the public reads carry them only when `costPublic`. */
  budgetMin: number | null;
  budgetMax: number | null;
  durationWeeks: number | null;
  costPublic: boolean;
};

/**
 * A project as the API returns it: its fields, and for each uploaded image it shows (main image and
 * gallery), by URL, the size and variants pages build `srcset` from. Other images have no entry.
 */
export type Project = StoredProject & { media: Record<string, ImageRendition> };

/** An uploaded image in the staff library (GET /api/admin/images). */
export type ImageItem = ImageRendition & { key: string; url: string; name: string; size: number; uploadedAt: string };

/**
 * The envelope of every answer (docs/product.md#talking-to-the-api). Reads: `{ data }`. Actions
 * (writes, sign-in, searches): `{ success: true, message, data? }`, the message in words a person
 * reads. Errors: `{ success: false, message }`. The Worker answers with `c.json<…>` of these types and
 * the web reads them with the same types.
 */
export type DataResponse<T> = { data: T };
export type ActionResponse<T = undefined> = { success: true; message: string } & (T extends undefined
  ? unknown
  : { data: T });
export type ErrorResponse = {
  success: false;
  message: string;
  /** Per-field messages of a 400. */
  errors?: Record<string, string[]>;
  /** A 429's moment to try again (ISO 8601), and for a single limit its size and window. */
  retryAt?: string;
  limit?: number;
  windowSeconds?: number;
  /** A refusal the page explains in its own way: "not-verified" when reCAPTCHA did not vouch for the request. */
  code?: "not-verified";
  /** GET /api/health on a deployed site: the production settings missing or unusable, by name only. */
  settings?: string[];
};

export type ContactForm = v.InferInput<typeof contactFormSchema>;
export type ContactSubmission = v.InferOutput<typeof contactSubmissionSchema>;
/** The statuses staff give a message. */
export type ContactStatus = (typeof contactStatuses)[number];
/** Those, and "held": kept for review because the human check did not vouch for it, not yet announced. */
export type MessageStatus = (typeof messageStatuses)[number];

/** A stored contact message as the admin API returns it (docs/product.md#data). */
export type ContactMessage = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  service: string;
  message: string;
  notes: string | null;
  status: MessageStatus;
  /** Why a held message was held (the human check's outcome); null once released, and for every other. */
  heldReason: string | null;
  aiRecommendation: string | null;
  createdAt: string;
};

/** A message as the inbox table lists it: the start of the text, not the whole, nor notes or plan. */
export type InboxMessage = Pick<
  ContactMessage,
  "id" | "name" | "email" | "service" | "status" | "heldReason" | "createdAt"
> & {
  /** The first characters of the message, for telling messages (and spam) apart at a glance. */
  preview: string;
};

/** How many messages match the inbox's filters, in all and per status (the status tabs). */
export type InboxCounts = Record<"all" | MessageStatus, number>;

/** GET /api/contact: a page of the inbox, newest first. */
export type InboxPage = Page<InboxMessage> & { counts: InboxCounts };

/** A project as a card shows it (portfolio, featured block, admin list): the case study stays out. */
export type ProjectCard = Pick<
  Project,
  "id" | "title" | "slug" | "summary" | "clientName" | "services" | "technologies" | "imageUrl" | "featured" | "media"
>;

/** A project is a draft until published (docs/decisions/025-project-drafts-and-versions.md). */
export type ProjectStatus = (typeof projectStatuses)[number];

/** Where a project stands, for staff. */
export type ProjectPublication = {
  status: ProjectStatus;
  /** When the content visitors see was published; null for a draft. */
  publishedAt: string | null;
  /** When the working copy is to be published (ISO 8601 UTC); null when nothing is scheduled. */
  publishAt: string | null;
  /** Published, and the working copy differs from what visitors see. */
  unpublishedChanges: boolean;
};

/**
 * GET /api/projects/:id (staff): the working copy in full (the newest version; what visitors see
 * may be older), where the project stands, and the working copy's version number (null before the
 * first save of a project that was added outside the dashboard).
 */
export type StaffProject = Project & ProjectPublication & { version: number | null };

/** A row of the staff list of projects (GET /api/projects/all): the working copy's names, and where it stands. */
export type StaffProjectRow = Pick<StoredProject, "id" | "title" | "slug" | "clientName" | "featured"> &
  ProjectPublication;

/** A saved version of a project (GET /api/projects/:id/versions), newest first. */
export type ProjectVersion = {
  /** Counts the project's versions from 1. */
  number: number;
  /** Who saved it; null for a version from before versions were kept. */
  author: string | null;
  createdAt: string;
  /** The version it brought back, for a restore. */
  restoredFrom: number | null;
};

/** GET /api/projects/:id/versions/:number: a version and its content. */
export type ProjectVersionContent = ProjectVersion & { content: ProjectInput };

/** A preview link to a project's working copy (staff make, copy and revoke them). */
export type PreviewLink = {
  id: number;
  /** The project's page with the token: `/projects/<slug>?preview=<token>`, on the site's own address. */
  path: string;
  createdAt: string;
  expiresAt: string;
  author: string | null;
};

/** What the scheduled publishing did (`publishDueProjects`): the ids published, and those that could not be. */
export type DuePublishing = { published: number[]; failed: Array<{ id: number; message: string }> };

/** What saving a site file in the Code Editor does, with the Worker's settings (worker/features/site-files/publishing.ts). */
export type PublishRoute =
  | { kind: "revision" }
  | { kind: "pull-request"; repository: string; branch: string }
  | { kind: "commit"; repository: string };

/** Where one save went. */
export type Publication =
  | { kind: "revision" }
  | { kind: "pull-request"; number: number; url: string; opened: boolean }
  | { kind: "commit"; branch: string; url: string }
  | { kind: "failed"; reason: string };

/** A saved version of a site file: `number` counts that file's revisions. */
export type SiteFileRevision = {
  id: number;
  number: number;
  author: string | null;
  createdAt: string;
  pullRequest: number | null;
  publishedUrl: string | null;
};

/** POST /api/admin/images/backfill: one batch of images brought into the pipeline. */
export type ImageBackfillBatch = {
  processed: string[];
  failed: Array<{ key: string; message: string }>;
  /** Pass as `after` to go on; null once every upload has been looked at. */
  next: string | null;
};

/** GET /api/admin/content: the file as staff edit it (its newest revision, or the original as built). */
export type SiteFileContent = {
  path: string;
  content: string;
  revision: SiteFileRevision | null;
  publishing: PublishRoute;
};

/** What POST /api/admin/content takes: the file, its new text, and the title of the revision (worker/features/site-files/routes.ts checks it). */
export type SiteFileSave = { path: string; content: string; title?: string };

/** POST /api/admin/content. */
export type SiteFileSaved = ActionResponse<{ path: string; revision: SiteFileRevision; publication: Publication }>;

/** A project that matches a visitor's request, with why. */
export type ProjectMatch = { project: Project; relevanceFactors: string[]; match: number };

/** POST /api/recommendations. */
export type MatchResponse = ActionResponse<ProjectMatch[]>;

/** POST /api/ai-recommendation: the plan (docs/plan-format.md), who wrote it, and the visitor's plan limit. */
export type PlanResponse = ActionResponse<{
  recommendation: string;
  provider: string;
  /** True when the AI provider failed and the built-in planner wrote the plan. */
  fallback: boolean;
  rateLimit: { limit: number; remaining: number; reset: number };
}>;

/** A signed-in staff member: sign-in answers with it, GET /api/auth/session tells whether there is one. */
export type StaffUser = {
  id: number;
  username: string;
  email: string;
  role: StaffRole;
  /** Whether the account signs in with a code from an authenticator app too. */
  twoFactor: boolean;
  /** The studio requires two-factor sign-in and this account has not turned it on: only Account works. */
  twoFactorSetupRequired: boolean;
};
export type SessionState = { authenticated: false } | ({ authenticated: true } & StaffUser);
/** POST /api/auth/login: the staff member, or that a code from their authenticator app must follow. */
export type LoginAnswer = StaffUser | { codeRequired: true };

/** A signed-in browser of the account (GET /api/account/sessions). */
export type StaffSessionSummary = {
  id: string;
  userAgent: string;
  createdAt: string;
  lastSeenAt: string;
  /** The browser asking. */
  current: boolean;
};

/** GET /api/admin/staff: the accounts, and invitations not yet accepted. */
export type StaffAccount = {
  id: number;
  username: string;
  email: string;
  role: StaffRole;
  twoFactor: boolean;
  lastSignInAt: string | null;
  createdAt: string;
};
export type PendingInvitation = { id: number; email: string; role: StaffRole; expiresAt: string; createdAt: string };
export type StaffOverview = {
  accounts: StaffAccount[];
  invitations: PendingInvitation[];
  requireTwoFactor: boolean;
};

/** GET /api/auth/invitation: whom an invitation is for (an unusable one is a 400 ErrorResponse). */
export type InvitationCheck = ActionResponse<{ email: string; role: StaffRole }>;

/** Turning on two-factor sign-in: the secret for the app (as a QR code's address and as text). */
export type TwoFactorSetup = { secret: string; uri: string };

/** An entry of the activity log (GET /api/admin/activity). */
export type ActivityEntry = {
  id: number;
  at: string;
  actorId: number | null;
  actorName: string;
  kind: ActivityKind;
  subject: string | null;
  count: number;
};

/** GET /api/auth/verify-token: whose password a reset token would change (an invalid token is a 400 ErrorResponse). */
export type ResetTokenCheck = ActionResponse<{ email: string }>;

/** POST /api/contact/bulk: how many messages changed, and the status tabs' new counts. */
export type InboxBulkResult = ActionResponse<{ affected: number; counts: InboxCounts }>;
