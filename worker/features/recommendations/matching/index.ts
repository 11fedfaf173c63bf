/**
 * Project matching: which portfolio projects are closest to what a visitor describes.
 *
 * Retrieval is BM25F over the project's fields (title, summary, services and technologies weigh most;
 * description, challenge, solution and results less), on lowercase tokens with stop words removed and
 * a Porter stemmer. Technology names stay whole ("node.js", "nodejs" and "node" are one token, "c#"
 * is "csharp"). Each query word is a concept that also matches its domain synonyms at a lower weight
 * ("shop" finds "online store", "appointment" finds "booking"). Naming a service or a technology a
 * project lists multiplies that project's score, and so does asking for a feature the planner knows
 * (planner/features.ts) that the project's title or summary names: the planner reads far more ways of
 * asking for a booking page or a dashboard than synonyms list. Every reason given for a result is built
 * from what actually matched.
 *
 * The parts: vocabulary.ts (the words it knows), stemmer.ts, analyzer.ts (text to tokens and terms),
 * tuning.ts (weights and thresholds), this file (the index and ranking) and explanations.ts (reasons).
 * quality-set.ts is the labelled set matching.test.ts holds it to.
 *
 * `createMatcher` does all per-project work once (tokens, postings with saturated field-weighted term
 * frequencies, document frequencies); `rank` only walks the postings of the query's terms.
 */

import type { Project } from "#schema/types.ts";
import {
  analyze,
  nameGrams,
  nameKey,
  PHRASES,
  phraseAt,
  SERVICE_TRIGGER_KEYS,
  SYNONYMS,
  TECHNOLOGY_PARTIAL_KEYS,
  spanishBySound,
  termsOf,
} from "./analyzer";
import { languageOf } from "../language";
import { featuresIn, foldText } from "../planner/features";
import { explain } from "./explanations";
import {
  B,
  FEATURE_BOOST,
  DEFAULT_LIMIT,
  fieldPieces,
  FIELDS,
  K1,
  MIN_RELEVANCE,
  MIN_SHARE_OF_BEST,
  SERVICE_BOOST,
  SYNONYM_SPILL,
  SYNONYM_WEIGHT,
  TECHNOLOGY_BOOST,
  TYPO_WEIGHT,
  INTEREST_SHARE,
  UNKNOWN_WORD_WEIGHT,
  UNKNOWN_WORDS_COUNTED,
} from "./tuning";

export type MatchRequest = { requirements: string; interests: string };

export type MatchResult = {
  project: Project;
  /** BM25F score after service and technology boosts; only comparable within one query. */
  score: number;
  /**
   * 0-100, for a "Match" badge: 100 x the square root of the share of the best possible score (every
   * word of the request matched at full strength) that this project reaches, boosts included.
   */
  match: number;
  /** 1-4 human-readable reasons, each from something that matched. */
  relevanceFactors: string[];
};

export type Matcher = { rank(request: MatchRequest, limit?: number): MatchResult[] };

type Posting = { docs: Int32Array; saturation: Float64Array; idf: number };

export type Doc = { project: Project; technologyKeys: string[]; serviceKeys: string[]; featureIds: Set<string> };

type QueryTerm = { posting: Posting; weight: number };
type Concept = { terms: QueryTerm[]; ideal: number };

export type Query = {
  concepts: Concept[];
  idealSum: number;
  maxIdeal: number;
  /** Stem or phrase term -> weight (synonym weight x idf) for explaining matches. */
  termWeights: Map<string, number>;
  /** The same, with words that the visitor only wrote inside a phrase (the last-resort reason). */
  allTermWeights: Map<string, number>;
  technologyKeys: Set<string>;
  serviceKeys: Set<string>;
  /** The planner's features the request asks for (`askedFeatures`). */
  featureIds: Set<string>;
};

/** The ids of the planner's features a text asks for, but a website, which every project is. */
function askedFeatures(text: string): Set<string> {
  const ids = new Set<string>();
  for (const feature of featuresIn(foldText(text))) if (feature.id !== "website") ids.add(feature.id);
  return ids;
}

