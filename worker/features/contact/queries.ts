import { and, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import type { ActivityWrite } from "#worker/features/activity/log.ts";
import type { InboxFilter, InboxQuery } from "#schema/lists.ts";
import { messageCursor, type MessageCursor } from "#schema/paging.ts";
import { CONTACT_SEARCH_INDEX, contactMessages } from "#schema/tables.ts";
import type {
  ContactMessage,
  ContactStatus,
  ContactSubmission,
  InboxCounts,
  InboxMessage,
  InboxPage,
  MessageStatus,
} from "#schema/types.ts";
import { messageStatuses } from "#schema/validation.ts";
import type { Database } from "#worker/platform/db.ts";

/**
 * Every query of the contact messages table. The staff inbox is paged, filtered and searched in D1:
 * newest first by (created_at, id), which the indexes of schema/tables.ts walk in order, and words
 * found through the FTS5 index of migration 0006. A held message (docs/decisions/015-human-checks-and-held-messages.md)
 * leaves "held" only by its release.
 */

/** Characters of a message the inbox list shows. */
export const PREVIEW_LENGTH = 140;
/** Words of a search that count; more only slow the query. */
const MAX_SEARCH_WORDS = 8;

/**
 * An FTS5 query for what staff typed: each word (letters and digits; "jane@example.com" is three)
 * as a quoted prefix, all of them required. Quoting leaves FTS5's own syntax (AND, NEAR, "-", ":")
 * as plain words. Null when nothing searchable was typed.
 */
export function searchExpression(text: string): string | null {
  const words =
    text
      .normalize("NFKC")
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, MAX_SEARCH_WORDS) ?? [];
  return words.length ? words.map((word) => `"${word}"*`).join(" ") : null;
}

const matchesSearch = (expression: string) =>
  inArray(
    contactMessages.id,
    sql`(SELECT rowid FROM ${sql.identifier(CONTACT_SEARCH_INDEX)} WHERE ${sql.identifier(CONTACT_SEARCH_INDEX)} MATCH ${expression})`,
  );

/**
 * The conditions of a filter; the status only when `withStatus` (the counts span every status). Held
 * messages (docs/decisions/015-human-checks-and-held-messages.md) are listed only in their own view.
 */
function filterConditions(filter: InboxFilter, withStatus = true): SQL[] {
  const conditions: SQL[] = [];
  if (withStatus) conditions.push(filter.status ? eq(contactMessages.status, filter.status) : notHeld);
  if (filter.service) conditions.push(eq(contactMessages.service, filter.service));
  const expression = searchExpression(filter.q ?? "");
  if (expression) conditions.push(matchesSearch(expression));
  return conditions;
}

const notHeld = ne(contactMessages.status, "held");

/** Messages older than the cursor's (a deleted message's cursor works as well as any). */
const olderThan = (cursor: MessageCursor) =>
  sql`(${contactMessages.createdAt}, ${contactMessages.id}) < (${cursor.createdAt}, ${cursor.id})`;
/** The cursor's message and those before it. */
const notNewerThan = (cursor: MessageCursor) =>
  sql`(${contactMessages.createdAt}, ${contactMessages.id}) <= (${cursor.createdAt}, ${cursor.id})`;

const listColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  service: contactMessages.service,
  status: contactMessages.status,
  heldReason: contactMessages.heldReason,
  createdAt: contactMessages.createdAt,
  preview: sql<string>`substr(${contactMessages.message}, 1, ${PREVIEW_LENGTH})`,
};

function pageQuery(db: Database, query: InboxQuery) {
  const conditions = filterConditions(query);
  if (query.cursor) conditions.push(olderThan(query.cursor));
  return db
    .select(listColumns)
    .from(contactMessages)
    .where(and(...conditions))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(query.limit + 1);
}

/** Messages per status under a filter's service and search. */
function countsQuery(db: Database, filter: InboxFilter) {
  return db
    .select({ status: contactMessages.status, count: sql<number>`count(*)` })
    .from(contactMessages)
    .where(and(inArray(contactMessages.status, [...messageStatuses]), ...filterConditions(filter, false)))
    .groupBy(contactMessages.status);
}

/** The counts of the status tabs; "all" is the inbox proper, held messages aside. */
function toCounts(rows: { status: MessageStatus; count: number }[]): InboxCounts {
  const counts = Object.fromEntries(messageStatuses.map((status) => [status, 0])) as InboxCounts;
  counts.all = 0;
  for (const { status, count } of rows) {
    counts[status] = count;
    if (status !== "held") counts.all += count;
  }
  return counts;
}

/** One page of the inbox and the counts for its status tabs, in one round trip. */
export async function listInbox(db: Database, query: InboxQuery): Promise<InboxPage> {
  const [rows, counts] = await db.batch([pageQuery(db, query), countsQuery(db, query)]);
  const page: InboxMessage[] = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    data: page,
    nextCursor: rows.length > query.limit && last ? messageCursor(last) : null,
    counts: toCounts(counts),
  };
}

