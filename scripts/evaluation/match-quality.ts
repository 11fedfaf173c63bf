import type { Matcher } from "#worker/features/recommendations/matching/index.ts";
import type { LabelledQuery } from "./match-queries";

/** How well a matcher's top 3 answer labelled queries. */
export type MatchQuality = {
  queries: number;
  /** Share of queries with at least one expected project in the top 3. */
  hitAt3: number;
  /** Expected projects in the top 3, over the expected ones that fit in 3, averaged. */
  precisionAt3: number;
  /** 1 / rank of the first expected project (0 when none is in the top 3), averaged. */
  mrr: number;
  /** The queries whose top 3 holds none of the expected projects. */
  misses: { requirements: string; top: string[] }[];
};

export function matchQuality(matcher: Matcher, queries: LabelledQuery[]): MatchQuality {
  let hits = 0;
  let precision = 0;
  let reciprocalRank = 0;
  const misses: MatchQuality["misses"] = [];
  for (const query of queries) {
    const top = matcher
      .rank({ requirements: query.requirements, interests: query.interests }, 3)
      .map((result) => result.project.slug);
    const found = top.filter((slug) => query.expected.includes(slug)).length;
    precision += found / Math.min(3, query.expected.length);
    const first = top.findIndex((slug) => query.expected.includes(slug));
    reciprocalRank += first < 0 ? 0 : 1 / (first + 1);
    if (found > 0) hits++;
    else misses.push({ requirements: query.requirements, top });
  }
  return {
    queries: queries.length,
    hitAt3: hits / queries.length,
    precisionAt3: precision / queries.length,
    mrr: reciprocalRank / queries.length,
    misses,
  };
}
