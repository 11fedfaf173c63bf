import { valibotResolver } from "@hookform/resolvers/valibot";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import type * as v from "valibot";
import { ADMIN_PATH } from "#schema/site/company.ts";
import { resetPasswordFormSchema } from "#schema/validation.ts";
import { checkToken, TokenPageCard } from "../components/ui/TokenPageCard";
import { PasswordField } from "../components/ui/PasswordField";
import { primaryButton } from "../components/ui/form";
import { CactusLoader } from "../components/ui/CactusLoader";
import { routeAt } from "#schema/site/routes.ts";
import type { ErrorResponse, ResetTokenCheck } from "#schema/types.ts";
import * as api from "../lib/api";
import { errorMessage } from "../lib/errors";
import { usePageMeta } from "../lib/page-meta";
import { toast } from "../lib/toast";
import { useApi } from "../lib/swr";

type FormValues = v.InferInput<typeof resetPasswordFormSchema>;
type Verification = ResetTokenCheck | ErrorResponse;

const meta = routeAt("/reset-password").meta;

/** /reset-password?token=...: verifying, invalid, the form, then done (docs/product.md#staff-area). */
export default function ResetPassword() {
  usePageMeta(meta);
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [done, setDone] = useState(false);
  const { data, error } = useApi(token ? api.withQuery(api.resetToken, { token }) : null, checkToken<Verification>);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: valibotResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: "", confirmPassword: "" },
  });

  const invalid = (message: string) => (
    <TokenPageCard title="Invalid Reset Link">
      <p role="alert" className="text-red-800">
        {message}
      </p>
      <Link to={ADMIN_PATH} className={`${primaryButton} mt-6 inline-block`}>
        Return to Login
      </Link>
    </TokenPageCard>
  );

  if (!token) return invalid("No reset token provided in the URL.");
  if (error) return invalid(`Error verifying token: ${errorMessage(error) ?? "please try again."}`);
  if (!data) {
    return (
      <TokenPageCard title="Verifying Reset Link">
        <CactusLoader label="Checking your reset link..." />
      </TokenPageCard>
    );
  }
  if (!data.success || !data.data) return invalid(data.message || "Invalid or expired token.");

  if (done) {
    return (
      <TokenPageCard title="Password Reset Complete">
        <p className="text-muted">Your password has been changed. Sign in with your new password.</p>
        <Link to={ADMIN_PATH} className={`${primaryButton} mt-6 inline-block`}>
          Go to Login
        </Link>
      </TokenPageCard>
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
    <TokenPageCard title="Reset Your Password">
      <p className="text-muted">
        Choose a new password for <strong className="text-ink">{data.data.email}</strong>.
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
        <PasswordField
          label="New Password"
          error={errors.newPassword?.message}
          autoComplete="new-password"
          registration={register("newPassword")}
        />
        <PasswordField
          label="Confirm New Password"
          error={errors.confirmPassword?.message}
          autoComplete="new-password"
          registration={register("confirmPassword")}
        />
        <button type="submit" disabled={isSubmitting} className={`${primaryButton} w-full`}>
          {isSubmitting ? "Resetting Password..." : "Reset Password"}
        </button>
      </form>
    </TokenPageCard>
  );
}