export type BulkTarget = { ids: number[] } | { matching: InboxFilter & { through: MessageCursor; count: number } };
export type BulkChange = { action: "delete" } | { action: "mark"; status: ContactStatus };

function targetCondition(target: BulkTarget): SQL | undefined {
  if ("ids" in target) {
    // One bound value however many ids: D1 limits the values a statement may bind.
    return inArray(contactMessages.id, sql`(SELECT value FROM json_each(${JSON.stringify(target.ids)}))`);
  }
  return and(...filterConditions(target.matching), notNewerThan(target.matching.through));
}

/**
 * Deletes or marks the messages a bulk action names, and counts the inbox again, in one D1 batch
 * (a transaction: all or nothing). The counts are for the whole inbox, unfiltered. An "all
 * matching" action changes its set only while the set holds the `count` the staff member confirmed
 * (checked in the same statement); otherwise nothing changes and `confirmed` is false.
 */
export async function applyBulk(
  db: Database,
  target: BulkTarget,
  change: BulkChange,
): Promise<{ affected: number; counts: InboxCounts; confirmed: boolean }> {
  const selected = targetCondition(target);
  const asConfirmed =
    "matching" in target
      ? sql`(SELECT count(*) FROM ${contactMessages} WHERE ${selected}) = ${target.matching.count}`
      : undefined;
  const where = and(selected, asConfirmed);
  // Marking never releases a held message: only a release announces it (worker/features/contact/routes.ts).
  const write =
    change.action === "delete"
      ? db.delete(contactMessages).where(where).returning({ id: contactMessages.id })
      : db
          .update(contactMessages)
          .set({ status: change.status })
          .where(and(where, notHeld))
          .returning({ id: contactMessages.id });
  const found = db
    .select({ n: sql<number>`count(*)` })
    .from(contactMessages)
    .where(selected);
  const [[size], changed, counts] = await db.batch([found, write, countsQuery(db, {})]);
  const confirmed = !("matching" in target) || size!.n === target.matching.count;
  return { affected: changed.length, counts: toCounts(counts), confirmed };
}

// ------------------------------------------------------------------------------------- One message

/** Stores a message as sent; held, with the check's reason, when the human check did not vouch for it. */
export async function storeMessage(
  db: Database,
  input: Omit<ContactSubmission, "recaptchaToken">,
  heldReason?: string,
): Promise<ContactMessage> {
  const [stored] = await db
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone || null,
      service: input.service,
      message: input.message,
      aiRecommendation: input.aiRecommendation || null,
      ...(heldReason !== undefined && { status: "held" as const, heldReason }),
    })
    .returning();
  return stored as ContactMessage;
}

export async function findMessage(db: Database, id: number): Promise<ContactMessage | undefined> {
  const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
  return message as ContactMessage | undefined;
}

/** Staff's status and notes: the changed message, or why nothing changed (gone, or held). */
/**
 * Changes a message that is not held, with its activity entry (`entry`) in the same batch: the entry
 * is stored only when the message was there to change (checked first), and with the change.
 */
export async function updateMessage(
  db: Database,
  id: number,
  changes: { status: ContactStatus; notes: string | null },
  entry: ActivityWrite,
): Promise<ContactMessage | "missing" | "held"> {
  const current = await findMessage(db, id);
  if (!current) return "missing";
  if (current.status === "held") return "held";
  const [[updated]] = await db.batch([
    db
      .update(contactMessages)
      .set(changes)
      .where(and(eq(contactMessages.id, id), notHeld))
      .returning(),
    entry,
  ]);
  return updated ? (updated as ContactMessage) : "held";
}

/**
 * A held message joins the inbox as new: the released message, or why nothing changed. One
 * conditional update, so of two releases only one changes it (and announces it).
 */
export async function releaseMessage(db: Database, id: number): Promise<ContactMessage | "missing" | "not-held"> {
  const [released] = await db
    .update(contactMessages)
    .set({ status: "new", heldReason: null })
    .where(and(eq(contactMessages.id, id), eq(contactMessages.status, "held")))
    .returning();
  if (released) return released as ContactMessage;
  return (await findMessage(db, id)) ? "not-held" : "missing";
}

/** Whether there was such a message to delete; its activity entry (`entry`) is stored with the deletion. */
export async function deleteMessage(db: Database, id: number, entry: ActivityWrite): Promise<boolean> {
  if (!(await findMessage(db, id))) return false;
  const [deleted] = await db.batch([
    db.delete(contactMessages).where(eq(contactMessages.id, id)).returning({ id: contactMessages.id }),
    entry,
  ]);
  return deleted.length > 0;
}
