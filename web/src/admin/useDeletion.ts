import { useState } from "react";
import { send, type Write } from "../lib/api";
import { toast } from "../lib/toast";

/**
 * The "ask, then delete" flow of the dashboard lists: which item is awaiting confirmation, whether
 * the DELETE is running, and the toasts of docs/product.md#notifications. The list is refetched after a success.
 */
export function useDeletion<T extends { id: number }>(options: {
  /** The item's DELETE (admin/endpoints.ts). */
  endpoint: (id: number) => Write<"DELETE", undefined, unknown>;
  deleted: string;
  failureDescription: string;
  refetch: () => Promise<unknown>;
}) {
  const [pending, setPending] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!pending) return;
    setBusy(true);
    try {
      await send("DELETE", options.endpoint(pending.id));
      toast({ title: options.deleted });
      setPending(null);
      await options.refetch();
    } catch {
      toast({ variant: "destructive", title: "Delete failed", description: options.failureDescription });
    } finally {
      setBusy(false);
    }
  }

  return { pending, busy, ask: setPending, cancel: () => setPending(null), confirm };
}
