import { useState } from "react";
import type { ActionResponse, ProjectPublication, StaffProject, StaffProjectRow } from "#schema/types.ts";
import { inputClass, labelClass, primaryButton, secondaryButton } from "../components/ui/form";
import * as api from "../lib/api";
import { formatDateTime } from "../lib/dates";
import { errorMessage, fieldErrorsOf } from "../lib/errors";
import { toast } from "../lib/toast";
import * as staff from "./endpoints";
import { Badge } from "./StatusBadge";
import { studioTimeInput, studioTimeToIso } from "./studio-clock";

/**
 * Where a project stands and the writes that change it (docs/decisions/025-project-drafts-and-versions.md):
 * publish, unpublish, schedule and cancel a schedule.
 */

/** Draft or Published; then Scheduled (with its time) and Unpublished changes when they apply. */
export function PublicationBadges({ project }: { project: ProjectPublication }) {
  return (
    <>
      {project.status === "published" ? <Badge tone="done">Published</Badge> : <Badge tone="quiet">Draft</Badge>}
      {project.publishAt && (
        <Badge tone="warning" wrap>
          Scheduled {formatDateTime(project.publishAt)}
        </Badge>
      )}
      {project.unpublishedChanges && (
        <Badge tone="accent" wrap>
          Unpublished changes
        </Badge>
      )}
    </>
  );
}

/** Whether publishing would change what visitors see: a draft, or a published project with changes. */
export const hasSomethingToPublish = (project: ProjectPublication) =>
  project.status === "draft" || project.unpublishedChanges;

/**
 * Runs a publishing write (a restore too), announces its outcome (the server's message and what
 * visitors now see, or why it failed) and refetches the list.
 */
export async function runPublishing(
  write: () => Promise<ActionResponse<StaffProject>>,
  failure: string,
  refetch: () => Promise<unknown>,
): Promise<{ ok: true; project: StaffProject } | { ok: false; error: unknown }> {
  try {
    const { message, data } = await write();
    toast({ title: message, description: whatVisitorsSee(data) });
    await refetch();
    return { ok: true, project: data };
  } catch (error) {
    toast({ variant: "destructive", title: failure, description: errorMessage(error) ?? "Please try again." });
    return { ok: false, error };
  }
}

/** One line on what visitors see of the project now. */
function whatVisitorsSee(project: StaffProject): string {
  if (project.publishAt) return `It goes public on ${formatDateTime(project.publishAt)}.`;
  if (project.status === "draft") return "Visitors do not see it.";
  return project.unpublishedChanges
    ? "Visitors see the published version until you publish the changes."
    : "Visitors see it as it is now.";
}

export const publish = (project: StaffProjectRow, refetch: () => Promise<unknown>) =>
  runPublishing(() => api.send("POST", staff.publishProject(project.id), {}), "Publishing failed", refetch);

export const unschedule = (project: StaffProjectRow, refetch: () => Promise<unknown>) =>
  runPublishing(() => api.send("DELETE", staff.unscheduleProject(project.id)), "Cancelling failed", refetch);

/** Choose when the working copy goes public, on the studio's clock. */
export function ScheduleForm({
  project,
  onClose,
  refetch,
}: {
  project: StaffProjectRow;
  onClose: () => void;
  refetch: () => Promise<unknown>;
}) {
  const [value, setValue] = useState(project.publishAt ? studioTimeInput(project.publishAt) : "");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function schedule(event: React.FormEvent) {
    event.preventDefault();
    const publishAt = studioTimeToIso(value);
    if (!publishAt) return setProblem("Choose a date and time.");
    setBusy(true);
    setProblem(null);
    const outcome = await runPublishing(
      () => api.send("POST", staff.publishProject(project.id), { publishAt }),
      "Scheduling failed",
      refetch,
    );
    setBusy(false);
    if (outcome.ok) onClose();
    else setProblem(fieldErrorsOf(outcome.error).publishAt ?? null);
  }

  return (
    <form noValidate onSubmit={schedule}>
      <p className="text-muted">
        <span className="font-semibold text-ink">{project.title}</span>{" "}
        {project.status === "published" ? "has its changes published" : "is published"} at the time you choose, on the
        studio&apos;s clock (Arizona). Until then visitors see it as they do now.
      </p>
      <label htmlFor="publish-at" className={`${labelClass} mt-4`}>
        Publish at
      </label>
      <input
        id="publish-at"
        type="datetime-local"
        required
        className={inputClass}
        value={value}
        min={studioTimeInput(new Date())}
        onChange={(event) => setValue(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? "publish-at-problem" : undefined}
      />
      {problem && (
        <p id="publish-at-problem" className="mt-1 text-sm text-red-700">
          {problem}
        </p>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" className={secondaryButton} onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className={primaryButton} disabled={busy}>
          {busy ? "Scheduling..." : "Schedule"}
        </button>
      </div>
    </form>
  );
}
