import { useId, type ReactNode } from "react";
import { errorTextClass, labelClass } from "./form";

/** What a control inside a Field spreads onto itself: its id, and its error state for assistive technology. */
export type ControlProps = { id: string; "aria-invalid": boolean; "aria-describedby"?: string };

/**
 * The form kit's one field: a label, the control, and the error under it, tied together by ids.
 * Every form uses it: `<Field label="Email" error={errors.email?.message}>{(control) =>
 * <input {...control} {...register("email")} className={inputClass} />}</Field>`.
 */
export function Field({
  label,
  error,
  optional,
  hint,
  className,
  children,
}: {
  label: ReactNode;
  /** The field's message, shown under it and announced with it. */
  error?: string;
  /** Adds "(optional)" to the label. */
  optional?: boolean;
  /** A note under the control while there is no error. */
  hint?: ReactNode;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error ?? hint;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label} {optional && <span className="font-normal text-muted">(optional)</span>}
      </label>
      {children({ id, "aria-invalid": Boolean(error), "aria-describedby": note ? noteId : undefined })}
      {note && (
        <p id={noteId} className={error ? errorTextClass : "mt-1 text-sm text-muted"}>
          {note}
        </p>
      )}
    </div>
  );
}
