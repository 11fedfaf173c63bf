import type { ReactNode } from "react";
import { CactusLoader } from "../components/ui/CactusLoader";

/**
 * What every staff list shows around its rows (docs/product.md#staff-area): loading, failed, empty,
 * or the rows, which `children` lays out; a list whose newest read failed keeps the rows it had and
 * says they may be out of date.
 */
export function StaffList<T>({
  rows,
  error,
  noun,
  empty,
  children,
}: {
  /** The rows of the answer on screen; undefined until the first arrives. */
  rows: T[] | undefined;
  error: unknown;
  /** "messages", "projects": the loading and failure lines name it. */
  noun: string;
  empty: ReactNode;
  children: (rows: T[]) => ReactNode;
}) {
  if (error && !rows) {
    return (
      <p role="alert" className="mt-6 text-red-800">
        Failed to load {noun}. Please try again later.
      </p>
    );
  }
  if (!rows) return <CactusLoader label={`Loading ${noun}...`} />;
  return (
    <>
      {error && (
        <p role="alert" className="mt-4 text-red-800">
          The list could not be refreshed: the {noun} shown may be out of date. Please try again later.
        </p>
      )}
      {rows.length === 0 ? <div className="mt-10 text-center text-muted">{empty}</div> : children(rows)}
    </>
  );
}

export type StaffColumn = {
  /** The header cell's content: a label, or a control (the select-all box). */
  header: ReactNode;
  /** Classes of the header cell (padding, width, when the column shows). */
  className: string;
};

/** The staff tables' frame: a scrolling bordered box, the column headers, and the rows. */
export function StaffTable({
  columns,
  busy,
  children,
}: {
  columns: StaffColumn[];
  /** A newer answer is loading (the rows shown are the last one's). */
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="mt-4 overflow-x-auto rounded-xl border border-sand-200 bg-white" aria-busy={busy}>
      <table className="w-full text-left text-sm">
        <thead className="bg-sand-50 text-xs uppercase tracking-wide text-muted">
          <tr>
            {columns.map((column, i) => (
              <th key={i} scope="col" className={column.className}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-200">{children}</tbody>
      </table>
    </div>
  );
}
