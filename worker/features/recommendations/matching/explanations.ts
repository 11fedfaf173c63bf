/** Reasons for a result, each built from what actually matched. */

import type { Project } from "#schema/types.ts";
import { featureCatalogue } from "../planner/features";
import { inText } from "../planner/plan-text";
import { analyze, phraseAt, PHRASES, type Token } from "./analyzer";
import type { Doc, Query } from "./index";
import { fieldPieces, FIELDS, MAX_REASONS } from "./tuning";

function listText(items: string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]!}`;
}

/** Which tokens matched a query term (words, or whole phrases), with the term's weight. */
function matchedTokens(tokens: Token[], termWeights: Map<string, number>): (number | null)[] {
  const marks: (number | null)[] = tokens.map((t) => (t.stop ? null : (termWeights.get(t.stem) ?? null)));
  for (let i = 0; i < tokens.length; i++) {
    for (const phrase of PHRASES.get(tokens[i]!.stem) ?? []) {
      const weight = termWeights.get(phrase.term);
      const length = weight === undefined ? 0 : phraseAt(tokens, i, phrase);
      for (let k = 0; k < length; k++) marks[i + k] = Math.max(marks[i + k] ?? 0, weight!);
    }
  }
  return marks;
}

type Run = { text: string; weight: number; order: number };

/** Runs of adjacent matched words in a text, as written (title case and sentence starts lowered). */
function matchedRuns(
  text: string,
  source: number,
  termWeights: Map<string, number>,
  skipWords: Set<string>,
  titleCase: boolean,
  technologyWords: Set<string>,
): Run[] {
  const tokens = analyze(text);
  const marks = matchedTokens(tokens, termWeights);
  const runs: Run[] = [];
  let i = 0;
  while (i < tokens.length) {
    if (marks[i] === null) {
      i++;
      continue;
    }
    let j = i;
    while (
      j + 1 < tokens.length &&
      marks[j + 1] !== null &&
      /^[\s-]*$/.test(text.slice(tokens[j]!.end, tokens[j + 1]!.start))
    )
      j++;
    const stems = new Map<string, number>();
    for (let k = i; k <= j; k++) if (!tokens[k]!.stop) stems.set(tokens[k]!.stem, marks[k]!);
    const onlyNames = [...Array(j - i + 1).keys()].every((k) => skipWords.has(tokens[i + k]!.norm));
    if (!onlyNames) {
      let phrase = text.slice(tokens[i]!.start, tokens[j]!.end);
      const lowerCapitalised = (word: string) =>
        /^[A-Z][a-z]+$/.test(word) && !technologyWords.has(word.toLowerCase()) ? word.toLowerCase() : word;
      if (titleCase) phrase = phrase.replace(/[A-Za-z]+/g, lowerCapitalised);
      else if (/(^|[.!?]\s+)$/.test(text.slice(0, tokens[i]!.start))) {
        phrase = phrase.replace(/^[A-Za-z]+/, lowerCapitalised);
      }
      let weight = 0;
      for (const value of stems.values()) weight += value;
      runs.push({ text: phrase, weight, order: source * 1_000_000 + tokens[i]!.start });
    }
    i = j + 1;
  }
  return runs;
}

/** Up to three phrases from the title, summary and description that match the request. */
function goalPhrases(project: Project, query: Query, skipWords: Set<string>, technologyWords: Set<string>): string[] {
  const runs = [
    ...matchedRuns(project.title, 0, query.termWeights, skipWords, true, technologyWords),
    ...matchedRuns(project.summary, 1, query.termWeights, skipWords, false, technologyWords),
    ...matchedRuns(project.description, 2, query.termWeights, skipWords, false, technologyWords),
  ].sort((a, b) => b.weight - a.weight || a.order - b.order);
  const picked: Run[] = [];
  for (const run of runs) {
    if (picked.length === 3 || run.weight < 0.3 * (picked[0]?.weight ?? 0)) break;
    const lower = run.text.toLowerCase();
    if (picked.some((p) => p.text.toLowerCase().includes(lower) || lower.includes(p.text.toLowerCase()))) continue;
    picked.push(run);
  }
  return picked.sort((a, b) => a.order - b.order).map((run) => run.text);
}

/** The sentence of a text that matches the request best, shortened, if it matches clearly. */
function bestSentence(text: string, query: Query): string | null {
  let bestText: string | null = null;
  let bestWeight = 0;
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    const tokens = analyze(sentence);
    const marks = matchedTokens(tokens, query.termWeights);
    const stems = new Map<string, number>();
    tokens.forEach((t, i) => {
      if (marks[i] !== null && !t.stop) stems.set(t.stem, marks[i]!);
    });
    const weights = [...stems.values()];
    const weight = weights.reduce((a, b) => a + b, 0);
    const strong = weights.filter((w) => w >= 0.4 * query.maxIdeal).length;
    const clear = (weights.length >= 2 && strong >= 1) || weights.some((w) => w >= 0.8 * query.maxIdeal);
    if (clear && weight > bestWeight) {
      bestWeight = weight;
      bestText = sentence.trim();
    }
  }
  if (bestText === null) return null;
  if (bestText.length <= 120) return bestText;
  const cut = bestText.slice(0, 118);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 60)).replace(/[\s,;:]+$/, "")}…`;
}

