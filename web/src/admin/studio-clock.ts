import { company } from "#schema/site/company.ts";

/**
 * Times staff type in a `datetime-local` field (a scheduled publication), read on the studio's
 * clock (Arizona) like every time the dashboard shows (lib/dates.ts), whatever the browser's zone.
 */
const studioParts = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: company.timeZone,
});

/** The studio's wall clock at a moment, as the milliseconds of the same reading in UTC. */
function studioClock(date: Date): number {
  const parts = studioParts.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)!.value);
  return Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"));
}

/** A `datetime-local` value ("2026-03-05T14:30") read on the studio's clock, as an ISO moment; "" for none. */
export function studioTimeToIso(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return "";
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const reading = Date.UTC(year, month - 1, day, hour, minute);
  // The zone's offset then: the studio's clock at the moment the reading names in UTC, less the reading.
  const offset = studioClock(new Date(reading)) - reading;
  return new Date(reading - offset).toISOString();
}

/** A moment as a `datetime-local` value on the studio's clock: the inverse of `studioTimeToIso`. */
export function studioTimeInput(value: string | Date): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : new Date(studioClock(date)).toISOString().slice(0, 16);
}
