import { useState, type ReactNode } from "react";
import type { ContactMessage, ContactStatus } from "#schema/types.ts";
import { FreshRead } from "./FreshRead";
import { contactStatuses } from "#schema/validation.ts";
import { Dialog } from "../components/ui/Dialog";
import { PlanView } from "../components/PlanView";
import { inputClass, labelClass, primaryButton, secondaryButton } from "../components/ui/form";
import * as api from "../lib/api";
import { formatDateTime } from "../lib/dates";
import { toast } from "../lib/toast";
import { serviceLabel } from "#schema/validation.ts";
import { releaseMessage } from "./release-message";
import * as staff from "./endpoints";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</dt>
      <dd className="mt-1 text-ink">{children}</dd>
    </div>
  );
}

/** One message in full, with its status and notes (docs/product.md#staff-area). */
export function MessageDialog({
  messageId,
  onClose,
  onSaved,
}: {
  messageId: number | null;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  return (
    <Dialog open={messageId !== null} onClose={onClose} title="Message Details" size="lg">
      {/* The list holds only the start of each message: the dialog reads all of it, notes and plan included. */}
      {messageId !== null && (
        <FreshRead key={messageId} read={staff.message(messageId)} noun="message">
          {(message) => <MessageForm message={message} onClose={onClose} onSaved={onSaved} />}
        </FreshRead>
      )}
    </Dialog>
  );
}

/** Cancel, and the dialog's one action, which says so while it runs. */
function Actions(props: {
  onCancel: () => void;
  onConfirm: () => void;
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <div className="mt-6 flex justify-end gap-3">
      <button type="button" className={secondaryButton} onClick={props.onCancel}>
        Cancel
      </button>
      <button type="button" className={primaryButton} disabled={props.busy} onClick={props.onConfirm}>
        {props.busy ? props.busyLabel : props.label}
      </button>
    </div>
  );
}

type FormProps = { message: ContactMessage; onClose: () => void; onSaved: () => Promise<unknown> };

function MessageForm(props: FormProps) {
  const { message } = props;
  return (
    <div>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Row label="Date received">
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        </Row>
        <Row label="From">{message.name}</Row>
        <Row label="Email">
          <a href={`mailto:${message.email}`} className="text-brand-700 underline">
            {message.email}
          </a>
        </Row>
        {message.phone && (
          <Row label="Phone">
            <a href={`tel:${message.phone}`} className="text-brand-700 underline">
              {message.phone}
            </a>
          </Row>
        )}
        <Row label="Service Interested In">{serviceLabel(message.service)}</Row>
      </dl>
      <dl className="mt-4 space-y-4">
        <Row label="Message">
          <p className="whitespace-pre-wrap rounded-lg bg-sand-50 p-3">{message.message}</p>
        </Row>
        {message.aiRecommendation && (
          <Row label="AI Recommendation">
            <div className="max-h-96 overflow-y-auto rounded-lg bg-brand-50 p-3 text-sm">
              <PlanView text={message.aiRecommendation} headingLevel={3} />
            </div>
          </Row>
        )}
      </dl>
      {message.status === "held" ? <ReleaseForm {...props} /> : <EditForm {...props} />}
    </div>
  );
}

/** A held message (docs/decisions/015-human-checks-and-held-messages.md): why it was held, and its release. */
function ReleaseForm({ message, onClose, onSaved }: FormProps) {
  const [releasing, setReleasing] = useState(false);

  async function release() {
    setReleasing(true);
    if (await releaseMessage(message.id)) {
      await onSaved();
      onClose();
    }
    setReleasing(false);
  }

  return (
    <>
      <div role="note" className="mt-5 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
        <p className="font-semibold">Held for review</p>
        <p className="mt-1">
          The sender's browser did not pass the human check, so nobody was notified. Release it if it is a real message:
          it moves to the inbox as new and staff are notified. Delete it if it is spam.
        </p>
        {message.heldReason && <p className="mt-2 text-red-800">Check result: {message.heldReason}</p>}
      </div>
      <Actions
        onCancel={onClose}
        onConfirm={release}
        busy={releasing}
        label="Release message"
        busyLabel="Releasing..."
      />
    </>
  );
}

/** Status and notes of a message in the inbox. */
function EditForm({ message, onClose, onSaved }: FormProps) {
  const [status, setStatus] = useState<ContactStatus>(message.status as ContactStatus);
  const [notes, setNotes] = useState(message.notes ?? "");
  const [saving, setSaving] = useState(false);

  async function save() {
    setSaving(true);
    try {
      await api.send("PATCH", staff.updateMessage(message.id), { status, notes });
      toast({ title: "Message updated" });
      await onSaved();
      onClose();
    } catch {
      toast({
        variant: "destructive",
        title: "Update failed",
        description: "There was an error updating the message.",
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <div className="mt-5 grid gap-4">
        <div>
          <label htmlFor="message-status" className={labelClass}>
            Status
          </label>
          <select
            id="message-status"
            className={inputClass}
            value={status}
            onChange={(e) => setStatus(e.target.value as ContactStatus)}
          >
            {contactStatuses.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="message-notes" className={labelClass}>
            Notes
          </label>
          <textarea
            id="message-notes"
            rows={4}
            className={inputClass}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
          />
        </div>
      </div>
      <Actions onCancel={onClose} onConfirm={save} busy={saving} label="Save Changes" busyLabel="Saving..." />
    </>
  );
}
