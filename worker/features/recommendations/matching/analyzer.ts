/**
 * Text to tokens and index terms: lowercase ASCII words (accents folded, technology spellings merged),
 * stop words marked, stems; known phrases and synonyms from the vocabulary; name keys for comparing
 * technology and service names.
 */

import { services } from "#schema/site/services.ts";
import { soundOf } from "../planner/features";
import { stemOf } from "./stemmer";
import { SYNONYM_WEIGHT } from "./tuning";
import {
  NAME_COMPOUNDS,
  SERVICE_TRIGGERS,
  SPANISH_STOP_WORDS,
  SPANISH_WORDS,
  STOP_WORDS,
  SYNONYM_GROUPS,
  TECHNOLOGY_PARTIALS,
  TOKEN_ALIASES,
  WRITTEN_CASE_WORDS,
} from "./vocabulary";

export type Token = { norm: string; stem: string; stop: boolean; start: number; end: number };

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

/**
 * The forms a Spanish word may be listed under: as written, without a plural, with the other gender,
 * and a verb's infinitive ("contratamos", "tardan", "quitarles" as "contratar", "tardar", "quitar").
 */
function spanishForms(word: string): string[] {
  const forms = [word];
  const singular = word.endsWith("es")
    ? [word.slice(0, -1), word.slice(0, -2)]
    : word.endsWith("s")
      ? [word.slice(0, -1)]
      : [];
  forms.push(...singular);
  for (const form of [word, ...singular]) {
    if (/[oa]$/.test(form)) forms.push(`${form.slice(0, -1)}${form.endsWith("o") ? "a" : "o"}`);
  }
  // (A participle agrees with its noun: "fechas apartadas" is from "apartar".)
  const verb =
    /^(.{3,}?)(amos|emos|imos|aban|abamos|aba|ian|iamos|ia|an|en|a|e|o|ando|iendo|ado|ido|ada|ida|ados|idos|adas|idas|arles|erles|irles|arlo|erlo|irlo|arla|arlas|arlos)$/.exec(
      word,
    );
  if (verb) {
    // The stem as its infinitive spells it: "paguen" and "busquen" (pagar, buscar), "pidan" (pedir),
    // "puedan" (poder), "quieren" (querer).
    const stem = verb[1]!;
    const stems = [
      stem,
      stem.replace(/gu$/, "g"),
      stem.replace(/qu$/, "c"),
      stem.replace(/i([^aeiou]+)$/, "e$1"),
      stem.replace(/ue([^aeiou]+)$/, "o$1"),
      stem.replace(/ie([^aeiou]+)$/, "e$1"),
      // "actualice", "empiece" (actualizar, empezar); not a short stem ("vaciamos" is no "vazar")
      stem.length >= 5 ? stem.replace(/c$/, "z") : stem,
    ];
    for (const spelled of new Set(stems)) forms.push(`${spelled}ar`, `${spelled}er`, `${spelled}ir`);
  }
  const infinitive = /^(.{3,}(ar|er|ir))(selos|selas|selo|sela|les|los|las|lo|la|le|se|nos)$/.exec(word);
  if (infinitive) forms.push(infinitive[1]!);
  return forms;
}

/**
 * English words the vocabulary knows (its synonyms, stop words and service triggers): a Spanish form
 * never captures them ("page" is not a form of "pagar", "quite" not of "quitar").
 */
const ENGLISH_WORDS = new Set(
  [...SYNONYM_GROUPS.flat(), ...Object.values(SERVICE_TRIGGERS).flat(), ...STOP_WORDS]
    .map((phrase) => phrase.toLowerCase().split(/[^a-z0-9]+/))
    // (A Spanish phrase among the synonyms, "aparten el mismo", "guardados cifrados", lends none of its
    // words: "aparten" is apartar, "cifrados" cifrado.)
    .filter(
      (words) =>
        !words.some(
          (word) =>
            (SPANISH_STOP_WORDS.has(word) && !STOP_WORDS.has(word)) ||
            SPANISH_WORDS.has(word) ||
            SPANISH_WORDS.has(word.replace(/e?s$/, "")),
        ),
    )
    .flat(),
);

/** The English word a Spanish word stands for, if the word or one of its forms is listed. */
function fromSpanish(word: string): string | undefined {
  if (word.length < 3 || ENGLISH_WORDS.has(word)) return SPANISH_WORDS.get(word);
  for (const form of spanishForms(word)) {
    const english = SPANISH_WORDS.get(form);
    if (english !== undefined) return english;
  }
  return undefined;
}

