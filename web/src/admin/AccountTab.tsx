import type { ReactNode } from "react";
import { emailChangeSchema, passwordChangeFormSchema, roleLabels } from "#schema/staff.ts";
import { Field } from "../components/ui/Field";
import { PasswordField } from "../components/ui/PasswordField";
import { inputClass, primaryButton } from "../components/ui/form";
import * as api from "../lib/api";
import { useApi } from "../lib/swr";
import type { TabProps } from "./Dashboard";
import * as staff from "./endpoints";
import { useActionForm } from "./form-errors";
import { SessionsSection } from "./SessionsSection";
import { TwoFactorSection } from "./TwoFactorSection";

/** A titled card of the Account tab. */
export function AccountCard({ title, children }: { title: string; children: ReactNode }) {
  const id = `account-${title.toLowerCase().replaceAll(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="rounded-xl border border-sand-200 bg-white p-6">
      <h3 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h3>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Each person's own account: who they are, their email, password, two-factor sign-in and signed-in browsers. */
export function AccountTab({ user, onSessionChange }: TabProps) {
  const sessions = useApi(staff.sessions, undefined, { revalidateOnMount: true });
  return (
    <section aria-labelledby="account-heading" className="space-y-6">
      <div>
        <h2 id="account-heading" className="text-xl font-semibold text-ink">
          Your account
        </h2>
        <p className="mt-1 text-muted">
          {user.username} · {user.email} · {roleLabels[user.role]}
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <TwoFactorSection user={user} onChange={onSessionChange} />
        <SessionsSection sessions={sessions} onSessionChange={onSessionChange} />
        <EmailForm onChange={onSessionChange} />
        <PasswordForm onChange={() => sessions.mutate()} />
      </div>
    </section>
  );
}

function EmailForm({ onChange }: { onChange: () => Promise<unknown> }) {
  const { register, errors, isSubmitting, onSubmit } = useActionForm(
    emailChangeSchema,
    { email: "", currentPassword: "" },
    {
      send: (values) => api.send("PUT", staff.changeEmail, values),
      failedTitle: "Email not changed",
      onDone: onChange,
    },
  );
  return (
    <AccountCard title="Email">
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <Field label="New email" error={errors.email?.message}>
          {(control) => (
            <input {...control} type="email" autoComplete="email" className={inputClass} {...register("email")} />
          )}
        </Field>
        <PasswordField
          label="Current password"
          error={errors.currentPassword?.message}
          autoComplete="current-password"
          registration={register("currentPassword")}
        />
        <button type="submit" disabled={isSubmitting} className={primaryButton}>
          {isSubmitting ? "Saving..." : "Change email"}
        </button>
      </form>
    </AccountCard>
  );
}

function PasswordForm({ onChange }: { onChange: () => Promise<unknown> }) {
  const { register, errors, isSubmitting, onSubmit } = useActionForm(
    passwordChangeFormSchema,
    { currentPassword: "", newPassword: "", confirmPassword: "" },
    {
      send: ({ currentPassword, newPassword }) =>
        api.send("PUT", staff.changePassword, { currentPassword, newPassword }),
      failedTitle: "Password not changed",
      onDone: onChange,
    },
  );
  return (
    <AccountCard title="Password">
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <PasswordField
          label="Current password"
          error={errors.currentPassword?.message}
          autoComplete="current-password"
          registration={register("currentPassword")}
        />
        <PasswordField
          label="New password"
          error={errors.newPassword?.message}
          hint="At least 8 characters."
          autoComplete="new-password"
          registration={register("newPassword")}
        />
        <PasswordField
          label="Confirm new password"
          error={errors.confirmPassword?.message}
          autoComplete="new-password"
          registration={register("confirmPassword")}
        />
        <p className="text-sm text-muted">Changing it signs out your other browsers.</p>
        <button type="submit" disabled={isSubmitting} className={primaryButton}>
          {isSubmitting ? "Saving..." : "Change password"}
        </button>
      </form>
    </AccountCard>
  );
}
