import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import type { ErrorResponse } from "#schema/types.ts";
import * as v from "valibot";
import { HttpError } from "./http-error";

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

/**
 * A route's body limit, declared with the route: 413 with `message` once the body passes `maxBytes`,
 * by its Content-Length before anything is read, or as it arrives when it has none or lies.
 */
export const limitBody = (maxBytes: number, message: string) =>
  bodyLimit({ maxSize: maxBytes, onError: (c) => c.json<ErrorResponse>({ success: false, message }, 413) });

/** How large a JSON body may be unless its route says otherwise: forms and actions are small. */
export const JSON_BODY_LIMIT = 64 * 1024;

/**
 * Validator middleware for a JSON body: the route's handler reads the checked, typed input as
 * `c.var.body`. The body may be `limit.maxBytes` long (64 KB unless the route says more). Put it after
 * `requireAdmin` on staff routes, so nobody learns the rules unsigned.
 */
export const jsonBody = <TSchema extends v.GenericSchema>(
  schema: TSchema,
  limit: { maxBytes: number; message: string } = {
    maxBytes: JSON_BODY_LIMIT,
    message: "The request body is too large.",
  },
) =>
  createMiddleware<{ Variables: { body: v.InferOutput<TSchema> } }>((c, next) =>
    limitBody(limit.maxBytes, limit.message)(c, async () => {
      c.set("body", await readJson(c, schema));
      await next();
    }),
  );

/** Validator middleware for the query string: the handler reads it as `c.var.query`. */
export const validQuery = <TSchema extends v.GenericSchema>(schema: TSchema) =>
  createMiddleware<{ Variables: { query: v.InferOutput<TSchema> } }>(async (c, next) => {
    c.set("query", validate(schema, c.req.query()));
    await next();
  });

/**
 * Stands in for valibot's own wording ("Invalid type: Expected string but received ..."), which is
 * jargon and quotes the input back, however long or strange. Never shown: see `describeIssue`.
 */
const NO_SCHEMA_MESSAGE = "\u0000no message in the schema";

/** The field an issue is about, as the client named it: `title`, `services item 2`; null for the body itself. */
function fieldName(issue: v.BaseIssue<unknown>): string | null {
  const keys = issue.path?.map((item) => item.key) ?? [];
  if (!keys.length) return null;
  return keys.reduce<string>(
    (name, key) =>
      typeof key === "number" ? `${name} item ${key + 1}` : name ? `${name}.${String(key)}` : String(key),
    "",
  );
}

/** A plain message for a rule the shared schema gives no message of its own. */
function describeIssue(issue: v.BaseIssue<unknown>): string {
  const field = fieldName(issue);
  const subject = field ?? "The request body";
  const count = typeof issue.requirement === "number" ? issue.requirement : undefined;
  const unit = Array.isArray(issue.input) ? (count === 1 ? "item" : "items") : count === 1 ? "character" : "characters";
  switch (issue.type) {
    case "object":
    case "strict_object":
    case "loose_object":
      // An object reports a key it lacks as its own issue, at that key's path, having received undefined.
      if (field && issue.received === "undefined") return `${field} is required.`;
      return field ? `${field} must be an object.` : "The request body must be a JSON object.";
    case "string":
      return `${subject} must be text.`;
    case "array":
      return `${subject} must be a list.`;
    case "boolean":
      return `${subject} must be true or false.`;
    case "number":
      return `${subject} must be a number.`;
    case "union":
      return issue.expected?.includes("string") ? `${subject} must be text.` : `${subject} has the wrong type.`;
    case "min_length":
      return count === 1 && !Array.isArray(issue.input)
        ? `${subject} is required.`
        : `${subject} must have at least ${count} ${unit}.`;
    case "max_length":
      return `${subject} must have at most ${count} ${unit}.`;
    case "email":
      return "Please enter a valid email address";
    default:
      return `${subject} is not valid.`;
  }
}

/**
 * The row id in a path declared as `:id{[1-9][0-9]*}` (or another parameter `name` declared so:
 * "01", "1e9", "-1" and "0x10" never reach here); an id past JavaScript's safe integers names no row either.
 */
export function pathId(c: Context, notFound: string, name = "id"): number {
  const id = Number(c.req.param(name));
  if (!Number.isSafeInteger(id)) throw new HttpError(404, notFound);
  return id;
}

export function validate<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input, { message: () => NO_SCHEMA_MESSAGE });
  if (result.success) return result.output;
  const errors: Record<string, string[]> = Object.create(null);
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? "_";
    const message = issue.message === NO_SCHEMA_MESSAGE ? describeIssue(issue) : issue.message;
    const messages = (errors[key] ??= []);
    // One rule can fail twice (a missing service is both empty and not an option): say it once.
    if (!messages.includes(message)) messages.push(message);
  }
  const first = Object.values(errors)[0]?.[0] ?? "The request is not valid.";
  throw new HttpError(400, first, errors);
}