/** The Spanish words the lexicon lists, by how they sound. */
const SPANISH_SOUNDS = new Map<string, string>();
for (const [spanish, english] of SPANISH_WORDS)
  if (spanish.length >= 3 && !SPANISH_SOUNDS.has(soundOf(spanish))) SPANISH_SOUNDS.set(soundOf(spanish), english);
// ...and the words of the synonyms' Spanish phrases, as themselves: "tanta jente" is "tanta gente".
for (const phrase of SYNONYM_GROUPS.flat()) {
  const words = phrase.split(" ");
  const spanish = words.some((word) => SPANISH_STOP_WORDS.has(word) && !STOP_WORDS.has(word));
  if (!spanish) continue;
  for (const word of words)
    if (word.length >= 4 && !SPANISH_SOUNDS.has(soundOf(word))) SPANISH_SOUNDS.set(soundOf(word), word);
}

/**
 * The stem of the English word a Spanish word spelled by ear stands for, if one of its forms sounds
 * like a listed word; only for requests written in Spanish (index.ts), where English words never sound-match.
 */
export function spanishBySound(word: string): string | undefined {
  if (word.length < 3) return undefined;
  for (const form of spanishForms(word)) {
    const english = SPANISH_SOUNDS.get(soundOf(form));
    if (english !== undefined) return analyze(english)[0]?.stem;
  }
  return undefined;
}

function normalizeWord(raw: string): string {
  const alias = TOKEN_ALIASES.get(raw);
  if (alias !== undefined) return alias;
  let word = raw.replace(/'s$/, "").replace(/'/g, "");
  if (word.includes(".")) word = word.replace(/\./g, "");
  return TOKEN_ALIASES.get(word) ?? fromSpanish(word) ?? word;
}

/** What a written word (no hyphen or slash) stands for; cached, since prose repeats its words. */
type Lexeme = { norm: string; stem: string; stop: boolean };
const lexicon = new Map<string, Lexeme | null>();

function lexemeOf(raw: string): Lexeme | null {
  let lexeme = lexicon.get(raw);
  if (lexeme === undefined) {
    const norm = normalizeWord(raw);
    const stop = STOP_WORDS.has(norm) || SPANISH_STOP_WORDS.has(norm) || /^[0-9]+$/.test(norm);
    lexeme = norm ? { norm, stem: stemOf(norm), stop } : null;
    if (lexicon.size > 200_000) lexicon.clear();
    lexicon.set(raw, lexeme);
  }
  return lexeme;
}

function pushToken(tokens: Token[], raw: string, start: number, read = raw) {
  const lexeme = lexemeOf(read);
  if (lexeme) tokens.push({ norm: lexeme.norm, stem: lexeme.stem, stop: lexeme.stop, start, end: start + raw.length });
}

export function analyze(text: string): Token[] {
  const folded = foldText(text);
  const tokens: Token[] = [];
  const pattern = new RegExp(TOKEN_PATTERN);
  for (let match = pattern.exec(folded); match !== null; match = pattern.exec(folded)) {
    const raw = match[0];
    const start = match.index;
    if (TOKEN_ALIASES.has(raw) || (!raw.includes("-") && !raw.includes("/"))) {
      // "Casa Ocotillo" names a project, "busca casa" is a noun; "IT" is technology, "it" the pronoun.
      const cased = WRITTEN_CASE_WORDS.get(raw);
      const written = text.slice(start, start + raw.length);
      const read = (written === raw && cased?.lowercase) || (written === raw.toUpperCase() && cased?.capitals) || raw;
      pushToken(tokens, raw, start, read);
      continue;
    }
    // Hyphenated or slashed words are separate words ("mobile-first", "sell/buy").
    let offset = start;
    for (const part of raw.split(/[-/]/)) {
      if (part) pushToken(tokens, part, offset);
      offset += part.length + 1;
    }
  }
  // "Cloudflare Workers" is one name, not workers.
  for (let i = 0; i + 1 < tokens.length; i++) {
    const compound = NAME_COMPOUNDS.get(`${tokens[i]!.norm} ${tokens[i + 1]!.norm}`);
    if (compound)
      tokens.splice(i, 2, {
        norm: compound,
        stem: compound,
        stop: false,
        start: tokens[i]!.start,
        end: tokens[i + 1]!.end,
      });
  }
  // Sayings whose last word means something else (SAYINGS).
  for (const [saying, norm] of SAYINGS)
    for (const found of folded.matchAll(saying)) {
      const end = found.index + found[0].length;
      const at = tokens.findIndex((candidate) => candidate.end === end);
      if (at < 0) continue;
      if (norm) tokens[at] = { ...tokens[at]!, norm, stem: stemOf(norm), stop: false };
      else tokens.splice(at, 1);
    }
  return tokens;
}

