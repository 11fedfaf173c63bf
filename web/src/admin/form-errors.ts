import { valibotResolver } from "@hookform/resolvers/valibot";
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormSetError } from "react-hook-form";
import type * as v from "valibot";
import { ApiError, errorMessage } from "../lib/errors";
import { toast } from "../lib/toast";

/** Puts the server's per-field messages (a 400 or 409 with `errors`) on the form's fields; true when there were any. */
export function showFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>): boolean {
  const fields = error instanceof ApiError ? Object.entries(error.body?.errors ?? {}) : [];
  for (const [name, messages] of fields) setError(name as Path<T>, { message: messages[0] ?? "" });
  return fields.length > 0;
}

/**
 * A staff form that sends one action: checked with its schema, sent by `send`; the answer's message
 * is a toast and the form empties (then `onDone`), and a refusal puts the server's field messages
 * on their fields, or says `failedTitle` with the server's reason.
 */
export function useActionForm<Schema extends v.GenericSchema<FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<v.InferInput<Schema>>,
  {
    send,
    failedTitle,
    onDone,
  }: {
    send: (values: v.InferOutput<Schema>) => Promise<{ message: string }>;
    failedTitle: string;
    onDone?: () => Promise<unknown>;
  },
) {
  const form = useForm<v.InferInput<Schema>, unknown, v.InferOutput<Schema>>({
    resolver: valibotResolver(schema),
    defaultValues,
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      toast({ title: (await send(values)).message });
      form.reset();
      await onDone?.();
    } catch (error) {
      if (!showFieldErrors(error, form.setError))
        toast({ variant: "destructive", title: failedTitle, description: errorMessage(error) });
    }
  });
  return {
    register: form.register,
    errors: form.formState.errors,
    isSubmitting: form.formState.isSubmitting,
    onSubmit,
  };
}
