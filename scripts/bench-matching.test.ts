/**
 * The matching benchmark bundles its Worker from a source string, which no type check reads: this
 * builds it, so a moved matcher or query set fails here rather than in `npm run bench`.
 */
import { expect, it } from "vitest";
import { labelledQueries } from "./evaluation/match-queries";
import { matchingBenchScript } from "./bench-matching";

it("the matching benchmark's Worker builds from the matcher and the labelled queries", async () => {
  const script = await matchingBenchScript();
  expect(script).toContain("function createMatcher(");
  expect(script).toContain(JSON.stringify(labelledQueries[0]!.requirements).slice(1, 40));
}, 30_000);
