import { Hono } from "hono";
import { contactSubmissionSchema, contactUpdateSchema, recaptchaActions, serviceLabel } from "#schema/validation.ts";
import { ADMIN_PATH, company } from "#schema/site/company.ts";
import { siteBase, type AppEnv, type Env } from "#worker/platform/env.ts";
import { requireAdmin } from "../auth/guard";
import { activityEntry, recordActivity } from "../activity/log";
import { HttpError } from "#worker/platform/http-error.ts";
import { database, type Database } from "#worker/platform/db.ts";
import { mailConfig, sendMail } from "#worker/platform/mail.ts";
import { clientKey, d1RateLimiter, limitRequest } from "#worker/platform/rate-limit.ts";
import { settings } from "#worker/platform/settings.ts";
import { checkHuman } from "#worker/platform/recaptcha.ts";
import { jsonBody, pathId, validQuery } from "#worker/platform/request-parsing.ts";
import {
  applyBulk,
  deleteMessage,
  findMessage,
  listInbox,
  releaseMessage,
  storeMessage,
  updateMessage,
  type BulkChange,
  type BulkTarget,
} from "./queries";
import { inboxBulkSchema, inboxQuerySchema } from "#schema/lists.ts";
import type { ActionResponse, ContactMessage, DataResponse, InboxBulkResult, InboxPage } from "#schema/types.ts";

/** reCAPTCHA action the contact form requests its token for (docs/product.md#talking-to-the-api). */
export const CONTACT_ACTION = recaptchaActions.contact;
const CONTACT_WINDOW_SECONDS = 10 * 60;

const contactLimit = (env: Env) => settings(env).limits.contact;

/**
 * Tells staff about a message (CONTACT_NOTIFY_EMAIL, else the company address). The message is safe
 * in D1 by then: a failed notice is logged and never fails the request.
 */
async function notifyStaff(env: Env, db: Database, message: ContactMessage) {
  try {
    await sendMail(
      db,
      {
        to: settings(env).mail.notify ?? company.email,
        subject: `New contact message from ${message.name}`,
        text: notificationText(message, siteBase(env)),
      },
      mailConfig(env),
    );
  } catch (error) {
    console.error(`Could not record the notice for contact message ${message.id}:`, error);
  }
}

function notificationText(
  m: Pick<ContactMessage, "id" | "name" | "email" | "phone" | "service" | "message" | "aiRecommendation">,
  siteBase: string,
): string {
  const service = serviceLabel(m.service);
  return [
    `New message #${m.id} from the website.`,
    "",
    `Name: ${m.name}`,
    `Email: ${m.email}`,
    `Phone: ${m.phone || "-"}`,
    `Service: ${service}`,
    "",
    m.message,
    ...(m.aiRecommendation ? ["", "An AI project plan is attached to the message."] : []),
    "",
    `Read and answer it in the admin area: ${siteBase}${ADMIN_PATH}`,
  ].join("\n");
}

const NOT_FOUND = "Message not found.";

