/**
 * A local stand-in for the OpenAI-compatible chat-completions API the planner calls
 * (worker/features/recommendations/planner/models.ts), keeping OpenAI's documented answers: 401 for a missing or
 * unknown key, 404 `model_not_found` for a model the account does not serve, 400 for a body without
 * `messages` or with a `response_format.json_schema.name` outside ^[a-zA-Z0-9_-]{1,64}$, and
 * completions in the real shape (`chat.completion`, `choices[0].message`, `usage`). State is in memory,
 * one account (API key and the models it serves) per test, made through the control endpoints under
 * /__stand-in/chat/, so test files running side by side do not meet.
 *
 * With a `json_schema` response format the stand-in answers JSON that validates against the schema,
 * its strings saying "stand-in model" and quoting the start of the last user message, so a test can
 * tell a model-written answer from any other. A test may instead queue exact answers, or set a fault:
 * JSON cut off half way, a refusal, an answer late or never, a 429, a 500 or 503.
 *
 * The Worker tests start it through vitest's globalSetup and read its address with
 * `inject("chatStandIn")`.
 */
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { callerGone, startStandIn, standInSetup, type StandIn } from "./stand-in-server";
import type {
  ChatAccountState,
  ChatFault,
  ChatQueuedAnswer,
  ChatRequestRecord,
} from "#worker/test/chat-stand-in-types.ts";

type Account = {
  key: string;
  models: string[];
  answers: ChatQueuedAnswer[];
  requests: ChatRequestRecord[];
  fault: {
    fault: Exclude<ChatFault["fault"], null>;
    times: number;
    delayMs?: number;
    retryAfter?: number;
    status?: number;
  } | null;
};

const accounts = new Map<string, Account>();
const DEFAULT_MODELS = ["gpt-4o-mini"];

type Answer = { status: number; body: unknown; headers?: Record<string, string> };
const openAiError = (
  status: number,
  message: string,
  type: string,
  code: string | null = null,
  param: string | null = null,
  headers?: Record<string, string>,
): Answer => ({ status, body: { error: { message, type, param, code } }, headers });

/** A key as OpenAI shows it in its 401: the start and the end, the rest hidden. */
const masked = (key: string) =>
  key.length <= 8 ? key : `${key.slice(0, 3)}${"*".repeat(Math.min(key.length - 7, 40))}${key.slice(-4)}`;

// ---------------------------------------------------------------------------------------------
// Answers that follow a JSON schema

/** The JSON-schema keywords the generator reads; response formats use no others that matter here. */
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  definitions?: Record<string, JsonSchema>;
};

/** "nextSteps" -> "Next steps". */
const label = (name: string) => {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Readable text within the length limits: what it is, "stand-in model", and the words it was asked. */
function text(name: string, n: number, quote: string, minLength = 1, maxLength = 2_000): string {
  let value = `${label(name)} ${n} by the stand-in model: ${quote}`.trim();
  while (value.length < minLength) value += " More from the stand-in model.";
  if (value.length > maxLength) {
    const cut = value.slice(0, maxLength);
    const atWord = cut.slice(0, cut.lastIndexOf(" ")).replace(/[\s:,;]+$/, "");
    value = atWord.length >= minLength ? atWord : cut.trimEnd();
  }
  return value;
}

/**
 * A value that validates against `schema`: every declared property of an object (no others), two
 * items to an array (or as many as its limits ask), strings of readable text within their lengths,
 * numbers within their bounds.
 */
export function fromSchema(root: JsonSchema, quote: string): unknown {
  const resolve = (schema: JsonSchema): JsonSchema => {
    const ref = schema.$ref?.match(/^#\/(\$defs|definitions)\/(.+)$/);
    return ref ? resolve(root[ref[1] as "$defs" | "definitions"]?.[ref[2]!] ?? {}) : schema;
  };
  const walk = (given: JsonSchema, name: string, n: number): unknown => {
    const schema = resolve(given);
    if ("const" in schema) return schema.const;
    if (schema.enum?.length) return schema.enum[0];
    const options = schema.anyOf ?? schema.oneOf;
    if (options?.length) {
      const chosen = options.find((option) => resolve(option).type !== "null") ?? options[0]!;
      return walk(chosen, name, n);
    }
    if (schema.allOf?.length) return walk(Object.assign({}, ...schema.allOf.map(resolve)) as JsonSchema, name, n);
    const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? (schema.properties ? "object" : "string")];
    const type = types.find((t) => t !== "null") ?? "null";
    switch (type) {
      case "object":
        return Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(([key, property]) => [key, walk(property, key, n)]),
        );
      case "array": {
        const count = Math.min(Math.max(schema.minItems ?? 0, 2), schema.maxItems ?? Infinity);
        return Array.from({ length: count }, (_, i) => walk(schema.items ?? {}, name, i + 1));
      }
      case "integer":
      case "number": {
        const step = type === "integer" ? 1 : 0.5;
        const low =
          schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + step : -Infinity);
        const high =
          schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - step : Infinity);
        const wanted = type === "integer" ? n : n * 1000;
        return Math.min(Math.max(wanted, low), high);
      }
      case "boolean":
        return true;
      case "null":
        return null;
      default:
        return text(name, n, quote, schema.minLength, schema.maxLength);
    }
  };
  return walk(root, "answer", 1);
}

