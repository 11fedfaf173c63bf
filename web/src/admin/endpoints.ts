import type * as v from "valibot";
// Named imports: the bundler writes these paths where they are used (vite.config.ts, inlineConst).
import {
  allProjects,
  acceptInvitation as acceptInvitationPath,
  accountEmail,
  accountPassword,
  accountSession,
  accountSessions,
  activity as activityPath,
  endAllSessions,
  invitation as invitationPath,
  loginCode,
  staff as staffPath,
  staffAccount,
  staffInvitation,
  staffInvitations,
  twoFactorConfirm,
  twoFactorDisable,
  twoFactorPolicy,
  twoFactorSetup,
  contact,
  contactBulk,
  contactMessage,
  contactRelease,
  images as imagesPath,
  project as projectPath,
  projectPreview,
  projectPreviews,
  projectPublish,
  projectRestore,
  projectSchedule,
  projectUnpublish,
  projectVersion,
  projectVersions,
  projects,
  siteContent,
  upload,
} from "#schema/api-paths.ts";
import type { ActivityQuery, InboxBulkAction, InboxFilter } from "#schema/lists.ts";
import type { Page } from "#schema/paging.ts";
import type {
  acceptInvitationSchema,
  emailChangeSchema,
  invitationSchema,
  passwordChangeSchema,
  roleChangeSchema,
  signInCodeSchema,
  twoFactorConfirmSchema,
  twoFactorOffSchema,
  twoFactorPolicySchema,
} from "#schema/staff.ts";
import type {
  ActionResponse,
  ActivityEntry,
  ErrorResponse,
  InvitationCheck,
  LoginAnswer,
  StaffOverview,
  StaffSessionSummary,
  TwoFactorSetup,
  ContactMessage,
  DataResponse,
  ImageItem,
  InboxBulkResult,
  InboxPage,
  PreviewLink,
  ProjectVersion,
  ProjectVersionContent,
  SiteFileContent,
  SiteFileSave,
  SiteFileSaved,
  StaffProject,
  StaffProjectRow,
} from "#schema/types.ts";
import type { contactUpdateSchema, projectInputSchema, publishRequestSchema } from "#schema/validation.ts";
import type { Read, Write } from "../lib/api";

/**
 * The staff dashboard's endpoints, each declared once as in lib/api.ts: its path typed with its
 * method, what it takes and what it answers. Only the staff pages (the dashboard, the sign-in code, the
 * invitation page) import this module, so no public page loads its declarations (the password sign-in
 * and reset are lib/api.ts's).
 */

type Body<T extends v.GenericSchema> = v.InferInput<T>;

// Signing in with a second factor, and joining by invitation

/** The code after the password, for an account with two-factor sign-in. */
export const signInCode = loginCode as Write<"POST", Body<typeof signInCodeSchema>, ActionResponse<LoginAnswer>>;
/** Whom an invitation is for; an unusable one is a 400 whose ErrorResponse the page reads as the answer. */
export const invitation = invitationPath as Read<InvitationCheck | ErrorResponse, { token: string }>;
export const acceptInvitation = acceptInvitationPath as Write<
  "POST",
  Body<typeof acceptInvitationSchema>,
  ActionResponse
>;

// Staff accounts and the activity log (owners)

export const staffOverview = staffPath as Read<DataResponse<StaffOverview>>;
export const invite = staffInvitations as Write<"POST", Body<typeof invitationSchema>, ActionResponse>;
export const withdrawInvitation = staffInvitation as (id: number) => Write<"DELETE", undefined, ActionResponse>;
export const changeRole = staffAccount as (id: number) => Write<"PATCH", Body<typeof roleChangeSchema>, ActionResponse>;
export const removeAccount = staffAccount as (id: number) => Write<"DELETE", undefined, ActionResponse>;
export const setTwoFactorPolicy = twoFactorPolicy as Write<"PUT", Body<typeof twoFactorPolicySchema>, ActionResponse>;
/** A page of the log, newest first, by person and kind. */
export const activity = activityPath as Read<
  Page<ActivityEntry>,
  { actor?: number; kind?: ActivityQuery["kind"]; cursor?: string | null }
>;

// One's own account

