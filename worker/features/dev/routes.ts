import { Hono } from "hono";
import { mailOutbox } from "#schema/tables.ts";
import type { DataResponse } from "#schema/types.ts";
import type { AppEnv } from "#worker/platform/env.ts";
import { HttpError } from "#worker/platform/http-error.ts";
import { database } from "#worker/platform/db.ts";
import { recentMail } from "#worker/platform/mail.ts";
import { settings } from "#worker/platform/settings.ts";

/** Host names a request to a server on this machine carries. */
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Development helpers. They answer 404 unless ENVIRONMENT is "development" and SITE_URL is a local
 * address: a deployed Worker has a public SITE_URL, so a stray ENVIRONMENT setting cannot expose the
 * outbox (and the reset links in it) to the internet. The request itself must name this machine too:
 * a page on another site whose name was pointed at 127.0.0.1 (DNS rebinding) reads nothing.
 */
export const devRoutes = new Hono<AppEnv>()
  .use("*", async (c, next) => {
    const loopback = LOOPBACK_HOSTS.has(new URL(c.req.url).hostname);
    if (!settings(c.env).developmentHelpers || !loopback) throw new HttpError(404, "Not found");
    await next();
  })
  /** The newest mails "sent" locally, so people and tests can follow links in them. */
  .get("/outbox", async (c) => {
    const mails = await recentMail(database(c.env.DB));
    return c.json<DataResponse<(typeof mailOutbox.$inferSelect)[]>>({ data: mails });
  });
