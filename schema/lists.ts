import * as v from "valibot";
import {
  MAX_BULK_IDS,
  MAX_BULK_MATCHING,
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  INBOX_PAGE_SIZE,
  ACTIVITY_PAGE_SIZE,
  PORTFOLIO_PAGE_SIZE,
  type MessageCursor,
} from "./paging";
import { activityKinds } from "./staff";
import { contactServiceOptions, contactStatuses, messageStatuses } from "./validation";

/**
 * The query strings of the paged lists (schema/paging.ts) and the bulk actions of the staff inbox,
 * validated here, on both sides.
 */
const BAD_CURSOR = "The page cursor is not valid. Reload the list.";

const MESSAGE_CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)~([1-9]\d{0,15})$/;

const messageCursorSchema = v.pipe(
  v.string(BAD_CURSOR),
  v.regex(MESSAGE_CURSOR, BAD_CURSOR),
  v.transform((text): MessageCursor => {
    const [, createdAt, id] = MESSAGE_CURSOR.exec(text)!;
    return { createdAt: createdAt!, id: Number(id) };
  }),
  v.check((cursor) => Number.isSafeInteger(cursor.id), BAD_CURSOR),
);

/** A project list is ordered by id, newest first: its cursor is the last id of a page. */
const idCursorSchema = v.pipe(
  v.string(BAD_CURSOR),
  v.regex(/^[1-9]\d{0,15}$/, BAD_CURSOR),
  v.transform((text) => Number(text)),
  v.check((id) => Number.isSafeInteger(id), BAD_CURSOR),
);

/** `?limit=` as text, 1 to MAX_PAGE_SIZE, defaulting to the list's own page size. */
const limitText = (fallback: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-9]\d{0,2}$/, `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`),
      v.transform(Number),
      v.maxValue(MAX_PAGE_SIZE, `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`),
    ),
    String(fallback),
  );

const serviceValues = contactServiceOptions.map((option) => option.value) as [string, ...string[]];

/** What narrows the inbox: a status, a service and words to search for (in name, email and message). */
const inboxFilterEntries = {
  status: v.optional(v.picklist(messageStatuses, "status must be new, in-progress, completed or held.")),
  service: v.optional(v.picklist(serviceValues, "service is not one of the contact form's services.")),
  q: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(MAX_SEARCH_LENGTH, `Search for at most ${MAX_SEARCH_LENGTH} characters.`)),
    "",
  ),
};

/** GET /api/contact?limit=&cursor=&status=&service=&q= */
export const inboxQuerySchema = v.object({
  limit: limitText(INBOX_PAGE_SIZE),
  cursor: v.optional(messageCursorSchema),
  ...inboxFilterEntries,
});
export type InboxQuery = v.InferOutput<typeof inboxQuerySchema>;
export type InboxFilter = Partial<Pick<InboxQuery, "status" | "service" | "q">>;

/** GET /api/projects?limit=&cursor= (and ?featured=true for the featured block). */
export const projectListQuerySchema = v.object({
  limit: limitText(PORTFOLIO_PAGE_SIZE),
  cursor: v.optional(idCursorSchema),
  featured: v.optional(v.picklist(["true"], "featured must be true or left out.")),
});
export type ProjectListQuery = v.InferOutput<typeof projectListQuerySchema>;

/** GET /api/admin/activity?limit=&cursor=&actor=&kind=: newest first, by id. */
export const activityQuerySchema = v.object({
  limit: limitText(ACTIVITY_PAGE_SIZE),
  cursor: v.optional(idCursorSchema),
  actor: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-9]\d{0,15}$/, "actor must be an account id."),
      v.transform(Number),
      v.check((id) => Number.isSafeInteger(id), "actor must be an account id."),
    ),
  ),
  kind: v.optional(v.picklist(activityKinds, "kind is not one of the activity log's kinds.")),
});
export type ActivityQuery = v.InferOutput<typeof activityQuerySchema>;

/** GET /api/projects/all?limit=&cursor=: every project, drafts included, for staff. */
export const staffProjectListQuerySchema = v.object({
  limit: limitText(MAX_PAGE_SIZE),
  cursor: v.optional(idCursorSchema),
});

/**
 * POST /api/contact/bulk: delete or mark the messages named by id, or every message matching a
 * filter up to the newest one the staff member saw (`through`), so messages that arrive meanwhile
 * are never touched unseen, and only while that set still holds the `count` they confirmed.
 */
export const inboxBulkSchema = v.pipe(
  v.object({
    action: v.picklist(["delete", "mark"], "action must be delete or mark."),
    status: v.optional(v.picklist(contactStatuses, "Status must be new, in-progress or completed")),
    ids: v.optional(
      v.pipe(
        v.array(v.pipe(v.number(), v.integer(), v.minValue(1)), "ids must be a list of message ids."),
        v.minLength(1, "Select at least one message."),
        v.maxLength(MAX_BULK_IDS, `Select at most ${MAX_BULK_IDS} messages, or all matching messages.`),
      ),
    ),
    matching: v.optional(
      v.object({
        ...inboxFilterEntries,
        through: messageCursorSchema,
        // How many messages the person confirmed: a set of another size is not the one they saw.
        count: v.pipe(
          v.number("count must be the number of messages confirmed."),
          v.integer("count must be the number of messages confirmed."),
          v.minValue(1, "count must be the number of messages confirmed."),
          v.maxValue(
            MAX_BULK_MATCHING,
            `Change at most ${MAX_BULK_MATCHING.toLocaleString("en-US")} messages at once: narrow the search or the filter.`,
          ),
        ),
      }),
    ),
  }),
  v.check(
    (input) => (input.ids === undefined) !== (input.matching === undefined),
    "Name the messages by ids or by matching, not both.",
  ),
  v.check(
    (input) => input.action !== "mark" || input.status !== undefined,
    "Choose the status to mark the messages with.",
  ),
);
export type InboxBulkAction = v.InferInput<typeof inboxBulkSchema>;
