/** "Cut at N characters, then '...'" (SPEC 9: 120 for card summaries, 200 for plan previews). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}
