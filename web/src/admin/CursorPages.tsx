import { useState, type ReactNode } from "react";
import { secondaryButton } from "../components/ui/form";

/**
 * Previous/Next over a list the API pages by cursor (schema/paging.ts): the cursor of each page
 * visited so far, the first page having none.
 */
export function useCursorPages() {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  return {
    cursor: cursors[cursors.length - 1]!,
    index: cursors.length - 1,
    next: (cursor: string) => setCursors((visited) => [...visited, cursor]),
    previous: () => setCursors((visited) => (visited.length > 1 ? visited.slice(0, -1) : visited)),
    reset: () => setCursors([null]),
  };
}

/** The Previous and Next buttons of a paged list, with what is shown (`children`) beside them. */
export function PageButtons({
  label,
  pages,
  nextCursor,
  busy = false,
  children,
}: {
  label: string;
  pages: ReturnType<typeof useCursorPages>;
  nextCursor: string | null;
  busy?: boolean;
  children?: ReactNode;
}) {
  const button = `${secondaryButton} px-3 py-1.5 text-sm`;
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-muted">
      {children ?? <span />}
      <div className="flex gap-2">
        <button type="button" className={button} disabled={pages.index === 0} onClick={pages.previous}>
          Previous
        </button>
        <button
          type="button"
          className={button}
          disabled={!nextCursor || busy}
          onClick={() => nextCursor && pages.next(nextCursor)}
        >
          Next
        </button>
      </div>
    </nav>
  );
}
