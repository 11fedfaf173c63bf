import { valibotResolver } from "@hookform/resolvers/valibot";
import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import type * as v from "valibot";
import { emailChangeSchema, passwordChangeFormSchema, roleLabels } from "#schema/staff.ts";
import { Field } from "../components/ui/Field";
import { inputClass, primaryButton } from "../components/ui/form";
import * as api from "../lib/api";
import { errorMessage } from "../lib/errors";
import { useApi } from "../lib/swr";
import { toast } from "../lib/toast";
import type { TabProps } from "./Dashboard";
import * as staff from "./endpoints";
import { showFieldErrors } from "./form-errors";
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

type EmailValues = v.InferInput<typeof emailChangeSchema>;

function EmailForm({ onChange }: { onChange: () => Promise<unknown> }) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EmailValues>({
    resolver: valibotResolver(emailChangeSchema),
    defaultValues: { email: "", currentPassword: "" },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await api.send("PUT", staff.changeEmail, values);
      toast({ title: answer.message });
      reset();
      await onChange();
    } catch (error) {
      if (!showFieldErrors(error, setError))
        toast({ variant: "destructive", title: "Email not changed", description: errorMessage(error) });
    }
  });
  return (
    <AccountCard title="Email">
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <Field label="New email" error={errors.email?.message}>
          {(control) => (
            <input {...control} type="email" autoComplete="email" className={inputClass} {...register("email")} />
          )}
        </Field>
        <Field label="Current password" error={errors.currentPassword?.message}>
          {(control) => (
            <input
              {...control}
              type="password"
              autoComplete="current-password"
              className={inputClass}
              {...register("currentPassword")}
            />
          )}
        </Field>
        <button type="submit" disabled={isSubmitting} className={primaryButton}>
          {isSubmitting ? "Saving..." : "Change email"}
        </button>
      </form>
    </AccountCard>
  );
}

type PasswordValues = v.InferInput<typeof passwordChangeFormSchema>;

function PasswordForm({ onChange }: { onChange: () => Promise<unknown> }) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordValues>({
    resolver: valibotResolver(passwordChangeFormSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      const answer = await api.send("PUT", staff.changePassword, { currentPassword, newPassword });
      toast({ title: answer.message });
      reset();
      await onChange();
    } catch (error) {
      if (!showFieldErrors(error, setError))
        toast({ variant: "destructive", title: "Password not changed", description: errorMessage(error) });
    }
  });
  return (
    <AccountCard title="Password">
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <Field label="Current password" error={errors.currentPassword?.message}>
          {(control) => (
            <input
              {...control}
              type="password"
              autoComplete="current-password"
              className={inputClass}
              {...register("currentPassword")}
            />
          )}
        </Field>
        <Field label="New password" error={errors.newPassword?.message} hint="At least 8 characters.">
          {(control) => (
            <input
              {...control}
              type="password"
              autoComplete="new-password"
              className={inputClass}
              {...register("newPassword")}
            />
          )}
        </Field>
        <Field label="Confirm new password" error={errors.confirmPassword?.message}>
          {(control) => (
            <input
              {...control}
              type="password"
              autoComplete="new-password"
              className={inputClass}
              {...register("confirmPassword")}
            />
          )}
        </Field>
        <p className="text-sm text-muted">Changing it signs out your other browsers.</p>
        <button type="submit" disabled={isSubmitting} className={primaryButton}>
          {isSubmitting ? "Saving..." : "Change password"}
        </button>
      </form>
    </AccountCard>
  );
}