export const contactRoutes = new Hono<AppEnv>()
  // The body is checked before anything else, as on the recommendation routes: a refused body costs
  // the visitor none of their messages.
  .post("/", jsonBody(contactSubmissionSchema), async (c) => {
    const input = c.var.body;

    await limitRequest(c, d1RateLimiter(c.env.DB), {
      key: `contact:${clientKey(c.req.raw)}`,
      limit: contactLimit(c.env),
      windowSeconds: CONTACT_WINDOW_SECONDS,
      message: () =>
        "You've sent several messages in a short time. Please wait a few minutes, or call or email us directly.",
      announce: true,
    });

    // A message the human check does not vouch for is kept, held for staff to review, and not
    // announced (docs/decisions/015-human-checks-and-held-messages.md): a visitor whose browser blocks
    // reCAPTCHA still reaches the studio. The answer is the same either way.
    const check = await checkHuman(c, input.recaptchaToken, CONTACT_ACTION);
    const db = database(c.env.DB);
    const message = await storeMessage(db, input, check.verified ? undefined : check.reason);
    // The visitor does not wait for the email API: the notice follows the answer.
    if (check.verified) c.executionCtx.waitUntil(notifyStaff(c.env, db, message));
    else console.warn(`Contact message ${message.id} held for review: ${check.reason}`);

    return c.json<ActionResponse<{ id: number }>, 201>(
      { success: true, message: "Message sent", data: { id: message.id } },
      201,
    );
  })

  // Staff only from here on: each route checks the session first (requireAdmin).
  .get("/", requireAdmin, validQuery(inboxQuerySchema), async (c) => {
    const query = c.var.query;
    const page: InboxPage = await listInbox(database(c.env.DB), query);
    return c.json<InboxPage>(page);
  })

  .get("/:id{[1-9][0-9]*}", requireAdmin, async (c) => {
    const message = await findMessage(database(c.env.DB), pathId(c, NOT_FOUND));
    if (!message) throw new HttpError(404, NOT_FOUND);
    return c.json<DataResponse<ContactMessage>>({ data: message });
  })

  .post("/bulk", requireAdmin, jsonBody(inboxBulkSchema), async (c) => {
    const input = c.var.body;
    const target: BulkTarget = input.ids ? { ids: input.ids } : { matching: input.matching! };
    const change: BulkChange =
      input.action === "delete" ? { action: "delete" } : { action: "mark", status: input.status! };
    const db = database(c.env.DB);
    const { affected, counts, confirmed } = await applyBulk(db, target, change);
    if (!confirmed) {
      throw new HttpError(
        409,
        "The messages matching this filter changed since they were listed: nothing was changed. Review the list and try again.",
      );
    }
    const noun = affected === 1 ? "message" : "messages";
    const done = change.action === "delete" ? "deleted" : `marked ${change.status}`;
    if (affected > 0)
      await recordActivity(db, c.var.admin, {
        kind: change.action === "delete" ? "message-delete" : "message-status",
        subject: `${affected} ${noun} ${done}`,
        count: affected,
      });
    return c.json<InboxBulkResult>({
      success: true,
      message: `${affected} ${noun} ${done}`,
      data: { affected, counts },
    });
  })

  .patch("/:id{[1-9][0-9]*}", requireAdmin, jsonBody(contactUpdateSchema), async (c) => {
    const db = database(c.env.DB);
    const id = pathId(c, NOT_FOUND);
    const change = c.var.body;
    const updated = await updateMessage(
      db,
      id,
      change,
      activityEntry(db, c.var.admin, { kind: "message-status", subject: `message ${id}: ${change.status}` }),
    );
    if (updated === "missing") throw new HttpError(404, NOT_FOUND);
    if (updated === "held") throw new HttpError(409, "This message is held for review: release it before changing it.");
    return c.json<ActionResponse<ContactMessage>>({ success: true, message: "Message updated", data: updated });
  })

  /** A held message released by staff: it joins the inbox as new and staff are told, once. */
  .post("/:id{[1-9][0-9]*}/release", requireAdmin, async (c) => {
    const db = database(c.env.DB);
    const id = pathId(c, NOT_FOUND);
    const released = await releaseMessage(db, id);
    if (released === "missing") throw new HttpError(404, NOT_FOUND);
    if (released === "not-held") throw new HttpError(409, "This message is not held.");
    await recordActivity(db, c.var.admin, { kind: "message-release", subject: `message ${id}` });
    await notifyStaff(c.env, db, released);
    return c.json<ActionResponse<ContactMessage>>({ success: true, message: "Message released", data: released });
  })

  .delete("/:id{[1-9][0-9]*}", requireAdmin, async (c) => {
    const db = database(c.env.DB);
    const id = pathId(c, NOT_FOUND);
    const deleted = await deleteMessage(
      db,
      id,
      activityEntry(db, c.var.admin, { kind: "message-delete", subject: `message ${id}` }),
    );
    if (!deleted) throw new HttpError(404, NOT_FOUND);
    return c.json<ActionResponse>({ success: true, message: "Message deleted" });
  });
