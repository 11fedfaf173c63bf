import * as api from "../lib/api";
import { errorMessage } from "../lib/errors";
import { toast } from "../lib/toast";
import * as staff from "./endpoints";

/**
 * Releases a held message (docs/decisions/015-human-checks-and-held-messages.md): it joins the inbox
 * as new and staff are notified. True when it was released.
 */
export async function releaseMessage(id: number): Promise<boolean> {
  try {
    await api.send("POST", staff.releaseMessage(id));
    toast({ title: "Message released", description: "It is in the inbox as new, and staff have been notified." });
    return true;
  } catch (error) {
    toast({
      variant: "destructive",
      title: "Release failed",
      description: errorMessage(error) ?? "There was an error releasing the message.",
    });
    return false;
  }
}
