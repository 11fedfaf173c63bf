import { desc, eq, lt } from "drizzle-orm";
import { mailOutbox } from "#schema/tables.ts";
import type { Database } from "./db";
import type { Env } from "./env";
import { settings } from "./settings";

export type Mail = {
  to: string;
  subject: string;
  text: string;
  /**
   * Parts of the text that must not stay at rest once the mail has gone (a reset link): the outbox
   * keeps the text without them. Until then (no email API: the outbox is the delivery) they stay.
   */
  secrets?: string[];
};

export type MailConfig = {
  /** Key of a Resend-compatible HTTP email API. Without it mail stays in the outbox (development). */
  apiKey?: string;
  apiUrl?: string;
  from?: string;
  /** A deployed site: without a key the mail fails (nobody reads a deployed outbox) and its secrets are dropped. */
  required?: boolean;
};

export type MailResult = { id: number; status: "sent" | "failed" };

const DEFAULT_API_URL = "https://api.resend.com/emails";
const TIMEOUT_MS = 8_000;
/** Outbox rows are a record of recent mail, not an archive. */
export const OUTBOX_KEEP_DAYS = 30;
const REMOVED = "[removed once the mail was handed over]";

/**
 * Records the mail in the outbox, then hands it to the email API when one is configured.
 * Without one, on a local site the outbox is the delivery (readable at GET /api/dev/outbox; the
 * console gets the mail without its secrets); on a deployed site the mail fails. Secrets such as
 * reset links never reach a log line. A failed delivery is recorded, never thrown.
 */
export async function sendMail(db: Database, mail: Mail, config: MailConfig): Promise<MailResult> {
  const [row] = await queueMail(db, mail);
  return deliverMail(db, row!.id, mail, config);
}

/**
 * The outbox row of a mail, as a query to run alone or in the `db.batch` of the change the mail
 * reports, so that the change and its mail are stored together or not at all.
 */
export function queueMail(db: Database, mail: Mail) {
  return db
    .insert(mailOutbox)
    .values({ to: mail.to, subject: mail.subject, text: mail.text })
    .returning({ id: mailOutbox.id });
}

/** Delivers a queued mail (outbox row `id`) and records the outcome. Throws for nothing. */
export async function deliverMail(db: Database, id: number, mail: Mail, config: MailConfig): Promise<MailResult> {
  let error: string | null = null;
  const withoutSecrets = (mail.secrets ?? []).reduce((kept, secret) => kept.replaceAll(secret, REMOVED), mail.text);
  if (!config.apiKey) {
    if (config.required) error = "MAIL_API_KEY is not set";
    else console.log(`[mail outbox] to ${mail.to}: ${mail.subject}\n${withoutSecrets}`);
  } else {
    try {
      const response = await fetch(config.apiUrl || DEFAULT_API_URL, {
        method: "POST",
        headers: { Authorization: `Bearer ${config.apiKey}`, "Content-Type": "application/json" },
        body: JSON.stringify({ from: config.from, to: [mail.to], subject: mail.subject, text: mail.text }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) error = `email API answered ${response.status}: ${(await response.text()).slice(0, 200)}`;
    } catch (cause) {
      error = `email API unreachable: ${String(cause)}`;
    }
  }

  const status = error ? "failed" : "sent";
  if (error) console.error(`Mail ${id} to ${mail.to} failed: ${error}`);
  // Handed over (or given up on): the outbox keeps what was sent, without its secrets. Only a
  // local outbox, which is the delivery, keeps them.
  const text = config.apiKey || config.required ? withoutSecrets : mail.text;
  try {
    const keepSince = new Date(Date.now() - OUTBOX_KEEP_DAYS * 24 * 60 * 60 * 1000).toISOString();
    await db.batch([
      db
        .update(mailOutbox)
        .set({ status, error, text, sentAt: error ? null : new Date().toISOString() })
        .where(eq(mailOutbox.id, id)),
      db.delete(mailOutbox).where(lt(mailOutbox.createdAt, keepSince)),
    ]);
  } catch (cause) {
    // The mail has gone (or failed) either way; the row stays "queued", which is what is known of it.
    console.error(`Could not record the outcome of mail ${id}:`, cause);
  }
  return { id, status };
}

export function mailConfig(env: Env): MailConfig {
  const { apiKey, apiUrl, from, required } = settings(env).mail;
  return { apiKey, apiUrl, from, required };
}

/** The newest mails of the outbox, newest first (the development outbox lists them). */
export function recentMail(db: Database, limit = 50) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
}
