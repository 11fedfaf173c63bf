import { desc } from "drizzle-orm";
import { Hono } from "hono";
import { mailOutbox } from "../../schema/tables";
import type { AppEnv } from "../env";
import { HttpError } from "../http-error";
import { database } from "../services/db";

/** Development helpers; they answer 404 unless ENVIRONMENT is "development". */
export const devRoutes = new Hono<AppEnv>()
  .use("*", async (c, next) => {
    if (c.env.ENVIRONMENT !== "development") throw new HttpError(404, "Not found");
    await next();
  })
  /** The newest mails "sent" locally, so people and tests can follow links in them. */
  .get("/outbox", async (c) => {
    const mails = await database(c.env.DB).select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(50);
    return c.json({ data: mails });
  });
