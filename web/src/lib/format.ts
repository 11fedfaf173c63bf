/** "Cut at N characters, then '...'" (120 for card summaries, 200 for plan previews). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** "$10,000": a budget in whole US dollars. */
export const formatBudget = (value: string | number) => `$${Number(value).toLocaleString("en-US")}`;

/** "1 month", "3 months". */
export const formatMonths = (value: string | number) => `${value} ${Number(value) === 1 ? "month" : "months"}`;
