import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { createMiddleware } from "hono/factory";
import { secureHeaders } from "hono/secure-headers";
import { securityHeaders } from "#schema/security-headers.ts";
import type { DataResponse, ErrorResponse } from "#schema/types.ts";
import type { AppEnv } from "./platform/env";
import { DATABASE_UNAVAILABLE, HttpError } from "./platform/http-error";
import { sameOriginOnly } from "./platform/same-origin";
import { authRoutes } from "./features/auth/routes";
import { contactRoutes } from "./features/contact/routes";
import { adminContentRoutes } from "./features/site-files/routes";
import { adminImageRoutes, mediaRoutes } from "./features/images/routes";
import { devRoutes } from "./features/dev/routes";
import { pageRoutes } from "./features/pages/routes";
import { recommendationRoutes } from "./features/recommendations/routes";
import { isDatabaseFailure } from "./platform/db";
import { projectRoutes } from "./features/projects/routes";
import { accountRoutes } from "./features/account/routes";
import { activityRoutes } from "./features/activity/routes";
import { invitationRoutes, staffRoutes } from "./features/staff/routes";
import { settings } from "./platform/settings";

const app = new Hono<AppEnv>();

// Hono's secure headers, then the site's own choices on top (schema/security-headers.ts, the same
// values as the static pages' _headers). Worker-rendered pages keep their template's CSP; API answers
// are data only: nothing in them may load or frame anything.
const siteSecurityHeaders = createMiddleware(async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(securityHeaders)) c.res.headers.set(name, value);
});
app.use("*", siteSecurityHeaders);
app.use("/api/*", secureHeaders({ contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } }));
app.use("*", async (c, next) => (c.req.path.startsWith("/api/") ? next() : secureHeaders()(c, next)));
// API answers are per-request unless a route says otherwise.
app.use("/api/*", async (c, next) => {
  await next();
  if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
});

app.use("/api/*", sameOriginOnly);

// Liveness and configuration, and the floor `npm run bench` compares API reads with: every
// middleware, no storage. A deployed site missing a production setting answers 503 with the names
// of what is missing (worker/platform/config-check.ts), never a value.
app.get("/api/health", (c) => {
  const problems = settings(c.env).configurationProblems;
  if (problems.length) {
    const names = problems.map((problem) => problem.name);
    return c.json<ErrorResponse>(
      {
        success: false,
        message: `The site is not fully configured: ${problems.map((p) => `${p.name} is ${p.problem}`).join("; ")}.`,
        settings: names,
      },
      503,
    );
  }
  return c.json<DataResponse<{ ok: true }>>({ data: { ok: true } });
});

app.route("/api/auth", authRoutes);
app.route("/api/auth", invitationRoutes);
app.route("/api/account", accountRoutes);
app.route("/api/admin/staff", staffRoutes);
app.route("/api/admin/activity", activityRoutes);
app.route("/api/projects", projectRoutes);
app.route("/api/contact", contactRoutes);
app.route("/api", recommendationRoutes);
app.route("/api/dev", devRoutes);
app.route("/api/admin", adminImageRoutes);
app.route("/api/admin", adminContentRoutes);
app.route("/", mediaRoutes);
// Pages rendered with their data read from the API itself, in the same isolate.
app.route(
  "/",
  pageRoutes(async (request, env, ctx) => app.fetch(request, env, ctx)),
);

app.notFound(async (c) => {
  if (c.req.path.startsWith("/api/")) return c.json<ErrorResponse>({ success: false, message: "Not found" }, 404);
  // A page path the Worker saw first but does not own (/media/, /projects/a/b): the static site answers
  // (SPA fallback). A fetched response's headers are immutable; a copy lets the middleware add its own.
  const page = await c.env.ASSETS.fetch(c.req.raw);
  return new Response(page.body, page);
});

app.onError((err, c) => {
  if (err instanceof HttpError) {
    return c.json<ErrorResponse>(
      { success: false, message: err.message, ...(err.errors && { errors: err.errors }), ...err.details },
      err.status,
      err.headers,
    );
  }
  if (err instanceof HTTPException) {
    return c.json<ErrorResponse>({ success: false, message: err.message || "Request failed" }, err.status);
  }
  // Details go to the log, never to the client.
  console.error(`${c.req.method} ${c.req.path} failed:`, err);
  if (isDatabaseFailure(err)) {
    // Worth trying again: writes that belong together are one D1 batch, so nothing was half-written.
    return c.json<ErrorResponse>({ success: false, message: DATABASE_UNAVAILABLE }, 503, { "Retry-After": "5" });
  }
  return c.json<ErrorResponse>({ success: false, message: "Something went wrong on our side." }, 500);
});

export default app;
