/** The wording every plan shares, whoever drafted it (builtin.ts, draft.ts). */

/** "$12,000": whole US dollars. */
export const money = (amount: number) => `$${Math.round(amount).toLocaleString("en-US")}`;

/** The whole weeks in a timeline of `months` (4.33 weeks a month). */
export const weeksIn = (months: number) => Math.floor(months * 4.33);

/** "Week 3" or "Weeks 3-7". */
export const weeksText = (start: number, end: number) => (start === end ? `Week ${start}` : `Weeks ${start}-${end}`);

/** "A", "A and B", "A, B and C". */
export function listOf(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}
