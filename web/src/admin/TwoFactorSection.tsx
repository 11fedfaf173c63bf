import { valibotResolver } from "@hookform/resolvers/valibot";
import { create as createQrCode } from "qrcode";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import type * as v from "valibot";
import { twoFactorConfirmSchema, twoFactorOffSchema } from "#schema/staff.ts";
import type { StaffUser, TwoFactorSetup } from "#schema/types.ts";
import { Field } from "../components/ui/Field";
import { PasswordField } from "../components/ui/PasswordField";
import { inputClass, primaryButton, secondaryButton } from "../components/ui/form";
import * as api from "../lib/api";
import { errorMessage } from "../lib/errors";
import { toast } from "../lib/toast";
import { AccountCard } from "./AccountTab";
import { showFieldErrors, useActionForm } from "./form-errors";
import * as staff from "./endpoints";

/**
 * Two-factor sign-in: off, being set up (a QR code and the key as text, confirmed with a first code),
 * the recovery codes shown once, or on (turned off with the password, unless the studio requires it).
 */
export function TwoFactorSection({ user, onChange }: { user: StaffUser; onChange: () => Promise<unknown> }) {
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [starting, setStarting] = useState(false);

  async function start() {
    setStarting(true);
    try {
      setSetup((await api.send("POST", staff.startTwoFactor)).data);
    } catch (error) {
      toast({ variant: "destructive", title: "Could not start the set-up", description: errorMessage(error) });
    } finally {
      setStarting(false);
    }
  }

  if (recoveryCodes) {
    return (
      <AccountCard title="Two-factor sign-in">
        <p className="font-semibold text-ink">Two-factor sign-in is on. Save your recovery codes now.</p>
        <p className="mt-1 text-sm text-muted">
          Each code signs you in once if you lose your phone. They are shown only this once: store them in your password
          manager or print them.
        </p>
        <ul aria-label="Recovery codes" className="mt-4 grid grid-cols-2 gap-2 font-mono text-ink">
          {recoveryCodes.map((code) => (
            <li key={code} className="rounded-lg bg-sand-100 px-3 py-2 text-center">
              {code}
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={`${primaryButton} mt-4`}
          onClick={() => {
            setRecoveryCodes(null);
            void onChange();
          }}
        >
          I have saved these codes
        </button>
      </AccountCard>
    );
  }

  if (setup) {
    return (
      <AccountCard title="Two-factor sign-in">
        <ConfirmSetup
          setup={setup}
          onCancel={() => setSetup(null)}
          onConfirmed={(codes) => {
            setSetup(null);
            setRecoveryCodes(codes);
          }}
        />
      </AccountCard>
    );
  }

  return (
    <AccountCard title="Two-factor sign-in">
      {user.twoFactor ? (
        <TurnOff onChange={onChange} />
      ) : (
        <>
          <p className="text-muted">
            Off. With it on, signing in asks for a code from an authenticator app on your phone after your password.
          </p>
          <button type="button" disabled={starting} className={`${primaryButton} mt-4`} onClick={() => void start()}>
            {starting ? "Starting..." : "Turn on two-factor sign-in"}
          </button>
        </>
      )}
    </AccountCard>
  );
}

type ConfirmValues = v.InferInput<typeof twoFactorConfirmSchema>;

function ConfirmSetup({
  setup,
  onCancel,
  onConfirmed,
}: {
  setup: TwoFactorSetup;
  onCancel: () => void;
  onConfirmed: (recoveryCodes: string[]) => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ConfirmValues>({ resolver: valibotResolver(twoFactorConfirmSchema), defaultValues: { code: "" } });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await api.send("POST", staff.confirmTwoFactor, values);
      toast({ title: answer.message });
      onConfirmed(answer.data.recoveryCodes);
    } catch (error) {
      if (!showFieldErrors(error, setError))
        toast({ variant: "destructive", title: "Not turned on", description: errorMessage(error) });
    }
  });
  // The key in groups of four, as apps show it, for typing by hand.
  const groupedKey = setup.secret.match(/.{1,4}/g)?.join(" ") ?? setup.secret;
  return (
    <div>
      <ol className="list-decimal space-y-2 pl-5 text-muted">
        <li>Open your authenticator app (1Password, Google Authenticator, Authy...) and add an account.</li>
        <li>Scan this QR code, or type the key below.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="mt-4 flex flex-wrap items-center gap-6">
        <QrCode text={setup.uri} label="QR code for your authenticator app" />
        <div>
          <p className="text-sm font-semibold text-ink">Key</p>
          <p className="mt-1 font-mono text-ink" data-testid="two-factor-key">
            {groupedKey}
          </p>
        </div>
      </div>
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
        <Field label="Code from the app" error={errors.code?.message}>
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              autoComplete="one-time-code"
              className={inputClass}
              {...register("code")}
            />
          )}
        </Field>
        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={isSubmitting} className={primaryButton}>
            {isSubmitting ? "Checking..." : "Confirm and turn on"}
          </button>
          <button type="button" className={secondaryButton} onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </div>
  );
}

function TurnOff({ onChange }: { onChange: () => Promise<unknown> }) {
  const { register, errors, isSubmitting, onSubmit } = useActionForm(
    twoFactorOffSchema,
    { currentPassword: "" },
    { send: (values) => api.send("POST", staff.disableTwoFactor, values), failedTitle: "Still on", onDone: onChange },
  );
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <p className="text-muted">On: signing in asks for a code from your authenticator app.</p>
      <PasswordField
        label="Current password"
        error={errors.currentPassword?.message}
        autoComplete="current-password"
        registration={register("currentPassword")}
      />
      <button type="submit" disabled={isSubmitting} className={secondaryButton}>
        {isSubmitting ? "Turning off..." : "Turn off two-factor sign-in"}
      </button>
    </form>
  );
}

/** A QR code drawn as SVG squares from the qrcode library's module matrix (no markup from a string). */
function QrCode({ text, label }: { text: string; label: string }) {
  const { size, path } = useMemo(() => {
    const { modules } = createQrCode(text, { errorCorrectionLevel: "M" });
    let d = "";
    for (let row = 0; row < modules.size; row++)
      for (let col = 0; col < modules.size; col++) if (modules.get(row, col)) d += `M${col} ${row}h1v1h-1z`;
    return { size: modules.size, path: d };
  }, [text]);
  const quiet = 4;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`${-quiet} ${-quiet} ${size + 2 * quiet} ${size + 2 * quiet}`}
      className="size-44 rounded-lg bg-white"
      shapeRendering="crispEdges"
    >
      <rect x={-quiet} y={-quiet} width={size + 2 * quiet} height={size + 2 * quiet} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
