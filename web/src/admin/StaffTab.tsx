import { Switch } from "@headlessui/react";
import { useState } from "react";
import { invitationSchema, roleLabels, staffRoles, type StaffRole } from "#schema/staff.ts";
import type { StaffAccount, StaffUser } from "#schema/types.ts";
import { Field } from "../components/ui/Field";
import { inputClass, primaryButton } from "../components/ui/form";
import * as api from "../lib/api";
import { formatDate, formatDateTime } from "../lib/dates";
import { errorMessage } from "../lib/errors";
import { useApi } from "../lib/swr";
import { toast } from "../lib/toast";
import { useActionForm } from "./form-errors";
import { ConfirmDialog } from "./ConfirmDialog";
import * as staff from "./endpoints";
import { StaffList } from "./StaffList";

/** Owners' view of the studio's accounts: invite people, change roles, remove accounts, require two factors. */
export function StaffTab({ user }: { user: StaffUser }) {
  // Read anew each time the tab opens: invitations are accepted elsewhere.
  const { data, error, mutate } = useApi(staff.staffOverview, undefined, { revalidateOnMount: true });
  const [removing, setRemoving] = useState<StaffAccount | null>(null);
  const [busy, setBusy] = useState(false);
  const overview = data?.data;

  /** Sends a change, tells how it went, and reloads the list. */
  async function act(change: () => Promise<{ message: string }>, failedTitle: string) {
    try {
      toast({ title: (await change()).message });
    } catch (failure) {
      toast({ variant: "destructive", title: failedTitle, description: errorMessage(failure) });
    }
    await mutate();
  }

  async function remove(account: StaffAccount) {
    setBusy(true);
    await act(() => api.send("DELETE", staff.removeAccount(account.id)), "Account not removed");
    setBusy(false);
    setRemoving(null);
  }

  return (
    <section aria-labelledby="staff-heading" className="space-y-6">
      <h2 id="staff-heading" className="text-xl font-semibold text-ink">
        Staff accounts
      </h2>
      <InviteForm onInvited={() => mutate()} />

      <StaffList
        rows={overview?.accounts}
        error={error}
        noun="accounts"
        empty={<p className="text-muted">No accounts.</p>}
      >
        {(accounts) => (
          <ul className="divide-y divide-sand-200 rounded-xl border border-sand-200 bg-white">
            {accounts.map((account) => (
              <li key={account.id} className="flex flex-wrap items-center justify-between gap-4 p-4">
                <div className="min-w-0">
                  <p className="font-semibold text-ink">
                    {account.username}
                    {account.id === user.id && <span className="font-normal text-muted"> (you)</span>}
                  </p>
                  <p className="text-sm break-all text-muted">{account.email}</p>
                  <p className="text-sm text-muted">
                    Two-factor {account.twoFactor ? "on" : "off"} · last sign-in{" "}
                    {account.lastSignInAt ? formatDateTime(account.lastSignInAt) : "never"}
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  <select
                    aria-label={`Role of ${account.username}`}
                    value={account.role}
                    className="rounded-lg border border-sand-200 bg-white px-3 py-2 text-ink"
                    onChange={(event) =>
                      void act(
                        () =>
                          api.send("PATCH", staff.changeRole(account.id), {
                            role: event.target.value as StaffRole,
                          }),
                        "Role not changed",
                      )
                    }
                  >
                    {staffRoles.map((role) => (
                      <option key={role} value={role}>
                        {roleLabels[role]}
                      </option>
                    ))}
                  </select>
                  {account.id !== user.id && (
                    <button
                      type="button"
                      className="rounded-lg px-3 py-2 text-sm font-semibold text-red-800 hover:bg-red-50"
                      aria-label={`Remove ${account.username}`}
                      onClick={() => setRemoving(account)}
                    >
                      Remove
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </StaffList>

      {overview && overview.invitations.length > 0 && (
        <div>
          <h3 className="text-lg font-semibold text-ink">Invitations not yet accepted</h3>
          <ul className="mt-2 divide-y divide-sand-200 rounded-xl border border-sand-200 bg-white">
            {overview.invitations.map((invitation) => (
              <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <p className="text-ink">
                  <span className="break-all">{invitation.email}</span> · {roleLabels[invitation.role]}
                  <span className="block text-sm text-muted">Link works until {formatDate(invitation.expiresAt)}</span>
                </p>
                <button
                  type="button"
                  className="rounded-lg px-3 py-2 text-sm font-semibold text-red-800 hover:bg-red-50"
                  aria-label={`Withdraw the invitation to ${invitation.email}`}
                  onClick={() =>
                    void act(
                      () => api.send("DELETE", staff.withdrawInvitation(invitation.id)),
                      "Invitation not withdrawn",
                    )
                  }
                >
                  Withdraw
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}

      {overview && (
        <div className="flex items-start gap-3 rounded-xl border border-sand-200 bg-white p-4">
          <Switch
            checked={overview.requireTwoFactor}
            onChange={(required) =>
              void act(() => api.send("PUT", staff.setTwoFactorPolicy, { required }), "Rule not changed")
            }
            className="group relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-sand-200 transition-colors data-[checked]:bg-brand-600"
          >
            <span className="sr-only">Require two-factor sign-in for everyone</span>
            <span className="size-4 translate-x-1 rounded-full bg-white transition-transform group-data-[checked]:translate-x-6" />
          </Switch>
          <div>
            <p className="font-semibold text-ink">Require two-factor sign-in for everyone</p>
            <p className="text-sm text-muted">
              Accounts without it can only open their Account tab until they turn it on. Turn it on for yourself first.
            </p>
          </div>
        </div>
      )}

      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing?.username ?? "this account"}?`}
        description="The account is deleted and every browser signed in to it is signed out at once. Its entries in the activity log stay."
        confirmLabel="Remove account"
        busyLabel="Removing..."
        busy={busy}
        onConfirm={() => removing && void remove(removing)}
        onClose={() => setRemoving(null)}
      />
    </section>
  );
}

function InviteForm({ onInvited }: { onInvited: () => Promise<unknown> }) {
  const { register, errors, isSubmitting, onSubmit } = useActionForm(
    invitationSchema,
    { email: "", role: "editor" },
    { send: (values) => api.send("POST", staff.invite, values), failedTitle: "Invitation not sent", onDone: onInvited },
  );
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Invite a person"
      className="flex flex-wrap items-end gap-4 rounded-xl border border-sand-200 bg-white p-4"
    >
      <Field label="Email to invite" error={errors.email?.message} className="min-w-56 flex-1">
        {(control) => (
          <input {...control} type="email" autoComplete="off" className={inputClass} {...register("email")} />
        )}
      </Field>
      <Field label="Role" error={errors.role?.message}>
        {(control) => (
          <select {...control} className={inputClass} {...register("role")}>
            {staffRoles.map((role) => (
              <option key={role} value={role}>
                {roleLabels[role]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <button type="submit" disabled={isSubmitting} className={primaryButton}>
        {isSubmitting ? "Sending..." : "Send invitation"}
      </button>
    </form>
  );
}
