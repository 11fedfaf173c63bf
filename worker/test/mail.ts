import { inject } from "vitest";
import { standInControl } from "./stand-in-control";
import type { Env } from "../platform/env";
import type { MailAccountState, MailCall, MailDelivered, MailFault } from "./mail-stand-in-types";

/**
 * An account of its own on the local mail stand-in (scripts/lib/mail-stand-in.ts), the Worker settings
 * that send through it, and its controls: read the mail it delivered and the calls it got, set a fault.
 */
export async function standInMailAccount() {
  const origin = inject("mailStandIn");
  const key = `re_${crypto.randomUUID().replaceAll("-", "")}`;
  const control = `${origin}/__stand-in/mail/accounts`;
  const send = standInControl<MailAccountState>(control, "mail");
  await send("", { key });
  const read = async <T>(path: string) => (await fetch(`${control}/${key}${path}`)).json<T>();
  return {
    key,
    origin,
    /** The Worker settings that send mail through this account. */
    env: {
      MAIL_API_KEY: key,
      MAIL_API_URL: `${origin}/emails`,
      MAIL_FROM: "Saguaro Digital <hello@saguaro-digital.example>",
    } satisfies Partial<Env>,
    /** What the recipients would receive, oldest first. */
    mailbox: () => read<MailDelivered[]>("/mailbox"),
    /** Every call made with this account's key, with the status it was answered. */
    calls: () => read<MailCall[]>("/calls"),
    state: () => read<MailAccountState>(""),
    faults: (fault: MailFault) => send(`/${key}/faults`, fault),
  };
}

export type StandInMailAccount = Awaited<ReturnType<typeof standInMailAccount>>;
