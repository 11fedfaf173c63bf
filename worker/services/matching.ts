import type { Project } from "../../schema/types";

/**
 * Project matching: which portfolio projects are closest to what a visitor describes.
 *
 * Retrieval is BM25F over the project's fields (title, summary, services and technologies weigh most;
 * description, challenge, solution and results less), on lowercase tokens with stop words removed and
 * a Porter stemmer. Technology names stay whole ("node.js", "nodejs" and "node" are one token, "c#"
 * is "csharp"). Each query word is a concept that also matches its domain synonyms at a lower weight
 * ("shop" finds "online store", "appointment" finds "booking"). Naming a service or a technology a
 * project lists multiplies that project's score. Every reason given for a result is built from what
 * actually matched.
 *
 * `createMatcher` does all per-project work once (tokens, postings with saturated field-weighted term
 * frequencies, document frequencies); `rank` only walks the postings of the query's terms.
 */

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

// ---------------------------------------------------------------------------------------------
// Tuning

const K1 = 1.2;
const B = 0.75;
/** Weight of a synonym relative to the word the visitor used. */
const SYNONYM_WEIGHT = 0.5;
/** A concept scores its best-matching form plus this share of the other forms that also matched. */
const SYNONYM_SPILL = 0.25;
/** Score multipliers per named technology / service the project lists (each counted up to twice). */
const TECHNOLOGY_BOOST = 0.3;
const SERVICE_BOOST = 0.25;
/**
 * Content words of the request that no project contains still count towards the best possible score
 * (at this share of the rarest term's idf), so a project matching one word of a longer request is not
 * a 90% match. They are not concepts: typos and filler cost a little coverage, never a result.
 */
const UNKNOWN_WORD_WEIGHT = 0.5;
/** A result must cover at least this share of the query's weight (after boosts)... */
const MIN_RELEVANCE = 0.12;
/** ...and score at least this share of the best result. */
const MIN_SHARE_OF_BEST = 0.25;
const MAX_REASONS = 4;
const DEFAULT_LIMIT = 3;

type FieldName =
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

