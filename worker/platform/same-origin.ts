import { createMiddleware } from "hono/factory";
import type { AppEnv } from "./env";
import { HttpError } from "./http-error";
import { settings } from "./settings";

const UNSAFE = /^(POST|PUT|PATCH|DELETE)$/;

/**
 * Cross-site request refusal for every state-changing call, whatever its content type: a browser
 * request must come from this site (Sec-Fetch-Site, else Origin). Requests without either header
 * do not come from a browser page and cannot carry a victim's cookie by surprise.
 */
export const sameOriginOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (UNSAFE.test(c.req.method)) {
    const site = c.req.header("Sec-Fetch-Site");
    const origin = c.req.header("Origin");
    const allowed = new Set([new URL(c.req.url).origin, settings(c.env).siteOrigin]);
    const crossSite =
      site !== undefined ? site !== "same-origin" && site !== "none" : origin !== undefined && !allowed.has(origin);
    if (crossSite) throw new HttpError(403, "Cross-site request refused.");
  }
  await next();
});
