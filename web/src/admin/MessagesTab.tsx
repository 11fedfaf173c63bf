import { useEffect, useState } from "react";
import type { InboxBulkAction, InboxFilter } from "#schema/lists.ts";
import { INBOX_PAGE_SIZE, MAX_BULK_MATCHING, messageCursor } from "#schema/paging.ts";
import type { ContactStatus, InboxCounts, InboxMessage, MessageStatus } from "#schema/types.ts";
import { contactServiceOptions, contactStatuses, serviceLabel } from "#schema/validation.ts";
import { inputClass, secondaryButton } from "../components/ui/form";
import * as api from "../lib/api";
import { errorMessage } from "../lib/errors";
import { formatDate } from "../lib/dates";
import { useApi } from "../lib/swr";
import { toast } from "../lib/toast";
import { ConfirmDialog } from "./ConfirmDialog";
import * as staff from "./endpoints";
import { PageButtons, useCursorPages } from "./CursorPages";
import { MessageDialog } from "./MessageDialog";
import { StaffList, StaffTable, type StaffColumn } from "./StaffList";
import { StatusBadge } from "./StatusBadge";
import { releaseMessage } from "./release-message";
import { useDeletion } from "./useDeletion";

/**
 * The staff inbox (docs/decisions/009-lists-paged-in-d1.md), a page of 50 at a time: the server pages, filters and
 * searches (GET /api/contact), so the table never holds more than a page however large the inbox.
 */

/** How long typing pauses before the search runs. */
const SEARCH_DELAY_MS = 300;

/** "All" is the inbox proper; held messages (docs/decisions/015-human-checks-and-held-messages.md) wait in their own view. */
const statusTabs: { value: MessageStatus | undefined; label: string }[] = [
  { value: undefined, label: "All" },
  { value: "new", label: "New" },
  { value: "in-progress", label: "In progress" },
  { value: "completed", label: "Completed" },
  { value: "held", label: "Held" },
];

const countOf = (counts: InboxCounts | undefined, status: MessageStatus | undefined) => counts?.[status ?? "all"] ?? 0;
const plural = (count: number, noun: string) => `${count.toLocaleString("en-US")} ${noun}${count === 1 ? "" : "s"}`;