/** The start of the last user message: what a test looks for in an answer. */
function lastUserWords(messages: unknown[]): string {
  const last = [...messages]
    .reverse()
    .find((m): m is { role: string; content: unknown } => (m as { role?: unknown })?.role === "user");
  const content = last?.content;
  const textOf = Array.isArray(content)
    ? content.map((part) => (part as { text?: unknown })?.text ?? "").join(" ")
    : String(content ?? "");
  return textOf.split(/\s+/).filter(Boolean).slice(0, 8).join(" ");
}

// ---------------------------------------------------------------------------------------------
// The API

type Completion = { content: string | null; refusal: string | null; finishReason: "stop" | "length" };

function completion(model: string, messages: unknown[], result: Completion): Answer {
  const promptChars = JSON.stringify(messages).length;
  const completionChars = (result.content ?? result.refusal ?? "").length;
  const prompt_tokens = Math.ceil(promptChars / 4);
  const completion_tokens = Math.ceil(completionChars / 4);
  return {
    status: 200,
    body: {
      id: `chatcmpl-${randomBytes(15).toString("base64url")}`,
      object: "chat.completion",
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [
        {
          index: 0,
          message: { role: "assistant", content: result.content, refusal: result.refusal },
          logprobs: null,
          finish_reason: result.finishReason,
        },
      ],
      usage: { prompt_tokens, completion_tokens, total_tokens: prompt_tokens + completion_tokens },
      system_fingerprint: "fp_stand_in",
    },
  };
}

/** The request checks OpenAI makes before it answers, in its order; undefined when the request is fine. */
function invalidRequest(account: Account, body: Record<string, unknown>): Answer | undefined {
  if (typeof body.model !== "string" || !body.model)
    return openAiError(400, "You must provide a model parameter.", "invalid_request_error");
  if (body.messages === undefined)
    return openAiError(
      400,
      "Missing required parameter: 'messages'.",
      "invalid_request_error",
      "missing_required_parameter",
      "messages",
    );
  if (!Array.isArray(body.messages))
    return openAiError(
      400,
      `Invalid type for 'messages': expected an array, but got ${typeof body.messages} instead.`,
      "invalid_request_error",
      "invalid_type",
      "messages",
    );
  if (body.messages.length === 0)
    return openAiError(
      400,
      "Invalid 'messages': empty array. Expected an array with minimum length 1, but got an empty array instead.",
      "invalid_request_error",
      "empty_array",
      "messages",
    );
  if (!account.models.includes(body.model))
    return openAiError(
      404,
      `The model \`${body.model}\` does not exist or you do not have access to it.`,
      "invalid_request_error",
      "model_not_found",
    );
  if (body.stream === true)
    return openAiError(400, "This stand-in does not stream; send `stream: false`.", "invalid_request_error");
  const format = body.response_format as { type?: unknown; json_schema?: { name?: unknown } } | undefined;
  if (format !== undefined) {
    if (!["text", "json_object", "json_schema"].includes(String(format?.type)))
      return openAiError(
        400,
        `Invalid value: '${String(format?.type)}'. Supported values are: 'text', 'json_object', and 'json_schema'.`,
        "invalid_request_error",
        "invalid_value",
        "response_format.type",
      );
    if (format.type === "json_schema") {
      const name = format.json_schema?.name;
      if (name === undefined)
        return openAiError(
          400,
          "Missing required parameter: 'response_format.json_schema.name'.",
          "invalid_request_error",
          "missing_required_parameter",
          "response_format.json_schema.name",
        );
      if (typeof name !== "string" || !/^[a-zA-Z0-9_-]{1,64}$/.test(name))
        return openAiError(
          400,
          "Invalid 'response_format.json_schema.name': string does not match pattern. Expected a string that matches the pattern '^[a-zA-Z0-9_-]{1,64}$'.",
          "invalid_request_error",
          "invalid_value",
          "response_format.json_schema.name",
        );
    }
  }
  return undefined;
}

