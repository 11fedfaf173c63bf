import { useState } from "react";
import type { PreviewLink, StaffProjectRow } from "#schema/types.ts";
import { CactusLoader } from "../components/ui/CactusLoader";
import { inputClass, primaryButton } from "../components/ui/form";
import * as api from "../lib/api";
import { formatDateTime } from "../lib/dates";
import { errorMessage } from "../lib/errors";
import { toast } from "../lib/toast";
import { useApi } from "../lib/swr";
import { copyWithToast } from "./clipboard";
import * as staff from "./endpoints";

/**
 * Preview links to a project's working copy (docs/decisions/025-project-drafts-and-versions.md): the
 * page as visitors will see it once published, for anyone who holds a link, until it expires or is
 * revoked. "Preview" makes a link and opens it in a new tab; the Preview Links dialog lists the links
 * that still work, to copy, open or revoke.
 */

const linkUrl = (link: PreviewLink) => new URL(link.path, location.origin).href;

const smallButton =
  "rounded-lg border border-sand-200 bg-white px-3 py-1.5 text-sm font-semibold text-ink transition-colors hover:bg-sand-100";

/**
 * Makes a preview link and opens it in a new tab. The tab is opened first, while the click still
 * allows it (a tab opened after the request would be taken for a pop-up), then sent to the link.
 */
export async function openNewPreview(project: StaffProjectRow): Promise<boolean> {
  const tab = window.open("", "_blank");
  try {
    const { data: link } = await api.send("POST", staff.createPreviewLink(project.id));
    if (tab) {
      tab.opener = null;
      tab.location.href = linkUrl(link);
    }
    toast({ title: "Preview link created", description: `It works until ${formatDateTime(link.expiresAt)}.` });
    return true;
  } catch (error) {
    tab?.close();
    toast({
      variant: "destructive",
      title: "Preview failed",
      description: errorMessage(error) ?? "The preview link could not be made. Please try again.",
    });
    return false;
  }
}

/** The links to a project that still work: copy, open or revoke one, or make another. */
export function PreviewLinks({ project }: { project: StaffProjectRow }) {
  const { data, error, mutate } = useApi(staff.previewLinks(project.id), undefined, { revalidateOnMount: true });
  const [busy, setBusy] = useState<number | "new" | null>(null);

  /** A write on the list (a new link, a revoke), with `working` as what is busy meanwhile. */
  async function change(working: number | "new", write: () => Promise<{ message: string }>, failure: string) {
    setBusy(working);
    try {
      const { message } = await write();
      toast({ title: message });
      await mutate();
    } catch (error) {
      toast({ variant: "destructive", title: failure, description: errorMessage(error) ?? "Please try again." });
    } finally {
      setBusy(null);
    }
  }
  const add = () => change("new", () => api.send("POST", staff.createPreviewLink(project.id)), "Preview failed");
  const revoke = (link: PreviewLink) =>
    change(link.id, () => api.send("DELETE", staff.revokePreviewLink(project.id, link.id)), "Revoke failed");

  const copy = (link: PreviewLink) => copyWithToast(linkUrl(link), { copied: "Link copied", shown: "Preview link" });

  return (
    <div>
      <p className="text-muted">
        Anyone with a link sees <span className="font-semibold text-ink">{project.title}</span> as visitors will once it
        is published, with its latest changes; search engines are asked not to index it. A link works until the time it
        shows, or until you revoke it.
      </p>
      {error && !data && (
        <p role="alert" className="mt-4 text-red-800">
          Failed to load the preview links. Please try again later.
        </p>
      )}
      {!data && !error && <CactusLoader label="Loading preview links..." />}
      {data && data.data.length === 0 && <p className="mt-4 text-muted">No preview link works now.</p>}
      {data && data.data.length > 0 && (
        <ul className="mt-4 space-y-4" aria-label="Preview links that work">
          {data.data.map((link, i) => (
            <li key={link.id} className="rounded-lg border border-sand-200 p-3">
              <label
                id={`preview-link-${link.id}-about`}
                htmlFor={`preview-link-${link.id}`}
                className="text-sm text-muted"
              >
                {i === 0 ? "Newest link" : "Link"}, made {link.author ? `by ${link.author} ` : ""}on{" "}
                {formatDateTime(link.createdAt)}; works until {formatDateTime(link.expiresAt)}
              </label>
              <input
                id={`preview-link-${link.id}`}
                readOnly
                value={linkUrl(link)}
                className={`${inputClass} font-mono text-xs`}
                onFocus={(event) => event.target.select()}
              />
              <div className="mt-2 flex flex-wrap gap-2">
                <button
                  type="button"
                  aria-describedby={`preview-link-${link.id}-about`}
                  className={smallButton}
                  onClick={() => void copy(link)}
                >
                  Copy link
                </button>
                <a
                  href={linkUrl(link)}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-describedby={`preview-link-${link.id}-about`}
                  className={smallButton}
                >
                  Open preview
                </a>
                <button
                  type="button"
                  disabled={busy === link.id}
                  aria-describedby={`preview-link-${link.id}-about`}
                  className="rounded-lg px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
                  onClick={() => void revoke(link)}
                >
                  {busy === link.id ? "Revoking..." : "Revoke link"}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className={`${primaryButton} mt-4`} disabled={busy === "new"} onClick={() => void add()}>
        {busy === "new" ? "Making a link..." : "New link"}
      </button>
    </div>
  );
}
