import type { MessageStatus } from "#schema/types.ts";

const styles: Record<MessageStatus, string> = {
  new: "bg-accent-100 text-accent-700",
  "in-progress": "bg-amber-100 text-amber-900",
  completed: "bg-brand-50 text-brand-800",
  held: "bg-red-50 text-red-800 ring-1 ring-red-200",
};

export function StatusBadge({ status }: { status: MessageStatus }) {
  return (
    <span className={`whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${styles[status]}`}>
      {status}
    </span>
  );
}
