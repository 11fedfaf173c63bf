/**
 * The language a visitor writes in, English or Spanish: the planner answers in it and the matcher
 * reads misspellings only in English (docs/decisions/027-scope-in-the-visitors-words.md).
 */

import { foldText } from "./planner/features";

export type Language = "en" | "es";

// (With the words a Spanish brief spelled by ear uses: "kiero ke", "kon".)
const SPANISH_WORDS =
  /\b(de|la|el|los|las|para|con|y|que|una|un|nuestr[oa]s?|necesitamos|queremos|por|del|pagina|sitio|tienda|clientes|en|se|su|sus|es|como|quiero|ke|kiero|keremos|kon)\b/g;

const ENGLISH_WORDS =
  /\b(the|and|for|our|we|with|to|an|of|in|that|can|need|want|customers|site|website|is|are|on|it|be|us|i|my)\b/g;

/** The brief's language: Spanish when it has more Spanish function words than English ones. */
export function languageOf(text: string): Language {
  const folded = foldText(text);
  const count = (pattern: RegExp) => folded.match(pattern)?.length ?? 0;
  return count(SPANISH_WORDS) > count(ENGLISH_WORDS) ? "es" : "en";
}
