import { useState } from "react";
import { secondaryButton } from "../components/ui/form";
import * as api from "../lib/api";
import { formatDateTime } from "../lib/dates";
import { errorMessage } from "../lib/errors";
import type { DataResponse, StaffSessionSummary } from "#schema/types.ts";
import type { useApi } from "../lib/swr";
import { toast } from "../lib/toast";
import { AccountCard } from "./AccountTab";
import { ConfirmDialog } from "./ConfirmDialog";
import { describeDevice } from "./device";
import * as staff from "./endpoints";
import { StaffList } from "./StaffList";

/** The browsers signed in to this account: end any one, or all of them ("Sign out everywhere"). */
export function SessionsSection({
  sessions: { data, error, mutate },
  onSessionChange,
}: {
  sessions: ReturnType<typeof useApi<DataResponse<StaffSessionSummary[]>>>;
  onSessionChange: () => Promise<unknown>;
}) {
  const [confirmAll, setConfirmAll] = useState(false);
  const [busy, setBusy] = useState(false);

  async function end(id: string, current: boolean) {
    try {
      await api.send("DELETE", staff.endSession(id));
      toast({ title: "Session ended" });
      if (current) await onSessionChange();
      else await mutate();
    } catch (failure) {
      toast({ variant: "destructive", title: "Could not end the session", description: errorMessage(failure) });
    }
  }

  async function endAll() {
    setBusy(true);
    try {
      await api.send("POST", staff.signOutEverywhere);
      toast({ title: "Signed out everywhere" });
      await onSessionChange();
    } catch (failure) {
      toast({ variant: "destructive", title: "Could not sign out everywhere", description: errorMessage(failure) });
    } finally {
      setBusy(false);
      setConfirmAll(false);
    }
  }

  return (
    <AccountCard title="Signed-in browsers">
      <StaffList
        rows={data?.data}
        error={error}
        noun="sessions"
        empty={<p className="text-muted">No browser is signed in.</p>}
      >
        {(sessions) => (
          <ul className="divide-y divide-sand-200">
            {sessions.map((session) => (
              <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div>
                  <p className="font-semibold text-ink">
                    {describeDevice(session.userAgent)}
                    {session.current && (
                      <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                        This browser
                      </span>
                    )}
                  </p>
                  <p className="text-sm text-muted">
                    Signed in {formatDateTime(session.createdAt)} · last seen {formatDateTime(session.lastSeenAt)}
                  </p>
                </div>
                <button
                  type="button"
                  className="rounded-lg px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50"
                  aria-label={`Sign out ${describeDevice(session.userAgent)}${session.current ? " (this browser)" : ""}, signed in ${formatDateTime(session.createdAt)}`}
                  onClick={() => void end(session.id, session.current)}
                >
                  Sign out
                </button>
              </li>
            ))}
          </ul>
        )}
      </StaffList>
      <button type="button" className={`${secondaryButton} mt-4`} onClick={() => setConfirmAll(true)}>
        Sign out everywhere
      </button>
      <ConfirmDialog
        open={confirmAll}
        title="Sign out everywhere?"
        description="Every browser signed in to your account is signed out, this one included."
        confirmLabel="Sign out everywhere"
        busyLabel="Signing out..."
        busy={busy}
        onConfirm={() => void endAll()}
        onClose={() => setConfirmAll(false)}
      />
    </AccountCard>
  );
}
