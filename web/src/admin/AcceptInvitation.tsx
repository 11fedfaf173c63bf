import { valibotResolver } from "@hookform/resolvers/valibot";
import { useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import type * as v from "valibot";
import { ADMIN_PATH } from "#schema/site/company.ts";
import { acceptInvitationFormSchema, roleLabels } from "#schema/staff.ts";
import type { ErrorResponse, InvitationCheck } from "#schema/types.ts";
import { invitation as invitationRead, acceptInvitation } from "./endpoints";
import { showFieldErrors } from "./form-errors";
import { Field } from "../components/ui/Field";
import { CactusLoader } from "../components/ui/CactusLoader";
import { inputClass, primaryButton } from "../components/ui/form";
import * as api from "../lib/api";
import { ApiError, errorMessage } from "../lib/errors";
import { useApi } from "../lib/swr";
import { toast } from "../lib/toast";

type FormValues = v.InferInput<typeof acceptInvitationFormSchema>;
type Check = InvitationCheck | ErrorResponse;

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-sand-100 px-4 py-12">
      <section
        aria-labelledby="invitation-heading"
        className="w-full max-w-md rounded-[var(--radius-card)] bg-white p-8 shadow-[var(--shadow-card)]"
      >
        <h1 id="invitation-heading" className="text-2xl font-semibold text-ink">
          {title}
        </h1>
        <div className="mt-4">{children}</div>
      </section>
    </main>
  );
}

/** Asks the server about the link; an unusable one is an answer (400), not a failure. */
async function checkInvitation(url: string): Promise<Check> {
  const response = await fetch(url, { credentials: "include" });
  if (response.ok || response.status === 400) {
    try {
      return (await response.clone().json()) as Check;
    } catch {
      // fall through
    }
  }
  throw await ApiError.from(response);
}

/**
 * The staff area opened from an invitation mail (`/duckbeck?invitation=...`, pages/Admin.tsx): the
 * invited person chooses a username and password, then signs in.
 */
export function AcceptInvitation({ token }: { token: string }) {
  const [done, setDone] = useState(false);
  const { data, error } = useApi(token ? api.withQuery(invitationRead, { token }) : null, checkInvitation);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: valibotResolver(acceptInvitationFormSchema),
    defaultValues: { username: "", password: "", confirmPassword: "" },
  });

  const unusable = (message: string) => (
    <Card title="Invitation Not Valid">
      <p role="alert" className="text-red-800">
        {message}
      </p>
      <Link to={ADMIN_PATH} className={`${primaryButton} mt-6 inline-block`}>
        Go to Login
      </Link>
    </Card>
  );

  if (!token) return unusable("No invitation token in the link.");
  if (error) return unusable(`Could not check the invitation: ${errorMessage(error) ?? "please try again."}`);
  if (!data) {
    return (
      <Card title="Checking Your Invitation">
        <CactusLoader label="Checking your invitation..." />
      </Card>
    );
  }
  if (!data.success || !data.data) return unusable(data.message);

  if (done) {
    return (
      <Card title="Welcome to the Team">
        <p className="text-muted">Your account is ready. Sign in with your username and password.</p>
        <Link to={ADMIN_PATH} className={`${primaryButton} mt-6 inline-block`}>
          Go to Login
        </Link>
      </Card>
    );
  }

  const onSubmit = handleSubmit(async ({ username, password }) => {
    try {
      await api.send("POST", acceptInvitation, { token, username, password });
      setDone(true);
    } catch (failure) {
      if (!showFieldErrors(failure, setError))
        toast({ variant: "destructive", title: "Account not created", description: errorMessage(failure) });
    }
  });

  return (
    <Card title="Join the Team">
      <p className="text-muted">
        You were invited as <strong className="text-ink">{roleLabels[data.data.role].toLowerCase()}</strong> with{" "}
        <strong className="break-all text-ink">{data.data.email}</strong>. Choose how you will sign in.
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
        <Field label="Username" error={errors.username?.message} hint="Letters, digits, dots, dashes, underscores.">
          {(control) => <input {...control} autoComplete="username" className={inputClass} {...register("username")} />}
        </Field>
        <Field label="Password" error={errors.password?.message}>
          {(control) => (
            <input
              {...control}
              type="password"
              autoComplete="new-password"
              className={inputClass}
              {...register("password")}
            />
          )}
        </Field>
        <Field label="Confirm Password" error={errors.confirmPassword?.message}>
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
        <button type="submit" disabled={isSubmitting} className={`${primaryButton} w-full`}>
          {isSubmitting ? "Creating Account..." : "Create Account"}
        </button>
      </form>
    </Card>
  );
}
