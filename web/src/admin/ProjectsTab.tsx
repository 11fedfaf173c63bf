import { useState } from "react";
import { MAX_PAGE_SIZE } from "#schema/paging.ts";
import type { ProjectCard } from "#schema/types.ts";
import { primaryButton } from "../components/ui/form";
import * as api from "../lib/api";
import { ConfirmDialog } from "./ConfirmDialog";
import { StaffList, StaffTable, type StaffColumn } from "./StaffList";
import { PageButtons, useCursorPages } from "./CursorPages";
import { ProjectDialog } from "./ProjectDialog";
import * as staff from "./endpoints";
import { useDeletion } from "./useDeletion";
import { useApi } from "../lib/swr";

const projectColumns: StaffColumn[] = [
  { header: "Title", className: "py-3 pl-3 pr-2 sm:px-4" },
  { header: "Client", className: "hidden px-4 py-3 sm:table-cell" },
  { header: "Featured", className: "px-2 py-3 sm:px-4" },
  { header: <span className="sr-only">Actions</span>, className: "px-2 py-3 sm:px-4" },
];

export function ProjectsTab() {
  const pages = useCursorPages();
  const { data, error, mutate, isLoading } = useApi(
    api.withQuery(api.projects, { limit: MAX_PAGE_SIZE, cursor: pages.cursor }),
    undefined,
    { keepPreviousData: true },
  );
  const [editing, setEditing] = useState<ProjectCard | "new" | null>(null);
  const deletion = useDeletion<ProjectCard>({
    endpoint: staff.deleteProject,
    deleted: "Project deleted",
    failureDescription: "There was an error deleting the project.",
    refetch: () => mutate(),
  });

  return (
    <section aria-labelledby="projects-heading">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="projects-heading" className="text-xl font-semibold text-ink">
          Projects Manager
        </h2>
        <button type="button" className={primaryButton} onClick={() => setEditing("new")}>
          Add New Project
        </button>
      </div>

      <StaffList rows={data?.data} error={error} noun="projects" empty="No projects yet. Add the first one.">
        {(rows) => (
          <StaffTable columns={projectColumns}>
            {rows.map((project) => (
              <tr key={project.id}>
                <td className="py-3 pl-3 pr-2 sm:px-4">
                  <div className="font-semibold wrap-anywhere text-ink">{project.title}</div>
                  <div className="break-all text-muted">{project.slug}</div>
                </td>
                <td className="hidden px-4 py-3 sm:table-cell">{project.clientName}</td>
                <td className="px-2 py-3 sm:px-4">
                  <span
                    className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                      project.featured ? "bg-accent-100 text-accent-700" : "bg-sand-100 text-muted"
                    }`}
                  >
                    {project.featured ? "Featured" : "Standard"}
                  </span>
                </td>
                <td className="py-3 pl-1 pr-2 sm:px-4">
                  {/* Side by side from 640 px; stacked on phones, so the row fits the screen. */}
                  <div className="flex flex-col items-end gap-1 sm:flex-row sm:justify-end">
                    <button
                      type="button"
                      aria-label={`Edit ${project.title}`}
                      className="rounded-md px-2 py-1 font-semibold text-brand-700 hover:bg-brand-50"
                      onClick={() => setEditing(project)}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      aria-label={`Delete ${project.title}`}
                      className="rounded-md px-2 py-1 font-semibold text-red-700 hover:bg-red-50"
                      onClick={() => deletion.ask(project)}
                    >
                      Delete
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </StaffTable>
        )}
      </StaffList>
      {data && (pages.index > 0 || data.nextCursor) && (
        <PageButtons label="Project pages" pages={pages} nextCursor={data.nextCursor} busy={isLoading} />
      )}

      <ProjectDialog project={editing} onClose={() => setEditing(null)} onSaved={() => mutate()} />
      <ConfirmDialog
        open={deletion.pending !== null}
        title="Delete Project"
        description={`This will permanently delete "${deletion.pending?.title ?? ""}" from the portfolio. This action cannot be undone.`}
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onClose={deletion.cancel}
      />
    </section>
  );
}