/** What the model says to a valid request: a queued answer, else one that follows the response format. */
function modelAnswer(account: Account, body: Record<string, unknown>): string {
  const queued = account.answers.shift();
  if (queued !== undefined) return typeof queued === "string" ? queued : JSON.stringify(queued);
  const quote = lastUserWords(body.messages as unknown[]);
  const format = body.response_format as { type: string; json_schema?: { schema?: JsonSchema } } | undefined;
  if (format?.type === "json_schema") return JSON.stringify(fromSchema(format.json_schema?.schema ?? {}, quote));
  if (format?.type === "json_object") return JSON.stringify({ answer: text("answer", 1, quote) });
  return `An answer by the stand-in model to: ${quote}`;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** The answer to a valid call: the account's fault, if it has one left, else the model's. */
async function answerCall(account: Account, body: Record<string, unknown>, gone: Promise<void>) {
  const model = body.model as string;
  const messages = body.messages as unknown[];
  const fault = account.fault && account.fault.times > 0 ? account.fault : null;
  if (fault) fault.times--;
  switch (fault?.fault) {
    case "rate-limit": {
      const retryAfter = fault.retryAfter ?? 20;
      return openAiError(
        429,
        `Rate limit reached for ${model} in organization org-standin on requests per min (RPM): Limit 3, Used 3, Requested 1. Please try again in ${retryAfter}s. Visit https://platform.openai.com/account/rate-limits to learn more.`,
        "requests",
        "rate_limit_exceeded",
        null,
        {
          "retry-after": String(retryAfter),
          "x-ratelimit-limit-requests": "3",
          "x-ratelimit-remaining-requests": "0",
          "x-ratelimit-reset-requests": `${retryAfter}s`,
        },
      );
    }
    case "server-error":
      return openAiError(
        fault.status ?? 500,
        "The server had an error while processing your request. Sorry about that!",
        "server_error",
      );
    case "refusal":
      return completion(model, messages, {
        content: null,
        refusal: "I'm sorry, but I can't assist with that request.",
        finishReason: "stop",
      });
    case "invalid-json": {
      const whole = modelAnswer(account, body);
      return completion(model, messages, {
        content: whole.slice(0, Math.max(1, Math.floor(whole.length / 2))),
        refusal: null,
        finishReason: "length",
      });
    }
    case "slow": {
      const outcome = await Promise.race([
        gone.then(() => "gone" as const),
        ...(fault.delayMs === undefined ? [] : [sleep(fault.delayMs).then(() => "due" as const)]),
      ]);
      if (outcome === "gone") return "gone";
    }
  }
  return completion(model, messages, { content: modelAnswer(account, body), refusal: null, finishReason: "stop" });
}

async function api(request: IncomingMessage, response: ServerResponse, url: URL, raw: string): Promise<Answer | null> {
  const method = request.method ?? "GET";
  const authorization = request.headers.authorization ?? null;
  const key = authorization?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  if (!key)
    return openAiError(
      401,
      "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY), or as the password field (with blank username) if you're accessing the API from your browser and are prompted for a username and password. You can obtain an API key from https://platform.openai.com/account/api-keys.",
      "invalid_request_error",
    );
  const account = accounts.get(key);
  if (!account)
    return openAiError(
      401,
      `Incorrect API key provided: ${masked(key)}. You can find your API key at https://platform.openai.com/account/api-keys.`,
      "invalid_request_error",
      "invalid_api_key",
    );
  if (method === "GET" && url.pathname === "/v1/models")
    return {
      status: 200,
      body: {
        object: "list",
        data: account.models.map((id) => ({ id, object: "model", created: 0, owned_by: "stand-in" })),
      },
    };
  if (method !== "POST" || url.pathname !== "/v1/chat/completions")
    return openAiError(404, `Invalid URL (${method} ${url.pathname})`, "invalid_request_error");

  const { gone, hungUp } = callerGone(response);
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    body = undefined;
  }
  const record: ChatRequestRecord = {
    at: new Date().toISOString(),
    path: url.pathname,
    authorization,
    body: body ?? raw,
    status: 0,
  };
  account.requests.push(record);
  const answer = await (async () => {
    if (typeof body !== "object" || body === null || Array.isArray(body))
      return openAiError(
        400,
        "We could not parse the JSON body of your request. (HINT: This likely means you aren't using your HTTP library correctly. The OpenAI API expects a JSON payload, but what was sent was not valid JSON. If you have trouble figuring out how to fix this, please contact us through our help center at help.openai.com.)",
        "invalid_request_error",
      );
    const fields = body as Record<string, unknown>;
    const invalid = invalidRequest(account, fields);
    if (invalid) return invalid;
    if (account.fault && account.fault.times > 0) record.fault = account.fault.fault;
    return answerCall(account, fields, gone);
  })();
  record.status = answer === "gone" || hungUp() ? 499 : answer.status;
  return record.status === 499 ? null : (answer as Answer);
}

