/** "Cut at N characters, then '...'" (SPEC 9: 120 for card summaries, 200 for plan previews). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

const longDate = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/** "March 5, 2026": the long US English format of SPEC 9. Accepts ISO strings or dates. */
export function formatDate(value: string | Date): string {
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? "" : longDate.format(date);
}

/** "$10,000": a budget in whole US dollars. */
export const formatBudget = (value: string | number) => `$${Number(value).toLocaleString("en-US")}`;

/** "1 month", "3 months". */
export const formatMonths = (value: string | number) => `${value} ${Number(value) === 1 ? "month" : "months"}`;
