/**
 * A local stand-in for reCAPTCHA v3, both halves, with Google's rules:
 *
 * - the browser's: `GET /recaptcha/api.js?render=<site key>` defines a `grecaptcha` with `ready` and
 *   `execute(siteKey, { action })`, which asks this server for a token (a script request to
 *   /recaptcha/api2/, which the pages' Content-Security-Policy already allows for reCAPTCHA). Browser
 *   tests route https://www.google.com/recaptcha/ here, so the built site loads it from Google's address.
 * - the server's: `POST /recaptcha/api/siteverify` (secret, response, remoteip as a form) answers as
 *   https://developers.google.com/recaptcha/docs/verify documents: a token is valid for two minutes
 *   and verifies once; it carries its action, the page's hostname, a score and `challenge_ts`; the
 *   error codes are missing-input-secret, invalid-input-secret, missing-input-response,
 *   invalid-input-response, bad-request and timeout-or-duplicate, all with HTTP 200.
 *
 * Tests register their own site (key and secret) under /__stand-in/recaptcha/, mint tokens there, set
 * the score, age tokens, and make siteverify fail (5xx, slow, not JSON). The Worker tests start it
 * through vitest's globalSetup and read its address with `inject("recaptchaStandIn")`.
 */
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { startStandIn, standInSetup, type StandIn } from "./stand-in-server";
import type {
  RecaptchaFault,
  RecaptchaSite,
  RecaptchaSiteState,
  SiteverifyCall,
} from "#worker/test/recaptcha-stand-in-types.ts";

/** How long a token verifies, as Google documents it. */
export const TOKEN_LIFETIME_MS = 2 * 60 * 1000;
export const SITEVERIFY_PATH = "/recaptcha/api/siteverify";

type Token = { siteKey: string; action: string; hostname: string; score: number; issuedAt: number; used: boolean };
type Site = RecaptchaSite & {
  score: number;
  /** Added to the clock for this site's tokens: tests age tokens instead of waiting. */
  clockOffsetMs: number;
  fault: Required<Pick<RecaptchaFault, "times">> & RecaptchaFault;
  issued: number;
  verified: number;
  calls: SiteverifyCall[];
};

const sites = new Map<string, Site>();
const sitesBySecret = new Map<string, Site>();
const tokens = new Map<string, Token>();

function registerSite(input: RecaptchaSite): Site {
  const site: Site = {
    ...input,
    score: input.score ?? 0.9,
    clockOffsetMs: 0,
    fault: { times: 0 },
    issued: 0,
    verified: 0,
    calls: [],
  };
  sites.set(site.siteKey, site);
  sitesBySecret.set(site.secret, site);
  return site;
}

function issueToken(site: Site, action: string, hostname: string, score = site.score): string {
  // Real tokens are long opaque strings; their length matters to the servers that store them.
  const token = `03A${randomBytes(360).toString("base64url")}`;
  // On the site's clock, so that advancing it ages the tokens issued so far, not the next ones.
  const issuedAt = Date.now() + site.clockOffsetMs;
  tokens.set(token, { siteKey: site.siteKey, action, hostname, score, issuedAt, used: false });
  site.issued++;
  return token;
}

const failure = (...codes: string[]) => ({ success: false, "error-codes": codes });

/** Google's verdict on one siteverify call. */
function verdict(secret: string | null, response: string | null): { site?: Site; answer: unknown } {
  if (!secret) return { answer: failure("missing-input-secret") };
  const site = sitesBySecret.get(secret);
  if (!site) return { answer: failure("invalid-input-secret") };
  if (!response) return { site, answer: failure("missing-input-response") };
  const token = tokens.get(response);
  // A token of another site is as unknown to this secret as a made-up one.
  if (!token || token.siteKey !== site.siteKey) return { site, answer: failure("invalid-input-response") };
  if (token.used || Date.now() + site.clockOffsetMs - token.issuedAt > TOKEN_LIFETIME_MS) {
    token.used = true;
    return { site, answer: failure("timeout-or-duplicate") };
  }
  token.used = true;
  site.verified++;
  return {
    site,
    answer: {
      success: true,
      challenge_ts: new Date(token.issuedAt - site.clockOffsetMs).toISOString().replace(/\.\d{3}Z$/, "Z"),
      hostname: token.hostname,
      score: token.score,
      action: token.action,
    },
  };
}

/**
 * The browser half: a grecaptcha whose `execute` fetches a token by script (JSONP) from where the
 * script itself was loaded, so it works at Google's address and at the stand-in's alike.
 */
const browserScript = `(() => {
  const base = new URL(document.currentScript.src).origin;
  let calls = 0;
  window.grecaptcha = {
    ready(callback) { callback(); },
    execute(siteKey, options) {
      return new Promise((resolve, reject) => {
        const name = "__recaptchaStandIn" + ++calls;
        const script = document.createElement("script");
        window[name] = (answer) => {
          delete window[name];
          script.remove();
          if (answer.token) resolve(answer.token);
          else reject(new Error(answer.error));
        };
        script.onerror = () => reject(new Error("token request failed"));
        script.src = base + "/recaptcha/api2/stand-in-token?" + new URLSearchParams({
          k: siteKey, action: (options && options.action) || "", hostname: location.hostname, callback: name,
        });
        document.head.appendChild(script);
      });
    },
  };
})();
`;

