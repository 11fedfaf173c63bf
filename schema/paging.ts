/**
 * Lists the API answers a page at a time (keyset pagination): each page names the cursor of the
 * next one, the position after its last row, so rows added or deleted meanwhile never shift a page.
 * The sizes and cursor formats both halves use; no validation library here, so public pages can
 * import it (the query schemas are in lists.ts).
 */

/** The staff inbox: 50 messages a page at most. */
export const INBOX_PAGE_SIZE = 50;
/** The portfolio shows 6 cards and grows by 6 with Load More (web/src/components/ProjectsSection.tsx). */
export const PORTFOLIO_PAGE_SIZE = 6;
/** The activity log: 50 entries a page. */
export const ACTIVITY_PAGE_SIZE = 50;
/** The most a list page may hold, for any list. */
export const MAX_PAGE_SIZE = 50;
/** Messages a bulk action may name one by one. */
export const MAX_BULK_IDS = 100;
/** The most messages one "all matching" action changes: a larger set is narrowed first (a spam wave in steps). */
export const MAX_BULK_MATCHING = 5_000;
/** The longest inbox search: a few words. */
export const MAX_SEARCH_LENGTH = 200;

/** A page of a list, and the cursor of the next page (null on the last). */
export type Page<T> = { data: T[]; nextCursor: string | null };

/** "2026-11-23T18:00:00.000Z~123": the date and id of the last message of a page, newest first. */
export type MessageCursor = { createdAt: string; id: number };
export const messageCursor = (message: MessageCursor) => `${message.createdAt}~${message.id}`;
