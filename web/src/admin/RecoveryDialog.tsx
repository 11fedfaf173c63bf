import { useState, type FormEvent } from "react";
import * as v from "valibot";
import { recoveryRequestSchema } from "#schema/validation.ts";
import { Dialog } from "../components/ui/Dialog";
import { Field } from "../components/ui/Field";
import { inputClass, primaryButton, secondaryButton } from "../components/ui/form";
import * as api from "../lib/api";
import { errorMessage } from "../lib/errors";
import { toast } from "../lib/toast";

/** 'Forgot password?': ask for a reset link by email (docs/product.md#staff-area). */
export function RecoveryDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  function close() {
    onClose();
    // Start afresh next time, after the closing transition.
    setTimeout(() => {
      setEmail("");
      setError(null);
      setSentTo(null);
    }, 200);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = v.safeParse(recoveryRequestSchema, { email });
    if (!parsed.success) return setError(parsed.issues[0].message);
    setError(null);
    setSending(true);
    try {
      await api.send("POST", api.requestReset, parsed.output);
      setSentTo(parsed.output.email);
      toast({ title: "Recovery Email Sent", description: `Instructions sent to ${parsed.output.email}` });
    } catch (failure) {
      toast({
        variant: "destructive",
        title: "Request Failed",
        description: errorMessage(failure) ?? "There was an error processing your request.",
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog open={open} onClose={close} title="Reset your password">
      {sentTo ? (
        <div>
          <p className="text-ink">
            If an account uses <strong>{sentTo}</strong>, we've sent instructions to reset its password. The link works
            for 30 minutes.
          </p>
          <p className="mt-3 text-sm text-muted">
            Can't find it? Check your spam or junk folder. We send at most three of these emails an hour; if several
            arrive, use the newest.
          </p>
          <div className="mt-6 flex justify-end">
            <button type="button" className={primaryButton} onClick={close}>
              Close
            </button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={submit}>
          <p className="text-sm text-muted">Enter the email of your admin account and we'll send you a reset link.</p>
          <Field label="Recovery Email" error={error ?? undefined} className="mt-4">
            {(control) => (
              <input
                {...control}
                type="email"
                autoComplete="email"
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                className={inputClass}
              />
            )}
          </Field>
          <div className="mt-6 flex justify-end gap-3">
            <button type="button" className={secondaryButton} onClick={close}>
              Cancel
            </button>
            <button type="submit" className={primaryButton} disabled={sending || email.trim() === ""}>
              {sending ? "Sending..." : "Send Recovery Email"}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
