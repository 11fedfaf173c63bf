import { Fragment, type ReactNode } from "react";
import type { StaffProjectRow } from "#schema/types.ts";
import { Dialog } from "../components/ui/Dialog";
import { secondaryButton } from "../components/ui/form";

/**
 * A dialog about one project of the Projects tab, open while it has one: what it shows is made afresh
 * for each project, with a Close button below unless the content has buttons of its own.
 */
export function ProjectRowDialog({
  project,
  title,
  size,
  closeButton = true,
  onClose,
  children,
}: {
  project: StaffProjectRow | null;
  title: string;
  size?: "md" | "lg" | "xl";
  closeButton?: boolean;
  onClose: () => void;
  children: (project: StaffProjectRow) => ReactNode;
}) {
  return (
    <Dialog open={project !== null} onClose={onClose} title={title} size={size}>
      {project && <Fragment key={project.id}>{children(project)}</Fragment>}
      {closeButton && (
        <div className="mt-6 flex justify-end border-t border-sand-200 pt-4">
          <button type="button" className={secondaryButton} onClick={onClose}>
            Close
          </button>
        </div>
      )}
    </Dialog>
  );
}