async function readText(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function send(response: ServerResponse, status: number, body: unknown, type = "application/json; charset=utf-8") {
  response.writeHead(status, { "Content-Type": type, "Cache-Control": "no-store" });
  response.end(typeof body === "string" ? body : JSON.stringify(body));
}

async function siteverify(request: IncomingMessage, response: ServerResponse, url: URL) {
  if (request.method !== "POST") return send(response, 200, failure("bad-request"));
  const type = request.headers["content-type"] ?? "";
  const text = await readText(request);
  // Parameters may come as a form body or in the query string, as Google accepts them.
  if (text && !type.startsWith("application/x-www-form-urlencoded")) return send(response, 200, failure("bad-request"));
  const params = new URLSearchParams(text || url.search);
  const secret = params.get("secret");
  const token = params.get("response");
  const site = secret ? sitesBySecret.get(secret) : undefined;

  if (site && site.fault.times > 0) {
    site.fault.times--;
    const { status, notJson, delayMs } = site.fault;
    site.calls.push({ response: token, remoteip: params.get("remoteip"), status: status ?? 200, answer: "(fault)" });
    if (delayMs) {
      // A caller that gives up closes the connection; the wait ends with it, and never holds the process.
      await new Promise<void>((resolve) => {
        setTimeout(resolve, delayMs).unref();
        response.once("close", resolve);
      });
      if (response.destroyed) return;
    }
    if (status) return send(response, status, "<html><body>Server Error</body></html>", "text/html");
    if (notJson) return send(response, 200, "<html><body>Sorry...</body></html>", "text/html");
  }
  const { answer } = verdict(secret, token);
  site?.calls.push({ response: token, remoteip: params.get("remoteip"), status: 200, answer });
  send(response, 200, answer);
}

function tokenScript(url: URL, response: ServerResponse) {
  const callback = url.searchParams.get("callback") ?? "";
  if (!/^[A-Za-z_$][\w$]*$/.test(callback)) return send(response, 400, "bad callback", "text/plain");
  const site = sites.get(url.searchParams.get("k") ?? "");
  const answer = site
    ? { token: issueToken(site, url.searchParams.get("action") ?? "", url.searchParams.get("hostname") ?? "") }
    : { error: "Invalid site key" };
  send(response, 200, `window[${JSON.stringify(callback)}](${JSON.stringify(answer)});`, "text/javascript");
}

function siteState(site: Site): RecaptchaSiteState {
  return { issued: site.issued, verified: site.verified, calls: site.calls };
}

async function control(request: IncomingMessage, response: ServerResponse, path: string) {
  const text = await readText(request);
  const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
  if (request.method === "POST" && path === "/sites") {
    const { siteKey, secret, score } = body as RecaptchaSite;
    if (typeof siteKey !== "string" || typeof secret !== "string")
      return send(response, 400, { error: "siteKey and secret" });
    return send(response, 201, siteState(registerSite({ siteKey, secret, score })));
  }
  const match = path.match(/^\/sites\/([^/]+)(\/[a-z]+)?$/);
  const site = match ? sites.get(decodeURIComponent(match[1]!)) : undefined;
  if (!site) return send(response, 404, { error: "no such site" });
  const action = match![2] ?? "";
  if (request.method === "GET" && action === "") return send(response, 200, siteState(site));
  if (request.method === "POST" && action === "/tokens") {
    const score = typeof body.score === "number" ? body.score : undefined;
    return send(response, 201, {
      token: issueToken(site, String(body.action ?? ""), String(body.hostname ?? ""), score),
    });
  }
  if (request.method === "POST" && action === "/score") {
    site.score = Number(body.score);
    return send(response, 200, siteState(site));
  }
  if (request.method === "POST" && action === "/clock") {
    site.clockOffsetMs += Number(body.advanceSeconds ?? 0) * 1000;
    return send(response, 200, siteState(site));
  }
  if (request.method === "POST" && action === "/faults") {
    const fault = body as RecaptchaFault;
    site.fault = { ...fault, times: fault.times ?? 1 };
    return send(response, 200, siteState(site));
  }
  send(response, 404, { error: "unknown control" });
}

async function handle(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? "/", "http://stand-in");
  if (url.pathname === SITEVERIFY_PATH) return siteverify(request, response, url);
  if (url.pathname === "/recaptcha/api.js") return send(response, 200, browserScript, "text/javascript");
  if (url.pathname === "/recaptcha/api2/stand-in-token") return tokenScript(url, response);
  if (url.pathname.startsWith("/__stand-in/recaptcha/"))
    return control(request, response, url.pathname.slice("/__stand-in/recaptcha".length));
  send(response, 404, "Not Found", "text/plain");
}

export function startRecaptchaStandIn(port = 0): Promise<StandIn> {
  return startStandIn(handle, port);
}

/** vitest globalSetup: one stand-in for the run, its address handed to the tests. */
export default standInSetup("recaptchaStandIn", startRecaptchaStandIn);
