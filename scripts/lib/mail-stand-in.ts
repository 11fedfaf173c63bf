/**
 * A local stand-in for the Resend-compatible email API the Worker hands mail to
 * (worker/platform/mail.ts), keeping Resend's documented answers: POST /emails only, 401
 * `missing_api_key` without a key, 403 `invalid_api_key` for an unknown one, 422 for a body without
 * `from`, `to` or `subject`, for an address in neither the `email@example.com` nor the
 * `Name <email@example.com>` form, and for a mail with neither `text` nor `html`; 200 `{ id }` when
 * the mail is accepted. State is in memory, one account (API key) per test, made through the control
 * endpoints under /__stand-in/mail/, so test files running side by side do not meet. Each account
 * keeps the mail it delivered, as its recipient would read it, and a log of every call.
 *
 * Faults are set per account: Resend's 429 with its rate-limit headers, its 500, a 502 HTML page from
 * a proxy, or an answer that comes late or never.
 *
 * The Worker tests start it through vitest's globalSetup and read its address with
 * `inject("mailStandIn")`.
 */
import { randomBytes, randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { callerGone, startStandIn, standInSetup, type StandIn } from "./stand-in-server";
import type { MailAccountState, MailCall, MailDelivered, MailFault } from "#worker/test/mail-stand-in-types.ts";

type Account = {
  key: string;
  mailbox: MailDelivered[];
  calls: MailCall[];
  /** The fault and how many more calls get it. */
  fault: { fault: Exclude<MailFault["fault"], null>; times: number; delayMs?: number; retryAfter?: number } | null;
};

const accounts = new Map<string, Account>();

type Answer = { status: number; body: unknown; headers?: Record<string, string>; html?: boolean };
const resendError = (statusCode: number, name: string, message: string, headers?: Record<string, string>): Answer => ({
  status: statusCode,
  body: { statusCode, name, message },
  headers,
});

const ADDRESS = /^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[^\s@<>()",;:]+$/;
/** `email@example.com` or `Name <email@example.com>`, as Resend accepts them. */
const validAddress = (value: unknown) => {
  if (typeof value !== "string") return false;
  const named = value.match(/^[^<>]*<([^<>]+)>$/);
  return ADDRESS.test((named ? named[1]! : value).trim());
};
const invalidAddress = (field: string) =>
  resendError(
    422,
    "validation_error",
    `Invalid \`${field}\` field. The email address needs to follow the \`email@example.com\` or \`Name <email@example.com>\` format.`,
  );

/** The email endpoint itself, for a known account whose fault (if any) has been dealt with. */
function sendEmail(account: Account, raw: string): Answer {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return resendError(422, "validation_error", "The request body is not valid JSON.");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body))
    return resendError(422, "validation_error", "The request body must be a JSON object.");
  const mail = body as Record<string, unknown>;
  for (const field of ["from", "to", "subject"]) {
    if (mail[field] === undefined || mail[field] === null || mail[field] === "")
      return resendError(422, "missing_required_field", `Missing \`${field}\` field.`);
  }
  if (!validAddress(mail.from)) return invalidAddress("from");
  const to = Array.isArray(mail.to) ? mail.to : [mail.to];
  if (to.length === 0 || !to.every(validAddress)) return invalidAddress("to");
  if (to.length > 50)
    return resendError(422, "validation_error", "Too many recipients. The maximum is 50 addresses per email.");
  if (typeof mail.subject !== "string") return resendError(422, "validation_error", "Invalid `subject` field.");
  const text = typeof mail.text === "string" && mail.text !== "" ? mail.text : null;
  const html = typeof mail.html === "string" && mail.html !== "" ? mail.html : null;
  if (text === null && html === null)
    return resendError(422, "missing_required_field", "Missing `html` or `text` field.");
  const id = randomUUID();
  account.mailbox.push({
    id,
    from: mail.from as string,
    to: to as string[],
    subject: mail.subject,
    text,
    html,
    at: new Date().toISOString(),
  });
  return { status: 200, body: { id } };
}

const badGatewayPage = `<html>
<head><title>502 Bad Gateway</title></head>
<body>
<center><h1>502 Bad Gateway</h1></center>
<hr><center>cloudflare</center>
</body>
</html>
`;

/**
 * The answer to a call the account's fault takes over; undefined for none, or for a slow answer now
 * due; "gone" when the caller hung up while it waited.
 */