/**
 * Sayings (folded) whose last word is dropped (null) or read as another word: "sin que yo me dé cuenta"
 * (no account), "take it into account"; "nos contratan" for a date is a booking, not a hire; "el
 * personal" is the staff.
 */
const SAYINGS: [RegExp, string | null][] = [
  // "comprar desde su casa", "atiendo en mi casa", "order from home": where someone sits or works is no
  // house for sale.
  [
    /\b(desde|en|a|from|at|in|to) ((su|mi|tu|sus|tus|mis|nuestras?|their|your|my|our|the) )?(casa|casas|home|homes)\b/g,
    null,
  ],
  [
    /\b((me|nos|se|te|le|les) (de|doy|da|dan|damos|dio|dieron|dimos|das|dar|diera|demos) cuenta|(take|takes|taking|took|taken) (\w+ ){0,3}?into account|on account)\b/g,
    null,
  ],
  [
    /\b(me|nos|lo|la|los|las) (contrata|contratan|contrataron|contrato|contraten|contrate)(?= (pa|para) (el |la |un |una |su )?(mismo|misma|sabado|domingo|viernes|fecha|dia|fiesta|boda|evento|quinceanera|baile)\b)/g,
    "book",
  ],
  // "prestamos servicios" provides them, lending nothing; "actualizar la versión" is an upgrade
  [/\bprest(amos|a|an|o|ar)(?= (servicios?|atencion|ayuda|apoyo)\b)/g, null],
  [
    /\bactualiza\w*(?= (la |el |a la |de |del )?(version|servidor|sistema|php|wordpress|software|equipo|apache)\b)/g,
    "upgrade",
  ],
  [/\b(el|al|del|nuestro|su|todo el) personal\b/g, "staff"],
  // "un guitarrón tarda meses" takes long to make, which is no slow page; "sin pedirle nada a sistemas" orders nothing
  [/\btardan?(?= (meses|semanas|dias|anos|horas|mucho tiempo)\b)/g, null],
  [/\b(pedirle|pedirles|pedir)(?= (nada|algo|ayuda|permiso|favor)\b)/g, null],
  // "pida que vayamos a medir" asks someone to do something: no order is placed.
  [/\b(pedir|pid[ae]n?|pidio|pedimos|piden)(?= que\b)/g, null],
];

/** Phrases from the synonym table, by their first stem: stems to match and the phrase's term. */
export type Phrase = { stems: string[]; term: string };
export const PHRASES = new Map<string, Phrase[]>();

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
export const SYNONYMS = new Map<string, Map<string, number>>();
for (const group of SYNONYM_GROUPS) {
  const terms = [...new Set(group.map(termOf).filter((t): t is string => t !== null))];
  for (const term of terms) {
    const map = SYNONYMS.get(term) ?? new Map<string, number>();
    for (const other of terms) if (other !== term) map.set(other, SYNONYM_WEIGHT);
    SYNONYMS.set(term, map);
  }
}

/** Length of the phrase that starts at tokens[i] and is `phrase`, or 0. */
export function phraseAt(tokens: Token[], i: number, phrase: Phrase): number {
  const { stems } = phrase;
  if (i + stems.length > tokens.length) return 0;
  for (let k = 0; k < stems.length; k++) if (tokens[i + k]!.stem !== stems[k]) return 0;
  return stems.length;
}

/** Index terms of a token stream: stems of content words plus known phrases. */
export function termsOf(tokens: Token[], out: string[]): string[] {
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

export function nameKey(text: string): string {
  return analyze(text)
    .map((t) => nameWord(t.norm))
    .join(" ");
}

/** Every run of up to 4 words in the token streams, as name keys. */
export function nameGrams(streams: Token[][]): Set<string> {
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

export const SERVICE_TRIGGER_KEYS = new Map<string, string[]>(
  services.map((service) => [nameKey(service.title), SERVICE_TRIGGERS[service.id].map(nameKey)]),
);
export const TECHNOLOGY_PARTIAL_KEYS = new Map(
  Object.entries(TECHNOLOGY_PARTIALS).map(([partial, full]) => [nameKey(partial), nameKey(full)]),
);
