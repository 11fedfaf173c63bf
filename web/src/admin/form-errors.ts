import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "../lib/errors";

/** Puts the server's per-field messages (a 400 or 409 with `errors`) on the form's fields; true when there were any. */
export function showFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>): boolean {
  const fields = error instanceof ApiError ? Object.entries(error.body?.errors ?? {}) : [];
  for (const [name, messages] of fields) setError(name as Path<T>, { message: messages[0] ?? "" });
  return fields.length > 0;
}
