import { apiRequest } from "../lib/api";
import { errorMessage } from "../lib/errors";
import { toast } from "../lib/toast";

/**
 * Releases a held message (docs/decisions/015-human-checks-and-held-messages.md): it joins the inbox
 * as new and staff are notified. True when it was released.
 */
export async function releaseMessage(id: number): Promise<boolean> {
  try {
    await apiRequest("POST", `/api/contact/${id}/release`);
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