async function faultAnswer(account: Account, gone: Promise<void>): Promise<Answer | "gone" | undefined> {
  const fault = account.fault;
  if (!fault || fault.times <= 0) return undefined;
  fault.times--;
  switch (fault.fault) {
    case "rate-limit": {
      const retryAfter = String(fault.retryAfter ?? 1);
      return resendError(
        429,
        "rate_limit_exceeded",
        "Too many requests. You can only make 2 requests per second. See rate limit response headers for more information. Or contact support to increase rate limit.",
        {
          "retry-after": retryAfter,
          "ratelimit-limit": "2",
          "ratelimit-remaining": "0",
          "ratelimit-reset": retryAfter,
        },
      );
    }
    case "application-error":
      return resendError(500, "application_error", "An unexpected error occurred.");
    case "bad-gateway":
      return { status: 502, body: badGatewayPage, html: true };
    case "slow":
      return Promise.race([
        gone.then(() => "gone" as const),
        ...(fault.delayMs === undefined ? [] : [sleep(fault.delayMs).then(() => undefined)]),
      ]);
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

async function readText(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function parsed(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/** The API: the answer to a call, or null for a caller that hung up first (logged as 499). */
async function api(request: IncomingMessage, response: ServerResponse, url: URL, raw: string): Promise<Answer | null> {
  const method = request.method ?? "GET";
  if (url.pathname !== "/emails") return resendError(404, "not_found", "The requested endpoint does not exist.");
  if (method !== "POST") return resendError(405, "method_not_allowed", "Method is not allowed for the requested path.");
  const key = request.headers.authorization?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  if (!key)
    return resendError(
      401,
      "missing_api_key",
      "Missing API key in the authorization header. Include the following header in the request: Authorization: Bearer YOUR_API_KEY",
    );
  const account = accounts.get(key);
  if (!account) return resendError(403, "invalid_api_key", "API key is invalid");

  const { gone, hungUp } = callerGone(response);
  const faulted = account.fault?.times ? account.fault.fault : undefined;
  const outcome = await faultAnswer(account, gone);
  // A caller that stopped waiting gets nothing, and nothing is delivered: it would not know of the mail.
  const answer = outcome === "gone" || hungUp() ? null : (outcome ?? sendEmail(account, raw));
  account.calls.push({
    at: new Date().toISOString(),
    method,
    path: url.pathname,
    status: answer?.status ?? 499,
    ...(faulted && { fault: faulted }),
    body: parsed(raw),
  });
  return answer;
}

function state(account: Account): MailAccountState {
  return { key: account.key, mailbox: account.mailbox, calls: account.calls };
}

/** Test controls: create an account, read its mailbox and calls, set a fault. */
function control(method: string, path: string, raw: string): Answer {
  const body = parsed(raw || "{}") as Record<string, unknown> | null;
  if (typeof body !== "object" || body === null) return { status: 400, body: { message: "The body must be JSON." } };
  if (method === "POST" && path === "/accounts") {
    const key = typeof body.key === "string" && body.key ? body.key : `re_${randomBytes(16).toString("hex")}`;
    if (accounts.has(key)) return { status: 409, body: { message: "An account with this key exists." } };
    const account: Account = { key, mailbox: [], calls: [], fault: null };
    accounts.set(key, account);
    return { status: 201, body: state(account) };
  }
  const match = path.match(/^\/accounts\/([^/]+)(\/mailbox|\/calls|\/faults)?$/);
  const account = match ? accounts.get(decodeURIComponent(match[1]!)) : undefined;
  if (!match || !account) return { status: 404, body: { message: "No such account." } };
  const action = match[2] ?? "";
  if (method === "GET" && action === "") return { status: 200, body: state(account) };
  if (method === "GET" && action === "/mailbox") return { status: 200, body: account.mailbox };
  if (method === "GET" && action === "/calls") return { status: 200, body: account.calls };
  if (method === "POST" && action === "/faults") {
    const fault = body as { fault?: unknown; times?: unknown; delayMs?: unknown; retryAfter?: unknown };
    if (fault.fault === null || fault.fault === undefined) {
      account.fault = null;
      return { status: 200, body: state(account) };
    }
    const kinds = ["rate-limit", "application-error", "bad-gateway", "slow"] as const;
    const kind = kinds.find((known) => known === fault.fault);
    if (!kind) return { status: 400, body: { message: `fault must be one of ${kinds.join(", ")}, or null` } };
    account.fault = {
      fault: kind,
      times: Number(fault.times ?? 1),
      ...(fault.delayMs !== undefined && { delayMs: Number(fault.delayMs) }),
      ...(fault.retryAfter !== undefined && { retryAfter: Number(fault.retryAfter) }),
    };
    return { status: 200, body: state(account) };
  }
  return { status: 404, body: { message: "No such control." } };
}

async function handle(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? "/", "http://stand-in");
  const raw = await readText(request);
  const controlled = url.pathname.match(/^\/__stand-in\/mail(\/.*)$/);
  const answer = controlled
    ? control(request.method ?? "GET", controlled[1]!, raw)
    : await api(request, response, url, raw);
  if (!answer || response.destroyed) return;
  response.writeHead(answer.status, {
    "Content-Type": answer.html ? "text/html" : "application/json; charset=utf-8",
    ...answer.headers,
  });
  response.end(answer.html ? String(answer.body) : JSON.stringify(answer.body));
}

export function startMailStandIn(port = 0): Promise<StandIn> {
  return startStandIn(handle, port);
}

/** vitest globalSetup: one stand-in for the run, its address handed to the tests. */
export default standInSetup("mailStandIn", startMailStandIn);