/** What staff typed, once they pause. */
function useSettled(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** Which messages a bulk action is for: those ticked on this page, or every message the filter matches. */
type Selection = { ids: Set<number>; allMatching: boolean };
const noSelection: Selection = { ids: new Set(), allMatching: false };

export function MessagesTab() {
  const [search, setSearch] = useState("");
  const q = useSettled(search.trim(), SEARCH_DELAY_MS);
  const [status, setStatus] = useState<MessageStatus | undefined>();
  const [service, setService] = useState<string | undefined>();
  const pages = useCursorPages();
  const [selection, setSelection] = useState<Selection>(noSelection);
  const [openId, setOpenId] = useState<number | null>(null);
  const [confirmingBulkDelete, setConfirmingBulkDelete] = useState(false);
  const [bulkBusy, setBulkBusy] = useState(false);

  const filter: InboxFilter = { status, service, q };
  const firstKey = api.withQuery(staff.inbox, { ...filter, q: q || undefined });
  const key = api.withQuery(staff.inbox, { ...filter, q: q || undefined, cursor: pages.cursor });
  // While the next page or a new filter loads, the rows shown stay those of the last answer.
  const { data: page, error, mutate, isLoading, isValidating } = useApi(key, undefined, { keepPreviousData: true });
  // The newest message the filter matched when its first page was read (already fetched, so no
  // request): "all matching" stops there, so messages that arrive meanwhile are never changed unseen.
  const firstPage = useApi(firstKey, undefined, { keepPreviousData: true });
  const newest = firstPage.data?.data[0];

  // A new filter starts again at the first page; every other page or filter starts with nothing selected.
  const [shownFilter, setShownFilter] = useState(firstKey);
  if (firstKey !== shownFilter) {
    setShownFilter(firstKey);
    pages.reset();
  }
  const [shownPage, setShownPage] = useState(key);
  if (key !== shownPage) {
    setShownPage(key);
    setSelection(noSelection);
  }

  const refresh = () => mutate();
  const deletion = useDeletion<InboxMessage>({
    endpoint: staff.deleteMessage,
    deleted: "Message deleted",
    failureDescription: "There was an error deleting the message.",
    refetch: refresh,
  });

  const rows = page?.data ?? [];
  const total = countOf(page?.counts, status);
  // A bulk action acts on the answer on screen: none while a newer one loads, or when the last failed
  // (the rows and counts shown would be another filter's).
  const listSettled =
    Boolean(page && firstPage.data) && !isValidating && !error && !firstPage.isValidating && !firstPage.error;
  const filtered = Boolean(q || status || service);
  const selectedCount = selection.allMatching ? total : selection.ids.size;
  const allOnPageSelected = rows.length > 0 && rows.every((message) => selection.ids.has(message.id));

  function toggle(id: number) {
    const ids = new Set(selection.ids);
    if (ids.has(id)) ids.delete(id);
    else ids.add(id);
    setSelection({ ids, allMatching: false });
  }

  async function runBulk(change: { action: "delete" } | { action: "mark"; status: ContactStatus }) {
    if (!listSettled || (selection.allMatching && !newest)) {
      toast({ title: "The list is still loading", description: "Try again once it has loaded." });
      return;
    }
    // "All matching" names the filter of the answer on screen, its newest message and its count: the
    // server changes that set only if it still holds as many messages as the confirmation said.
    const target: Pick<InboxBulkAction, "ids" | "matching"> = selection.allMatching
      ? { matching: { ...filter, through: messageCursor(newest!), count: total } }
      : { ids: [...selection.ids] };
    setBulkBusy(true);
    try {
      const answer = await api.send("POST", staff.changeMessages, { ...change, ...target });
      toast({ title: answer.message });
      setSelection(noSelection);
      setConfirmingBulkDelete(false);
      if (change.action === "delete") pages.reset();
      await refresh();
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Update failed",
        description: errorMessage(error) ?? "There was an error changing the selected messages.",
      });
    } finally {
      setBulkBusy(false);
    }
  }

  const first = pages.index * INBOX_PAGE_SIZE + 1;
  const columns: StaffColumn[] = [
    {
      header: (
        <input
          type="checkbox"
          aria-label="Select every message on this page"
          checked={allOnPageSelected}
          onChange={() =>
            setSelection(
              allOnPageSelected ? noSelection : { ids: new Set(rows.map((message) => message.id)), allMatching: false },
            )
          }
          className="size-4 accent-brand-600"
        />
      ),
      className: "w-10 py-3 pl-3 pr-1 sm:px-4",
    },
    { header: "Name", className: "px-2 py-3 sm:px-4" },
    { header: "Service", className: "hidden px-4 py-3 md:table-cell" },
    { header: "Date", className: "hidden px-4 py-3 sm:table-cell" },
    { header: "Status", className: "px-2 py-3 sm:px-4" },
    { header: <span className="sr-only">Actions</span>, className: "px-2 py-3 sm:px-4" },
  ];

  return (
    <section aria-labelledby="messages-heading">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="messages-heading" className="text-xl font-semibold text-ink">
          Contact Messages
        </h2>
        <input
          type="search"
          aria-label="Search messages"
          placeholder="Search messages..."
          value={search}
          maxLength={200}
          onChange={(event) => setSearch(event.target.value)}
          className={`${inputClass} mt-0 max-w-xs`}
        />
      </div>

      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label="Status" className="flex flex-wrap gap-1 rounded-lg bg-sand-100 p-1">
          {statusTabs.map((tab) => (
            <button
              key={tab.label}
              type="button"
              aria-pressed={status === tab.value}
              onClick={() => setStatus(tab.value)}
              className="rounded-md px-3 py-1.5 text-sm font-semibold text-muted aria-pressed:bg-white aria-pressed:text-ink aria-pressed:shadow-sm"
            >
              {tab.label}{" "}
              <span className="font-normal">({countOf(page?.counts, tab.value).toLocaleString("en-US")})</span>
            </button>
          ))}
        </div>
        <select
          aria-label="Service"
          value={service ?? ""}
          onChange={(event) => setService(event.target.value || undefined)}
          className={`${inputClass} mt-0 py-2 text-sm sm:max-w-56`}
        >
          <option value="">All services</option>
          {contactServiceOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>

      {selectedCount > 0 && (
        <div
          role="region"
          aria-label="Selected messages"
          className="mt-4 flex flex-wrap items-center gap-2 rounded-lg bg-brand-50 px-4 py-2 text-sm"
        >
          <span className="font-semibold text-ink">{plural(selectedCount, "message")} selected</span>
          {allOnPageSelected &&
            !selection.allMatching &&
            total > rows.length &&
            (total <= MAX_BULK_MATCHING ? (
              <button
                type="button"
                disabled={!listSettled}
                className="font-semibold text-brand-700 underline disabled:opacity-60"
                onClick={() => setSelection({ ids: selection.ids, allMatching: true })}
              >
                Select all {plural(total, "matching message")}
              </button>
            ) : (
              <span className="text-muted">
                {total.toLocaleString("en-US")} match: narrow the search to change more than{" "}
                {MAX_BULK_MATCHING.toLocaleString("en-US")} at once.
              </span>
            ))}
          <span className="flex-1" />
          {/* Held messages leave "held" only by their release, one at a time. */}
          {status !== "held" &&
            contactStatuses.map((value) => (
              <button
                key={value}
                type="button"
                disabled={bulkBusy || !listSettled}
                className={`${secondaryButton} px-3 py-1.5 text-sm`}
                onClick={() => runBulk({ action: "mark", status: value })}
              >
                Mark {value}
              </button>
            ))}
          <button
            type="button"
            disabled={bulkBusy || !listSettled}
            className="rounded-lg bg-red-700 px-3 py-1.5 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
            onClick={() => setConfirmingBulkDelete(true)}
          >
            Delete selected
          </button>
        </div>
      )}

      <StaffList
        rows={page?.data}
        error={error}
        noun="messages"
        empty={filtered ? "No messages match your search" : "No messages found"}
      >
        {() => (
          <>
            <StaffTable columns={columns} busy={isLoading}>
              {rows.map((message) => (
                <tr key={message.id} className="cursor-pointer hover:bg-sand-50" onClick={() => setOpenId(message.id)}>
                  <td className="py-3 pl-3 pr-1 sm:px-4" onClick={(event) => event.stopPropagation()}>
                    <input
                      type="checkbox"
                      aria-label={`Select message from ${message.name}`}
                      checked={selection.allMatching || selection.ids.has(message.id)}
                      onChange={() => toggle(message.id)}
                      className="size-4 accent-brand-600"
                    />
                  </td>
                  <td className="max-w-md px-2 py-3 sm:min-w-40 sm:px-4">
                    <button
                      type="button"
                      className="text-left font-semibold wrap-anywhere text-ink hover:text-brand-700"
                      onClick={(event) => {
                        event.stopPropagation();
                        setOpenId(message.id);
                      }}
                    >
                      {message.name}
                    </button>
                    <div className="break-all text-muted">{message.email}</div>
                    <div className="hidden truncate text-xs text-muted lg:block">{message.preview}</div>
                    {/* On phones the service and date columns fold into the name cell. */}
                    <div className="text-xs text-muted md:hidden">
                      {serviceLabel(message.service)}
                      <span className="sm:hidden"> · {formatDate(message.createdAt)}</span>
                    </div>
                  </td>
                  <td className="hidden px-4 py-3 md:table-cell">{serviceLabel(message.service)}</td>
                  <td className="hidden px-4 py-3 whitespace-nowrap sm:table-cell">
                    <time dateTime={message.createdAt}>{formatDate(message.createdAt)}</time>
                  </td>
                  <td className="px-2 py-3 sm:px-4">
                    <StatusBadge status={message.status} />
                  </td>
                  <td className="py-3 pl-1 pr-2 text-right sm:px-4">
                    {message.status === "held" && (
                      <button
                        type="button"
                        aria-label={`Release message from ${message.name}`}
                        className="rounded-md px-2 py-1 font-semibold text-brand-700 hover:bg-brand-50"
                        onClick={async (event) => {
                          event.stopPropagation();
                          if (await releaseMessage(message.id)) await refresh();
                        }}
                      >
                        Release
                      </button>
                    )}
                    <button
                      type="button"
                      aria-label={`Delete message from ${message.name}`}
                      className="rounded-md px-2 py-1 font-semibold text-red-700 hover:bg-red-50"
                      onClick={(event) => {
                        event.stopPropagation();
                        deletion.ask(message);
                      }}
                    >
                      Delete
                    </button>
                  </td>
                </tr>
              ))}
            </StaffTable>
            <PageButtons label="Message pages" pages={pages} nextCursor={page?.nextCursor ?? null} busy={isLoading}>
              <p aria-live="polite">
                {first.toLocaleString("en-US")}–{(first + rows.length - 1).toLocaleString("en-US")} of{" "}
                {plural(total, "message")}
              </p>
            </PageButtons>
          </>
        )}
      </StaffList>

      <MessageDialog messageId={openId} onClose={() => setOpenId(null)} onSaved={refresh} />
      <ConfirmDialog
        open={deletion.pending !== null}
        title="Are you sure?"
        description="This action cannot be undone. This will permanently delete the contact message."
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onClose={deletion.cancel}
      />
      <ConfirmDialog
        open={confirmingBulkDelete}
        title="Are you sure?"
        description={`This action cannot be undone. This will permanently delete ${plural(selectedCount, "contact message")}.`}
        busy={bulkBusy}
        onConfirm={() => runBulk({ action: "delete" })}
        onClose={() => setConfirmingBulkDelete(false)}
      />
    </section>
  );
}
