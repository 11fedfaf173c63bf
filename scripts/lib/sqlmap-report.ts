/** What one sqlmap run says about its target. */
export type SqlmapVerdict =
  | { verdict: "injectable"; findings: string[] }
  | { verdict: "clean"; notes: string[] }
  | { verdict: "inconclusive"; reason: string };

/**
 * Reads sqlmap's console output (and the `log` file it writes into its output folder, which holds
 * only confirmed injection points). Only an explicit "do not appear to be injectable" counts as
 * clean: a run that stopped early (server unreachable, no parameter found, time limit) proves
 * nothing and is inconclusive.
 */
export function readSqlmapOutput(output: string, injectionLog = ""): SqlmapVerdict {
  const confirmed = /identified the following injection point/i.test(output) || injectionLog.trim() !== "";
  if (confirmed) {
    const points = [
      ...`${output}\n${injectionLog}`.matchAll(/^Parameter: (.+)\n((?:\s+(?:Type|Title|Payload): .+\n?)+)/gm),
    ].map(
      (match) =>
        `${match[1]!.trim()}: ${[...match[2]!.matchAll(/Title: (.+)/g)].map((title) => title[1]!.trim()).join("; ")}`,
    );
    return {
      verdict: "injectable",
      findings: [...new Set(points)].length ? [...new Set(points)] : ["see the sqlmap output"],
    };
  }
  if (/all tested parameters do not appear to be injectable/i.test(output)) {
    // Leads sqlmap followed and then dropped (false positives, often from answers that differ per
    // request, such as a new id), worth knowing when reading its output by hand.
    const leads = [...output.matchAll(/parameter '([^']+)' appears to be '[^']+' injectable/g)].map(
      (match) => match[1]!,
    );
    const notes = leads.length
      ? [`leads rejected as false positives by sqlmap: ${[...new Set(leads)].join(", ")}`]
      : [];
    return { verdict: "clean", notes };
  }
  const critical = [...output.matchAll(/\[CRITICAL\] (.+)$/gm)].map((match) => match[1]!.trim());
  return { verdict: "inconclusive", reason: critical.at(-1) ?? "sqlmap ended without a verdict" };
}