export const sessions = accountSessions as Read<DataResponse<StaffSessionSummary[]>>;
export const endSession = accountSession as (id: string) => Write<"DELETE", undefined, ActionResponse>;
export const signOutEverywhere = endAllSessions as Write<"POST", undefined, ActionResponse>;
export const changePassword = accountPassword as Write<"PUT", Body<typeof passwordChangeSchema>, ActionResponse>;
export const changeEmail = accountEmail as Write<"PUT", Body<typeof emailChangeSchema>, ActionResponse>;
export const startTwoFactor = twoFactorSetup as Write<"POST", undefined, DataResponse<TwoFactorSetup>>;
export const confirmTwoFactor = twoFactorConfirm as Write<
  "POST",
  Body<typeof twoFactorConfirmSchema>,
  ActionResponse<{ recoveryCodes: string[] }>
>;
export const disableTwoFactor = twoFactorDisable as Write<"POST", Body<typeof twoFactorOffSchema>, ActionResponse>;

type ProjectInput = v.InferInput<typeof projectInputSchema>;

// The inbox

/** A page of the inbox: the filter's messages, newest first, from `cursor`. */
export const inbox = contact as Read<InboxPage, InboxFilter & { cursor?: string | null }>;
/** One message in full, notes and plan included. */
export const message = contactMessage as (id: number) => Read<DataResponse<ContactMessage>>;
export const updateMessage = contactMessage as (
  id: number,
) => Write<"PATCH", v.InferInput<typeof contactUpdateSchema>, ActionResponse<ContactMessage>>;
export const deleteMessage = contactMessage as (id: number) => Write<"DELETE", undefined, ActionResponse>;
/** A held message joins the inbox as new (docs/decisions/015-human-checks-and-held-messages.md). */
export const releaseMessage = contactRelease as (
  id: number,
) => Write<"POST", undefined, ActionResponse<ContactMessage>>;
/** Deletes or marks the messages named by id, or every message a filter matched. */
export const changeMessages = contactBulk as Write<"POST", InboxBulkAction, InboxBulkResult>;

// Projects (docs/decisions/025-project-drafts-and-versions.md)

/** Every project, drafts included, newest first: the working copy's names and where each stands. */
export const allProjectRows = allProjects as Read<Page<StaffProjectRow>, { limit?: number; cursor?: string | null }>;
/** A project's working copy in full, staff-only fields included, and where it stands. */
export const project = projectPath as (id: number) => Read<DataResponse<StaffProject>>;
/** A new project is a draft. */
export const createProject = projects as Write<"POST", ProjectInput, ActionResponse<StaffProject>>;
/** A save is a new version; a published project's row waits for publishing. */
export const updateProject = projectPath as (id: number) => Write<"PATCH", ProjectInput, ActionResponse<StaffProject>>;
export const deleteProject = projectPath as (id: number) => Write<"DELETE", undefined, ActionResponse>;
/** Publishes the working copy now, or schedules it (`publishAt`). */
export const publishProject = projectPublish as (
  id: number,
) => Write<"POST", v.InferInput<typeof publishRequestSchema>, ActionResponse<StaffProject>>;
export const unpublishProject = projectUnpublish as (
  id: number,
) => Write<"POST", undefined, ActionResponse<StaffProject>>;
export const unscheduleProject = projectSchedule as (
  id: number,
) => Write<"DELETE", undefined, ActionResponse<StaffProject>>;
/** A project's versions, newest first, without their content. */
export const projectVersionList = projectVersions as (id: number) => Read<DataResponse<ProjectVersion[]>>;
export const projectVersionContent = projectVersion as (
  id: number,
  number: number,
) => Read<DataResponse<ProjectVersionContent>>;
/** A new version with the chosen one's content. */
export const restoreVersion = projectRestore as (
  id: number,
  number: number,
) => Write<"POST", undefined, ActionResponse<StaffProject>>;
/** The preview links that still work, a new one, and revoking one. */
export const previewLinks = projectPreviews as (id: number) => Read<DataResponse<PreviewLink[]>>;
export const createPreviewLink = projectPreviews as (
  id: number,
) => Write<"POST", undefined, ActionResponse<PreviewLink>>;
export const revokePreviewLink = projectPreview as (
  id: number,
  link: number,
) => Write<"DELETE", undefined, ActionResponse>;

// Images and site files

/** The image library, newest first. */
export const images = imagesPath as Read<DataResponse<ImageItem[]>>;
/** An image upload: multipart form data, sent with its progress by uploadFile (lib/upload.ts), not by `send`. */
export const uploadImage = upload as Write<"POST", FormData, ActionResponse<ImageItem>>;
/** A site file as staff edit it: its newest revision, or the original as built. */
export const siteFile = siteContent as Read<DataResponse<SiteFileContent>, { path: string }>;
export const saveSiteFile = siteContent as Write<"POST", SiteFileSave, SiteFileSaved>;