const FIELDS: { name: FieldName; weight: number }[] = [
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

// ---------------------------------------------------------------------------------------------
// Vocabulary

const STOP_WORDS = new Set(
  (
    "a about above after again against all almost also am an and any are aren arent as at be because been before " +
    "being below between both but by can cannot cant could couldnt did didnt do does doesnt doing dont down during " +
    "each either else etc even ever every few for from further get gets getting got had hadnt has hasnt have havent " +
    "having he her here hers herself him himself his how however i id if im in into is isnt it its itself ive just " +
    "let lets like ll me more most much must my myself no nor not now of off on once one only or other others ought " +
    "our ours ourselves out over own per please quite rather re really same shall she should shouldnt so some such " +
    "than that thats the their theirs them themselves then there these they theyre thing things this those though " +
    "through to too under until up upon us ve very via was wasnt way we were weve what whats when where whether which " +
    "while who whom whose why will with within without wont would wouldnt yet you youd youll your youre yours " +
    "yourself yourselves " +
    // What visitors write around the request itself.
    "able anyone anything hello hey hi kind looking lot lots maybe need needed needing needs ok okay someone " +
    "something sort thank thanks want wanted wanting wants wish"
  ).split(" "),
);

/** Spellings of one technology that should be one token (keys are lowercase, as typed). */
const TOKEN_ALIASES = new Map<string, string>(Object.entries({
  "node.js": "node",
  nodejs: "node",
  "vue.js": "vue",
  vuejs: "vue",
  "react.js": "react",
  reactjs: "react",
  "next.js": "nextjs",
  "nuxt.js": "nuxtjs",
  "express.js": "express",
  expressjs: "express",
  "angular.js": "angularjs",
  "chart.js": "chartjs",
  "d3.js": "d3",
  js: "javascript",
  ts: "typescript",
  "c#": "csharp",
  "c++": "cpp",
  "f#": "fsharp",
  ".net": "dotnet",
  "asp.net": "aspnet",
  postgres: "postgresql",
  html5: "html",
  css3: "css",
  "e-commerce": "ecommerce",
  "e-shop": "eshop",
  "non-profit": "nonprofit",
  "wi-fi": "wifi",
  a11y: "accessibility",
  "php-fpm": "phpfpm",
  "http/2": "http2",
}));

/** Tokens the stemmer leaves alone (technology names and words it would mangle). */
const UNSTEMMED = new Set([
  ...TOKEN_ALIASES.values(),
  "news",
  "nginx",
  "redis",
  "laravel",
  "postgresql",
  "mysql",
  "wordpress",
  "powershell",
  "javascript",
  "typescript",
  "kubernetes",
  "https",
  "series",
  "always",
]);

/**
 * Domain synonyms: any member in a query also matches the others (at SYNONYM_WEIGHT). Multi-word
 * members are indexed as phrases in both projects and queries.
 */
const SYNONYM_GROUPS: string[][] = [
  ["shop", "store", "storefront", "ecommerce", "online store", "online shop", "webshop", "eshop", "cart", "checkout", "shopping"],
  ["site", "website", "webpage", "web page", "landing page", "homepage"],
  ["automation", "automate", "script", "scripting", "powershell", "batch job"],
  ["booking", "appointment", "scheduling", "reservation", "reserve"],
  ["server", "hosting", "nginx", "web server", "reverse proxy", "apache", "vps"],
  ["dashboard", "analytics", "reporting", "report", "chart", "metrics", "visualization", "kpi"],
  ["restaurant", "food", "menu", "ordering", "takeout", "kitchen", "cafe", "diner", "food truck"],
  ["audit", "consulting", "consultancy", "consultant", "advice", "advise", "roadmap", "assessment", "recommendation"],
  ["inventory", "stock", "parts", "warehouse"],
  ["real estate", "property", "realty", "listing", "brokerage", "realtor", "homes", "rental"],
  ["fast", "performance", "speed", "faster", "quick", "slow", "load time", "latency", "caching"],
  ["secure", "security", "ssl", "tls", "https", "certificate", "encryption", "encrypted", "hardened"],
  ["payment", "pay", "stripe", "checkout", "credit card"],
  ["dental", "dentist", "clinic", "medical", "patient", "doctor", "healthcare"],
  ["onboarding", "new hire", "provisioning", "offboarding", "employee", "hire"],
  ["quote", "estimate", "pricing", "price", "calculator"],
  ["mobile", "phone", "smartphone", "responsive"],
  ["news", "newspaper", "publisher", "newsroom", "journalism", "magazine"],
  ["migration", "migrate", "upgrade", "cutover"],
  ["spreadsheet", "excel", "whiteboard"],
  ["nonprofit", "charity", "volunteer", "food bank"],
  ["backup", "restore", "disaster recovery"],
  ["accessibility", "accessible", "wcag", "screen reader"],
  ["reminder", "notification", "alert", "text message", "sms"],
  ["outage", "downtime", "offline", "crash", "went down"],
  ["traffic", "visitors", "readers", "page views", "spike"],
  ["lead", "inquiry", "quote request"],
];

/**
 * Words that name a service (compared on lowercase words with a plural "s" dropped). A project's own
 * service names always count too, so services added later by staff work without changes here.
 */
const SERVICE_TRIGGERS: Record<string, string[]> = {
  "web design": ["web design", "design", "redesign", "designer", "ui", "ux", "landing page", "look and feel", "branding", "mockup"],
  "javascript development": [
    "javascript", "typescript", "react", "vue", "node", "nextjs", "nuxtjs", "angular", "angularjs", "svelte",
    "jquery", "front end", "frontend", "web app", "single page app",
  ],
  "php development": ["php", "laravel", "symfony", "drupal", "magento", "woocommerce"],
  "nginx development": ["nginx", "apache", "web server", "reverse proxy", "load balancer", "load balancing", "tls", "ssl", "http2"],
  "windows automation": ["windows", "powershell", "active directory", "batch script", "task scheduler", "group policy"],
  "technical consultancy": [
    "consulting", "consultancy", "consultant", "audit", "auditing", "advice", "advise", "roadmap", "assessment",
    "second opinion", "technology strategy", "it strategy",
  ],
};

/** A word that names part of a multi-word technology on its own. */
const TECHNOLOGY_PARTIALS: Record<string, string> = {
  tailwind: "tailwind css",
  letsencrypt: "let encrypt",
  "ms graph": "microsoft graph",
  "graph api": "microsoft graph",
  "cloudflare worker": "cloudflare workers",
};

// ---------------------------------------------------------------------------------------------
// Stemming (Porter, 1980)

function isConsonant(w: string, i: number): boolean {
  const c = w.charCodeAt(i);
  if (c === 97 || c === 101 || c === 105 || c === 111 || c === 117) return false;
  if (c === 121) return i === 0 ? true : !isConsonant(w, i - 1);
  return true;
}

/** Porter's m: the number of vowel-consonant sequences in w[0, end). */
function measure(w: string, end: number): number {
  let m = 0;
  let i = 0;
  while (i < end && isConsonant(w, i)) i++;
  while (i < end) {
    while (i < end && !isConsonant(w, i)) i++;
    if (i >= end) break;
    m++;
    while (i < end && isConsonant(w, i)) i++;
  }
  return m;
}

function hasVowel(w: string, end: number): boolean {
  for (let i = 0; i < end; i++) if (!isConsonant(w, i)) return true;
  return false;
}

function endsWithDoubleConsonant(w: string): boolean {
  const n = w.length;
  return n >= 2 && w[n - 1] === w[n - 2] && isConsonant(w, n - 1);
}

/** consonant-vowel-consonant at the end of w[0, end), the last not w, x or y. */
function endsCvc(w: string, end: number): boolean {
  if (end < 3 || !isConsonant(w, end - 3) || isConsonant(w, end - 2) || !isConsonant(w, end - 1)) return false;
  const last = w[end - 1];
  return last !== "w" && last !== "x" && last !== "y";
}

type SuffixRule = [suffix: string, replacement: string];
const byLength = (rules: SuffixRule[]) => rules.sort((a, b) => b[0].length - a[0].length);

const STEP2 = byLength([
  ["ational", "ate"], ["tional", "tion"], ["enci", "ence"], ["anci", "ance"], ["izer", "ize"], ["abli", "able"],
  ["alli", "al"], ["entli", "ent"], ["eli", "e"], ["ousli", "ous"], ["ization", "ize"], ["ation", "ate"],
  ["ator", "ate"], ["alism", "al"], ["iveness", "ive"], ["fulness", "ful"], ["ousness", "ous"], ["aliti", "al"],
  ["iviti", "ive"], ["biliti", "ble"],
]);
const STEP3 = byLength([
  ["icate", "ic"], ["ative", ""], ["alize", "al"], ["iciti", "ic"], ["ical", "ic"], ["ful", ""], ["ness", ""],
]);
const STEP4 = byLength(
  ["al", "ance", "ence", "er", "ic", "able", "ible", "ant", "ement", "ment", "ent", "ion", "ou", "ism", "ate", "iti",
    "ous", "ive", "ize"].map((suffix): SuffixRule => [suffix, ""]),
);

/** The longest matching suffix is replaced if the stem before it has m > minMeasure. */
function replaceSuffix(w: string, rules: SuffixRule[], minMeasure: number): string {
  for (const [suffix, replacement] of rules) {
    if (!w.endsWith(suffix)) continue;
    const stemEnd = w.length - suffix.length;
    if (measure(w, stemEnd) <= minMeasure) return w;
    if (suffix === "ion" && !(w[stemEnd - 1] === "s" || w[stemEnd - 1] === "t")) return w;
    return w.slice(0, stemEnd) + replacement;
  }
  return w;
}

function porterStem(word: string): string {
  let w = word;
  // Step 1a: plurals.
  if (w.endsWith("sses") || w.endsWith("ies")) w = w.slice(0, -2);
  else if (!w.endsWith("ss") && w.endsWith("s")) w = w.slice(0, -1);
  // Step 1b: -ed, -ing.
  let trimmed = false;
  if (w.endsWith("eed")) {
    if (measure(w, w.length - 3) > 0) w = w.slice(0, -1);
  } else if (w.endsWith("ed") && hasVowel(w, w.length - 2)) {
    w = w.slice(0, -2);
    trimmed = true;
  } else if (w.endsWith("ing") && hasVowel(w, w.length - 3)) {
    w = w.slice(0, -3);
    trimmed = true;
  }
  if (trimmed) {
    if (w.endsWith("at") || w.endsWith("bl") || w.endsWith("iz")) w += "e";
    else if (endsWithDoubleConsonant(w) && !/[lsz]$/.test(w)) w = w.slice(0, -1);
    else if (measure(w, w.length) === 1 && endsCvc(w, w.length)) w += "e";
  }
  // Step 1c: y -> i.
  if (w.endsWith("y") && hasVowel(w, w.length - 1)) w = `${w.slice(0, -1)}i`;
  // Steps 2-4: derivational suffixes.
  w = replaceSuffix(w, STEP2, 0);
  w = replaceSuffix(w, STEP3, 0);
  w = replaceSuffix(w, STEP4, 1);
  // Step 5: final -e and -ll.
  if (w.endsWith("e")) {
    const m = measure(w, w.length - 1);
    if (m > 1 || (m === 1 && !endsCvc(w, w.length - 1))) w = w.slice(0, -1);
  }
  if (w.endsWith("ll") && measure(w, w.length) > 1) w = w.slice(0, -1);
  return w;
}

const stemCache = new Map<string, string>();

function stemOf(norm: string): string {
  if (norm.length <= 3 || UNSTEMMED.has(norm) || !/^[a-z]+$/.test(norm)) return norm;
  let stem = stemCache.get(norm);
  if (stem === undefined) {
    stem = porterStem(norm);
    if (stemCache.size > 100_000) stemCache.clear();
    stemCache.set(norm, stem);
  }
  return stem;
}

// ---------------------------------------------------------------------------------------------
// Tokens

type Token = { norm: string; stem: string; stop: boolean; start: number; end: number };

/** Lowercase ASCII with accents folded, one character per input UTF-16 unit (offsets stay valid). */
function foldText(text: string): string {
  if (!/[\u0080-\uffff]/.test(text)) return text.toLowerCase();
  return text
    .replace(/[\u0080-\uffff]/g, (ch) => {
      if (ch === "\u2019" || ch === "\u2018") return "'";
      const base = ch.normalize("NFKD").charAt(0);
      return /[A-Za-z]/.test(base) ? base : " ";
    })
    .toLowerCase();
}

const TOKEN_PATTERN = /(?:\.(?=net\b))?[a-z0-9][a-z0-9+#]*(?:['./-][a-z0-9+#]+)*/g;

function normalizeWord(raw: string): string {
  const alias = TOKEN_ALIASES.get(raw);
  if (alias !== undefined) return alias;
  let word = raw.replace(/'s$/, "").replace(/'/g, "");
  if (word.includes(".")) word = word.replace(/\./g, "");
  return TOKEN_ALIASES.get(word) ?? word;
}

/** What a written word (no hyphen or slash) stands for; cached, since prose repeats its words. */
type Lexeme = { norm: string; stem: string; stop: boolean };
const lexicon = new Map<string, Lexeme | null>();

function lexemeOf(raw: string): Lexeme | null {
  let lexeme = lexicon.get(raw);
  if (lexeme === undefined) {
    const norm = normalizeWord(raw);
    lexeme = norm ? { norm, stem: stemOf(norm), stop: STOP_WORDS.has(norm) || /^[0-9]+$/.test(norm) } : null;
    if (lexicon.size > 200_000) lexicon.clear();
    lexicon.set(raw, lexeme);
  }
  return lexeme;
}

function pushToken(tokens: Token[], raw: string, start: number) {
  const lexeme = lexemeOf(raw);
  if (lexeme) tokens.push({ norm: lexeme.norm, stem: lexeme.stem, stop: lexeme.stop, start, end: start + raw.length });
}

function analyze(text: string): Token[] {
  const folded = foldText(text);
  const tokens: Token[] = [];
  const pattern = new RegExp(TOKEN_PATTERN);
  for (let match = pattern.exec(folded); match !== null; match = pattern.exec(folded)) {
    const raw = match[0];
    const start = match.index;
    if (TOKEN_ALIASES.has(raw) || (!raw.includes("-") && !raw.includes("/"))) {
      pushToken(tokens, raw, start);
      continue;
    }
    // Hyphenated or slashed words are separate words ("mobile-first", "sell/buy").
    let offset = start;
    for (const part of raw.split(/[-/]/)) {
      if (part) pushToken(tokens, part, offset);
      offset += part.length + 1;
    }
  }
  return tokens;
}

/** Phrases from the synonym table, by their first stem: stems to match and the phrase's term. */
type Phrase = { stems: string[]; term: string };
const PHRASES = new Map<string, Phrase[]>();

/** The index term of a word or phrase: its stem, or the stems joined with "_". */
function termOf(text: string): string | null {
  const tokens = analyze(text);
  if (tokens.length === 0) return null;
  if (tokens.length === 1) return tokens[0]!.stop ? null : tokens[0]!.stem;
  const stems = tokens.map((t) => t.stem);
  const term = stems.join("_");
  const list = PHRASES.get(stems[0]!) ?? [];
  if (!list.some((p) => p.term === term)) list.push({ stems, term });
  PHRASES.set(stems[0]!, list);
  return term;
}

/** term -> synonym terms with their weight (never the term itself). */
const SYNONYMS = new Map<string, Map<string, number>>();
for (const group of SYNONYM_GROUPS) {
  const terms = [...new Set(group.map(termOf).filter((t): t is string => t !== null))];
  for (const term of terms) {
    const map = SYNONYMS.get(term) ?? new Map<string, number>();
    for (const other of terms) if (other !== term) map.set(other, SYNONYM_WEIGHT);
    SYNONYMS.set(term, map);
  }
}

/** Length of the phrase that starts at tokens[i] and is `phrase`, or 0. */
function phraseAt(tokens: Token[], i: number, phrase: Phrase): number {
  const { stems } = phrase;
  if (i + stems.length > tokens.length) return 0;
  for (let k = 0; k < stems.length; k++) if (tokens[i + k]!.stem !== stems[k]) return 0;
  return stems.length;
}

/** Index terms of a token stream: stems of content words plus known phrases. */
function termsOf(tokens: Token[], out: string[]): string[] {
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (!token.stop) out.push(token.stem);
    const phrases = PHRASES.get(token.stem);
    if (phrases) for (const phrase of phrases) if (phraseAt(tokens, i, phrase)) out.push(phrase.term);
  }
  return out;
}

/** Names of technologies and services compare on lowercase words with a plural "s" dropped. */
function nameWord(norm: string): string {
  return norm.length > 3 && norm.endsWith("s") && !norm.endsWith("ss") ? norm.slice(0, -1) : norm;
}

function nameKey(text: string): string {
  return analyze(text)
    .map((t) => nameWord(t.norm))
    .join(" ");
}

/** Every run of up to 4 words in the token streams, as name keys. */
function nameGrams(streams: Token[][]): Set<string> {
  const grams = new Set<string>();
  for (const tokens of streams) {
    const words = tokens.map((t) => nameWord(t.norm));
    for (let i = 0; i < words.length; i++) {
      let key = "";
      for (let n = 0; n < 4 && i + n < words.length; n++) {
        key = n === 0 ? words[i]! : `${key} ${words[i + n]!}`;
        grams.add(key);
      }
    }
  }
  return grams;
}

const SERVICE_TRIGGER_KEYS = new Map<string, string[]>(
  Object.entries(SERVICE_TRIGGERS).map(([service, triggers]) => [nameKey(service), triggers.map(nameKey)]),
);
const TECHNOLOGY_PARTIAL_KEYS = new Map(
  Object.entries(TECHNOLOGY_PARTIALS).map(([partial, full]) => [nameKey(partial), nameKey(full)]),
);

// ---------------------------------------------------------------------------------------------
// Index

type Posting = { docs: Int32Array; saturation: Float64Array; idf: number };

type Doc = { project: Project; technologyKeys: string[]; serviceKeys: string[] };

type QueryTerm = { posting: Posting; weight: number };
type Concept = { terms: QueryTerm[]; ideal: number };

type Query = {
  concepts: Concept[];
  idealSum: number;
  maxIdeal: number;
  /** Stem or phrase term -> weight (synonym weight x idf) for explaining matches. */
  termWeights: Map<string, number>;
  /** The same, with words that the visitor only wrote inside a phrase (the last-resort reason). */
  allTermWeights: Map<string, number>;
  technologyKeys: Set<string>;
  serviceKeys: Set<string>;
};

function fieldPieces(project: Project, field: FieldName): string[] {
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

export function createMatcher(projects: Project[]): Matcher {
  const n = projects.length;
  const fieldCount = FIELDS.length;
  const docs: Doc[] = projects.map((project) => ({
    project,
    technologyKeys: project.technologies.map(nameKey),
    serviceKeys: project.services.map(nameKey),
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
    for (let i = 0; i < triples.length; ) {
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
  for (const project of projects) for (const tech of project.technologies) for (const t of analyze(tech)) technologyWords.add(t.norm);

  function parseQuery(request: MatchRequest): Query | null {
    const streams = [analyze(request.requirements ?? ""), analyze(request.interests ?? "")];
    const conceptTerms = new Set<string>();
    for (const tokens of streams) for (const term of termsOf(tokens, [])) conceptTerms.add(term);
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
    for (const term of conceptTerms) {
      const forms: [string, number][] = [[term, 1], ...(SYNONYMS.get(term) ?? [])];
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
      if (conceptTermsFound.length > 0 && ideal > 0) concepts.push({ terms: conceptTermsFound, ideal });
      else if (!term.includes("_") && term.length >= 3) unknownWords++;
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
      idealSum: concepts.reduce((sum, c) => sum + c.ideal, 0) + unknownWords * UNKNOWN_WORD_WEIGHT * rarestIdf,
      maxIdeal: Math.max(...concepts.map((c) => c.ideal)),
      termWeights,
      allTermWeights,
      technologyKeys,
      serviceKeys,
    };
  }

  function rank(request: MatchRequest, limit: number = DEFAULT_LIMIT): MatchResult[] {
    const wanted =
      limit === Infinity ? n : Number.isFinite(limit) ? Math.max(0, Math.floor(limit)) : DEFAULT_LIMIT;
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

    // Boosts for named technologies and services; relevance floor.
    const boosting = query.technologyKeys.size > 0 || query.serviceKeys.size > 0;
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
        score *= 1 + TECHNOLOGY_BOOST * Math.min(2, technologies) + SERVICE_BOOST * Math.min(2, services);
        scores[d] = score;
      }
      if (score / query.idealSum < MIN_RELEVANCE) continue;
      candidates.push(d);
      if (score > top) top = score;
    }

    const before = (a: number, b: number) =>
      scores[b]! - scores[a]! || docs[b]!.project.id - docs[a]!.project.id;
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

// ---------------------------------------------------------------------------------------------
// Reasons

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
    while (j + 1 < tokens.length && marks[j + 1] !== null && /^[\s-]*$/.test(text.slice(tokens[j]!.end, tokens[j + 1]!.start))) j++;
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

function explain(doc: Doc, query: Query, technologyWords: Set<string>): string[] {
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