export function explain(doc: Doc, query: Query, technologyWords: Set<string>): string[] {
  const { project } = doc;
  const reasons: string[] = [];

  const technologies = [
    ...new Set(project.technologies.filter((_, i) => query.technologyKeys.has(doc.technologyKeys[i]!))),
  ];
  if (technologies.length > 0) reasons.push(`Built with ${listText(technologies)}, which you mentioned`);

  const services = [...new Set(project.services.filter((_, i) => query.serviceKeys.has(doc.serviceKeys[i]!)))];
  if (services.length > 0) {
    reasons.push(
      `Includes ${listText(services)}, the ${services.length > 1 ? "services" : "service"} you're looking for`,
    );
  }

  // Technology names already given above are not repeated as goals.
  const skipWords = new Set(technologies.flatMap((tech) => analyze(tech).map((t) => t.norm)));
  const goals = goalPhrases(project, query, skipWords, technologyWords);
  if (goals.length > 0) reasons.push(`Similar goal: ${listText(goals)}`);

  const challenge = bestSentence(project.challenge, query);
  if (challenge) reasons.push(`Solved a similar challenge: ${challenge}`);
  if (reasons.length < 2) {
    const approach = bestSentence(project.solution, query);
    if (approach) reasons.push(`Similar approach: ${approach}`);
  }
  // The planner's features both ask for, by name ("online booking"), however the visitor worded them.
  const features = featureCatalogue
    .filter((feature) => doc.featureIds.has(feature.id) && query.featureIds.has(feature.id))
    .map((feature) => inText(feature.name));
  if (features.length > 0) reasons.push(`The same kind of work you describe: ${listText(features)}`);
  if (reasons.length === 0) {
    const result = bestSentence(project.results, query);
    if (result) reasons.push(`Comparable result: ${result}`);
  }
  if (reasons.length === 0) {
    // Whatever matched, wherever it is (client name, testimonial, a lone word in the results).
    const words = new Set<string>();
    for (const field of FIELDS) {
      for (const piece of fieldPieces(project, field.name)) {
        const tokens = analyze(piece);
        matchedTokens(tokens, query.allTermWeights).forEach((mark, i) => {
          if (mark !== null && !tokens[i]!.stop) words.add(piece.slice(tokens[i]!.start, tokens[i]!.end).toLowerCase());
        });
      }
    }
    if (words.size > 0) reasons.push(`Mentions ${listText([...words].slice(0, 3))}`);
  }
  return [...new Set(reasons)].slice(0, MAX_REASONS);
}
