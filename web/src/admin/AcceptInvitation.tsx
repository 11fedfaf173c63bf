import { valibotResolver } from "@hookform/resolvers/valibot";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import type * as v from "valibot";
import { ADMIN_PATH } from "#schema/site/company.ts";
import { acceptInvitationFormSchema, roleLabels } from "#schema/staff.ts";
import type { ErrorResponse, InvitationCheck } from "#schema/types.ts";
import { invitation as invitationRead, acceptInvitation } from "./endpoints";
import { showFieldErrors } from "./form-errors";
import { Field } from "../components/ui/Field";
import { checkToken, TokenPageCard } from "../components/ui/TokenPageCard";
import { PasswordField } from "../components/ui/PasswordField";
import { CactusLoader } from "../components/ui/CactusLoader";
import { inputClass, primaryButton } from "../components/ui/form";
import * as api from "../lib/api";
import { errorMessage } from "../lib/errors";
import { useApi } from "../lib/swr";
import { toast } from "../lib/toast";

type FormValues = v.InferInput<typeof acceptInvitationFormSchema>;
type Check = InvitationCheck | ErrorResponse;

/**
 * The staff area opened from an invitation mail (`/duckbeck?invitation=...`, pages/Admin.tsx): the
 * invited person chooses a username and password, then signs in.
 */
export function AcceptInvitation({ token }: { token: string }) {
  const [done, setDone] = useState(false);
  const { data, error } = useApi(token ? api.withQuery(invitationRead, { token }) : null, checkToken<Check>);
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
    <TokenPageCard title="Invitation Not Valid">
      <p role="alert" className="text-red-800">
        {message}
      </p>
      <Link to={ADMIN_PATH} className={`${primaryButton} mt-6 inline-block`}>
        Go to Login
      </Link>
    </TokenPageCard>
  );

  if (!token) return unusable("No invitation token in the link.");
  if (error) return unusable(`Could not check the invitation: ${errorMessage(error) ?? "please try again."}`);
  if (!data) {
    return (
      <TokenPageCard title="Checking Your Invitation">
        <CactusLoader label="Checking your invitation..." />
      </TokenPageCard>
    );
  }
  if (!data.success || !data.data) return unusable(data.message);

  if (done) {
    return (
      <TokenPageCard title="Welcome to the Team">
        <p className="text-muted">Your account is ready. Sign in with your username and password.</p>
        <Link to={ADMIN_PATH} className={`${primaryButton} mt-6 inline-block`}>
          Go to Login
        </Link>
      </TokenPageCard>
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
    <TokenPageCard title="Join the Team">
      <p className="text-muted">
        You were invited as <strong className="text-ink">{roleLabels[data.data.role].toLowerCase()}</strong> with{" "}
        <strong className="break-all text-ink">{data.data.email}</strong>. Choose how you will sign in.
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
        <Field label="Username" error={errors.username?.message} hint="Letters, digits, dots, dashes, underscores.">
          {(control) => <input {...control} autoComplete="username" className={inputClass} {...register("username")} />}
        </Field>
        <PasswordField
          label="Password"
          error={errors.password?.message}
          autoComplete="new-password"
          registration={register("password")}
        />
        <PasswordField
          label="Confirm Password"
          error={errors.confirmPassword?.message}
          autoComplete="new-password"
          registration={register("confirmPassword")}
        />
        <button type="submit" disabled={isSubmitting} className={`${primaryButton} w-full`}>
          {isSubmitting ? "Creating Account..." : "Create Account"}
        </button>
      </form>
    </TokenPageCard>
  );
}
