import { useState } from "react";
import type { ProjectInput, ProjectVersion, StaffProject, StaffProjectRow } from "#schema/types.ts";
import { CactusLoader } from "../components/ui/CactusLoader";
import { primaryButton } from "../components/ui/form";
import * as api from "../lib/api";
import { formatDateTime } from "../lib/dates";
import { useApi } from "../lib/swr";
import { ConfirmDialog } from "./ConfirmDialog";
import * as staff from "./endpoints";
import { runPublishing } from "./ProjectPublishing";
import { Badge } from "./StatusBadge";

/**
 * A project's versions (docs/decisions/025-project-drafts-and-versions.md): every save, newest first,
 * with who saved it and when; one chosen is compared field by field with the working copy, and can be
 * restored (as a new version, so a restore is undone the same way).
 */

/** The fields a version holds, named as the edit form names them, in its order. */
export const fieldLabels: Record<keyof ProjectInput, string> = {
  title: "Title",
  slug: "Slug",
  description: "Description",
  summary: "Summary",
  clientName: "Client",
  services: "Services",
  technologies: "Technologies",
  imageUrl: "Main image URL",
  galleryImages: "Gallery image URLs",
  challenge: "The Challenge",
  solution: "Our Solution",
  results: "Results Delivered",
  testimonial: "Testimonial",
  testimonialAuthor: "Testimonial author",
  projectUrl: "Live project URL",
  featured: "Featured on the home page",
  budgetMin: "Budget from ($)",
  budgetMax: "Budget to ($)",
  durationWeeks: "Duration (weeks)",
  costPublic: "Show cost and duration on the project page",
};

type Field = keyof ProjectInput;

/** How a field's value reads in the comparison. */
function shown(value: ProjectInput[Field] | undefined): string {
  if (value === null || value === undefined || value === "") return "(none)";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value)) return value.length ? value.join(", ") : "(none)";
  return String(value);
}

/** The fields whose values differ between two copies of a project. */
export function changedFields(a: Partial<ProjectInput>, b: Partial<ProjectInput>): Field[] {
  return (Object.keys(fieldLabels) as Field[]).filter((field) => shown(a[field]) !== shown(b[field]));
}

const versionName = (version: ProjectVersion) => `Version ${version.number}`;