export function createMatcher(projects: Project[]): Matcher {
  const n = projects.length;
  const fieldCount = FIELDS.length;
  const docs: Doc[] = projects.map((project) => ({
    project,
    technologyKeys: project.technologies.map(nameKey),
    serviceKeys: project.services.map(nameKey),
    featureIds: askedFeatures(`${project.title}. ${project.summary}`),
  }));

  // Pass 1: term counts per (document, field) as (doc, field, count) triples per term id; field lengths.
  const lengths = new Float64Array(n * fieldCount);
  const totals = new Float64Array(fieldCount);
  const termIds = new Map<string, number>();
  const occurrences: number[][] = [];
  let counts = new Int32Array(1024);
  const seen: number[] = [];
  const terms: string[] = [];
  for (let d = 0; d < n; d++) {
    const project = projects[d]!;
    for (let f = 0; f < fieldCount; f++) {
      terms.length = 0;
      for (const piece of fieldPieces(project, FIELDS[f]!.name)) termsOf(analyze(piece), terms);
      if (terms.length === 0) continue;
      lengths[d * fieldCount + f] = terms.length;
      totals[f]! += terms.length;
      for (const term of terms) {
        let id = termIds.get(term);
        if (id === undefined) {
          id = occurrences.length;
          termIds.set(term, id);
          occurrences.push([]);
          if (id >= counts.length) {
            const grown = new Int32Array(counts.length * 2);
            grown.set(counts);
            counts = grown;
          }
        }
        if (counts[id] === 0) seen.push(id);
        counts[id]!++;
      }
      for (const id of seen) {
        occurrences[id]!.push(d, f, counts[id]!);
        counts[id] = 0;
      }
      seen.length = 0;
    }
  }

  // Pass 2: BM25F pseudo term frequency per document, saturated; idf per term.
  const averages = Array.from(totals, (total) => (n > 0 && total > 0 ? total / n : 1));
  const postings = new Map<string, Posting>();
  for (const [term, id] of termIds) {
    const triples = occurrences[id]!;
    const docIds: number[] = [];
    const saturation: number[] = [];
    for (let i = 0; i < triples.length;) {
      const d = triples[i]!;
      let tf = 0;
      for (; i < triples.length && triples[i] === d; i += 3) {
        const f = triples[i + 1]!;
        const norm = 1 - B + (B * lengths[d * fieldCount + f]!) / averages[f]!;
        tf += (FIELDS[f]!.weight * triples[i + 2]!) / norm;
      }
      docIds.push(d);
      saturation.push(tf / (K1 + tf));
    }
    const df = docIds.length;
    postings.set(term, {
      docs: Int32Array.from(docIds),
      saturation: Float64Array.from(saturation),
      idf: Math.log(1 + (n - df + 0.5) / (df + 0.5)),
    });
  }

  /** Service names used in the portfolio: naming one counts, even if it has no trigger words. */
  const portfolioServiceKeys = new Set(docs.flatMap((doc) => doc.serviceKeys));
  const technologyWords = new Set<string>();
  for (const project of projects)
    for (const tech of project.technologies) for (const t of analyze(tech)) technologyWords.add(t.norm);

  /** Known one-word terms (the portfolio's and the synonyms'), by first letter, for reading typos. */
  let knownWords: Map<string, string[]> | undefined;
  /** The known word `term` (a stem no project contains) is a misspelling of, if one is close enough. */
  function correction(term: string): string | undefined {
    if (term.length < 4 || term.includes("_") || /\d/.test(term)) return undefined;
    if (!knownWords) {
      knownWords = new Map();
      for (const known of new Set([...postings.keys(), ...SYNONYMS.keys()])) {
        if (known.includes("_") || known.length < 4) continue;
        knownWords.set(known[0]!, [...(knownWords.get(known[0]!) ?? []), known]);
      }
    }
    const allowed = term.length >= 7 ? 2 : 1;
    let best: string | undefined;
    let bestDistance = allowed + 1;
    for (const known of knownWords.get(term[0]!) ?? []) {
      if (Math.abs(known.length - term.length) > allowed) continue;
      const distance = editDistance(term, known, allowed);
      const df = (word: string) => postings.get(word)?.docs.length ?? 0;
      if (distance < bestDistance || (distance === bestDistance && best !== undefined && df(known) > df(best))) {
        best = known;
        bestDistance = distance;
      }
    }
    return best;
  }

  function parseQuery(request: MatchRequest): Query | null {
    const streams = [analyze(request.requirements ?? ""), analyze(request.interests ?? "")];
    const conceptTerms = new Set<string>();
    for (const tokens of streams) for (const term of termsOf(tokens, [])) conceptTerms.add(term);
    // (What the request itself names, as against only the visitor's interests.)
    const asked = new Set(termsOf(streams[0]!, []));
    // A Spanish word spelled by ear is read as the word it sounds like (below); inside a known phrase too
    // ("les salga el presio" is "les salga el precio").
    const spanish = languageOf(request.requirements || request.interests) === "es";
    if (spanish)
      for (const tokens of streams) {
        const heard = tokens.map((token) => {
          if (token.stop || postings.has(token.stem) || SYNONYMS.has(token.stem)) return token;
          const stem = spanishBySound(token.norm);
          return stem ? { ...token, stem } : token;
        });
        for (const term of termsOf(heard, [])) if (term.includes("_")) conceptTerms.add(term);
      }
    // Each stem as the visitor wrote it: a misspelling may stem apart from its word ("calender" is "calend").
    const written = new Map<string, string>();
    for (const tokens of streams) for (const token of tokens) if (!token.stop) written.set(token.stem, token.norm);
    // Words the visitor only wrote inside a known phrase ("real" in "real estate") still retrieve,
    // but are not offered as reasons on their own.
    const freeStems = new Set<string>();
    const phraseStems = new Set<string>();
    for (const tokens of streams) {
      const inPhrase = new Array<boolean>(tokens.length).fill(false);
      tokens.forEach((token, i) => {
        for (const phrase of PHRASES.get(token.stem) ?? []) {
          const length = phraseAt(tokens, i, phrase);
          for (let k = 0; k < length; k++) inPhrase[i + k] = true;
        }
      });
      tokens.forEach((token, i) => {
        if (!token.stop) (inPhrase[i] ? phraseStems : freeStems).add(token.stem);
      });
    }

    const concepts: Concept[] = [];
    let unknownWords = 0;
    const termWeights = new Map<string, number>();
    const allTermWeights = new Map<string, number>();
    const formsOf = (term: string, scale = 1): [string, number][] => [
      [term, scale],
      ...[...(SYNONYMS.get(term) ?? [])].map(([form, weight]): [string, number] => [form, weight * scale]),
    ];
    // A Spanish word the lexicon lacks is no misspelling of an English one ("quiere" is not "quiet"):
    // typos are read only in requests written in English.
    for (const term of conceptTerms) {
      let forms = formsOf(term);
      if (!spanish && !forms.some(([form]) => postings.has(form))) {
        const asWritten = written.get(term);
        const known = correction(term) ?? (asWritten && asWritten !== term ? correction(asWritten) : undefined);
        if (known) forms = formsOf(known, TYPO_WEIGHT);
      }
      // In Spanish, a word spelled by ear is read as the word it sounds like ("presio", "pajina").
      if (spanish && !forms.some(([form]) => postings.has(form) || SYNONYMS.has(form))) {
        const asWritten = written.get(term);
        const known = asWritten ? spanishBySound(asWritten) : undefined;
        if (known) forms = formsOf(known, TYPO_WEIGHT);
      }
      // A word no project uses is read wholly as its synonyms: "dies" means an outage as much as "outage" does.
      if (!postings.has(forms[0]![0])) {
        const scale = forms[0]![1];
        forms = forms.map(([form, weight]) => [form, Math.min(scale, weight / SYNONYM_WEIGHT)]);
      }
      const conceptTermsFound: QueryTerm[] = [];
      let ideal = 0;
      for (const [form, weight] of forms) {
        const posting = postings.get(form);
        if (!posting) continue;
        conceptTermsFound.push({ posting, weight });
        const value = weight * posting.idf;
        ideal = Math.max(ideal, value);
        allTermWeights.set(form, Math.max(allTermWeights.get(form) ?? 0, value));
        if (phraseStems.has(term) && !freeStems.has(term)) continue;
        termWeights.set(form, Math.max(termWeights.get(form) ?? 0, value));
      }
      if (conceptTermsFound.length > 0 && ideal > 0)
        concepts.push({ terms: conceptTermsFound, ideal: asked.has(term) ? ideal : ideal * INTEREST_SHARE });
      // A word of a known phrase the visitor wrote ("few thousand dollars") is counted with the phrase.
      else if (!term.includes("_") && term.length >= 3 && (freeStems.has(term) || !phraseStems.has(term)))
        unknownWords++;
    }
    if (concepts.length === 0) return null;
    const rarestIdf = Math.log(1 + (n - 0.5) / 1.5);

    const grams = nameGrams(streams);
    const technologyKeys = new Set<string>(grams);
    for (const [partial, full] of TECHNOLOGY_PARTIAL_KEYS) if (grams.has(partial)) technologyKeys.add(full);
    const serviceKeys = new Set<string>();
    for (const key of portfolioServiceKeys) if (grams.has(key)) serviceKeys.add(key);
    for (const [service, triggers] of SERVICE_TRIGGER_KEYS) {
      if (grams.has(service) || triggers.some((trigger) => grams.has(trigger))) serviceKeys.add(service);
    }

    return {
      concepts,
      idealSum:
        concepts.reduce((sum, c) => sum + c.ideal, 0) +
        (concepts.length >= 2 ? Math.min(unknownWords, UNKNOWN_WORDS_COUNTED) : unknownWords) *
          UNKNOWN_WORD_WEIGHT *
          rarestIdf,
      maxIdeal: Math.max(...concepts.map((c) => c.ideal)),
      termWeights,
      allTermWeights,
      technologyKeys,
      serviceKeys,
      featureIds: askedFeatures(request.requirements ?? ""),
    };
  }

  function rank(request: MatchRequest, limit: number = DEFAULT_LIMIT): MatchResult[] {
    const wanted = limit === Infinity ? n : Number.isFinite(limit) ? Math.max(0, Math.floor(limit)) : DEFAULT_LIMIT;
    if (n === 0 || wanted === 0) return [];
    const query = parseQuery(request);
    if (!query) return [];

    // BM25F: per concept, its best form plus a share of the other forms that matched.
    const scores = new Float64Array(n);
    const best = new Float64Array(n);
    const sum = new Float64Array(n);
    const touched: number[] = [];
    for (const concept of query.concepts) {
      if (concept.terms.length === 1) {
        const { posting, weight } = concept.terms[0]!;
        const factor = weight * posting.idf;
        const { docs: ids, saturation } = posting;
        for (let i = 0; i < ids.length; i++) scores[ids[i]!]! += factor * saturation[i]!;
        continue;
      }
      for (const { posting, weight } of concept.terms) {
        const factor = weight * posting.idf;
        const { docs: ids, saturation } = posting;
        for (let i = 0; i < ids.length; i++) {
          const d = ids[i]!;
          const value = factor * saturation[i]!;
          if (sum[d] === 0) touched.push(d);
          sum[d]! += value;
          if (value > best[d]!) best[d] = value;
        }
      }
      for (const d of touched) {
        scores[d]! += best[d]! + SYNONYM_SPILL * (sum[d]! - best[d]!);
        best[d] = 0;
        sum[d] = 0;
      }
      touched.length = 0;
    }

    // Boosts for named technologies, services and features; relevance floor.
    const boosting = query.technologyKeys.size > 0 || query.serviceKeys.size > 0 || query.featureIds.size > 0;
    const candidates: number[] = [];
    let top = 0;
    for (let d = 0; d < n; d++) {
      let score = scores[d]!;
      if (score === 0) continue;
      if (boosting) {
        const doc = docs[d]!;
        let technologies = 0;
        for (const key of doc.technologyKeys) if (query.technologyKeys.has(key)) technologies++;
        let services = 0;
        for (const key of doc.serviceKeys) if (query.serviceKeys.has(key)) services++;
        let features = 0;
        for (const id of doc.featureIds) if (query.featureIds.has(id)) features++;
        score *=
          1 +
          TECHNOLOGY_BOOST * Math.min(2, technologies) +
          SERVICE_BOOST * Math.min(2, services) +
          FEATURE_BOOST * Math.min(2, features);
        scores[d] = score;
      }
      if (score / query.idealSum < MIN_RELEVANCE) continue;
      candidates.push(d);
      if (score > top) top = score;
    }

    const before = (a: number, b: number) => scores[b]! - scores[a]! || docs[b]!.project.id - docs[a]!.project.id;
    const eligible = candidates.filter((d) => scores[d]! >= MIN_SHARE_OF_BEST * top);
    const chosen = wanted > 32 ? eligible.sort(before).slice(0, wanted) : topK(eligible, wanted, before);

    return chosen.map((d) => {
      const doc = docs[d]!;
      const relevance = Math.min(1, scores[d]! / query.idealSum);
      return {
        project: doc.project,
        score: Math.round(scores[d]! * 10_000) / 10_000,
        match: Math.round(100 * Math.sqrt(relevance)),
        relevanceFactors: explain(doc, query, technologyWords),
      };
    });
  }

  return { rank };
}

/**
 * The optimal-string-alignment distance between `a` and `b` (a swap of neighbours is one edit), or
 * `limit + 1` as soon as it must exceed `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > limit) return limit + 1;
    [before, previous] = [previous, current];
  }
  return Math.min(previous[b.length]!, limit + 1);
}

/** The k first items by `before`, in order: a short sorted list kept while scanning once. */
function topK(items: number[], k: number, before: (a: number, b: number) => number): number[] {
  const chosen: number[] = [];
  for (const item of items) {
    if (chosen.length === k && before(item, chosen[k - 1]!) >= 0) continue;
    let i = Math.min(chosen.length, k - 1);
    chosen[i] = item;
    while (i > 0 && before(chosen[i]!, chosen[i - 1]!) < 0) {
      [chosen[i - 1], chosen[i]] = [chosen[i]!, chosen[i - 1]!];
      i--;
    }
  }
  return chosen;
}

export function rankProjects(projects: Project[], request: MatchRequest, limit?: number): MatchResult[] {
  return createMatcher(projects).rank(request, limit);
}
