import { valibotResolver } from "@hookform/resolvers/valibot";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type * as v from "valibot";
import { signInCodeSchema } from "#schema/staff.ts";
import { loginSchema } from "#schema/validation.ts";
import { Field } from "../components/ui/Field";
import { PasswordField } from "../components/ui/PasswordField";
import { inputClass, primaryButton } from "../components/ui/form";
import * as api from "../lib/api";
import { errorMessage, errorStatus } from "../lib/errors";
import { signInCode } from "./endpoints";
import { RecoveryDialog } from "./RecoveryDialog";

type LoginValues = v.InferInput<typeof loginSchema>;
type CodeValues = v.InferInput<typeof signInCodeSchema>;

/** The message for a failed sign-in (docs/product.md#staff-area). */
export function loginFailureMessage(error: unknown): string {
  const status = errorStatus(error);
  if (status === 401) return "Invalid credentials. Please try again.";
  if (status === 429) return errorMessage(error) ?? "Too many attempts. Please try again later.";
  if (status === undefined || status >= 500) return "An error occurred. Please try again later.";
  return errorMessage(error) ?? "Login failed. Please try again.";
}

export function LoginCard({ onSignedIn }: { onSignedIn: () => Promise<unknown> }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [recovering, setRecovering] = useState(false);
  const [askingCode, setAskingCode] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: valibotResolver(loginSchema), defaultValues: { username: "", password: "" } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const body = await api.send("POST", api.login, values);
      if (!body.success) return setFailure(body.message || "Login failed. Please try again.");
      if ("codeRequired" in body.data) return setAskingCode(true);
      await onSignedIn();
    } catch (error) {
      setFailure(loginFailureMessage(error));
    }
  });

  if (askingCode) return <CodeCard onSignedIn={onSignedIn} onBack={() => setAskingCode(false)} />;

  return (
    <main className="flex min-h-screen items-center justify-center bg-sand-100 px-4 py-12">
      <section
        aria-labelledby="login-heading"
        className="w-full max-w-sm rounded-[var(--radius-card)] bg-white p-8 shadow-[var(--shadow-card)]"
      >
        <h1 id="login-heading" className="text-2xl font-semibold text-ink">
          Admin Login
        </h1>
        <p className="mt-1 text-sm text-muted">Sign in to manage the Saguaro Digital site.</p>
        <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
          <Field label="Username" error={errors.username?.message}>
            {(control) => (
              <input {...control} autoComplete="username" className={inputClass} {...register("username")} />
            )}
          </Field>
          <PasswordField
            label="Password"
            error={errors.password?.message}
            autoComplete="current-password"
            registration={register("password")}
          />
          {failure && (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
              {failure}
            </p>
          )}
          <button type="submit" disabled={isSubmitting} className={`${primaryButton} w-full`}>
            {isSubmitting ? "Logging in..." : "Login"}
          </button>
        </form>
        <button
          type="button"
          onClick={() => setRecovering(true)}
          className="mt-4 text-sm font-semibold text-brand-700 hover:underline"
        >
          Forgot password?
        </button>
      </section>
      <RecoveryDialog open={recovering} onClose={() => setRecovering(false)} />
    </main>
  );
}

/** The second step of a two-factor sign-in: a code from the authenticator app, or a recovery code. */
function CodeCard({ onSignedIn, onBack }: { onSignedIn: () => Promise<unknown>; onBack: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CodeValues>({ resolver: valibotResolver(signInCodeSchema), defaultValues: { code: "" } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await api.send("POST", signInCode, values);
      await onSignedIn();
    } catch (error) {
      const status = errorStatus(error);
      setFailure(
        status === undefined || status >= 500
          ? "An error occurred. Please try again later."
          : (errorMessage(error) ?? "That code is not valid."),
      );
    }
  });

  return (
    <main className="flex min-h-screen items-center justify-center bg-sand-100 px-4 py-12">
      <section
        aria-labelledby="code-heading"
        className="w-full max-w-sm rounded-[var(--radius-card)] bg-white p-8 shadow-[var(--shadow-card)]"
      >
        <h1 id="code-heading" className="text-2xl font-semibold text-ink">
          Two-factor sign-in
        </h1>
        <p className="mt-1 text-sm text-muted">
          Enter the 6-digit code from your authenticator app. Lost your phone? Enter one of your recovery codes.
        </p>
        <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
          <Field label="Authentication code" error={errors.code?.message}>
            {(control) => (
              <input
                {...control}
                autoComplete="one-time-code"
                autoCapitalize="none"
                spellCheck={false}
                className={inputClass}
                {...register("code")}
              />
            )}
          </Field>
          {failure && (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
              {failure}
            </p>
          )}
          <button type="submit" disabled={isSubmitting} className={`${primaryButton} w-full`}>
            {isSubmitting ? "Verifying..." : "Verify"}
          </button>
        </form>
        <button type="button" onClick={onBack} className="mt-4 text-sm font-semibold text-brand-700 hover:underline">
          Back to username and password
        </button>
      </section>
    </main>
  );
}
