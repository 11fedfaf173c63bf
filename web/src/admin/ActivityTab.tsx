import { useId, useState } from "react";
import { activityLabels, type ActivityKind } from "#schema/staff.ts";
import { labelClass } from "../components/ui/form";
import * as api from "../lib/api";
import { formatDateTime } from "../lib/dates";
import { useApi } from "../lib/swr";
import { PageButtons, useCursorPages } from "./CursorPages";
import * as staff from "./endpoints";
import { StaffList } from "./StaffList";

const selectClass = "mt-1 block rounded-lg border border-sand-200 bg-white px-3 py-2 text-ink";

/** Owners read who did what and when, newest first, by person and kind, a page at a time. */
export function ActivityTab() {
  const id = useId();
  const [actor, setActor] = useState<number | undefined>();
  const [kind, setKind] = useState<ActivityKind | undefined>();
  const people = useApi(staff.staffOverview, undefined, { revalidateOnMount: true }).data?.data.accounts ?? [];
  const pages = useCursorPages();
  const { data, error, isValidating } = useApi(
    api.withQuery(staff.activity, { actor, kind, cursor: pages.cursor }),
    undefined,
    {
      keepPreviousData: true,
      revalidateOnMount: true,
    },
  );

  return (
    <section aria-labelledby="activity-heading" className="space-y-4">
      <h2 id="activity-heading" className="text-xl font-semibold text-ink">
        Activity
      </h2>
      <div className="flex flex-wrap gap-4">
        <div>
          <label htmlFor={`${id}-person`} className={labelClass}>
            Person
          </label>
          <select
            id={`${id}-person`}
            className={selectClass}
            value={actor ?? ""}
            onChange={(event) => {
              pages.reset();
              setActor(event.target.value ? Number(event.target.value) : undefined);
            }}
          >
            <option value="">Everyone</option>
            {people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.username}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-kind`} className={labelClass}>
            Kind
          </label>
          <select
            id={`${id}-kind`}
            className={selectClass}
            value={kind ?? ""}
            onChange={(event) => {
              pages.reset();
              setKind((event.target.value || undefined) as ActivityKind | undefined);
            }}
          >
            <option value="">Everything</option>
            {Object.entries(activityLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <StaffList
        rows={data?.data}
        error={error}
        noun="activity"
        empty={<p className="text-muted">Nothing recorded yet.</p>}
      >
        {(rows) => (
          <ol aria-label="Activity log" className="divide-y divide-sand-200 rounded-xl border border-sand-200 bg-white">
            {rows.map((entry) => (
              <li key={entry.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-4 py-3">
                <p className="text-ink">
                  <span className="font-semibold">{entry.actorName}</span> · {activityLabels[entry.kind]}
                  {entry.count > 1 && ` (${entry.count})`}
                  {entry.subject && <span className="break-all text-muted"> · {entry.subject}</span>}
                </p>
                <time dateTime={entry.at} className="text-sm text-muted">
                  {formatDateTime(entry.at)}
                </time>
              </li>
            ))}
          </ol>
        )}
      </StaffList>
      <PageButtons label="Activity pages" pages={pages} nextCursor={data?.nextCursor ?? null} busy={isValidating} />
    </section>
  );
}
