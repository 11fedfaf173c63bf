import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import { useState } from "react";
import { MAX_PAGE_SIZE } from "#schema/paging.ts";
import type { StaffProjectRow } from "#schema/types.ts";
import { primaryButton } from "../components/ui/form";
import * as api from "../lib/api";
import { ConfirmDialog } from "./ConfirmDialog";
import { StaffList, StaffTable, type StaffColumn } from "./StaffList";
import { PageButtons, useCursorPages } from "./CursorPages";
import { ProjectDialog } from "./ProjectDialog";
import { openNewPreview, PreviewLinks } from "./PreviewLinks";
import {
  hasSomethingToPublish,
  PublicationBadges,
  publish,
  runPublishing,
  ScheduleForm,
  unschedule,
} from "./ProjectPublishing";
import { ProjectRowDialog } from "./ProjectRowDialog";
import * as staff from "./endpoints";
import { Badge } from "./StatusBadge";
import { useDeletion } from "./useDeletion";
import { Versions } from "./ProjectVersions";
import { useApi } from "../lib/swr";

const projectColumns: StaffColumn[] = [
  { header: "Title", className: "py-3 pl-3 pr-2 sm:px-4" },
  { header: "Client", className: "hidden px-4 py-3 md:table-cell" },
  { header: "Status", className: "px-2 py-3 sm:px-4" },
  { header: <span className="sr-only">Actions</span>, className: "px-2 py-3 sm:px-4" },
];

/** The dialogs a row's actions open, one at a time. */
type Open = { dialog: "schedule" | "preview" | "versions" | "unpublish"; project: StaffProjectRow } | null;

const rowButton = "rounded-md px-2 py-1 font-semibold text-brand-700 hover:bg-brand-50";
const menuItem =
  "block w-full rounded-md px-3 py-2 text-left text-sm text-ink data-[focus]:bg-sand-100 data-[disabled]:opacity-50";

export function ProjectsTab() {
  const pages = useCursorPages();
  const { data, error, mutate, isLoading } = useApi(
    api.withQuery(staff.allProjectRows, { limit: MAX_PAGE_SIZE, cursor: pages.cursor }),
    undefined,
    { keepPreviousData: true },
  );
  const refetch = () => mutate();
  const [editing, setEditing] = useState<StaffProjectRow | "new" | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const [unpublishing, setUnpublishing] = useState(false);
  const close = () => setOpen(null);
  const deletion = useDeletion<StaffProjectRow>({
    endpoint: staff.deleteProject,
    deleted: "Project deleted",
    failureDescription: "There was an error deleting the project.",
    refetch,
  });

  async function unpublish(project: StaffProjectRow) {
    setUnpublishing(true);
    const outcome = await runPublishing(
      () => api.send("POST", staff.unpublishProject(project.id)),
      "Unpublishing failed",
      refetch,
    );
    setUnpublishing(false);
    if (outcome.ok) close();
  }

  async function preview(project: StaffProjectRow) {
    if (await openNewPreview(project)) setOpen({ dialog: "preview", project });
  }

  const dialogFor = (dialog: NonNullable<Open>["dialog"]) => (open?.dialog === dialog ? open.project : null);

  /** A row's More menu: what can be done with the project as it stands, each with what it does. */
  const actionsFor = (project: StaffProjectRow) => {
    const actions: Array<[label: string, act: () => void]> = [];
    if (hasSomethingToPublish(project)) {
      actions.push(
        [project.status === "draft" ? "Publish" : "Publish changes", () => void publish(project, refetch)],
        [project.publishAt ? "Change schedule..." : "Schedule...", () => setOpen({ dialog: "schedule", project })],
      );
    }
    if (project.publishAt) actions.push(["Cancel schedule", () => void unschedule(project, refetch)]);
    if (project.status === "published") actions.push(["Unpublish", () => setOpen({ dialog: "unpublish", project })]);
    actions.push(
      ["Preview", () => void preview(project)],
      ["Preview links...", () => setOpen({ dialog: "preview", project })],
      ["Versions...", () => setOpen({ dialog: "versions", project })],
    );
    return actions;
  };

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
                <td className="hidden px-4 py-3 md:table-cell">{project.clientName}</td>
                <td className="px-2 py-3 sm:px-4">
                  <div className="flex max-w-32 flex-wrap gap-1 sm:max-w-60">
                    <PublicationBadges project={project} />
                    <Badge tone={project.featured ? "accent" : "quiet"}>
                      {project.featured ? "Featured" : "Standard"}
                    </Badge>
                  </div>
                </td>
                <td className="py-3 pl-1 pr-2 sm:px-4">
                  {/* Side by side from 640 px; stacked on phones, so the row fits the screen. */}
                  <div className="flex flex-col items-end gap-1 sm:flex-row sm:justify-end">
                    <button
                      type="button"
                      aria-label={`Edit ${project.title}`}
                      className={rowButton}
                      onClick={() => setEditing(project)}
                    >
                      Edit
                    </button>
                    <Menu>
                      <MenuButton aria-label={`More actions for ${project.title}`} className={rowButton}>
                        More
                      </MenuButton>
                      <MenuItems
                        anchor="bottom end"
                        className="z-50 w-52 rounded-lg border border-sand-200 bg-white p-1 shadow-lg focus:outline-none"
                      >
                        {actionsFor(project).map(([label, act]) => (
                          <MenuItem key={label}>
                            <button type="button" className={menuItem} onClick={act}>
                              {label}
                            </button>
                          </MenuItem>
                        ))}
                      </MenuItems>
                    </Menu>
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

      <ProjectDialog project={editing} onClose={() => setEditing(null)} onSaved={refetch} />
      <ProjectRowDialog project={dialogFor("schedule")} title="Schedule Publishing" closeButton={false} onClose={close}>
        {(project) => <ScheduleForm project={project} onClose={close} refetch={refetch} />}
      </ProjectRowDialog>
      <ProjectRowDialog project={dialogFor("preview")} title="Preview Links" size="lg" onClose={close}>
        {(project) => <PreviewLinks project={project} />}
      </ProjectRowDialog>
      <ProjectRowDialog project={dialogFor("versions")} title="Versions" size="xl" onClose={close}>
        {(project) => <Versions project={project} refetch={refetch} />}
      </ProjectRowDialog>
      <ConfirmDialog
        open={open?.dialog === "unpublish"}
        title="Unpublish Project"
        description={`"${open?.project.title ?? ""}" leaves the portfolio, its page and search results, and becomes a draft. You can publish it again at any time.`}
        confirmLabel="Unpublish"
        busyLabel="Unpublishing..."
        busy={unpublishing}
        onConfirm={() => open && void unpublish(open.project)}
        onClose={close}
      />
      <ConfirmDialog
        open={deletion.pending !== null}
        title="Delete Project"
        description={`This will permanently delete "${deletion.pending?.title ?? ""}" from the portfolio, with its versions and preview links. This action cannot be undone.`}
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onClose={deletion.cancel}
      />
    </section>
  );
}
