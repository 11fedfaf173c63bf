import type { Project } from "#schema/types.ts";

/** Every number that shapes matching, and the fields searched with their weights. */

export const K1 = 1.2;
export const B = 0.75;
/** Weight of a synonym relative to the word the visitor used. */
export const SYNONYM_WEIGHT = 0.5;
/** A concept scores its best-matching form plus this share of the other forms that also matched. */
export const SYNONYM_SPILL = 0.25;
/** Score multipliers per named technology / service the project lists (each counted up to twice). */
export const TECHNOLOGY_BOOST = 0.3;
export const SERVICE_BOOST = 0.25;
/**
 * ...and per feature of the planner's catalogue (planner/features.ts) that both the request and the
 * project's title or summary ask for, a website aside (every project is one): "the boat only has 24
 * seats" and "la gente aparte su cita" ask for online booking however they word it.
 */
export const FEATURE_BOOST = 0.3;
/**
 * Content words of the request that no project contains still count towards the best possible score
 * (at this share of the rarest term's idf), so a project matching one word of a longer request is not
 * a 90% match. They are not concepts: typos and filler cost a little coverage, never a result.
 */
export const UNKNOWN_WORD_WEIGHT = 0.5;
/**
 * ...and, when the request names at least two things the portfolio knows, at most this many of them
 * count: a long request full of words no project uses (a trade's own nouns, a Spanish sentence spelled
 * by ear) would otherwise drop every result below the relevance floor. A request that names one known
 * thing among many unknown words ("aaaa bbbb cccc site") still counts them all.
 */
export const UNKNOWN_WORDS_COUNTED = 4;
/**
 * A word no project or synonym contains is read as the known word one edit away (two, for words of
 * seven letters or more) with the same first letter, at this weight: "apointment", "dashbord".
 */
export const TYPO_WEIGHT = 0.7;
/**
 * A concept only the visitor's interests name ("sports", "gobierno") counts at this share of its weight
 * towards the best possible score: a booking project that answers "reservations that can't double up"
 * is no weaker a match for not being about sports. It still scores in full where a project has it.
 */
export const INTEREST_SHARE = 0.5;
/** A result must cover at least this share of the query's weight (after boosts)... */
export const MIN_RELEVANCE = 0.12;
/** ...and score at least this share of the best result. */
export const MIN_SHARE_OF_BEST = 0.25;
export const MAX_REASONS = 4;
export const DEFAULT_LIMIT = 3;

export type FieldName =
  | "title"
  | "summary"
  | "services"
  | "technologies"
  | "clientName"
  | "description"
  | "challenge"
  | "solution"
  | "results"
  | "testimonial";

export const FIELDS: { name: FieldName; weight: number }[] = [
  { name: "title", weight: 3 },
  { name: "summary", weight: 2.5 },
  { name: "services", weight: 2.5 },
  { name: "technologies", weight: 2.5 },
  { name: "clientName", weight: 1.2 },
  { name: "description", weight: 1 },
  { name: "challenge", weight: 0.7 },
  { name: "solution", weight: 0.8 },
  { name: "results", weight: 0.5 },
  { name: "testimonial", weight: 0.3 },
];

/** The text pieces of one field of a project (lists give one piece per item). */
export function fieldPieces(project: Project, field: FieldName): string[] {
  switch (field) {
    case "services":
      return project.services;
    case "technologies":
      return project.technologies;
    case "testimonial":
      return project.testimonial ? [project.testimonial] : [];
    default:
      return [project[field]];
  }
}
