import { Hono } from "hono";
import { activityQuerySchema } from "#schema/lists.ts";
import type { Page } from "#schema/paging.ts";
import type { ActivityEntry } from "#schema/types.ts";
import { requireOwner, type AdminEnv } from "#worker/features/auth/guard.ts";
import { database } from "#worker/platform/db.ts";
import { validQuery } from "#worker/platform/request-parsing.ts";
import { listActivity } from "./log";

/** Owners read the activity log a page at a time, newest first, by person and kind. */
export const activityRoutes = new Hono<AdminEnv>().get(
  "/",
  requireOwner,
  validQuery(activityQuerySchema),
  async (c) => {
    const query = c.var.query;
    const rows = await listActivity(database(c.env.DB), query);
    const page = rows.slice(0, query.limit);
    return c.json<Page<ActivityEntry>>({
      data: page,
      nextCursor: rows.length > query.limit ? String(page.at(-1)!.id) : null,
    });
  },
);
