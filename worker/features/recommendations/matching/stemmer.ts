/** Porter's stemmer (1980), with technology names and short words left alone. */

import { UNSTEMMED } from "./vocabulary";

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

// prettier-ignore
const STEP2 = byLength([
  ["ational", "ate"], ["tional", "tion"], ["enci", "ence"], ["anci", "ance"], ["izer", "ize"], ["abli", "able"],
  ["alli", "al"], ["entli", "ent"], ["eli", "e"], ["ousli", "ous"], ["ization", "ize"], ["ation", "ate"],
  ["ator", "ate"], ["alism", "al"], ["iveness", "ive"], ["fulness", "ful"], ["ousness", "ous"], ["aliti", "al"],
  ["iviti", "ive"], ["biliti", "ble"],
]);
// prettier-ignore
const STEP3 = byLength([
  ["icate", "ic"], ["ative", ""], ["alize", "al"], ["iciti", "ic"], ["ical", "ic"], ["ful", ""], ["ness", ""],
]);
// prettier-ignore
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

export function stemOf(norm: string): string {
  if (norm.length <= 3 || UNSTEMMED.has(norm) || !/^[a-z]+$/.test(norm)) return norm;
  let stem = stemCache.get(norm);
  if (stem === undefined) {
    stem = porterStem(norm);
    if (stemCache.size > 100_000) stemCache.clear();
    stemCache.set(norm, stem);
  }
  return stem;
}
