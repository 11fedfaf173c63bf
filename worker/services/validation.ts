import type { Context } from "hono";
import * as v from "valibot";
import { HttpError } from "../http-error";

/**
 * Reads a JSON request body and validates it with one of the shared schemas.
 * 415 for another content type, 400 for malformed JSON or invalid fields (with each field's
 * messages, the same ones the form shows).
 */
export async function readJson<TSchema extends v.GenericSchema>(
  c: Context,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  const type = c.req.header("Content-Type") ?? "";
  if (!/^application\/json\b/i.test(type)) {
    throw new HttpError(415, "Send the request body as JSON (Content-Type: application/json).");
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new HttpError(400, "The request body is not valid JSON.");
  }
  return validate(schema, body);
}

export function validate<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const flat = v.flatten(result.issues);
  const errors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(flat.nested ?? {}) as [string, string[] | undefined][]) {
    if (messages?.length) errors[field] = messages;
  }
  if (flat.root?.length) errors._ = flat.root;
  const first = Object.values(errors)[0]?.[0] ?? "Invalid request";
  throw new HttpError(400, first, errors);
}
