import type * as v from "valibot";
// Named imports: the bundler writes these paths where they are used (vite.config.ts, inlineConst).
import {
  contact,
  contactBulk,
  contactMessage,
  contactRelease,
  images as imagesPath,
  project as projectPath,
  projects,
  siteContent,
  upload,
} from "#schema/api-paths.ts";
import type { InboxBulkAction, InboxFilter } from "#schema/lists.ts";
import type {
  ActionResponse,
  ContactMessage,
  DataResponse,
  ImageItem,
  InboxBulkResult,
  InboxPage,
  Project,
  SiteFileContent,
  SiteFileSave,
  SiteFileSaved,
} from "#schema/types.ts";
import type { contactUpdateSchema, projectInputSchema } from "#schema/validation.ts";
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

// Projects (pages of their cards are lib/api.ts's `projects`)

/** A project in full, staff-only fields included. */
export const project = projectPath as (id: number) => Read<DataResponse<Project>>;
export const createProject = projects as Write<"POST", ProjectInput, ActionResponse<Project>>;
export const updateProject = projectPath as (id: number) => Write<"PATCH", ProjectInput, ActionResponse<Project>>;
export const deleteProject = projectPath as (id: number) => Write<"DELETE", undefined, ActionResponse>;

// Images and site files

/** The image library, newest first. */
export const images = imagesPath as Read<DataResponse<ImageItem[]>>;
/** An image upload: multipart form data, sent with its progress by uploadFile (lib/upload.ts), not by `send`. */
export const uploadImage = upload as Write<"POST", FormData, ActionResponse<ImageItem>>;
/** A site file as staff edit it: its newest revision, or the original as built. */
export const siteFile = siteContent as Read<DataResponse<SiteFileContent>, { path: string }>;
export const saveSiteFile = siteContent as Write<"POST", SiteFileSave, SiteFileSaved>;
