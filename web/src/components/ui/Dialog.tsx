import { DialogPanel, DialogTitle, Dialog as HeadlessDialog } from "@headlessui/react";
import type { ReactNode } from "react";

/** A modal dialog (Headless UI: focus trap, Escape, labelled by its title). */
export function Dialog({
  open,
  onClose,
  title,
  children,
  size = "md",
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  size?: "md" | "lg" | "xl";
}) {
  const width = { md: "max-w-md", lg: "max-w-2xl", xl: "max-w-4xl" }[size];
  return (
    <HeadlessDialog open={open} onClose={onClose} className="relative z-[90]">
      <div className="fixed inset-0 bg-ink/50" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto p-4">
        <div className="flex min-h-full items-center justify-center">
          <DialogPanel className={`w-full ${width} rounded-[var(--radius-card)] bg-white p-6 shadow-xl`}>
            <DialogTitle className="text-xl font-semibold text-ink">{title}</DialogTitle>
            <div className="mt-4">{children}</div>
          </DialogPanel>
        </div>
      </div>
    </HeadlessDialog>
  );
}
