import { toast } from "../lib/toast";

/** Copies `text` and says so; where the browser refuses, the toast shows the text to copy by hand. */
export async function copyWithToast(text: string, titles: { copied: string; shown: string }): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: titles.copied, description: text });
  } catch {
    toast({ title: titles.shown, description: text });
  }
}