function state(account: Account): ChatAccountState {
  return { key: account.key, models: account.models, queued: account.answers.length, requests: account.requests };
}

/** Test controls: create an account, read its requests, queue answers, set a fault. */
function control(method: string, path: string, raw: string): Answer {
  let body: Record<string, unknown> = {};
  try {
    body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
  } catch {
    return { status: 400, body: { message: "The control body must be JSON." } };
  }
  if (method === "POST" && path === "/accounts") {
    const key = typeof body.key === "string" && body.key ? body.key : `sk-stand-in-${randomBytes(16).toString("hex")}`;
    if (accounts.has(key)) return { status: 409, body: { message: "An account with this key exists." } };
    const models = Array.isArray(body.models) && body.models.length ? body.models.map(String) : DEFAULT_MODELS;
    const account: Account = { key, models, answers: [], requests: [], fault: null };
    accounts.set(key, account);
    return { status: 201, body: state(account) };
  }
  const match = path.match(/^\/accounts\/([^/]+)(\/requests|\/answers|\/faults)?$/);
  const account = match ? accounts.get(decodeURIComponent(match[1]!)) : undefined;
  if (!match || !account) return { status: 404, body: { message: "No such account." } };
  const action = match[2] ?? "";
  if (method === "GET" && action === "") return { status: 200, body: state(account) };
  if (method === "GET" && action === "/requests") return { status: 200, body: account.requests };
  if (method === "POST" && action === "/answers") {
    if (!Array.isArray(body.answers)) return { status: 400, body: { message: "answers must be a list." } };
    account.answers.push(...(body.answers as ChatQueuedAnswer[]));
    return { status: 200, body: state(account) };
  }
  if (method === "POST" && action === "/faults") {
    if (body.fault === null || body.fault === undefined) {
      account.fault = null;
      return { status: 200, body: state(account) };
    }
    const kinds = ["invalid-json", "refusal", "slow", "rate-limit", "server-error"] as const;
    const kind = kinds.find((known) => known === body.fault);
    if (!kind) return { status: 400, body: { message: `fault must be one of ${kinds.join(", ")}, or null` } };
    account.fault = {
      fault: kind,
      times: Number(body.times ?? 1),
      ...(body.delayMs !== undefined && { delayMs: Number(body.delayMs) }),
      ...(body.retryAfter !== undefined && { retryAfter: Number(body.retryAfter) }),
      ...(body.status !== undefined && { status: Number(body.status) }),
    };
    return { status: 200, body: state(account) };
  }
  return { status: 404, body: { message: "No such control." } };
}

async function readText(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

async function handle(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? "/", "http://stand-in");
  const raw = await readText(request);
  const controlled = url.pathname.match(/^\/__stand-in\/chat(\/.*)$/);
  const answer = controlled
    ? control(request.method ?? "GET", controlled[1]!, raw)
    : await api(request, response, url, raw);
  if (!answer || response.destroyed) return;
  response.writeHead(answer.status, {
    "Content-Type": "application/json",
    "x-request-id": `req_${randomBytes(12).toString("hex")}`,
    ...answer.headers,
  });
  response.end(JSON.stringify(answer.body));
}

export function startChatStandIn(port = 0): Promise<StandIn> {
  return startStandIn(handle, port);
}

/** vitest globalSetup: one stand-in for the run, its address handed to the tests. */
export default standInSetup("chatStandIn", startChatStandIn);
