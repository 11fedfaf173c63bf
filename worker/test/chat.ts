import { inject } from "vitest";
import { standInControl } from "./stand-in-control";
import type { Env } from "../platform/env";
import type { ChatAccountState, ChatFault, ChatQueuedAnswer, ChatRequestRecord } from "./chat-stand-in-types";

/**
 * An account of its own on the local chat-completions stand-in (scripts/lib/chat-stand-in.ts), serving
 * `models` (the first is the one the Worker is set to use), the Worker settings that plan with it, and
 * its controls: read the requests it got, queue exact answers, set a fault.
 */
export async function standInChatAccount({ models = ["gpt-4o-mini"] }: { models?: string[] } = {}) {
  const origin = inject("chatStandIn");
  const key = `sk-stand-in-${crypto.randomUUID().replaceAll("-", "")}`;
  const control = `${origin}/__stand-in/chat/accounts`;
  const send = standInControl<ChatAccountState>(control, "chat");
  await send("", { key, models });
  return {
    key,
    origin,
    /** The Worker settings that ask this account for plans. */
    env: {
      PLAN_PROVIDER: "openai",
      OPENAI_API_KEY: key,
      OPENAI_BASE_URL: `${origin}/v1`,
      OPENAI_MODEL: models[0]!,
    } satisfies Partial<Env>,
    /** Every request made with this account's key: its body (the prompt), Authorization and status. */
    requests: async () => (await fetch(`${control}/${key}/requests`)).json<ChatRequestRecord[]>(),
    state: async () => (await fetch(`${control}/${key}`)).json<ChatAccountState>(),
    /** Answers the next calls give, in order, instead of the ones made from the response format. */
    answers: (...answers: ChatQueuedAnswer[]) => send(`/${key}/answers`, { answers }),
    faults: (fault: ChatFault) => send(`/${key}/faults`, fault),
  };
}

export type StandInChatAccount = Awaited<ReturnType<typeof standInChatAccount>>;
