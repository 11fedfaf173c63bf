import type { ReactNode } from "react";
import type { MessageStatus } from "#schema/types.ts";

/** The dashboard's badges, by what they say: a state to notice, a quiet one, a warning, a done one. */
const tones = {
  accent: "bg-accent-100 text-accent-700",
  quiet: "bg-sand-100 text-muted",
  warning: "bg-amber-100 text-amber-900",
  done: "bg-brand-50 text-brand-800",
  alert: "bg-red-50 text-red-800 ring-1 ring-red-200",
} as const;

export type BadgeTone = keyof typeof tones;

/** A small rounded label (a status, a flag); it stays on one line unless `wrap` (a long one, on a phone). */
export function Badge({ tone, wrap = false, children }: { tone: BadgeTone; wrap?: boolean; children: ReactNode }) {
  return (
    <span
      className={`${wrap ? "inline-block rounded-lg" : "whitespace-nowrap rounded-full"} px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

const messageTones: Record<MessageStatus, BadgeTone> = {
  new: "accent",
  "in-progress": "warning",
  completed: "done",
  held: "alert",
};

export function StatusBadge({ status }: { status: MessageStatus }) {
  return <Badge tone={messageTones[status]}>{status}</Badge>;
}
