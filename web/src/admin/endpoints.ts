import type * as v from "valibot";
// Named imports: the bundler writes these paths where they are used (vite.config.ts, inlineConst).
import {
  allProjects,
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
import type { InboxBulkAction, InboxFilter } from "#schema/lists.ts";
import type { Page } from "#schema/paging.ts";
import type {
  ActionResponse,
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
 * method, what it takes and what it answers. Only the dashboard imports this module, so no other page
 * loads its declarations (sign-in and password reset are lib/api.ts's).
 */

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
