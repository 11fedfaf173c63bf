import type { ContactStatus } from "../../../schema/types";

const styles: Record<ContactStatus, string> = {
  new: "bg-accent-100 text-accent-700",
  "in-progress": "bg-amber-100 text-amber-900",
  completed: "bg-brand-50 text-brand-800",
};

export function StatusBadge({ status }: { status: ContactStatus }) {
  return (
    <span className={`whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${styles[status]}`}>
      {status}
    </span>
  );
}
