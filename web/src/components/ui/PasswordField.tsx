import type { UseFormRegisterReturn } from "react-hook-form";
import { Field } from "./Field";
import { inputClass } from "./form";

/** A password input in a Field: the current one (`current-password`) or a new one (`new-password`). */
export function PasswordField({
  label,
  error,
  hint,
  autoComplete,
  registration,
}: {
  label: string;
  error?: string;
  hint?: string;
  autoComplete: "current-password" | "new-password";
  /** What react-hook-form's `register(name)` returned for the field. */
  registration: UseFormRegisterReturn;
}) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <input {...control} type="password" autoComplete={autoComplete} className={inputClass} {...registration} />
      )}
    </Field>
  );
}
