import { company } from "#schema/site/company.ts";

// Dates as staff read them, on the studio's clock (Arizona: MST all year), whatever the browser's zone.
const inCompanyZone = { timeZone: company.timeZone } as const;
const longDate = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", ...inCompanyZone });
const clockTime = new Intl.DateTimeFormat("en-US", {
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
  ...inCompanyZone,
});

const toDate = (value: string | Date) => (typeof value === "string" ? new Date(value) : value);

/** "March 5, 2026": the long US English date, on the studio's calendar (Arizona). Accepts ISO strings or dates. */
export function formatDate(value: string | Date): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? "" : longDate.format(date);
}

/** "March 5, 2026 at 11:30 PM MST": the date and the studio's local time. */
export function formatDateTime(value: string | Date): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? "" : `${longDate.format(date)} at ${clockTime.format(date)}`;
}

/** "3:45 PM MST": a moment on the studio's clock, for "try again after". */
export function formatClockTime(value: string | Date): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? "" : clockTime.format(date);
}

/** "2 hours", "10 minutes", "1 hour": a window of time given in seconds. */
export function formatWindow(seconds: number): string {
  const [amount, unit] = seconds % 3600 === 0 ? [seconds / 3600, "hour"] : [Math.round(seconds / 60), "minute"];
  return `${amount} ${unit}${amount === 1 ? "" : "s"}`;
}
