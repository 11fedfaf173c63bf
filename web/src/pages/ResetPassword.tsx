import { valibotResolver } from "@hookform/resolvers/valibot";
import { useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import type * as v from "valibot";
import { ADMIN_PATH } from "#schema/site/company.ts";
import { resetPasswordFormSchema } from "#schema/validation.ts";
import { Field } from "../components/ui/Field";
import { inputClass, primaryButton } from "../components/ui/form";
import { CactusLoader } from "../components/ui/CactusLoader";
import { routeAt } from "#schema/site/routes.ts";
import type { ErrorResponse, ResetTokenCheck } from "#schema/types.ts";
import * as api from "../lib/api";
import { ApiError, errorMessage } from "../lib/errors";
import { usePageMeta } from "../lib/page-meta";
import { toast } from "../lib/toast";
import { useApi } from "../lib/swr";

type FormValues = v.InferInput<typeof resetPasswordFormSchema>;
type Verification = ResetTokenCheck | ErrorResponse;

const meta = routeAt("/reset-password").meta;

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-sand-100 px-4 py-12">
      <section
        aria-labelledby="reset-heading"
        className="w-full max-w-md rounded-[var(--radius-card)] bg-white p-8 shadow-[var(--shadow-card)]"
      >
        <h1 id="reset-heading" className="text-2xl font-semibold text-ink">
          {title}
        </h1>
        <div className="mt-4">{children}</div>
      </section>
    </main>
  );
}

/** Asks the server about the token; an invalid token is an answer (400), not a failure. */
async function verifyToken(url: string): Promise<Verification> {
  const response = await fetch(url, { credentials: "include" });
  if (response.ok || response.status === 400) {
    try {
      return (await response.clone().json()) as Verification;
    } catch {
      // fall through
    }
  }
  throw await ApiError.from(response);
}

/** /reset-password?token=...: verifying, invalid, the form, then done (docs/product.md#staff-area). */
export default function ResetPassword() {
  usePageMeta(meta);
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [done, setDone] = useState(false);
  const { data, error } = useApi(token ? api.withQuery(api.resetToken, { token }) : null, verifyToken);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: valibotResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: "", confirmPassword: "" },
  });

  const invalid = (message: string) => (
    <Card title="Invalid Reset Link">
      <p role="alert" className="text-red-800">
        {message}
      </p>
      <Link to={ADMIN_PATH} className={`${primaryButton} mt-6 inline-block`}>
        Return to Login
      </Link>
    </Card>
  );

  if (!token) return invalid("No reset token provided in the URL.");
  if (error) return invalid(`Error verifying token: ${errorMessage(error) ?? "please try again."}`);
  if (!data) {
    return (
      <Card title="Verifying Reset Link">
        <CactusLoader label="Checking your reset link..." />
      </Card>
    );
  }
  if (!data.success || !data.data) return invalid(data.message || "Invalid or expired token.");

  if (done) {
    return (
      <Card title="Password Reset Complete">
        <p className="text-muted">Your password has been changed. Sign in with your new password.</p>
        <Link to={ADMIN_PATH} className={`${primaryButton} mt-6 inline-block`}>
          Go to Login
        </Link>
      </Card>
    );
  }

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    try {
      await api.send("POST", api.resetPassword, { token, newPassword });
      toast({ title: "Password Reset Successful", description: "You can now sign in with your new password." });
      setDone(true);
    } catch (failure) {
      toast({
        variant: "destructive",
        title: "Reset Failed",
        description: errorMessage(failure) ?? "Please try again.",
      });
    }
  });

  return (
    <Card title="Reset Your Password">
      <p className="text-muted">
        Choose a new password for <strong className="text-ink">{data.data.email}</strong>.
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
        <Field label="New Password" error={errors.newPassword?.message}>
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
        <Field label="Confirm New Password" error={errors.confirmPassword?.message}>
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
          {isSubmitting ? "Resetting Password..." : "Reset Password"}
        </button>
      </form>
    </Card>
  );
}
