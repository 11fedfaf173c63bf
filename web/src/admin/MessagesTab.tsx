import { useMemo, useState } from "react";
import type { ContactMessage, DataResponse } from "../../../schema/types";
import { inputClass } from "../components/ui/form";
import { CactusLoader } from "../components/ui/CactusLoader";
import { formatDate } from "../lib/format";
import { ConfirmDialog } from "./ConfirmDialog";
import { serviceLabel } from "../../../schema/validation";
import { MessageDialog } from "./MessageDialog";
import { StatusBadge } from "./StatusBadge";
import { useDeletion } from "./useDeletion";
import { useApi } from "../lib/swr";

export const MESSAGES_KEY = "/api/contact";

/** Search on name, email, message and service (value or label). */
export function matchesSearch(message: ContactMessage, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [message.name, message.email, message.message, message.service, serviceLabel(message.service)].some((field) =>
    field.toLowerCase().includes(needle),
  );
}

export function MessagesTab() {
  const { data, error, mutate } = useApi<DataResponse<ContactMessage[]>>(MESSAGES_KEY);
  const [search, setSearch] = useState("");
  const [openId, setOpenId] = useState<number | null>(null);
  const deletion = useDeletion<ContactMessage>({
    url: (message) => `/api/contact/${message.id}`,
    deleted: "Message deleted",
    failureDescription: "There was an error deleting the message.",
    refetch: () => mutate(),
  });

  const messages = useMemo(() => (data?.data ?? []).filter((m) => matchesSearch(m, search)), [data, search]);
  const open = data?.data.find((m) => m.id === openId) ?? null;

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
          onChange={(event) => setSearch(event.target.value)}
          className={`${inputClass} mt-0 max-w-xs`}
        />
      </div>

      {error ? (
        <p role="alert" className="mt-6 text-red-800">
          Failed to load messages. Please try again later.
        </p>
      ) : !data ? (
        <CactusLoader label="Loading messages..." />
      ) : messages.length === 0 ? (
        <p className="mt-10 text-center text-muted">{search.trim() ? "No messages match your search" : "No messages found"}</p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-xl border border-sand-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-sand-50 text-xs uppercase tracking-wide text-muted">
              <tr>
                <th scope="col" className="px-4 py-3">Name</th>
                <th scope="col" className="hidden px-4 py-3 md:table-cell">Service</th>
                <th scope="col" className="hidden px-4 py-3 sm:table-cell">Date</th>
                <th scope="col" className="px-4 py-3">Status</th>
                <th scope="col" className="px-4 py-3"><span className="sr-only">Actions</span></th>
              </tr>
            </thead>
            <tbody className="divide-y divide-sand-200">
              {messages.map((message) => (
                <tr key={message.id} className="cursor-pointer hover:bg-sand-50" onClick={() => setOpenId(message.id)}>
                  <td className="px-4 py-3">
                    <button
                      type="button"
                      className="text-left font-semibold text-ink hover:text-brand-700"
                      onClick={(event) => {
                        event.stopPropagation();
                        setOpenId(message.id);
                      }}
                    >
                      {message.name}
                    </button>
                    <div className="break-all text-muted">{message.email}</div>
                    {/* On phones the service and date columns fold into the name cell. */}
                    <div className="text-xs text-muted md:hidden">
                      {serviceLabel(message.service)}
                      <span className="sm:hidden"> · {formatDate(message.createdAt)}</span>
                    </div>
                  </td>
                  <td className="hidden px-4 py-3 md:table-cell">{serviceLabel(message.service)}</td>
                  <td className="hidden px-4 py-3 whitespace-nowrap sm:table-cell">{formatDate(message.createdAt)}</td>
                  <td className="px-4 py-3">
                    <StatusBadge status={message.status} />
                  </td>
                  <td className="px-4 py-3 text-right">
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
            </tbody>
          </table>
        </div>
      )}

      <MessageDialog message={open} onClose={() => setOpenId(null)} onSaved={() => mutate()} />
      <ConfirmDialog
        open={deletion.pending !== null}
        title="Are you sure?"
        description="This action cannot be undone. This will permanently delete the contact message."
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onClose={deletion.cancel}
      />
    </section>
  );
}
