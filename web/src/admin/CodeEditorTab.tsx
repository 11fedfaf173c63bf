import { useState } from "react";
import type { PublishRoute, SiteFileRevision } from "#schema/types.ts";
import { siteFileCategories } from "#schema/site/site-files.ts";
import { inputClass, labelClass, primaryButton } from "../components/ui/form";
import { CactusLoader } from "../components/ui/CactusLoader";
import * as api from "../lib/api";
import { errorMessage } from "../lib/errors";
import { formatDate } from "../lib/dates";
import { toast } from "../lib/toast";
import * as staff from "./endpoints";
import { FormatError, formatSource } from "./format-source";
import { useApi } from "../lib/swr";

/** What pressing Save will do, said before it is pressed. */
function publishingNote(route: PublishRoute): string {
  switch (route.kind) {
    case "revision":
      return "Saving stores a new revision. The live site changes after the next deploy.";
    case "pull-request":
      return `Saving commits to the branch ${route.branch} and opens or updates its pull request on ${route.repository}. The live site changes once it is merged.`;
    case "commit":
      return `Saving commits to the default branch of ${route.repository}, and the deploy puts it live.`;
  }
}

function revisionNote(revision: SiteFileRevision) {
  const saved = `Revision ${revision.number}, saved by ${revision.author ?? "staff"} on ${formatDate(revision.createdAt)}`;
  if (!revision.publishedUrl) return saved;
  return (
    <>
      {saved} ·{" "}
      <a href={revision.publishedUrl} target="_blank" rel="noreferrer" className="text-brand-700 underline">
        {revision.pullRequest ? `pull request #${revision.pullRequest}` : "commit"}
      </a>
    </>
  );
}

/**
 * The site-file editor: category, file, text, save. Unsaved drafts survive switching files. A save
 * says where it went: a revision that goes live with the next deploy, or a pull request or commit on
 * GitHub when publishing is set up.
 */
export function CodeEditorTab() {
  const [categoryName, setCategoryName] = useState(siteFileCategories[0]!.name);
  const category = siteFileCategories.find((c) => c.name === categoryName)!;
  const [path, setPath] = useState(category.files[0]!.path);
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const { data, error, mutate } = useApi(api.withQuery(staff.siteFile, { path }));
  const [lastSave, setLastSave] = useState<{ path: string; message: string; failed: boolean } | null>(null);

  const draft = drafts[path];
  const text = draft ?? data?.data.content ?? "";
  const unsaved = draft !== undefined && draft !== data?.data.content;

  function chooseCategory(name: string) {
    const next = siteFileCategories.find((c) => c.name === name)!;
    setCategoryName(name);
    setPath(next.files[0]!.path); // selecting a category selects its first file
  }

  async function save() {
    setSaving(true);
    try {
      const label = category.files.find((f) => f.path === path)?.label ?? path;
      let content: string;
      try {
        content = await formatSource(path, text);
      } catch (failure) {
        if (!(failure instanceof FormatError)) throw failure;
        // Not saved: a file that does not parse would break the build (and the live site with it).
        // Said beside the editor, where it stays while the line is fixed.
        setLastSave({ path, message: `Not saved: the file does not parse. ${failure.message}`, failed: true });
        return;
      }
      const saved = await api.send("POST", staff.saveSiteFile, {
        path,
        content,
        title: `Edit ${label}`,
      });
      const failed = saved.data.publication.kind === "failed";
      setLastSave({ path, message: saved.message, failed });
      toast(
        failed
          ? { variant: "destructive", title: "Saved, not published", description: saved.message, duration: 10_000 }
          : { title: "Changes saved", description: saved.message },
      );
      await mutate();
      // Keep anything typed while saving; drop the draft only if it is what was saved.
      setDrafts(({ [path]: current, ...rest }) => (current === text ? rest : { ...rest, [path]: current! }));
    } catch (failure) {
      toast({
        variant: "destructive",
        title: "Save failed",
        description: errorMessage(failure) ?? "There was an error saving the file content.",
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="editor-heading">
      <h2 id="editor-heading" className="text-xl font-semibold text-ink">
        Code Editor
      </h2>
      <div className="mt-6 grid gap-6 lg:grid-cols-[16rem_1fr]">
        <div className="space-y-4">
          <div>
            <label htmlFor="editor-category" className={labelClass}>
              Category
            </label>
            <select
              id="editor-category"
              className={inputClass}
              value={categoryName}
              onChange={(e) => chooseCategory(e.target.value)}
            >
              {siteFileCategories.map((c) => (
                <option key={c.name} value={c.name}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          <nav aria-label="Files">
            <ul className="space-y-1">
              {category.files.map((file) => (
                <li key={file.path}>
                  <button
                    type="button"
                    aria-current={file.path === path ? "true" : undefined}
                    onClick={() => setPath(file.path)}
                    className={`w-full rounded-md px-3 py-2 text-left text-sm ${
                      file.path === path ? "bg-brand-50 font-semibold text-brand-800" : "hover:bg-sand-100"
                    }`}
                  >
                    {file.label}
                    {drafts[file.path] !== undefined && (
                      <span className="ml-1 text-accent-700" title="Unsaved changes">
                        •
                      </span>
                    )}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="font-mono text-sm text-muted">{path}</p>
            <p className="text-sm text-muted">
              {unsaved
                ? "Unsaved changes"
                : data?.data.revision
                  ? revisionNote(data.data.revision)
                  : data
                    ? "Original from the current build"
                    : ""}
            </p>
          </div>
          {error ? (
            <p role="alert" className="mt-4 text-red-800">
              {errorMessage(error) ?? "This file could not be loaded."}
            </p>
          ) : !data ? (
            <CactusLoader label="Loading file..." />
          ) : (
            <textarea
              aria-label={`Contents of ${path}`}
              spellCheck={false}
              value={text}
              onChange={(e) => setDrafts((current) => ({ ...current, [path]: e.target.value }))}
              className="mt-2 h-[60vh] w-full rounded-lg border border-sand-200 bg-ink p-4 font-mono text-sm leading-6 text-sand-50"
            />
          )}
          <div className="mt-4 flex flex-wrap items-start justify-between gap-4">
            <div className="min-w-0 flex-1 text-sm">
              {data && (
                <p className="text-muted">
                  {publishingNote(data.data.publishing)} Before saving, the file is formatted as the repository’s checks
                  expect.
                </p>
              )}
              <p
                aria-live="polite"
                className={`mt-1 font-semibold ${lastSave?.failed ? "text-red-800" : "text-brand-800"}`}
              >
                {lastSave?.path === path ? lastSave.message : ""}
              </p>
            </div>
            <button type="button" className={primaryButton} disabled={saving || !data || !unsaved} onClick={save}>
              {saving ? "Saving..." : "Save Changes"}
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