/** A project's versions, and the one chosen compared with the current copy. */
export function Versions({ project, refetch }: { project: StaffProjectRow; refetch: () => Promise<unknown> }) {
  const versions = useApi(staff.projectVersionList(project.id), undefined, { revalidateOnMount: true });
  const current = useApi(staff.project(project.id), undefined, { revalidateOnMount: true });
  const [chosen, setChosen] = useState<ProjectVersion | null>(null);

  if (versions.error || current.error) {
    return (
      <p role="alert" className="text-red-800">
        Failed to load the versions. Please try again later.
      </p>
    );
  }
  // Read afresh each time the dialog opens (an earlier read may be from before the latest save).
  if (!versions.data || !current.data || versions.isValidating || current.isValidating) {
    return <CactusLoader label="Loading versions..." />;
  }
  const list = versions.data.data;
  const newest = list[0]?.number;

  return (
    <div>
      <p className="text-muted">
        Every save of <span className="font-semibold text-ink">{project.title}</span> is kept. Choose one to compare it
        with the current copy (what you edit and preview), and restore it if you wish.
      </p>
      {list.length === 0 ? (
        <p className="mt-4 text-muted">
          No versions yet: the project was added outside the dashboard. Its first save keeps it as it is now.
        </p>
      ) : (
        <div className="mt-4 grid gap-4 md:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
          <ul aria-label="Versions, newest first" className="max-h-96 space-y-1 overflow-y-auto md:max-h-[28rem]">
            {list.map((version) => (
              <li key={version.number}>
                <button
                  type="button"
                  aria-pressed={chosen?.number === version.number}
                  onClick={() => setChosen(version)}
                  className="w-full rounded-lg border border-sand-200 px-3 py-2 text-left text-sm hover:bg-sand-50 aria-pressed:border-brand-500 aria-pressed:bg-brand-50"
                >
                  <span className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                    {versionName(version)}
                    {version.number === newest && <Badge tone="accent">Current copy</Badge>}
                  </span>
                  <span className="block text-muted">
                    {version.author ?? "Before versions were kept"} · {formatDateTime(version.createdAt)}
                  </span>
                  {version.restoredFrom !== null && (
                    <span className="block text-muted">Restored from version {version.restoredFrom}</span>
                  )}
                </button>
              </li>
            ))}
          </ul>
          <div>
            {chosen ? (
              <Comparison
                key={chosen.number}
                project={project}
                version={chosen}
                current={current.data.data}
                isCurrent={chosen.number === newest}
                onRestored={async () => {
                  setChosen(null);
                  await Promise.all([versions.mutate(), current.mutate(), refetch()]);
                }}
              />
            ) : (
              <p className="rounded-lg bg-sand-50 p-4 text-muted">
                Choose a version to compare it with the current copy.
              </p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

function Comparison({
  project,
  version,
  current,
  isCurrent,
  onRestored,
}: {
  project: StaffProjectRow;
  version: ProjectVersion;
  current: StaffProject;
  isCurrent: boolean;
  onRestored: () => Promise<unknown>;
}) {
  const { data, error } = useApi(staff.projectVersionContent(project.id, version.number));
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  if (error) {
    return (
      <p role="alert" className="text-red-800">
        Failed to load {versionName(version).toLowerCase()}. Please try again later.
      </p>
    );
  }
  if (!data) return <CactusLoader label={`Loading ${versionName(version).toLowerCase()}...`} />;
  const content = data.data.content;
  const changed = changedFields(content, current);

  async function restore() {
    setBusy(true);
    const outcome = await runPublishing(
      () => api.send("POST", staff.restoreVersion(project.id, version.number)),
      "Restore failed",
      onRestored,
    );
    setBusy(false);
    if (outcome.ok) setConfirming(false);
  }

  return (
    <section aria-label={`${versionName(version)} compared with the current copy`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="font-semibold text-ink">
          {versionName(version)} and the current copy
          {changed.length > 0 && `: ${changed.length} field${changed.length === 1 ? "" : "s"} differ`}
        </h3>
        <button
          type="button"
          className={primaryButton}
          disabled={isCurrent || changed.length === 0}
          onClick={() => setConfirming(true)}
        >
          Restore {versionName(version).toLowerCase()}
        </button>
      </div>
      {changed.length === 0 ? (
        <p className="mt-3 rounded-lg bg-sand-50 p-4 text-muted">
          {isCurrent ? "This is the current copy." : "Same as the current copy: nothing to restore."}
        </p>
      ) : (
        <div className="mt-3 overflow-x-auto rounded-lg border border-sand-200">
          {/* From 640 px a field per row beside its name; on phones its name is a row of its own above it. */}
          <table className="w-full table-fixed text-left text-sm">
            <thead className="bg-sand-50 text-xs uppercase tracking-wide text-muted">
              <tr>
                <th scope="col" className="hidden w-1/4 px-3 py-2 sm:table-cell">
                  Field
                </th>
                <th scope="col" className="px-3 py-2">
                  {versionName(version)}
                </th>
                <th scope="col" className="px-3 py-2">
                  Current copy
                </th>
              </tr>
            </thead>
            {changed.map((field) => (
              <tbody key={field} className="border-t border-sand-200 align-top">
                <tr className="sm:hidden">
                  <th scope="colgroup" colSpan={2} className="px-3 pt-2 font-semibold text-ink">
                    {fieldLabels[field]}
                  </th>
                </tr>
                <tr>
                  <th scope="row" className="hidden px-3 py-2 font-semibold text-ink sm:table-cell">
                    {fieldLabels[field]}
                  </th>
                  <td className="px-3 py-2 whitespace-pre-wrap wrap-anywhere text-red-900">
                    <div className="max-h-40 overflow-y-auto">{shown(content[field])}</div>
                  </td>
                  <td className="px-3 py-2 whitespace-pre-wrap wrap-anywhere text-brand-900">
                    <div className="max-h-40 overflow-y-auto">{shown(current[field])}</div>
                  </td>
                </tr>
              </tbody>
            ))}
          </table>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Restore ${versionName(version)}`}
        description={
          `The current copy becomes ${versionName(version).toLowerCase()} again, saved as a new version (the current one stays in the list). ` +
          (current.status === "published" ? "Visitors see it once you publish it." : "The project stays a draft.")
        }
        confirmLabel="Restore"
        busyLabel="Restoring..."
        tone="primary"
        busy={busy}
        onConfirm={() => void restore()}
        onClose={() => setConfirming(false)}
      />
    </section>
  );
}
