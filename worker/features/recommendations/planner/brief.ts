/**
 * A brief read as scope lines: every thing the visitor asks for, in their own words, explained by
 * the feature catalogue (features.ts) where one fits and planned as custom work where none does, with
 * what it usually costs and takes. The built-in planner plans these lines and models are given them
 * (docs/decisions/027-scope-in-the-visitors-words.md).
 *
 * How a brief becomes lines: it is cut into sentences, a sentence into the items of its list (commas,
 * "and", "y"; what follows a colon details what precedes it), and each item is kept as a line unless it
 * only sets the scene ("We are a family bakery", "Restaurant in Glendale:"). A mention is not a request:
 * what the visitor does, has, counts, already uses or complains of is the scene, and so are the names
 * that continue its list ("We repair bikes, scooters and e-bikes"); names that continue a request join
 * its line. Fillers before the request ("we need", "necesitamos") are dropped and "we/our" become
 * "you/your", so the line reads as the studio answering the visitor. The words each step looks for are
 * in brief-words.ts; the shapes a brief may be pasted in (a form, a table, a checklist…) are read into
 * plain lines first, in brief-shapes.ts (docs/decisions/029-brief-shapes-in-their-own-module.md).
 */

import {
  asksFor,
  featureCatalogue,
  featuresIn,
  fold,
  foldText,
  soundOf,
  type Feature,
  type FeatureGroup,
} from "./features";
import {
  ABOUT_THE_BRIEF,
  ACTION,
  ACTION_ANYWHERE,
  ASIDE,
  ACTION_FORM,
  ACTION_ITEM,
  GET_A_QUOTE,
  ENDS_WITH_LANGUAGE,
  ADDRESSED,
  ARTICLE,
  BUILT,
  BUSINESS,
  CLAUSE,
  COMPLAINT,
  CONNECT,
  CONTINUES,
  DESCRIBES,
  FOR_SOMEONE,
  FUNDED,
  LIST_OFFERED,
  OH_AND,
  PAST,
  SENTENCE_WISH,
  SITE_TROUBLE,
  LIST_CLOSER,
  MEETING_HEADER,
  MESSAGE_FROM,
  SPANISH_PAST,
  TOLD,
  COUNT,
  CREDITS,
  HAS_BUSINESS,
  HAS_SITE,
  IDENTITY,
  INDEFINITE,
  KEPT,
  LARGE_CUSTOM,
  LEAD_IN,
  MODAL,
  MOVED_OVER,
  NOT_NEEDED_BACK,
  NOTHING_MUCH,
  NARRATED,
  NEGATED,
  NEGATED_WISH,
  NEGATED_WISHES,
  NOT_WANTED,
  LIST_MARK,
  BULLET,
  PICTOGRAPH,
  NOT_WANTED_INTRO,
  CAP,
  TIME_FOR,
  PLEASE,
  ONE_LOGIN_FOR,
  VISITOR_WILL,
  APPROVED_NEWS,
  OWN_PAYS_FOR,
  PLEASANTRY,
  PRODUCT_NAME,
  PASSED_ALONG,
  QUE_REASON,
  SERVES_COUNT,
  PASTED_FROM,
  PRICE_QUESTION,
  PRIORITY_LINE,
  STAYS_INTRO,
  OPENING_GREETING,
  VOCATIVE,
  SPEAKER,
  SCRATCHED,
  STUDIO_SPEAKER,
  TRANSCRIPT_TITLE,
  FORWARDS,
  FORWARDED_HEADER,
  GREETING,
  CLOSING,
  CANNOT_DO,
  STAYS_CLAUSE,
  HOW_DONE,
  MORE_OF_BEFORE,
  SO_DO,
  TAKEN_BACK,
  THEIR_DATE,
  THEN_OPENER_COMMA,
  OPENS_NEGATED_WISH,
  IN_NO_ORDER,
  DOC_TITLE,
  DONE_TODAY,
  DUE,
  INTRODUCES,
  IT_READY,
  ASKS_ABOUT_PLAN,
  ONLINE,
  PLACE_NAME,
  POINTS_BACK,
  QUE_WISH,
  REGULATED,
  REPORTED,
  ASKED_US,
  REQUESTS_PROPOSALS,
  SCENE,
  SERVICE_TOOLS,
  SIGNED,
  DASH_SIGNED,
  FORM_INSTRUCTION,
  STATEMENT,
  TO_US,
  SMALL_CUSTOM,
  STARTS_WITH_LANGUAGE,
  STAYS_BEFORE,
  STATE,
  THING,
  VIEW,
  WHEN,
  WE_DO,
  WE_DO_OPENING,
  WISH_LEAD,
  contentWords,
  costAndTimeOnly,
  HABITUAL_COUNT,
  WANTED_BY,
  TAKEN_BACK_WISH,
  dressedCostOrTime,
  priceTable,
  STAYS_PUT,
  STAYS_ASIDE,
  CANNOT_CHANGE_ASIDE,
  fundedThing,
  mainClause,
  namesPlace,
  toolsNamed,
  capitalised,
} from "./brief-words";
import { shapeReader } from "./brief-shapes";
import { languageOf, type Language } from "../language";

export type ScopeLine = {
  /** What the visitor asked for, in their words, addressed to them: "Online ordering for pickup". */
  phrase: string;
  /** The catalogue features it asks for, the one that explains it first; none for custom work. */
  features: Feature[];
  /** The earlier line whose features this one only extends ("Pay online" after "Invoices"). */
  extends?: string;
  /** The services the line names ("QuickBooks Online"): the line connects to them. */
  tools: string[];
  /** Where it is built: its first feature's group, or custom work. */
  group: FeatureGroup | "custom";
  /** What it usually costs (USD) and takes (weeks), low to high, for its size. */
  cost: [number, number];
  weeks: [number, number];
};

export type Brief = {
  language: Language;
  lines: ScopeLine[];
  /** Products and technologies the brief names itself (its own stack): "QuickBooks", "Square". */
  tools: string[];
};

/** More lines than this are joined into the last: a plan stays readable (and within its length). */
export const MAX_LINES = 12;

/**
 * A feature planned by an earlier line, or named beside another in one line, costs this share of its
 * usual range (it extends that work).
 */
const REPEAT_SHARE = 0.4;
/** Custom work: what a small piece and a large one (an app, live data, syncing) usually cost and take. */
const CUSTOM = { cost: [1100, 3000], weeks: [1, 3] } as const;
const CUSTOM_SMALL = { cost: [200, 900], weeks: [1, 1] } as const;
const CUSTOM_LARGE = { cost: [3800, 9000], weeks: [2, 6] } as const;
const REGULATED_FACTOR = 1.4;

/**
 * A label and each of the words in its closing bracket (as written or folded): "NOBLE GASES (inert, we
 * don't want them)" gives "NOBLE GASES", "inert" and "we don't want them"; a label without one gives itself
 * and "".
 */
const labelParts = (head: string) => [
  head.replace(/\s*\([^()]*\)\s*$/, ""),
  ...(/\(([^()]*)\)\s*$/.exec(head)?.[1] ?? "").trim().split(/,\s*/),
];

/**
 * The sentences of a text (a sentence ends at . ! ? ; or a line break, not inside "Node.js", "$4.50"
 * or a bracket).
 */
const sentencesOf = (text: string) =>
  text
    // "8 a.m.", "e.g." end no sentence.
    .replace(/\b(a|p)\.m\./gi, "$1m")
    .replace(/\b(e\.g|i\.e)\./gi, "$1")
    // "by Bro. Ortiz", "Dr. Lee", "No. 58": a title or "No." ends no sentence.
    .replace(
      /\b(Dr|Dra|Mr|Mrs|Ms|Sr|Sra|Srta|Jr|Bro|Hno|Hna|Lic|Ing|Prof|Fr|Rev|Sgt|Maj|Col|Gen|Lt|Capt|Cpl|Ret)\.(?=\s+[\p{Lu}(])/gu,
      "$1",
    )
    .replace(/\bNo\.(?=\s*\d)/g, "No")
    // "(3 pharmacists, 7 technicians; human and veterinary compounds)": a bracket's ";" ends no sentence.
    .replace(/\([^()\n]*\)|\[[^[\]\n]*\]/g, (bracket) => bracket.replace(/;/g, ","))
    // "DNP, COACH'S DECISION: an online store for jerseys; live video of games": what a label leaves out
    // is one list, whatever divides it.
    // (Or its bracket says so: "POURED OUT (not for us): a blog; a recipe forum".)
    .replace(/^([^:\n]{2,60}):([^\n]*)$/gm, (line, head: string, tail: string) =>
      // (Among other words: "NOBLE GASES (inert, we don't want them): He, an online store; Ne, a blog".)
      labelParts(head).some((part) => NOT_WANTED_INTRO.test(fold(part).trim()))
        ? `${head}:${tail.replace(/;/g, ",")}`
        : line,
    )
    // "DISMISSED; every case is confidential": a court's ruling and its reason are one sentence.
    .replace(/\b(DISMISSED|DENIED)\s*;/g, "$1,")
    // "[He has about 200 photos in shoeboxes. I'll scan them.]": a note of whole sentences in square
    // brackets is sentences of its own.
    .replace(/(^|[.!?]\s+)\[([^[\]\n]*[.!?][^[\]\n]*)\]/gm, "$1\n$2\n")
    .split(/(?<=[.!?;])\s+|\n+/)
    // (A colon closing a line introduces the lines after it: "We request proposals for:".)
    .map((sentence) => sentence.trim().replace(/[.!?;:]+$/, ""))
    .filter(Boolean);

/**
 * Emoji stand where punctuation would: before a capital they end a sentence ("…a baton twirling studio in
 * Mesa 🪄✨ Need a site"), elsewhere they go ("pay monthly by card 💳, and…"). (A list's emoji marks are
 * read as marks before this.)
 */
const EMOJI_RUN = new RegExp(
  String.raw`\s*(?:(?![©®™])${PICTOGRAPH}|[\u{1F3FB}-\u{1F3FF}]|\u{FE0F}|\u{200D}|\u{20E3})+(\s+(?=\p{Lu}))?`,
  "gu",
);
export const withoutEmoji = (text: string) =>
  text.replace(EMOJI_RUN, (run: string, capital: string | undefined, at: number) => {
    const before = text.slice(0, at).trimEnd();
    if (capital) return /[.!?:;]$/.test(before) || !before ? " " : ". ";
    return /^[\s,.;:!?)]|^$/.test(text.slice(at + run.length, at + run.length + 1)) ? "" : " ";
  });

/**
 * A brief whose asks are a bracketed or numbered list, with each ask as a sentence of its own: "Need
 * [venues booking a night] [hosts entering scores]", "Lo que necesito: 1) que escojan un paquete 2)
 * que paguen en abonos".
 */
function listsAsSentences(written: string): string {
  // Lines opening on "- ", "* " or "• " are a list's items, after the colon that introduces them.
  // (So do lines lettered "a) ", "b) ".)
  const text = written
    .replace(new RegExp(String.raw`^\s*(${BULLET}|[a-z]\))[ \t]+`, "u"), "")
    .replace(new RegExp(String.raw`(:)?[;,]?[ \t]*\n\s*(${BULLET}|[a-z]\))[ \t]+`, "gu"), (_, colon?: string) =>
      colon ? ": " : "; ",
    );
  const bracketed = /\]\s*\[/.test(text) ? text.replace(/\s*\]\s*\[\s*/g, "; ").replace(/[[\]]/g, "") : text;
  // "1. … 2. …" numbers a list as "1) … 2) …" does, when it counts from one, each number in its
  // turn ("for eyes over 70. 2. Free lessons": 70 is no item's number).
  let next = 1;
  const numbered = /(^|[:\s])1\.\s.*\s2\.\s/.test(bracketed)
    ? bracketed.replace(/(^|[:\s])(\d{1,2})\.(?=\s)/g, (found, before: string, number: string) =>
        Number(number) === next ? `${before}${next++})` : found,
      )
    : bracketed;
  if ((numbered.match(/(^|\s)\d{1,2}\)\s/g)?.length ?? 0) < 2) return numbered;
  return numbered
    .replace(/^\s*\d{1,2}\)\s+/, "")
    .replace(/(:\s*)\d{1,2}\)\s+/g, "$1")
    .replace(/\s+\d{1,2}\)\s+/g, "; ");
}

/**
 * What someone said, quoted after a verb of saying ('the auditor wrote "food defense plan does not
 * address…"', 'our imam said, "Half the questions…"'), is the scene: the quote is set aside.
 */
const withoutQuotes = (text: string) =>
  text.replace(
    /\b(said|says|wrote|writes|told (us|me)|asked|put it|dijo|dijeron|escribio|escribió|nos dijo|me dijo)(:|,)?\s*["“](?=(?:[^"”\s]+\s+){3})[^"”]*["”]/gi,
    // A quote that closed its sentence still closes it.
    (quoted, verb: string) => `${verb}${/[.!?]["”]$/.test(quoted) ? "." : ""}`,
  );

/** The "and" a part was written with, to join its pieces back. */
const conjunction = (part: string) =>
  /\s(y)\s/i.exec(part)?.[1] ?? /\s(e)\s/i.exec(part)?.[1] ?? /\s(plus|&)\s/i.exec(part)?.[1] ?? "and";

/**
 * Whether a wish (`piece`) acts on the service the statement before it names ("Mi newsletter está en
 * ConvertKit y quiero que…", "En la tienda cobramos con Clover, y quiero que…"): a statement that neither
 * wishes nor keeps things as they are.
 */
function actsOnService(previous: string, piece: string): boolean {
  const before = fold(previous).trim();
  return (
    !MODAL.test(before) &&
    !KEPT.test(before) &&
    toolsNamed(previous, SERVICE_TOOLS).length > 0 &&
    WISH_OPENING.test(
      fold(piece)
        .trim()
        .replace(/^(and|y|e) /, ""),
    )
  );
}

/** Whether `words` (folded) is one more bare noun for the verb `before` ends on: "escoger el modelo" and "la tela". */
function takesOneMore(before: string, words: string): boolean {
  const verb = /\b([a-z]+) (el|la|los|las|su|sus|the|their|your) [a-z]+$/.exec(before)?.[1];
  return (
    verb !== undefined &&
    (ACTION.test(verb) || /^[a-z]{3,}(ar|er|ir)$/.test(verb)) &&
    /^(el|la|los|las|su|sus|the|their|your) [a-z]+$/.test(words)
  );
}

/** Whether `text` ends on the subjects a clause is still listing: "para que clínicas, hospitales", "where spas". */
function danglingSubjects(text: string): boolean {
  const folded = fold(text).trim();
  // (One subject named with its article counts too: "a referral form that a parent, a doctor or an
  // audiologist can fill in".)
  return (
    (/\b(para que|so that|donde|where) ([a-z]+s)( [a-z]+s)?$/.test(folded) ||
      /\b(that|which|que|where|donde) (a|an|un|una) [a-z]+$/.test(folded)) &&
    !/(amos|emos|imos|aras|eras|iras)$/.test(folded)
  );
}

/** Whether `piece` asks only for work `previous` already asks for ("review everything" and "what to fix first"). */
const sameWork = (previous: string, piece: string) => {
  // (Not after what the visitor does not have or keeps, nor a piece that wishes on its own: "We don't
  // take payments online yet and we need online payments".)
  const before = foldText(previous);
  const after = foldText(piece);
  if (NEGATED.test(before.trim()) || KEPT.test(before.trim()) || STATE.test(before.trim()) || MODAL.test(after))
    return false;
  const asked = featuresIn(before);
  const more = featuresIn(after);
  return more.length > 0 && more.every((feature) => asked.includes(feature));
};

const triggersAny = (text: string) => featuresIn(foldText(text)).length > 0;

/** Whether folded text holds a verb, a wish or a clause: names alone hold none. */
const hasVerb = (folded: string) => MODAL.test(folded) || ACTION_FORM.test(folded) || CLAUSE.test(folded);

/** Whether folded text in brackets asks or tells something, rather than listing examples. */
const asksInBrackets = (folded: string) => MODAL.test(folded) || ACTION_ANYWHERE.test(folded) || CLAUSE.test(folded);

/**
 * The items of a list: "a, b, and c" and "a y b". An "and" starts a new item only when what follows
 * asks for a feature or is a request of its own ("request visits"); otherwise it continues the item
 * ("desks and meeting rooms"). A piece too short to stand alone joins the next ("cakes and cookie orders"),
 * and an "and" inside a feature's own words is kept ("en español y en inglés").
 */
function itemsOf(text: string): string[] {
  const items: string[] = [];
  const spanish = languageOf(text) === "es";
  // Commas and "and" inside parentheses do not end an item: "a recurring clean (weekly, every two weeks
  // or monthly)", "cada tipo de mueble (salas, comedores y cocinas integrales)".
  const parts = text
    // "packages of 3, 5 or 8 lessons": a list of numbers is one thing.
    .replace(/(\d),(?=\s*\d+\s*(,|or|and|o|y)\s*\d)/g, "$1\u0000")
    // "one sign-in for email and the wholesaler's portal": what one login opens is one thing.
    .replace(ONE_LOGIN_FOR, (opens) => opens.replace(/\s+(and|y|e)\s+/gi, (_, word: string) => `\u0001${word}\u0001`))
    .replace(/\([^)]*\)/g, (group) => {
      const commas = group.replaceAll(",", "\u0000");
      // A bracket that asks or tells something keeps an "and" that opens a clause ("(…, and a break goes
      // live once…)"), not one that names one more thing ("(we hold credit reports, pay stubs and bank
      // statements)").
      const asks = asksInBrackets(foldText(group));
      return commas.replace(/\s+(and|plus|&|y|e)\s+([^)]*)/gi, (joined, word: string, after: string) =>
        asks && hasVerb(foldText(after).split(/\b(if|whether|si)\b/)[0]!) ? joined : `\u0001${word}\u0001${after}`,
      );
    })
    .split(/,(?!\d{3}\b)\s*/)
    .map((piece) => piece.replaceAll("\u0000", ",").trim())
    .filter(Boolean)
    // "X, so Y" and "X, because Y" are one thought: what follows explains what precedes.
    .reduce<string[]>((joined, piece) => {
      const last = joined.at(-1);
      // "a calm, easy-to-read website", "encrypted, logged remote access": an article and one word, or
      // one word that describes, go with the noun after them.
      const adjective =
        last !== undefined &&
        !THING.test(foldText(last)) &&
        ((/^(a|an|un|una)\s+\S+$/i.test(withoutLeadIn(last)) && !triggersAny(last)) ||
          /^[a-z]+(ed|ive|ful|less|ous|able|ible)$/i.test(withoutLeadIn(last).trim()));
      // "From their answers, a suggestion of …": a short phrase saying where from goes with its thing.
      // So does a short "once one is booked," or "for private shows," before its ask.
      const whereFrom =
        last !== undefined &&
        ((joined.length === 1 &&
          /^(from|based on|using|during|throughout|con|segun|durante|a partir de|de acuerdo a|de acuerdo con)\s+(\S+\s+){0,2}\S+$/i.test(
            fold(last).trim(),
          )) ||
          /^((and|y) )?(once|when|after|as soon as|for|cuando|una vez que|despues de que|para)\s+(\S+\s+){0,3}\S+$/i.test(
            fold(last).trim(),
          ));
      // "La página de la Danza de Matachines, en Tucson, la hizo…": where it is goes with what it names.
      const place = /^(en|in) [A-ZÁÉÍÓÚÑ][\wáéíóúñ'-]*( [A-ZÁÉÍÓÚÑ][\wáéíóúñ'-]*)*$/.test(piece.trim());
      // "La página de la danza, en Tucson, la hizo un muchacho…": what is said of the thing before it.
      const saidOf =
        /^(la|lo|las|los) (hizo|hicieron|maneja|manejan|lleva|llevan|armo|armaron|diseno|disenaron|creo|crearon|pago|pagaba|pagamos)\b/.test(
          fold(piece).trim(),
        );
      const entered = last !== undefined && entersMore(last, piece);
      // "En la tienda cobramos con Clover, y quiero que cuando se venda uno aquí se descuente en la página":
      // a wish after a statement naming a service acts on it.
      const onService = last !== undefined && actsOnService(last, piece);
      // "para que clínicas, hospitales y WIC nos refieran": a clause whose subjects are still being listed.
      const dangling = last !== undefined && danglingSubjects(last);
      // "visitas hechas, canceladas y familias nuevas": states listed one after another.
      const states =
        last !== undefined && PARTICIPLE_LAST.test(fold(last).trim()) && PARTICIPLE_FIRST.test(fold(piece).trim());
      // "Koha, hosted by the state library", "teachers, who pick a show", "…, that's how we've always done
      // it", "…, hay abuelitos que no ven bien": said of the item before.
      const aside = ASIDE.test(fold(piece).trim()) && !MODAL.test(foldText(piece)) && !ONLINE.test(foldText(piece));
      // "a results archive by season, event and school": more of what the item is ordered by (or of the
      // roles it is done as: "shifts as conductors, docents and track crew").
      const byList =
        last !== undefined &&
        !ARTICLE.test(fold(piece).trim()) &&
        ((/\b(by|per|por|as|como) [a-z-]+$/.test(fold(last).trim()) &&
          /^[a-z-]+ (and|or|y|o|e) [a-z-]+( [a-z-]+)?($| (that|which|que|where|donde)\b)/.test(fold(piece).trim())) ||
          // ("sorted into restaurants, bars, homes and restored vintage motel signs": what a list sorts into)
          (/\b(into|including|such as) [a-z-]+(, [a-z-]+( [a-z-]+)?)*$/.test(fold(last).trim()) &&
            /^[a-z-]+(( (and|or|y|o|e))? [a-z-]+){0,5}$/.test(fold(piece).trim()) &&
            !CLAUSE.test(foldText(piece)) &&
            !MODAL.test(foldText(piece))) ||
          // ("Inscripción en línea, con los datos del niño, sus alergias y quién lo puede recoger": what it is
          // filled in with)
          (/\bcon los datos del [a-z]+$/.test(fold(last).trim()) && /^sus [a-z]+ y /.test(fold(piece).trim())));
      if (
        last !== undefined &&
        // "…, such as …", "…, como no tomar café": an example of what came before.
        (adjective ||
          place ||
          states ||
          aside ||
          byList ||
          onService ||
          saidOf ||
          entered ||
          dangling ||
          whereFrom ||
          // "que la página aguante en octubre, cuando abrimos las citas": when it is needed.
          (/^(cuando|when)\s/.test(fold(piece).trim()) && !MODAL.test(foldText(piece))) ||
          // "Pedidos en línea para recoger, escogiendo la hora": how the thing before is done.
          (/^[a-z]+(ando|iendo|yendo)\s/.test(fold(piece).trim()) && !MODAL.test(foldText(piece))) ||
          // "Un conteo diario de comidas, que los encargados capturen desde el celular": who fills in the
          // thing named before it.
          (/^que (los|las|el|la|sus|nuestr[oa]s) \S+ [a-z]+(en|an)( (desde|en|con|por|cada|todos|todas|diario)\b|$)/.test(
            fold(piece).trim(),
          ) &&
            !hasVerb(foldText(last))) ||
          // "…photos of its restoration, that our volunteers can add to", "…, que mi hija pueda ir subiendo",
          // "…, que el secretario va cambiando":
          // who keeps the thing before up to date.
          /^(that (our|my|the|his|her|their) [a-z]+( [a-z]+)? can (add to|update|edit|change)( (it|them))?|que (mi|mis|nuestr[oa]s?|el|la|los|las|sus?) [a-z]+( [a-z]+)? ((pueda|puedan|podamos) (ir )?|va )(subi|cambia|agrega|actualiza|edita)[a-z]*)$/.test(
            fold(piece).trim(),
          ) ||
          // "a live map of the stations, taken from the vendor's feed": where the thing before comes from.
          /^(taken|pulled|drawn|fed|read|copied|imported|synced|coming) (straight )?(from|out of|off)\b/.test(
            fold(piece).trim(),
          ) ||
          // "A website for Tubesmith Neon, a neon sign studio in Tucson": who the thing before is for.
          (ARTICLE.test(fold(piece).trim()) &&
            BUSINESS.test(fold(piece)) &&
            namesPlace(piece) &&
            !CLAUSE.test(foldText(piece)) &&
            !MODAL.test(foldText(piece)) &&
            !triggersAny(piece)) ||
          // "see open assignments, and claim them": a verb of the thing before it.
          (/^((and|or|y|o|e) )?[a-z]+ (them|it|these|those|los|las)$/.test(fold(piece).trim()) &&
            !MODAL.test(fold(piece))) ||
          // "the site in English, German and French": a list of languages is one.
          (ENDS_WITH_LANGUAGE.test(fold(last).trim()) && STARTS_WITH_LANGUAGE.test(fold(piece).trim())) ||
          // "a PDF you have to print, fill in and mail": the verbs of one thing.
          (VERB_LAST.test(fold(last).trim()) &&
            ACTION.test(fold(piece).trim()) &&
            contentWords(fold(piece)).length <= 3 &&
            !triggersAny(piece)) ||
          /^(que (nosotros|nosotras|yo|ellos|ellas)( mism[oa]s?)? (podamos|pueda|puedan|podemos|puedo)\b|that (i|we) can\b|(una (sola )?vez|once) (o|or) (cada|every|monthly)|so|so that|because|since|which|such as|for example|not just|not only|no solo|no nada mas|instead of|rather than|en lugar de|en vez de|asi que|asi q|por eso|(eso|esto|that|this)( part)? (no|not)\b|in (a|an) (form|format|report|document|pdf|file|letter)|as (a|an) (pdf|report|document|letter)|en (un|una) (formato|documento|reporte|archivo|carta)|que (nunca |ya |no |todavia no |aun no )?(hemos|he|habiamos|teniamos)\b|(people|folks|customers|clients|parents|guests|everyone|la gente|los clientes) (\S+ ){0,3}(those|these|them|it)\b|porque|ya que|como|por ejemplo|que (es|son|era|eran|esta|estan)\b)\b/i.test(
            piece,
          ))
      )
        // (A list's own "and" stays in it: "…as conductors, docents and track crew".)
        joined[joined.length - 1] += `, ${byList ? piece.replace(/\s+(and|or|y|o|e)\s+/i, "\u0001$1\u0001") : piece}`;
      else joined.push(piece);
      return joined;
    }, []);
  for (const [index, part] of parts.entries()) {
    const pieces = part.split(/\s+(?:and|plus|as well as|&|y|e)\s+/i).filter(Boolean);
    const joined: string[] = [];
    for (const [at, piece] of pieces.entries()) {
      const previous = joined.at(-1);
      const words = foldText(piece).trim();
      // "track them" continues what came before it, as do "sign up and pay online" (one flow) and
      // "both the agent and the buyer".
      const before = previous === undefined ? undefined : foldText(previous).trim();
      const onService = previous !== undefined && actsOnService(previous, piece);
      // (the words a second subject's verb may stand in: "line leads get their accounts")
      const afterSubject = words.split(/\s+/).slice(1, 4).join(" ");
      const continues =
        /^\S+ (them|it|these|those|one|los|las|lo|la|uno|una)$/.test(words) ||
        // "gift cards people can buy online and print or send by email": two verbs of the thing before.
        /^[a-z]+ (or|o) [a-z]+( (by|por) (e-?mail|text|mail|correo|mensaje)| online| en linea| at home| en casa)?$/.test(
          words,
        ) ||
        // "SimplePractice holds our notes and billing": one more thing a statement names.
        (before !== undefined &&
          at === 1 &&
          words.split(/\s+/).length <= 2 &&
          !ARTICLE.test(words) &&
          !hasVerb(words) &&
          !ONLINE.test(words) &&
          / (holds?|keeps?|has|have|handles?|tiene|lleva|maneja) /.test(` ${before} `) &&
          !MODAL.test(before)) ||
        // "for the office and anyone who approves payments": more of whom it is for.
        /^(anyone|everyone|whoever|those|all those|cualquiera|quien|quienes) (who|that|que)\b/.test(words) ||
        // "Seasonal packers and line leads get their accounts": names with no verb are the subject after them.
        (before !== undefined &&
          at === 1 &&
          before.split(/\s+/).length <= 3 &&
          !hasVerb(before) &&
          !ARTICLE.test(before) &&
          !triggersAny(previous!) &&
          !ACTION.test(words) &&
          !ARTICLE.test(words) &&
          !WISH_LEAD.test(words) &&
          !MODAL.test(words.split(/\s+/)[0]!) &&
          (/\b(prefer|prefers|speak|speaks|use|uses|read|reads|like|likes|need|needs|want|wants|have|has|are|is)\b/.test(
            afterSubject,
          ) ||
            ACTION_FORM.test(afterSubject) ||
            MOVED_OVER.test(words))) ||
        // "Members and donations going into Little Green Light": names that go into one service together.
        (before !== undefined &&
          at === 1 &&
          before.split(/\s+/).length <= 2 &&
          !hasVerb(before) &&
          !ARTICLE.test(before) &&
          /^[a-z]+ (going|sent|synced) (into|to)\b/.test(words)) ||
        // "request an inspection and pick a date for it": what it is done for is the item before.
        (/\b(for|to|with|about|from) (it|them)$/.test(words) &&
          !/^(want|wants|need|needs|would like|quiero|queremos|necesito|necesitamos)\b/.test(words)) ||
        (index > 0 && pricedNext(parts[index - 1]!, foldText(part).trim())) ||
        // "a taquerías y a gente que hace carne asada": in Spanish, "a" says to whom.
        (spanish && /^a\s/.test(words)) ||
        // "a page where residents type an item and see whether we take it": the same people's next step.
        (before !== undefined &&
          ACTION.test(words) &&
          /\b(where|donde)\b/.test(before) &&
          !ARTICLE.test(words) &&
          !triggersAny(piece) &&
          `${previous} ${piece}`.replace(/\s*\([^)]*\)/g, "").length <= MAX_PHRASE) ||
        // "que los papás vean y descarguen la cartilla", "where guests can post and find rides": two verbs of one object.
        (before !== undefined &&
          (ACTION.test(words) || /^(email|e-mail|mail|call)\b/.test(words)) &&
          VERB_LAST.test(before)) ||
        // "see every elevator they manage and its next inspection date"
        /^its\b/.test(words) ||
        // "que pueda escoger el modelo y la tela": one more thing the verb before takes.
        (before !== undefined && takesOneMore(before, words) && !triggersAny(piece)) ||
        // "an email the day before confirming the chauffeur and the pickup time": one more thing a verb in
        // -ing takes, whatever it names.
        (before !== undefined &&
          /\b[a-z]{3,}ing (the|their|your|its) [a-z-]+( [a-z-]+)?$/.test(before) &&
          /^(the|their|your|its) [a-z-]+( [a-z-]+)?$/.test(words)) ||
        // "a login where spas and salons see their prices and reorder": the subjects of a clause, and
        // one more verb of theirs.
        (previous !== undefined && danglingSubjects(previous)) ||
        (before !== undefined && /^[a-z]+$/.test(words) && ACTION.test(words)) ||
        // "invoices should sync to QuickBooks and be paid online": how the thing before is done.
        HOW_DONE.test(words) ||
        // "review everything and write down what to fix first": more of the same work.
        (previous !== undefined && sameWork(previous, piece)) ||
        // "Mi newsletter está en ConvertKit y quiero que quien compre algo se agregue solo": the wish
        // acts on the service the statement before it names.
        onService ||
        (previous !== undefined && entersMore(joined.join(" "), piece)) ||
        // "Prison counselors and community supervision officers should be able to refer someone": names
        // before a wish are its subjects.
        (at === 1 &&
          namesOnly(previous!) &&
          !triggersAny(previous!) &&
          !THING.test(before!) &&
          /^([a-z'-]+ ){1,6}(should|must|can|could|need to|needs to|have to|has to|deben?|pueden?|puedan?|tienen? que)\b/.test(
            words,
          )) ||
        // "Gate admission and carnival wristbands sold online": names before a participle are what it
        // says is done, both of them.
        (at === 1 &&
          namesOnly(previous!) &&
          !triggersAny(previous!) &&
          /^([a-z'-]+ ){1,4}(sold|booked|shipped|paid|listed|posted|vendid[oa]s|reservad[oa]s)\b/.test(words)) ||
        // "The adult slam is 18 and over and has to be kept off the children's pages": a wish with no
        // subject of its own is said of the statement before it (not of the visitor's own doing: "We
        // inspect 2,000 extinguishers a year and need to remind each client").
        (before !== undefined &&
          !MODAL.test(before) &&
          !/^(we|i|nosotros|yo)\b/.test(before) &&
          !WE_DO_OPENING.test(before) &&
          /^(has to|have to|must|should|needs? to|tiene que|tienen que|debe|deben)\b/.test(words)) ||
        /^(in|at|on|for|from|with|to|en|de|con|para|por)\b/.test(words) ||
        (/^(pay|pague|paguen|pagar)\b/.test(words) && words.split(/\s+/).length <= 3) ||
        // "an aircraft and an instructor together"; "con la dirección y la hora de la cita".
        /\b(together|juntos|juntas|a la vez|at the same time)\b/.test(words) ||
        (before !== undefined && goesOn(before, words, piece));
      // "... and want to sell online too" starts a request of its own.
      const wish = /^(want|wants|need|needs|would like|quiero|queremos|necesito|necesitamos)\b/.test(words);
      // (A next step is read as what it names: "… and then the price figured from the square feet".)
      const next = words.replace(/^(then|luego|despues) /, "");
      const separate =
        !continues && (wish || triggersAny(piece) || ACTION.test(next) || ARTICLE.test(next) || THING.test(next));
      const short =
        previous !== undefined && contentWords(foldText(withoutLeadIn(previous))).length < 2 && !triggersAny(previous);
      // "see service history and invoices": more of what is seen.
      // (the "see" may stand in an earlier part of the list: "see their tank size, past deliveries and invoices").
      const seen = previous !== undefined && seenWith([...parts.slice(0, index), previous].join(", "), piece);
      // Who the visitor is or what they do, said with "and" ("Somos una oficina de placas y registro
      // vehicular", "We sell courses to contractors and real estate agents who need hours"), is one scene.
      const opening = foldText(withoutLeadIn(joined[0] ?? "")).trim();
      // A part that opens on the scene keeps telling it, verbs too ("We grow lettuce … and sell to about
      // 60 restaurants", "Orders come in by text and get typed into a spreadsheet"), unless it wishes.
      const sceneOpening =
        IDENTITY.test(opening) ||
        STATE.test(opening) ||
        KEPT.test(opening) ||
        (BUSINESS.test(opening) && namesPlace(joined[0] ?? "")) ||
        SCENE.some((pattern) => pattern.test(opening));
      const identity =
        previous !== undefined &&
        (sceneOpening || WE_DO_OPENING.test(opening) || WE_DO.test(opening)) &&
        !MODAL.test(mainClause(words)) &&
        (!ACTION.test(words) || (!ONLINE.test(words) && !QUE_WISH.test(words)));
      // Names before a clause of how things are or stay are its subject ("Las membresías y las reservas
      // de clase ya están en PushPress", "El sistema del laboratorio y los analizadores los mantiene el
      // proveedor y no se tocan").
      const rest = foldText(pieces.slice(at).join(" y ")).trim();
      const subject =
        previous !== undefined &&
        !joined.slice(0, -1).length &&
        foldText(previous).trim().split(/\s+/).length <= 6 &&
        !MODAL.test(foldText(previous)) &&
        // (a plural noun is no verb: "Orders and payments stay on our Toast register")
        (!ACTION_FORM.test(foldText(previous)) || /^[a-z]+s$/.test(foldText(previous).trim())) &&
        (KEPT.test(words) || standsToday(words) || (KEPT.test(rest) && !MODAL.test(rest)));
      // "She answers questions on the pageant's Facebook page and wants to keep doing that herself": what
      // stays is the piece before.
      const keepsDoing =
        previous !== undefined &&
        /^(wants?|would like|'d like) to keep [a-z]+ing (that|it|this|those|them)\b/.test(words);
      if (previous !== undefined && (!separate || short || identity || seen || subject || keepsDoing))
        joined[joined.length - 1] = `${previous} ${conjunction(part)} ${piece}`;
      else joined.push(piece);
    }
    // A feature only the whole part names ("in Spanish and English") keeps the part whole.
    const wholeOnly = pieces.length > 1 && triggersAny(part) && !joined.some(triggersAny);
    items.push(...(wholeOnly ? [part] : joined).flatMap((item) => whereSplit(item.replaceAll("\u0001", " "))));
  }
  return items;
}

/**
 * An item too long for one scope line that asks for a site and, in its "where" clause, for what people do
 * there ("Una página profesional en español y en inglés donde los clientes pidan una cotización con la
 * dirección o el número de parcela") is two asks: the site, and what is done on it.
 */
function whereSplit(item: string): string[] {
  if (item.length <= MAX_PHRASE) return [item];
  const where = /^(.{15,}?)\s+(?:where|donde)\s+(.{20,})$/i.exec(item);
  if (!where) return [item];
  const [, site, done] = where as unknown as [string, string, string];
  const opening = foldText(done).split(/\s+/).slice(0, 5).join(" ");
  // (A site named with its article: "Site for our table tennis club in Tempe where…" names the business.)
  const named = /^(a|an|the|our|my|un|una|el|la|nuestr[oa]|mi)\s/.test(foldText(withoutLeadIn(site)).trim());
  return named && BUILT.test(foldText(site)) && ACTION_ANYWHERE.test(opening) && !/[()]/.test(site)
    ? [site, done]
    : [item];
}

/** STAYS_PUT wherever it stands, to be set aside before a wish is looked for. */
const STAYS_WISH = new RegExp(STAYS_PUT.source, "g");

/**
 * How many the visitor has: "we only have 40 sets", "solo tenemos 12 sillas", "The Lions Club has 85 members",
 * "I've got a bunch on a hard drive".
 */
const HAS_COUNT =
  /^((we|i)('ve got| (only |just )?(have got|have|got))|(solo|nomas|nada mas) (tenemos|tengo)|(tenemos|tengo) (solo|nomas|nada mas)|(?!(each|every|cada)\b)([a-z'&.-]+ ){1,6}(has|tiene)) (about |around |over |nearly |almost |like |como |unos |unas |mas de |casi )?(\d[\d,]*|a bunch|a lot|lots|plenty|a ton|tons|a pile|un monton)\b/;

/**
 * How long the visitor has done what they do (folded): "we've sold at farmers markets for three years",
 * "I have repaired clocks for forty years", "llevamos doce años vendiendo".
 */
const FOR_YEARS =
  /^((we|i|he|she|they)('ve|'s| have| has)( been)? [a-z]+\b[^,;]* (for|since) (the (last|past) )?(over |almost |nearly |about )?(\d+|a few|a couple of|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|forty|fifty|many|several) (years?|decades?)|(llevamos|llevo|lleva|llevan) (\d+|[a-z]+) anos [a-z]+(ando|iendo))\b/;

/** Spanish participles naming states ("hechas", "canceladas", "cumplidos"), ending or opening a piece. */
const PARTICIPLES = String.raw`\S+(ad[oa]s|id[oa]s)|hech[oa]s|puest[oa]s|abiert[oa]s|escrit[oa]s`;
const PARTICIPLE_LAST = new RegExp(`\\b(${PARTICIPLES})$`);
const PARTICIPLE_FIRST = new RegExp(`^(${PARTICIPLES})\\b`);

/** A wish opening a clause ("quiero que …", "we'd like …"). */
const WISH_OPENING = /^((we|i) (want|would like)|(we|i)'d like|quiero|queremos|nos gustaria|me gustaria)\b/;

/**
 * Whether `piece` names one more thing entered or picked in `before` ("a page where a homeowner types in
 * the length, the number of gates and the fence color"): a few words after an article, no verb, feature or thing.
 */
function entersMore(before: string, piece: string): boolean {
  const words = fold(piece).trim();
  return (
    /\b(types?|typed|enters?|entered|picks?|chooses?|selects?|puts? in|fills? in|ponga|pongan|escoja|escojan|elija|elijan|marque|marquen|indique|indiquen)\b/.test(
      fold(before),
    ) &&
    ARTICLE.test(words) &&
    words.split(/\s+/).length <= 10 &&
    !hasVerb(words) &&
    !triggersAny(piece) &&
    !THING.test(words)
  );
}

/**
 * Whether folded text tells how things stand today. A new thing to build is asked even when what it
 * shows is today's ("a page of the finished homes we have ready to sell right now"), not when it is
 * kept somewhere today ("a waiting list we keep on a clipboard"), nor by an aside in brackets; a cap
 * ("capped at 40") is a rule, not how things stand.
 */
function standsToday(written: string): boolean {
  // (A bracket's aside tells nothing of the item: "their own login (today we share one)".)
  const folded = written.replace(/\s*\([^()]*\)/g, "");
  // A cap is a rule to build, however it is told: "Each class is capped at 40 gates".
  if (CAP.test(folded)) return false;
  const opening = folded.split(/\s+/).slice(0, 3).join(" ");
  const newThing = INDEFINITE.test(folded) && (THING.test(opening) || BUILT.test(opening));
  const standing = newThing
    ? folded.replace(/\b(right now|currently|today|these days|for now|ahorita|actualmente|por ahora)\b/g, "")
    : folded;
  return STATE.test(standing);
}

/** A piece ending on a verb of seeing or getting with no object yet ("customers can view", "que los papás vean"). */
const VERB_LAST =
  /\b(see|view|check|download|ver|vean|vea|revisen|consulten|descarguen|(can|could|to) (?!be\b|do\b|have\b)[a-z]+)$/;

/** Whether a piece after "and" goes on with the piece before it (folded, trimmed), not a new item. */
function goesOn(before: string, words: string, piece: string): boolean {
  return (
    // "in English and Spanish"
    (ENDS_WITH_LANGUAGE.test(before) && STARTS_WITH_LANGUAGE.test(words)) ||
    // "a risk assessment against HIPAA and the HHS goals": more of what it is measured against.
    /\b(against|under|per|segun|bajo) \S+$/.test(before) ||
    // "our 12 years of customer and equipment records": a singular word after "of" is a modifier
    // waiting for the noun after "and".
    (/\bof (?!(it|this|that|them|us|you|all|everything)$)[a-z-]+(?<!s)$/.test(before) &&
      !ARTICLE.test(words) &&
      !ACTION_FORM.test(words.split(/\s+/)[0]!) &&
      !MODAL.test(words)) ||
    // "between May and September"; "both the agent and the buyer"
    /\b(between|entre|both|ambos)( \S+){1,2}$/.test(before) ||
    // "a cash vault where we count and sort deposits": the visitor's own verbs go on.
    (/\b(where|that|which|who) (we|they|i|you|he|she) [a-z]+$/.test(before) &&
      !ARTICLE.test(words) &&
      !MODAL.test(words)) ||
    // "laptops that are encrypted and can be wiped remotely": the relative clause goes on.
    (/\b(that|which|who)\b/.test(before) && /^(can|could|should|will|must|is|are|was|were|has|have)\b/.test(words)) ||
    // "…, which we use for scheduling and invoices": the aside's own list.
    (/,\s*(which|que) /.test(before) && !MODAL.test(words)) ||
    (/\b(with|of|con|de|including|incluyendo)( \S+){1,4}$/.test(before) &&
      // One word is no request of its own ("with the product and rate").
      !(ACTION.test(words) && words.includes(" ")) &&
      !INDEFINITE.test(words) &&
      // "con catálogo y formulario de contacto" lists two asks; "la hora de la cita" details one.
      (!triggersAny(piece) || /^(the|el|la|los|las)\s/.test(words)))
  );
}

/** An item without what visitors write before the request ("and we also need", "can you"). */
function withoutLeadIn(item: string): string {
  // (A question's opening mark goes with it: "¿Pueden hacer que…".)
  let text = item.trim().replace(/^[¿¡]+\s*/, "");
  for (let before = ""; before !== text;) {
    before = text;
    text = text.replace(LEAD_IN, "").trim();
  }
  return text;
}

const MAX_PHRASE = 120;

/** Why an item is asked for, closing it: ", since many trials settle overnight", ", para que no…". */
const REASON_LAST =
  /,\s+(since|because|as|so that|so (we|you|they|i|he|she|it|nobody|no one|people|customers) (can|could|don'?t|won'?t|stop|know|never|always)|porque|ya que|pues|para que)\b[^,;]*$/i;

/** An item's last clause, after a comma or on "with"/"con"/"sin", unless it is an aside ("which …"). */
const LAST_CLAUSE =
  /(?:[,;]|(?=\s(?:with|con|sin)\s))\s+(?!(?:(?:with|con|sin) )?(?:which|who|whom|where|que|quien|donde|el cual|la cual)\b)([^,;()]{3,45})$/;

/**
 * A long phrase cut to fit: without the reason that closes it when the rest fits, else to its opening
 * and, when it is short, outside brackets and no aside on what comes before it, its last clause (what
 * closes an item often bounds it: "…in any of our three clinics or the mobile ones… with a cap per time slot").
 */
function shortened(phrase: string): string {
  const balanced = (text: string) => text.split("(").length === text.split(")").length;
  const reason = REASON_LAST.exec(phrase);
  const kept = reason ? phrase.slice(0, reason.index) : "";
  if (kept.length >= 40 && kept.length <= MAX_PHRASE && balanced(kept)) return kept;
  const last = LAST_CLAUSE.exec(phrase);
  const tail = last && balanced(phrase.slice(0, last.index)) && !REASON_LAST.test(`, ${last[1]}`) ? last[1]! : "";
  let head = phrase.slice(0, MAX_PHRASE - tail.length - 2).replace(/\s+\S*$/, "");
  if (!balanced(head) && head.includes("(")) head = head.slice(0, head.lastIndexOf("("));
  head = head.replace(/[\s,;:]+$/, "");
  return tail && head.length >= 50
    ? `${head}… ${tail}`
    : `${phrase
        .slice(0, MAX_PHRASE)
        .replace(/\s+\S*$/, "")
        .replace(/[\s,;:]+$/, "")}…`;
}

/** The visitor's item as a scope phrase: lead-ins dropped, addressed to them, capitalised. */
export function phraseOf(item: string): string {
  // (A capitalised "My" or "Our" inside a sentence, before a capital, opens a name: "pasen a My Music
  // Staff"; not in a title's capitals: "A Website of Our Own".)
  const lead = withoutLeadIn(item);
  const words = lead.split(/\s+/);
  const titled = words.filter((one) => /^\p{Lu}/u.test(one)).length * 2 >= words.length;
  let phrase = titled ? lead : lead.replace(/(?<=\S\s)(My|Our)(?=\s\p{Lu})/gu, "\u0002$1");
  for (const [pattern, replacement] of ADDRESSED) phrase = phrase.replace(pattern, replacement);
  phrase = phrase.replaceAll("\u0002", "");
  phrase = phrase.replace(/[\s,:]+$/, "");
  // (A thing's "que" or "that" before the list that says what it does goes: "Queremos una página que: …" is
  // "Una página".)
  const thing = /^((?:a|una) .+)\s+(?:que|that)$/i.exec(phrase)?.[1];
  // (Not a "that" pointed at after "after": "a waiting list after that".)
  if (thing && !hasVerb(foldText(thing)) && !/\bafter$/i.test(thing)) phrase = thing;
  // A long phrase loses the examples it lists in brackets before it loses its own words (a bracket
  // that asks for something stays).
  if (phrase.length > MAX_PHRASE)
    phrase = phrase.replace(/\s*\(([^)]*)\)/g, (group, inside: string) =>
      asksInBrackets(foldText(inside)) ? group : "",
    );
  if (phrase.length > MAX_PHRASE) phrase = shortened(phrase);
  return capitalised(phrase);
}

/** How much larger than usual an item says it is: counts of products, locations, "thousands". */
function sizeOf(folded: string): number {
  const numbers = [
    ...folded.matchAll(/(?<![$\d,.])(\d[\d,]*)(?!\s*(?:%|percent|months?|weeks?|years?|meses|semanas))/g),
  ]
    .map((match) => Number(match[1]!.replace(/,/g, "")))
    .filter((value) => value < 1900 || value > 2100);
  const most = Math.max(0, ...numbers);
  if (
    /\b(one-page|one page|single-page|single page|simple|basic|small|sencill[oa]s?|basic[oa]s?|pequen[oa]s?)\b/.test(
      folded,
    )
  )
    return 0.5;
  if (most >= 1000 || /\b(thousands|miles)\b/.test(folded)) return 1.6;
  if (
    most >= 100 ||
    /\b(hundreds|cientos|multiple|several|many|locations|branches|varias|varios|muchas|muchos|sucursales)\b/.test(
      folded,
    )
  )
    return 1.3;
  return 1;
}

const round = (value: number, step = 100) => Math.round(value / step) * step;

/** Reads one item: its features, or custom work if it names something to build, or nothing (scene-setting). */
type Read = Pick<ScopeLine, "phrase" | "features" | "tools"> & { size: number; kind: "small" | "usual" | "large" };

/**
 * Where an item stands: the brief's opening words, an example after a scene-setting opening and a
 * colon ("I scout locations around Arizona: ranches, desert roads"), what a site the visitor already
 * has holds ("Tenemos una página para la peregrinación: rutas, horarios…"), or any other item.
 */
type Place = "opening" | "example" | "contents" | "item";

/** Whether folded text wishes in its own words: a modal, "online", or a Spanish "y que…". */
const wishesIn = (folded: string) => MODAL.test(folded) || ONLINE.test(folded) || QUE_WISH.test(folded.trim());

/** Whether folded text names work to build: a request verb, "online", a thing. */
const namesWork = (folded: string) => ACTION_FORM.test(folded) || ONLINE.test(folded) || THING.test(folded);

/** A wish of the visitor's after "so" closing an item: ", so we want online ordering" (the wish as written). */
const SO_WISH =
  /,\s+(?:so|as[ií] que|por eso)\s+((?:we|i|nosotros|yo|(?:les |te |le )?(?:queremos|quiero|necesitamos|necesito|pedimos|pido)\b|(?:the|our|la|el|nuestr[oa]) (?:new |nuev[oa] )?(?:web ?site|site|page|app|p[aá]gina|sitio)\b)[^]*)$/i;

/**
 * Whether an item closes on a wish of the visitor's after "so" ("…, so we are asking for a portal", "…, so
 * the new website has to be easy for them").
 */
function wishesAfterSo(item: string): boolean {
  const so = SO_WISH.exec(item);
  if (so === null) return false;
  const rest = foldText(so[1]!).trim();
  // (or what the site must be: "…, so the new website has to be easy for them")
  return WISH_LEAD.test(rest) || (/^(the|our|la|el|nuestr[oa]) /.test(rest) && MODAL.test(rest));
}

/**
 * Reads one item in its place. A count continuing a request is part of it ("suban sus W-2, 1099 y
 * demás documentos"), so `afterRequest` keeps it.
 */
function lineOf(item: string, place: Place, afterRequest = false): Read | null {
  const folded = foldText(item);
  const bare = foldText(withoutLeadIn(item.replace(PLACE_NAME, "$1 "))).trim();
  // "¿Cuánto cuesta que todo esté en español y en inglés?" asks for what it prices.
  const priced = PRICE_QUESTION.exec(bare);
  if (priced && triggersAny(bare.slice(priced[0].length))) {
    // (in the visitor's spelling: as many letters at the item's end)
    const asked = bare.slice(priced[0].length);
    const written = item.trim().slice(-asked.length);
    return lineOf(foldText(written).trim() === asked ? written : asked, place, afterRequest);
  }
  // "We are the court's interpreter office, so we are asking for a portal": what the visitor wishes for
  // after "so" is the ask, and what comes before it is why when it asks nothing alone, only counts or only
  // tells how things are ("about 40 contract interpreters cover hearings…", "our contract with the vendor
  // ends next summer"). Not when the wish points back to it ("Nobody uses the contact form, so we want it
  // replaced", "…, so the site has to show both"), nor when what precedes is no clause at all ("…Game and
  // Fish draw tags, so we need…").
  const so = SO_WISH.exec(item);
  const because = so ? foldText(item.slice(0, so.index)) : "";
  const fragment =
    !hasVerb(because) &&
    contentWords(because).length >= 2 &&
    because.trim().split(/\s+/).length <= 4 &&
    !SCENE.some((pattern) => pattern.test(because.trim()));
  const pointsBack =
    so !== null &&
    /^(\S+ ){0,6}(it|them|that|this|those|these|there|both|the same|lo|la|los|las|eso|esto|ahi|alli|ambos|ambas|lo mismo|el mismo|la misma)\b/.test(
      foldText(withoutLeadIn(so[1]!)).trim(),
    );
  if (
    so &&
    wishesAfterSo(item) &&
    !fragment &&
    !pointsBack &&
    // (a reason that is itself done online is asked with it: "We're going to sell tickets on the site, so…")
    !ONLINE.test(because) &&
    (!lineOf(item.slice(0, so.index), place, afterRequest) ||
      COUNT.test(foldText(withoutLeadIn(item.slice(0, so.index))).trim()) ||
      !(wishesIn(because) || ONLINE.test(because)))
  )
    return lineOf(so[1]!, place, afterRequest);
  // Naming a service ("through Zoom", "our Calendly link", "in Shopify") is connecting to it first.
  const tools = toolsNamed(item, SERVICE_TOOLS);
  if (
    IDENTITY.test(bare) ||
    NEGATED.test(bare) ||
    ABOUT_THE_BRIEF.test(bare) ||
    LIST_OFFERED.test(bare) ||
    CREDITS.test(bare) ||
    NOT_NEEDED_BACK.test(bare) ||
    PLEASANTRY.test(bare.replace(/[!.]+$/, "")) ||
    ASKS_ABOUT_PLAN.test(bare) ||
    MESSAGE_FROM.test(fold(item).trim()) ||
    (MEETING_HEADER.test(bare) && !wishesIn(folded) && !/\b(post|posted|publish\w*|publicad[oa]s?)\b/.test(bare))
  )
    return null;
  // What someone else asked the visitor is why the brief is written ("the permits office asked how we
  // protect site data").
  if (ASKED_US.test(bare) && !MODAL.test(bare)) return null;
  // "Unlike theirs": a comparison with nothing of its own.
  if (
    /^(unlike|like|as with|same as|similar to|a diferencia de|igual que|como) (theirs|them|that one|that site|the other one|ellos|esa|ese|la suya|el suyo|la de ellos)$/.test(
      bare,
    )
  )
    return null;
  // Money for a thing asks for the thing ("$60,000 for a new website").
  const funded = fundedThing(item);
  if (funded) return lineOf(funded, place, afterRequest);
  // What the visitor does not want ("We don't need a new website"), when the work is wanted and what it
  // may cost ("we have $18,000 and would like it in six months"), more of the sentence before ("and so do
  // the parts suppliers' portals") and a request for proposals ask nothing.
  if (
    NOT_WANTED.test(bare) ||
    SO_DO.test(folded.trim()) ||
    costAndTimeOnly(bare) ||
    REQUESTS_PROPOSALS.test(bare) ||
    FORWARDS.test(bare)
  )
    return null;
  // The trouble a request answers ("What we can't do is…"); a clause of what stays ("…, que se queda como está");
  // a reason told with "que" ("En español y en inglés, que vienen muchos americanos").
  if (CANNOT_DO.test(bare) || STAYS_CLAUSE.test(folded.trim()) || QUE_REASON.test(folded.trim())) return null;
  // Whom the visitor serves, counted ("ayuda a unas 1,800 familias al año a pagar la luz", "we serve 300
  // families"): the scene, whatever it names.
  if (SERVES_COUNT.test(bare) && !MODAL.test(bare)) return null;
  // What one of the visitor's own pays for ("our bingo hall pays for the fire department's equipment").
  if (OWN_PAYS_FOR.test(bare) && !ONLINE.test(bare)) return null;
  // News of the request itself ("The city approved it!").
  if (APPROVED_NEWS.test(bare.replace(/[!.¡]/g, "").trim())) return null;
  // What the visitor does not want, in a few words: "no ordering online", "no app".
  if (/^(no|sin) (?!(longer|more)\b)[a-z-]+( [a-z-]+){0,2}( (and|or|y|o) (no|sin) [a-z-]+( [a-z-]+){0,2})*$/.test(bare))
    return null;
  // A wish in the negative keeps what it names ("Please don't touch our logo", "eso no lo queremos cambiar").
  if (OPENS_NEGATED_WISH.test(bare) && !MODAL.test(bare.replace(NEGATED_WISHES, " "))) return null;
  // What a site already holds is asked for only with a wish.
  if (place === "contents" && !wishesIn(folded)) return null;
  // "We need that review": one word pointing back at what was already asked.
  if (contentWords(bare).length <= 1 && /\b(that|this|those|these|ese|esa|esos|esas) \S+$/.test(folded.trim()))
    return null;
  // The brief's opening words that tell what the visitor does ("We sell online continuing education
  // courses") set the scene even when they name the web: the request comes after. An aside ("…, que
  // es donde llevamos los expedientes") tells of something else.
  if (
    place === "opening" &&
    !MODAL.test(mainClause(bare)) &&
    (SCENE.some((pattern) => pattern.test(bare.split(/,\s*que /)[0]!)) ||
      WE_DO_OPENING.test(folded.trim()) ||
      WE_DO.test(folded.trim()))
  )
    return null;
  // "…and it has to stay there" wishes for nothing new.
  // ("…, which we can't change" is no "can".)
  const wishes =
    MODAL.test(bare.replace(NEGATED_WISHES, " ").replace(STAYS_WISH, " ").replace(CANNOT_CHANGE_ASIDE, " ")) ||
    ONLINE.test(folded) ||
    QUE_WISH.test(folded.trim()) ||
    WISH_LEAD.test(folded.trim()) ||
    PLEASE.test(bare);
  // What happened is told, whatever it names ("nos llegó un correo falso pidiendo un pago").
  // (The site going down asks to fix it, told when it happened: "Last spring the site went down".)
  const siteDown = /\b(site|website|page|pagina)\b.*\b(went down|crashed|fell over|was down|se cayo)\b/.test(bare);
  if (!wishes && NARRATED.test(bare) && !SITE_TROUBLE.test(bare) && !siteDown) return null;
  // What stays as it is is told in the item's main clause ("which we already use" is an aside).
  // (A bracket's aside tells of something in the item: "taken from the vendor's feed (the radios are the
  // vendor's and are not part of this)".)
  const main = bare.replace(/\s*\([^)]*\)/g, "").split(/,\s*(which|so|because|since|que)\b/)[0]!;
  // …unless the aside says it stays ("printed through IngramSpark, which stays").
  const staysAside = STAYS_ASIDE.test(bare);
  // An item closed by "eso no se toca" stays, whatever it asks ("Los casos que se mandan a HUD se siguen mandando
  // por su propio portal; eso no se toca").
  if (/,\s*eso no se toca$/.test(bare)) return null;
  if (
    !wishes &&
    (KEPT.test(main) || STAYS_PUT.test(main) || staysAside || (place === "opening" && HAS_BUSINESS.test(bare)))
  )
    return null;
  const asking = wishes || ACTION_ANYWHERE.test(bare);
  const requests = asking || CONNECT.test(bare);
  // How much there is, asking nothing ("about 900 members"); how things stand, unless the item wishes
  // otherwise ("our site is on Wix right now"; "orders come in through a Google Form" connects nothing).
  // What someone sees is asked, however it stands ("applicants seeing where they are on the waiting list").
  const sees = /\b(seeing|viewing|checking|see|sees|view|ver|vean|vea)\b/.test(bare);
  // How many the visitor has is told, even after a request ("…reserve a loaner gear set, we only have 40 sets").
  if (!wishes && HAS_COUNT.test(bare)) return null;
  // (So is how long the visitor has done what they do: "we've sold at farmers markets for three years".)
  if (!wishes && FOR_YEARS.test(bare)) return null;
  // (So is what the visitor does every season: "Cada agosto inscribimos a unos 350 niños".)
  if (!wishes && HABITUAL_COUNT.test(bare) && !ONLINE.test(bare) && !CAP.test(bare)) return null;
  if (
    (!requests && COUNT.test(bare) && !CAP.test(bare) && !MOVED_OVER.test(bare) && !afterRequest) ||
    (!wishes && !ACTION.test(bare) && !sees && standsToday(bare))
  )
    return null;
  // The brief's opening words that name the business or where it is ("Mobile document shredding in
  // Tucson", "IBCLC lactation consultant doing home visits in the East Valley") ask nothing, whatever
  // catalogue words they hold; what is for a business at a place is asked ("Tee time booking for our
  // golf course in Tucson").
  // A request verb inside the name is the trade's own word ("Outdoor go-kart track in Mesa").
  const atBusiness = (BUSINESS.test(bare) || namesPlace(item)) && !FOR_SOMEONE.test(bare);
  const asksOutright = wishes || ACTION.test(bare) || CONNECT.test(bare) || BUILT.test(bare) || tools.length > 0;
  if (place === "opening" && atBusiness && !asksOutright) return null;
  const integrations = featureCatalogue.find((feature) => feature.id === "integrations")!;
  // The reason for a request asks for nothing itself ("…, because a state grant that pays for it requires that").
  // An example after the scene names its own thing; a relative clause only describes it ("a cash
  // vault where we count and sort deposits for banks"), as does what the visitor does in a service
  // after a comma ("…going into HoneyBook, where we send contracts").
  const reason =
    /,\s*((because|since|porque|ya que)\b|where (we|i) (?!(want|need|would|'d|can|could|should|will|must|have to|hope)\b))/;
  const reasoned = place === "example" ? mainClause(bare.split(reason)[0]!) : folded.split(reason)[0]!;
  const asked = featuresIn(reasoned);
  // A service named in passing ("we ring up on Clover") is the visitor's stack, not a connection to build.
  // (So is a product the list does not know, when the item asks to connect to it: "read from the tree
  // inventory we keep in ArcGIS".)
  const connects =
    (tools.length > 0 && (requests || asked.includes(integrations))) ||
    (PRODUCT_NAME.test(item) && CONNECT.test(bare) && requests);
  const features = connects ? [integrations, ...asked.filter((feature) => feature !== integrations)] : asked;
  // A problem told as it happens is what the requests solve ("customers call constantly asking where
  // their order is"); a problem of the site itself ("it slows to a crawl") is a request to fix it.
  const siteProblem = asked.some((feature) => ["performance", "hosting", "cdn-tls"].includes(feature.id));
  // (A problem after "if" or "so we can" is what the request guards against: "administrar las tablets
  // para poder borrarlas si se pierden".)
  const told = bare.split(
    /\b(if|when|since|because|so (that )?(we|i|you) can|si|cuando|porque|ya que|para (que|poder))\b/,
  )[0]!;
  if (!wishes && COMPLAINT.test(told) && !siteProblem) return null;
  // A wish in the negative anywhere in the item asks for nothing ("Lo de Etsy no lo quiero pasar").
  if (!wishes && !ACTION.test(bare) && NEGATED_WISH.test(bare)) return null;
  // What the visitor does by hand today ("We also list on Craigslist by hand") or pays for themselves
  // ("we pay for our own hosting") is how things are; so is what anyone does by hand, naming nothing to
  // build ("la directora cuenta a mano cuántos alumnos vinieron"; not "a report instead of counted by hand").
  if (
    !wishes &&
    ((/^(we|i)\b/.test(main) &&
      (DONE_TODAY.test(main) || /^(we|i) (already )?[a-z]+ (for )?(our|my) own\b/.test(main))) ||
      (DONE_TODAY.test(main) &&
        !features.length &&
        !ACTION.test(main) &&
        !INDEFINITE.test(main) &&
        !/\b(instead of|rather than|en vez de|en lugar de)\b/.test(main)))
  )
    return null;
  // Who pays for the project is no part of it ("A foundation grant is paying for all of it").
  if (!wishes && !ACTION.test(bare) && FUNDED.test(main)) return null;
  // When the work is due, told by what dates it ("Go live before the home and garden show in five
  // months", "el convenio vence en cuatro meses", "First snow, usually late October"), names nothing
  // to build (the show dating it is no request to show anything); a wish in it wishes only that it be
  // ready ("the town wants it live in six months", not "we need the tournament program up by March").
  const undated = bare.replace(DUE, " ");
  // (What the date names is no request either: "by the fall workshop series".)
  const dueFeatures = undated === bare ? features : featuresIn(undated.replace(IT_READY, " "));
  // Someone else's date ("our largest client reviews our contract in ten weeks") is why it is due.
  if (!wishes && undated !== bare && THEIR_DATE.test(bare) && !ONLINE.test(folded)) return null;
  if (
    !dueFeatures.length &&
    !tools.length &&
    undated !== bare &&
    (!wishes || IT_READY.test(undated)) &&
    !ACTION_ANYWHERE.test(undated) &&
    !THING.test(folded) &&
    (wishes || !BUILT.test(bare))
  )
    return null;
  const phrase = phraseOf(item);
  if (!phrase) return null;
  if (!features.length) {
    // Scene-setting reads the same with or without "we need": it is tested on the item's own words,
    // unless what follows "so" asks ("we work with insurers, so they have to enter a claim number").
    // So does a wish said of the statement before it ("the adult slam is 18 and over and has to be…").
    const consequence =
      /(,\s*|\s)(so|so that|asi que|por eso)\b(.*)$/.exec(bare)?.[3] ??
      /\s(and|y) ((has|have|needs?) to|must|should|tienen? que|deben?)\b.*$/.exec(bare)?.[0] ??
      "";
    // How something is ("turnover is high"), or what someone told the visitor, is the scene wherever it stands.
    // So is what the visitor will do themselves ("I'll show him how").
    const scene =
      SCENE.some((pattern) => pattern.test(bare)) ||
      WE_DO.test(folded.trim()) ||
      REPORTED.test(bare) ||
      VISITOR_WILL.test(bare) ||
      (STATEMENT.test(bare) && !ACTION.test(bare));
    if (
      !ONLINE.test(folded) &&
      !MODAL.test(consequence) &&
      !PLEASE.test(consequence) &&
      !(sees && wishes) &&
      !CAP.test(bare) &&
      scene
    )
      return null;
    // The brief's opening words name the business ("Bike shop in Flagstaff") unless they ask outright;
    // examples after a scene are short names ("desert roads") or tell more of it ("a truck shreds on
    // site for law offices") unless they name a thing to build or a service; other items are requests
    // unless they set the scene or say almost nothing.
    const requested = asking || /^to \w/.test(bare);
    const thing = THING.test(folded) || SMALL_CUSTOM.test(folded);
    const words = contentWords(bare).length;
    // ("A gallery of every restoration" opens on a thing to build, not on a name.)
    if (
      place === "opening" &&
      !requested &&
      !(/^((just|only|simply|solo|solamente|nomas|nada mas) )?(a|an|un|una) /.test(bare) && THING.test(folded))
    )
      return null;
    if (place === "example" && !requested && (words < 4 || (!thing && !tools.length))) return null;
    if (place === "item" && !requested && !thing && words < 2 && !CAP.test(bare)) return null;
  }
  const kind = SMALL_CUSTOM.test(folded) ? "small" : LARGE_CUSTOM.test(folded) ? "large" : "usual";
  return { phrase, features, tools, size: sizeOf(folded), kind };
}

/**
 * Whether folded `bare` names one more thing priced after "prices of …" ("mis precios de formateo,
 * cambio de pantalla y limpieza de virus"): a few words with no verb, article or possessive.
 */
function pricedNext(previous: string, bare: string): boolean {
  return (
    /\b(prices?|pricing|precios?|rates|tarifas|costos?) (de|of|for|para) [^,]+$/.test(foldText(previous)) &&
    bare.split(/\s+/).length <= 8 &&
    !/\b(su|sus|mi|mis|tu|their|our|your|my|his|her|its|ahi|alli|there)\b/.test(bare) &&
    !ARTICLE.test(bare) &&
    !hasVerb(bare)
  );
}

/**
 * An item that only continues the list before it: a few names, with no feature, request, service,
 * clause or new thing of their own ("cemetery records and old newspaper pages", "offices and
 * restaurants"), or a phrase that starts by leaning on it ("with a tech visiting every two weeks").
 */
function continuesList(written: string, afterScene: boolean, previous = ""): boolean {
  // "portones, trailas, rejas y lo que salga": what closes a list names nothing more.
  const item = written.replace(LIST_CLOSER, "").trim() || written;
  const folded = foldText(item).trim();
  const bare = foldText(withoutLeadIn(item)).trim();
  // "We pick, pack and ship for about 40 online brands": more verbs of what the visitor does.
  const opening = foldText(withoutLeadIn(previous)).trim();
  if (afterScene && (WE_DO_OPENING.test(opening) || WE_DO.test(opening)) && !ARTICLE.test(bare))
    if (!wishesIn(folded) && !CONNECT.test(bare)) return true;
  // "eso que sea en línea", "that too": a few words about the item before.
  if (/^(eso|esto|that|this|it|lo mismo|same)\b/.test(bare) && bare.split(/\s+/).length <= 5) return true;
  if (pricedNext(previous, bare)) return true;
  // "…, 30 people an hour at most, booked online", "…and get charged automatically": how the thing before is done.
  if (HOW_DONE.test(bare)) return true;
  // More of the item before: when it is done, who sees it, where it works, one more of the same.
  if (MORE_OF_BEFORE.some((pattern) => pattern.test(bare))) return true;
  // "…en línea, de los grupos y de los miembros": from whom, for the item before.
  if (/^(de|del) (la|las|los|el|su|sus|cada)\b/.test(bare) && !hasVerb(bare) && bare.split(/\s+/).length <= 8)
    return true;
  // "a portal showing each job's scaffold, its rental period and the next invoice": what it shows, named one by one.
  const shown = foldText(previous);
  if (
    /\b(showing|listing|including|que muestre|mostrando|tells? (us|you|me)|enters?|picks?|chooses?|selects?|gives? (us|you))\b[^;]*$|\b(with|con)\b[^;]*,[^,]+$/.test(
      shown,
    ) &&
    /^(the|its|their|his|her|el|la|los|las|su|sus) [a-z0-9' -]{1,40}$/.test(bare.replace(/\s*\([^)]*\)/g, "")) &&
    !hasVerb(bare.replace(/^\S+ /, ""))
  )
    return true;
  // "the potluck and bingo schedule": two names sharing the last word.
  if (
    /\b(the|our|your|their|el|la|los|las) [a-z]+\s*$/.test(shown) &&
    /^[a-z]+ [a-z]+$/.test(bare) &&
    !hasVerb(bare.split(" ")[0]!)
  )
    return true;
  // "vender el mole, los chapulines y el chocolate a todo Estados Unidos": more of what a verb takes.
  if (
    /\b[a-z]+(ar|er|ir|ing|ell|ow|ay) (the|el|la|los|las) [a-z]+\s*$/.test(shown) &&
    /^(the|el|la|los|las) [a-z]+ (and|y|e) (the|el|la|los|las) [a-z]+\b/.test(bare) &&
    !hasVerb(bare) &&
    !wishesIn(folded)
  )
    return true;
  // "multi-factor sign-in for email, the DMS and the CRM": the systems it is for, named with "the".
  if (
    /\b(for|to|on|into|para|en) [a-z0-9 -]{1,24}$/.test(shown) &&
    /^(the|el|la|los|las) [a-z0-9&-]+( [a-z0-9&-]+)?((,| and| y| e) (the|el|la|los|las) [a-z0-9&-]+( [a-z0-9&-]+)?)*$/.test(
      bare,
    )
  )
    return true;
  // In Spanish, after the scene, "a" and a plural says to whom the visitor does it ("a fábricas y a tiendas en línea").
  if (afterScene && /^a [a-z]+s\b/.test(bare)) return true;
  // After a scene a service is part of it ("un pizarrón, llamadas y WhatsApp"); after a request it is new.
  if (triggersAny(item) || (!afterScene && toolsNamed(item, SERVICE_TOOLS).length)) return false;
  if (afterScene && CONNECT.test(bare)) return false;
  // A wish may be the item's lead-in ("want the rest to live there too", "y que salga en Google").
  if (wishesIn(folded)) return false;
  // After a scene, a phrase leaning on it continues it, whatever its verbs ("on call 24/7 with five crews",
  // "registered with the SEC").
  if (afterScene && (CONTINUES.test(folded) || DESCRIBES.test(bare))) return true;
  // After a scene, a short name is still a name when a request verb opens it ("tax returns, pay stubs
  // and bank statements"), and "a trabajadores de bodegas" says to whom.
  if (afterScene && bare.split(/\s+/).length <= 5 && !CLAUSE.test(bare) && !/\b(the|their|our|your|a|an)\b/.test(bare))
    return true;
  if (ACTION_FORM.test(bare)) return false;
  if (CONTINUES.test(folded)) return true;
  // Names after a scene are the scene's unless they ask ("a laser cutter, a CNC router and a wood
  // shop"); after a request, only a few bare names join it, not a new thing ("a waitlist").
  if (afterScene) {
    const names = foldText(withoutLeadIn(item.replace(PLACE_NAME, "$1 "))).trim();
    // A thing to build is new only with its own article ("a page of prices"); bare names go on listing.
    // "surgeons and anesthesiologists who come and go": what a relative clause adds describes the names.
    const main = mainClause(names);
    return !CLAUSE.test(main) && (!THING.test(names) || !ARTICLE.test(names)) && names.split(/\s+/).length <= 16;
  }
  return !INDEFINITE.test(bare) && !CLAUSE.test(bare) && bare.split(/\s+/).length <= 6;
}

/** Whether an item only names the visitor's services, each after what it is ("our HR system Paylocity"). */
function namesOwnServices(item: string): boolean {
  const pieces = withoutLeadIn(item).split(/,\s*|\s+(?:and|or|y|o|e)\s+/);
  return pieces.every((piece) => {
    const tools = toolsNamed(piece, SERVICE_TOOLS);
    const what = piece
      .trim()
      .slice(0, -(tools[0]?.length ?? 0))
      .trim();
    return (
      tools.length === 1 &&
      piece.trim().toLowerCase().endsWith(tools[0]!.toLowerCase()) &&
      /^(our|my|your|the|nuestr[oa]s?|mis?|sus?|el|la|los|las)(\s+[\w-]+){1,3}$/i.test(what)
    );
  });
}

/**
 * The lines of one sentence's items. An item that only continues the list belongs to the item before
 * it: set aside with a scene ("Our website has 180,000 obituaries, cemetery records and old newspaper
 * pages"), or joined to a request ("maintenance plans for homes, offices and restaurants"). An item
 * that points back at a scene set aside keeps that scene as its own words ("We also work with Agero
 * and Honk, and the jobs that come through them must reach the same board").
 */
type Entry = { text: string; place: Place; line: Read | null };

/**
 * More of what an earlier "see" shows ("see their tank size, past deliveries and invoices"): a few
 * names with no verb, article or wish, even when one of them is a catalogue word.
 */
function seenWith(previous: string, item: string): boolean {
  const folded = foldText(withoutLeadIn(item)).trim();
  if (!VIEW.test(foldText(previous))) return false;
  // What is seen asked as a question: "ver cuántos espacios se rentaron, quién nos debe y cuánto entró".
  const asked = foldText(item).trim();
  if (/^(y |and )?(who|how (much|many)|which|quien|quienes|cuanto|cuanta|cuantos|cuantas|cual|cuales)\b/.test(asked))
    return asked.split(/\s+/).length <= 10;
  if (folded.split(/\s+/).length > 4) return false;
  if (QUE_WISH.test(asked)) return false;
  return !ARTICLE.test(folded) && !hasVerb(folded);
}

/** An item that only says the ask is small ("Not much!", "Nothing fancy"). */
const NOTHING_MUCH_ITEM = new RegExp(`^(${NOTHING_MUCH})[!.]*$`);

/** A sentence's first item that only names things (up to three words, no verb or article). */
function opensWithNames(item: string): boolean {
  const folded = foldText(item).trim();
  // "Gimnasio en Tucson" is a business at a place, the scene itself; "Nothing fancy" only leads in.
  if (item.search(PLACE_NAME) >= 0 || NOTHING_MUCH_ITEM.test(fold(item).trim())) return false;
  if (folded.split(/\s+/).length > 3 || ARTICLE.test(folded)) return false;
  return !hasVerb(folded) && !ONLINE.test(folded);
}
/** Whether an item wishes for nothing: no wish in its words or its lead-in, no request verb first. */
function asksNothing(item: string): boolean {
  const folded = foldText(item).trim();
  return !wishesIn(folded) && !WISH_LEAD.test(folded) && !ACTION.test(foldText(withoutLeadIn(item)).trim());
}

/**
 * Whether an item tells more of a scene rather than asking: what the visitor does ("we just link to
 * them", "we check on about 90 homes"), what others do to them ("quilters mail me their quilt tops")
 * or how something is ("turnover is high"), with no wish.
 */
function tellsScene(item: string): boolean {
  const folded = foldText(item).trim();
  const bare = foldText(withoutLeadIn(item)).trim();
  // (The new site itself is never the scene: "…tiene el honor de invitarle a la presentación de su nueva página web".)
  if (wishesIn(folded) || WISH_LEAD.test(folded) || fundedThing(item) || NEW_SITE.test(folded)) return false;
  return (
    WE_DO_OPENING.test(bare) ||
    TO_US.test(bare) ||
    SCENE.some((pattern) => pattern.test(bare)) ||
    (STATEMENT.test(bare) && !ACTION.test(bare))
  );
}

/**
 * The entries of one sentence. `afterScene`: the sentence before ended in the scene, which its first
 * item may go on telling.
 */
function sentenceLines(items: string[], placeOf: (position: number) => Place, afterScene = false): Entry[] {
  const read: Entry[] = [];
  // Names that open a sentence before its verb ("Case files, surveillance video and client reports sit
  // on a server") are the subject of what follows: they are read with it when it is the scene.
  let subject = "";
  for (const [position, written] of items.entries()) {
    // ("Nothing fancy," only leads in to what follows.)
    if (!subject && NOTHING_MUCH_ITEM.test(fold(written).trim()) && position + 1 < items.length) continue;
    // "Before I take a case, the attorney should fill in a conflict check": when the next clause is done,
    // told in a few words of its own, goes with it.
    if (
      !subject &&
      position + 1 < items.length &&
      /^(before|after|antes de|despues de)( \S+){1,5}$/.test(fold(written).trim()) &&
      !MODAL.test(foldText(written))
    ) {
      subject = written;
      continue;
    }
    const item = subject ? `${subject}, ${written}` : written;
    const place = placeOf(subject ? 0 : position);
    subject = "";
    // Only when the sentence then sets the scene: "Product catalogue, card payments" are two asks.
    const next = items[position + 1];
    if (
      position === 0 &&
      next !== undefined &&
      opensWithNames(item) &&
      !lineOf(`${item}, ${next}`, place) &&
      // ("Somos una panadería y queremos pedidos en línea": the wish is read on its own.)
      !(
        WISH_LEAD.test(foldText(next).trim()) &&
        (triggersAny(next) || THING.test(foldText(next))) &&
        !costAndTimeOnly(foldText(item).trim())
      )
    ) {
      subject = item;
      continue;
    }
    // "The anesthesia machines, monitors and other medical devices on their own network": names that
    // ask for nothing open a list the next item goes on with.
    const nextWords = next === undefined ? "" : foldText(withoutLeadIn(next)).trim();
    if (
      position === 0 &&
      next !== undefined &&
      namesNothingElse(item) &&
      !triggersAny(item) &&
      !THING.test(foldText(item)) &&
      !ARTICLE.test(nextWords) &&
      !ACTION_FORM.test(nextWords.split(/\s+/)[0]!) &&
      !MODAL.test(nextWords)
    ) {
      subject = item;
      continue;
    }
    const previous = read.at(-1);
    // "…, and we'd like it in three months, before spring registration opens": what dates the time
    // before it goes with it.
    if (
      previous &&
      costAndTimeOnly(foldText(withoutLeadIn(previous.text)).trim()) &&
      TIME_CLAUSE.test(fold(item).trim())
    ) {
      read[read.length - 1] = { ...previous, text: `${previous.text}, ${item}` };
      continue;
    }
    let entry: Entry = { text: item, place, line: lineOf(item, place, previous?.line != null) };
    // "The call platform and our case notes system are vendor-hosted and stay": the names before stay too.
    if (
      previous?.line &&
      /^(the|our|my|el|la|los|las|nuestr[oa]s?) \S+( \S+){0,3}$/.test(foldText(previous.text).trim()) &&
      !CLAUSE.test(foldText(previous.text)) &&
      !entry.line &&
      KEPT.test(foldText(item).trim()) &&
      /\b(are|remain|stay|son|siguen|se quedan)\b/.test(fold(item)) &&
      asksNothing(item)
    ) {
      read[read.length - 1] = { ...previous, text: `${previous.text}, ${item}`, line: null };
      continue;
    }
    // "…guardados en planos de papel, archivos de AutoCAD y una carpeta de Excel, y queremos…": a name
    // with no verb of its own, listed after the scene and before the sentence's wish, is more of the scene.
    const bareName = asksNothing(item) && !hasVerb(foldText(withoutLeadIn(item))) && !ONLINE.test(foldText(item));
    if (
      entry.line &&
      previous &&
      read.every((before) => !before.line) &&
      (hasVerb(foldText(read[0]!.text)) || IDENTITY.test(foldText(read[0]!.text).trim())) &&
      bareName &&
      items.slice(position + 1).some((later) => WISH_LEAD.test(foldText(later).trim()))
    ) {
      read[read.length - 1] = { ...previous, text: `${previous.text}, ${item}` };
      continue;
    }
    // After the scene, what the visitor does or how things are is more of it.
    if (entry.line && (previous ? !previous.line : afterScene) && tellsScene(item)) {
      if (previous) read[read.length - 1] = { ...previous, text: `${previous.text}, ${item}` };
      else read.push({ ...entry, line: null });
      continue;
    }
    // "We don't sell firearms, ammo or anything that needs an FFL": more of what the business does not sell.
    if (
      previous &&
      !previous.line &&
      /^we (don'?t|do not) (sell|carry)\b/.test(foldText(previous.text).trim()) &&
      !entry.line?.features.length
    ) {
      read[read.length - 1] = { ...previous, text: `${previous.text}, ${item}` };
      continue;
    }
    // "…, then we retype them into a spreadsheet": the next step of how things are is still the scene
    // (not a next step that names a feature, after a list of what a calculator asks: "…, then they book").
    if (previous && !previous.line && /^(then|and then|luego|y luego|despues|y despues)\b/.test(fold(item.trim()))) {
      if (!MODAL.test(foldText(item)) && !(place === "item" && entry.line?.features.length)) {
        read[read.length - 1] = { ...previous, text: `${previous.text}, ${item}` };
        continue;
      }
    }
    // "La rifa sigue como siempre, con boletos de papel": how what stays is done stays with it.
    if (
      previous &&
      !previous.line &&
      KEPT.test(foldText(previous.text).trim()) &&
      /^(con|sin|with|without|by|por|en)\b/.test(fold(item).trim()) &&
      !wishesIn(foldText(item))
    ) {
      read[read.length - 1] = { ...previous, text: `${previous.text}, ${item}` };
      continue;
    }
    // "…, and both stay", "y eso se queda así": what stays is the item before.
    if (
      previous?.line &&
      STAYS_BEFORE.test(fold(item).trim()) &&
      KEPT.test(foldText(item).trim()) &&
      asksNothing(previous.text)
    ) {
      read[read.length - 1] = { ...previous, text: `${previous.text}, ${item}`, line: null };
      continue;
    }
    // A fragment too short to be a scene ("si es virtual") stays with the item before it.
    if (previous && !entry.line && contentWords(foldText(withoutLeadIn(item))).length < 2 && !triggersAny(item)) {
      read[read.length - 1] = { ...previous, text: `${previous.text}, ${item}` };
      continue;
    }
    // What is priced, named one by one after "prices of …", is part of the price list, not a request;
    // the visitor's own services, each named by what it is ("…one login for Microsoft 365, our
    // training platform Relias and our HR system Paylocity"), go on with the item before. Either way
    // the line keeps its features: what the names are ("training platform") asks for nothing.
    const priced = previous?.line && pricedNext(previous.text, foldText(withoutLeadIn(item)).trim());
    if (previous && (priced || namesOwnServices(item))) {
      const text = `${previous.text}, ${item}`;
      const tools = priced ? [] : toolsNamed(item, SERVICE_TOOLS);
      const line = previous.line && {
        ...previous.line,
        phrase: phraseOf(text),
        tools: [...previous.line.tools, ...tools],
      };
      read[read.length - 1] = { ...previous, text, line };
      continue;
    }
    if (
      previous &&
      (continuesList(item, !previous.line, previous.text) || (previous.line && seenWith(previous.text, item)))
    ) {
      const text = `${previous.text}, ${item}`;
      read[read.length - 1] = {
        ...previous,
        text,
        // What a participle says is done ("…, booked online") makes the scene before it a request.
        line: previous.line
          ? (lineOf(text, previous.place) ?? previous.line)
          : HOW_DONE.test(foldText(withoutLeadIn(item)).trim())
            ? lineOf(text, "item")
            : null,
      };
      continue;
    }
    // An item pointing back at the scene keeps it in its words when it asks; otherwise it tells more of it.
    if (previous && !previous.line && entry.line && POINTS_BACK.test(foldText(withoutLeadIn(item)))) {
      if (!entry.line.features.length && !entry.line.tools.length && asksNothing(item)) {
        read[read.length - 1] = { ...previous, text: `${previous.text}, ${item}` };
        continue;
      }
      const text = `${previous.text}, ${item}`;
      entry = { text, place: "item", line: lineOf(text, "item") ?? { ...entry.line, phrase: phraseOf(text) } };
    }
    read.push(entry);
  }
  return read;
}

/** A business's name and its town, as written: "Laboratorio Ambiental del Desierto, Yuma". */
const NAME = String.raw`\p{Lu}[\p{L}'&.-]*(\s+((de|del|la|las|los|el|y|a|al|para|en|and|of|the|for|in|&)\s+)?\p{Lu}[\p{L}'&.-]*)*`;
const NAME_AND_PLACE = new RegExp(`^${NAME}, ${NAME}$`, "u");
/** A line of capitalised names only, two words or more: "Santa Cruz County Public Works, Natural Resources Section". */
const TITLE_LINE = new RegExp(`^(?=\\S+\\s+\\S)${NAME}(, ${NAME})*$`, "u");

/** An introduction ending on the stages or statuses a list after its colon names. */
const STAGES = /\b(stages?|steps?|status(es)?|phases?|etapas?|pasos?|estados?|fases?)$/;

/** Whether an item only names (up to three words, no verb, article or wish): "permiso", "fabricación e instalada". */
function namesOnly(item: string): boolean {
  const folded = foldText(withoutLeadIn(item)).trim();
  // (A share of something names it too: "mitad maciza, un cuarto de costilla y un cuarto de cuerito".)
  const share =
    /^(un cuarto|un tercio|la mitad|mitad|half|a (third|quarter|half)|one (third|quarter|half)|\d+ ?(%|percent|por ciento))\b/;
  return (
    folded.split(/\s+/).length <= 5 &&
    (share.test(folded) || (folded.split(/\s+/).length <= 4 && !ARTICLE.test(folded))) &&
    !hasVerb(folded)
  );
}

/** Whether an item is a few names after "the" ("the anesthesia machines", "las cámaras") and nothing more. */
function namesNothingElse(item: string): boolean {
  const written = foldText(withoutLeadIn(item)).trim();
  if (!/^(the|el|la|los|las)\s/.test(written)) return false;
  const folded = written.replace(/^\S+\s/, "");
  if (item.search(PLACE_NAME) >= 0 || folded.split(/\s+/).length > 3) return false;
  return !hasVerb(folded) && !ONLINE.test(folded);
}

/** Whether a sentence wishes for something in its own words: a modal, a wish lead-in, "please". */
function wishesInSentence(sentence: string): boolean {
  // A wish said in the negative asks for nothing ("please don't redesign it", "no queremos que le
  // cambien el diseño").
  const folded = foldText(sentence).replace(NEGATED_WISHES, " ");
  // "Online" alone is no wish here ("le hacemos cajas a tiendas en línea" tells who the clients are),
  // nor is what others want ("two of our lenders now want proof"), what someone can do ("Donors can
  // come twice a week") or a "que" after "cada vez" ("cada vez que se va la luz").
  const can = /\b(can|could)\b((?: \S+){1,3})/.exec(folded);
  return (
    SENTENCE_WISH.test(folded) ||
    TIME_FOR.test(folded) ||
    // (Nor what those the visitor serves want: "families who just want the service to sound like them".)
    /(^\s*|\b(we|i|and|y)\s|(?<!\b(who|that) )\b(also|really|just)\s)wants?\b/.test(folded) ||
    // (So does whoever the brief is written for, naming the thing: "He wants a website with his boxes".)
    /^(he|she)( also)? wants (a|an|the|his|her) /.test(folded.trim()) ||
    (can !== null && (ACTION_ANYWHERE.test(can[2]!) || ONLINE.test(can[2]!))) ||
    QUE_WISH.test(folded.trim()) ||
    /\b(please|por favor)\b/.test(folded) ||
    itemsOf(sentence).some((item) => WISH_LEAD.test(foldText(item).trim()) || wishesAfterSo(item)) ||
    // (A wish after a label's colon: "2ª hora (8:50) Matemáticas: que la mamá diga cuántos niños van".)
    (colonOf(sentence) > 0 &&
      !hasVerb(foldText(sentence.slice(0, colonOf(sentence)))) &&
      wishesInSentence(sentence.slice(colonOf(sentence) + 1)))
  );
}

/** A form's field naming who signs, sends or receives it (folded): "Foreperson", "Ship to", "Walked by". */
const SIGNED_FIELD =
  /^(foreperson|listing agent|ordered by|cliente?|instructor|ship from|pedido hecho por|walked by|signed( by)?|prepared by|submitted by|authori[sz]ed by|approved by|inspected by|issued by|requested by|firmad[oa] por|elaborad[oa] por|autorizad[oa] por|ship to|bill to|sold to|deliver to|remit to|vendor|proveedor|([a-z]+ )?signature|suscriptor|patron|acepto|recibi|informes)$/;

/**
 * A promissory note's, a receipt's or a contract's formula (folded): "debo y pagaré", "recibí de … la
 * cantidad de", "I promise to pay", "que celebran por una parte".
 */
const PROMISSORY = /\b(debo y pagare|recibi de\b.*\bla cantidad de|i promise to pay|que celebran por una parte)\b/;
/** A label naming a date (folded): "FECHA DE VENCIMIENTO", "NEXT GAME", "PRÓXIMA CITA", a leaflet's "CADUCIDAD". */
const DATE_LABEL =
  /\b(fecha|date|deadline|due|plazo|vencimiento|vigencia|caducidad|entrega|disponibilidad|next|proxim[oa])\b/;
/**
 * A date's label before a time, then when that is: "PRÓXIMA CITA: la página lista en cuatro meses, antes de la
 * temporada de primavera", "CADUCIDAD: que esté lista en seis meses, antes del calor de mayo". It tells the
 * deadline, whatever its words wish.
 */
function datedByLabel(sentence: string): boolean {
  const colon = colonOf(sentence);
  if (colon < 0) return false;
  const [when, ...after] = sentence.slice(colon + 1).split(",");
  return (
    DATE_LABEL.test(foldText(sentence.slice(0, colon))) &&
    dressedCostOrTime(foldText(when!).trim()) &&
    after.length > 0 &&
    after.every((part) => TIME_CLAUSE.test(fold(part).trim()))
  );
}

/**
 * What dates a time (folded): "before registration opens", "antes de la temporada", "día en que…", "que es
 * cuando…".
 */
const TIME_CLAUSE = /^(before|by|antes del?|(dia|plazo) en (que|el que)|que es cuando)\b/;

/** A sentence that only turns down the one before it: "Not expected.", "No thanks." */
const VERDICT_NO =
  /^((not expected|not needed|not wanted|no thanks|no thank you|not this (year|time)|no need|skip (it|that)|no lo necesitamos|no hace falta)[.!]?|(dismissed|denied)(, .+)?)$/;

/** The site itself, named new or as a thing (folded): "su nueva página web", "a website about the club". */
const NEW_SITE =
  /\b(new|nueva|nuevo) (web ?site|site|pagina( web)?|sitio( web)?)\b|^(a|an|un|una) (\S+ )?(web ?site|site|pagina( web)?|sitio( web)?)\b/;

/**
 * How an item of a sentence before the brief's first wish reads. A clause with no request verb tells
 * how things are: the scene when it names no feature ("Techs write everything on paper tags", "It
 * shows ads"), tells what happened ("alguien entró y nos cambió los reportes") or follows the scene
 * (`afterScene`); `told` when it names a feature, which is the scene if the brief asks for that
 * feature later ("Groomers write every appointment in a paper book. We want online booking"). A thing named before the wish is asked
 * ("Online booking for repairs. We also want a blog"), and so is a request told as a fact ("Customers
 * log in and see their invoices", "los clientes se inscriben en un plan trimestral") and trouble with
 * the site ("it falls over every time we stream").
 */
function beforeWish(
  { text, line }: Entry,
  afterScene: boolean,
  previous?: Entry & { reading?: "scene" | "told" | "asked" },
): "scene" | "told" | "asked" {
  const bare = foldText(withoutLeadIn(text)).trim();
  if (!line || fundedThing(text)) return "asked";
  // What follows a wish said in the negative is what it keeps ("please don't redesign it, change the
  // look or move it off Squarespace").
  if (previous && NEGATED_WISH.test(foldText(previous.text)) && !wishesInSentence(text)) return "scene";
  // Trouble with the site asks to fix it, unless a later request already does ("cada vez que se va la
  // luz se cae la página. Queremos pasarla a un hosting de verdad").
  if (SITE_TROUBLE.test(bare)) return "told";
  const main = mainClause(bare);
  // What happened is the scene whatever verbs it holds ("…was taken over and used to send a customer
  // fake wiring instructions").
  if (PAST.test(main) || SPANISH_PAST.test(text)) return "scene";
  // A wish said in the negative keeps things as they are ("no queremos que le cambien el diseño").
  if (NEGATED_WISH.test(` ${main} `)) return "scene";
  // "new donors … get sent home": a passive "get" asks for nothing, nor does a Spanish infinitive after
  // "al": "Pago con tarjeta al inscribir" names a thing, it tells nobody doing anything.
  const acting = main
    .replace(/\bgets? (sent|lost|turned|paid|stuck|hit|told)\b/g, "")
    .replace(/\bal [a-z]+(ar|er|ir)\b/g, "");
  // What the visitor does ("we check they're real") and what still goes on ("most guests still find us
  // there") are how things are, whatever their verbs.
  const tellsHow = WE_DO_OPENING.test(main) || /\b(still|todavia|aun)\b/.test(main) || DONE_TODAY.test(main);
  // (A cap is a rule to build however it is told: "no more than 40 couples at one dance"; so is a site:
  // "VIOLATIONS, CORRECTIVE ACTION REQUIRED: a new website with photos and video of the ride".)
  if (ONLINE.test(main) || CAP.test(main) || NEW_SITE.test(main)) return "asked";
  // How something is done today, with nothing to build ("Families apply on paper at our office").
  if (tellsHow && !line.features.length && !line.tools.length) return "scene";
  // In a sentence that has set the scene, what follows goes on with it: more of what the visitor has
  // ("Today we have one old file server, shared logins on the shop floor") or does ("we check they're
  // real, price them and keep 20%"), unless it names a service or tells a feature in a clause of its
  // own ("…, y cada temporada entra gente nueva que tardamos días en dar de alta").
  const goesOnWithScene =
    previous?.line === null &&
    !line.tools.length &&
    (!line.features.length ||
      !(
        MODAL.test(bare) ||
        CLAUSE.test(bare) ||
        /\b(que|who|which|where|donde|[a-z]{2,}(amos|emos|imos))\b/.test(bare)
      )) &&
    (!ACTION_ANYWHERE.test(acting) ||
      /^[a-z]+ (them|it|those|these)\b/.test(main) ||
      // a plural subject and its verb: "guests call the office to ask…"
      (!line.features.length && /^[a-z]+s [a-z]+ (the|a|an|our|their|your|me|us|to|in|on)\b/.test(main)));
  if (goesOnWithScene) return "scene";
  // "…, and a few pay privately": some of those the scene told of, doing as it told.
  if (
    previous?.line === null &&
    /^(a few|some|others|the rest|most|many|a handful|unos|unas|otros|otras|algunos|algunas|los demas|el resto)( of them| de ellos)? [a-z]+/.test(
      main,
    ) &&
    !MODAL.test(bare)
  )
    return "scene";
  // "members pay a monthly fee and get unlimited classes": what a request told as a fact goes on to
  // say is told with it.
  if (previous?.reading === "told" && !line.features.length && ACTION.test(bare)) return "scene";
  // A request told as a fact ("Customers log in and see their invoices") is told: the brief may ask for
  // it again after its wish ("patients pay a monthly membership … We need people to be charged every month").
  if (ACTION_ANYWHERE.test(acting) && !tellsHow) return line.features.length ? "told" : "asked";
  // Right after the scene, a clause that names no feature, service or thing goes on telling it
  // ("Sneaker consignment store in Tempe. Sellers drop off pairs").
  if (!tellsHow && !TOLD.some((pattern) => pattern.test(main)))
    return afterScene && !line.features.length && !line.tools.length && !namesWork(bare) ? "scene" : "asked";
  // A service named in passing is the visitor's stack ("nos escriben por WhatsApp"); connecting to it is asked.
  if (!line.features.length && (!line.tools.length || !CONNECT.test(bare))) return "scene";
  // Right after the scene, a feature told as it is stays the scene ("El sistema de activaciones no se
  // toca, y las terminales de pago las pone el banco"; "Recolectamos aceite usado. Los choferes salen
  // con sus rutas impresas").
  return afterScene ? "scene" : "told";
}

/** The Spanish words the reading knows (its wishes, what the visitor does, the catalogue's Spanish triggers), by how they sound. */
let knownSounds: Map<string, string> | undefined;

/**
 * A Spanish brief with each word spelled by ear respelled as the known word it sounds like ("una pajina
 * donde bendamos" → "una pagina donde vendamos"), and a way back to the visitor's spelling for the lines.
 */
function byEar(written: string): { text: string; restore: (phrase: string) => string } {
  if (!knownSounds) {
    knownSounds = new Map();
    const sources = [
      SENTENCE_WISH,
      WISH_LEAD,
      MODAL,
      WE_DO,
      KEPT,
      NEGATED_WISH,
      ...featureCatalogue.map((feature) => feature.es.triggers),
      // (last: a trigger's word keeps its spelling when a date word sounds the same, "sesión" and "session")
      WHEN,
    ];
    // (Verb endings the patterns list, such as "emos", are no words: "hemos" stays "hemos".)
    const known = sources
      .flatMap((pattern) => pattern.source.replace(/\\[a-zA-Z]/g, " ").match(/[a-z]{4,}/g) ?? [])
      .filter((word) => !/^(amos|emos|imos|aban|aron|ieron|ando|iendo|ados|idos|adas|idas)$/.test(word));
    for (const word of new Set(known)) if (!knownSounds.has(soundOf(word))) knownSounds.set(soundOf(word), word);
  }
  const respelled = new Map<string, string>();
  const text = written.replace(/\p{L}{3,}/gu, (word) => {
    const folded = fold(word);
    const known = knownSounds!.get(soundOf(folded));
    if (known === undefined || known === folded) return word;
    respelled.set(known, word);
    return known;
  });
  // "i" between words is "y", as it sounds ("somos una ajensia i kiero una pajina"), and "ke" or "q" is "que".
  const joined = text
    .replace(/(?<=\p{L},? )i(?= \p{L})/gu, () => {
      respelled.set("y", "i");
      return "y";
    })
    .replace(/(?<![\p{L}'])(ke|q)(?= \p{L})/giu, (word) => {
      if (!respelled.has("que")) respelled.set("que", word);
      return /^\p{Lu}/u.test(word) ? "Que" : "que";
    });
  const restore = (phrase: string) =>
    [...respelled].reduce(
      (restored, [known, word]) =>
        // (a capital the line gave its first word stays: "Vender en línea" reads "Bender en línea")
        restored.replace(new RegExp(`\\b${known}\\b`, "gi"), (found) =>
          /^\p{Lu}/u.test(found) ? capitalised(word) : word,
        ),
      phrase,
    );
  return { text: joined, restore };
}

const linesOf = (entries: Entry[]) => entries.flatMap((entry) => (entry.line ? [entry.line] : []));

/** The shapes a brief may be pasted in, read into plain lines (brief-shapes.ts). */
const readShapes = shapeReader({ wishesInSentence, triggersAny });

/**
 * A brief sent as a letter, without what makes it one: a forwarded message's header lines and quote
 * marks, a greeting on its own line, and the closing and signature after it ("Thanks,\nRenee
 * Castillo\nExecutive Director", "Saludos cordiales,\nMarisol Ibarra").
 */
export function withoutLetter(text: string): string {
  const lines = readShapes(text).split(/\r?\n/);
  const kept: string[] = [];
  // A chat transcript is the visitor's lines without their speaker's name or greeting: what the studio
  // says in it ("Agent: Anything else?") and the transcript's title are no part of the brief.
  const unquotedLines = lines.map(unquoted);
  const speakers = unquotedLines.map((line) => {
    const speaker = SPEAKER.exec(line.trim());
    return speaker && !NOT_WANTED_INTRO.test(fold(speaker[2]!).trim()) ? speaker : null;
  });
  const names = speakers.map((speaker) => fold(speaker?.[2] ?? "").trim());
  // (A transcript shows itself: a title, times, or a speaker who speaks twice; "Agent: can edit listings"
  // in a list of roles is no chat.)
  const transcript =
    TRANSCRIPT_TITLE.test(fold(unquotedLines[0] ?? "").trim()) ||
    unquotedLines.some((line, at) => /^\s*\[[^\]]{1,24}\]/.test(line) && speakers[at]) ||
    names.some((name, at) => name && names.indexOf(name) !== at);
  const chat = transcript && names.some((name) => STUDIO_SPEAKER.test(name));
  for (const [index, raw] of unquotedLines.entries()) {
    let line = raw;
    const speaker = transcript ? speakers[index] : null;
    if (speaker) {
      if (chat && STUDIO_SPEAKER.test(names[index]!)) continue;
      line = line.trim().slice(speaker[0].length);
      const greeting = OPENING_GREETING.exec(line);
      if (greeting) line = line.charAt(greeting[0].length).toUpperCase() + line.slice(greeting[0].length + 1);
    } else if (chat && !kept.length && TRANSCRIPT_TITLE.test(fold(line).trim())) continue;
    // A reply's quoted question is the studio's (the site it asks about is asked: `siteAskedAbout`).
    if (QUOTE_MARK.test(lines[index]!) && studiosQuestion(fold(line).trim())) continue;
    // (A priority's label and level go, not what the line goes on to ask: "Priority: high. We need…".)
    line = line.replace(PRIORITY_LINE, "");
    // (A signature after a dash goes, with the line's words before it kept.)
    line = line.replace(DASH_SIGNED, "$1").trimEnd();
    // (So does whom a letter's line turns to: "Friends, here is my list for the new website.")
    const vocative = speaker ? null : VOCATIVE.exec(line);
    if (vocative) line = capitalised(line.slice(vocative[0].length));
    const folded = fold(line).trim();
    if (!folded && raw.trim()) continue;
    const subject = /^(re|fw|fwd|rv|aw):\s/.test(folded);
    if (
      (FORWARDED_HEADER.test(folded) && !(subject && wishesInSentence(line))) ||
      GREETING.test(folded) ||
      FORM_INSTRUCTION.test(folded) ||
      PASTED_FROM.test(folded) ||
      PASSED_ALONG.test(folded)
    )
      continue;
    // The closing, on a line of its own after the first, ends the brief: what follows is the signature.
    if (index > 0 && CLOSING.test(folded)) break;
    kept.push(line);
  }
  // A signature with no closing before it, the brief's last line: "Ramiro Salcido, presidente, Asociación…".
  if (kept.length > 1 && SIGNED.test(kept.at(-1)!.trim())) kept.pop();
  return kept.join("\n");
}

/**
 * Where a sentence's colon introduces what follows: the first one outside brackets ("Typed up from the
 * whiteboard (Desert Trap Pumping, Phoenix: we pump out grease traps):" introduces the list, not the
 * bracket's aside). -1 when there is none.
 */
function colonOf(sentence: string): number {
  let depth = 0;
  for (let at = 0; at < sentence.length - 1; at++) {
    const char = sentence[at];
    if (char === "(" || char === "[") depth++;
    else if ((char === ")" || char === "]") && depth > 0) depth--;
    else if (char === ":" && depth === 0 && /\s/.test(sentence[at + 1]!)) return at;
  }
  return -1;
}

/** A reply's quote marks opening a line ("> What would you like…?"). */
const QUOTE_MARK = /^\s*>+\s?/;
const unquoted = (line: string) => line.replace(QUOTE_MARK, "");

/**
 * The site a reply's quoted question asks about, as the visitor's wish ("> What would you like your
 * website to do?" asks for a website), or null.
 */
function siteAskedAbout(written: string): string | null {
  for (const line of written.split(/\r?\n/)) {
    if (!QUOTE_MARK.test(line)) continue;
    const asked = unquoted(line).trim();
    const question = fold(asked);
    const site = QUOTED_QUESTION.test(question) ? ASKED_ABOUT_SITE.exec(question) : null;
    if (!site) continue;
    const at = question.indexOf(site[0]);
    const thing = asked.slice(at + site[1]!.length + 1, at + site[0].length);
    const our = /^(su|sus|la|el)$/.test(site[1]!)
      ? /^sitio/.test(site[2]!)
        ? "Queremos nuestro"
        : "Queremos nuestra"
      : `We want ${/^new\b/i.test(thing) ? "our" : "a"}`;
    return `${our} ${thing}.`;
  }
  return null;
}

/**
 * A question of the studio's (folded), asked with a question word or for a yes or no: "what would you
 * like…?", "¿qué necesitan?", "is there anything the site has to connect to…?" (not a request to the
 * studio: "could you also add…?").
 */
const QUOTED_QUESTION =
  /^¿?((ya|todavia|aun) )?(what|which|how|when|where|who|why|que|cual|cuales|como|cuando|donde|quien|cuanto|por que|con que|is there|are there|do you|does (it|the)|have you|(could|can|would) you (tell|let) (us|me)|hay|tiene|tienen|usa|usan)\b[^?]*\?$/;
/**
 * Whether a quoted line (folded) is the studio's question, after any thanks and what it is asked for before it
 * ("Thanks for reaching out! What…?", "To point you to the right package, could you tell us…?", "Before we
 * put numbers together: what…?").
 */
const studiosQuestion = (folded: string) =>
  QUOTED_QUESTION.test(
    folded
      .replace(/^(thanks|thank you|gracias)\b[^.!?]*[.!]\s*/, "")
      .replace(/^(to|before|antes de|para) [^,:?]+[,:]\s*/, ""),
  );

/** The visitor's site a studio's question asks about (folded): "your website", "su página". */
const ASKED_ABOUT_SITE =
  /\b(your|the|su|sus|la|el) ((?:new )?(?:web ?site|site|app|online store)|(?:nueva )?(?:pagina(?: web)?|tienda en linea)|(?:nuevo )?sitio(?: web)?)\b/;

/**
 * Reads a brief into scope lines (at most MAX_LINES), each with its cost and weeks. A brief that asks
 * for nothing recognisable gets a website with content editing (or, for advice, an audit and a
 * roadmap), so every plan has scope.
 */
export function readBrief(written: string, interests = ""): Brief {
  const language = languageOf(written || interests);
  // A Spanish brief spelled by ear is read as the words it sounds like; its lines keep the visitor's spelling.
  const siteAsked = siteAskedAbout(written);
  const letter = siteAsked ? `${siteAsked}\n${withoutLetter(written)}` : withoutLetter(written);
  const { text: requirements, restore } =
    language === "es" ? byEar(letter) : { text: letter, restore: (phrase: string) => phrase };
  const read: Read[] = [];
  let afterScene = false;
  // "y al terminar, su certificado": what comes when the rest is done is read with its time.
  const text = withoutQuotes(requirements)
    .replace(IN_NO_ORDER, "")
    .replace(THEN_OPENER_COMMA, "$1 ")
    .replace(OH_AND, "$1")
    .replace(TAKEN_BACK, " ")
    // "checked against Evergreen, our catalog, before…": what a named system is to the visitor is an aside.
    .replace(/(\b\p{Lu}[\p{L}\d]*), ((?:our|my|nuestr[oa]|mi) [\p{Ll} ]{2,30}),/gu, "$1 ($2)");
  // "Our band leader takes requests on his flip phone; that has nothing to do with the site": a sentence
  // saying only that what the one before tells stays is read with it.
  const sentences = sentencesOf(withoutEmoji(listsAsSentences(text))).reduce<string[]>((joined, sentence) => {
    // (So does a verdict on it: "A blog, comments or a newsletter. Not expected." is not wanted, "Clients
    // email me. No change expected." stays.)
    if (joined.length > 0 && VERDICT_NO.test(fold(sentence).trim())) {
      joined[joined.length - 1] = `Not wanted: ${joined.at(-1)}`;
      return joined;
    }
    if (joined.length > 0 && /^no changes? (expected|needed|planned)[.!]?$/.test(fold(sentence).trim())) {
      joined[joined.length - 1] = `What stays: ${joined.at(-1)}`;
      return joined;
    }
    const stays =
      joined.length > 0 &&
      STAYS_BEFORE.test(fold(sentence).trim()) &&
      KEPT.test(foldText(sentence).trim()) &&
      itemsOf(sentence).length === 1 &&
      !wishesInSentence(sentence);
    if (stays) joined[joined.length - 1] += `, ${sentence}`;
    else joined.push(sentence);
    return joined;
  }, []);
  // (The site a quoted question asks about is read first: the visitor's own opening comes after it.)
  const first = siteAsked ? 1 : 0;
  // A brief the visitor opens on a list's item has no opening words naming the business: "- a photo gallery".
  const opensOnList = LIST_MARK.test(written);
  // What the brief tells before it first wishes for anything is the scene, unless it names a thing or a request.
  // (A wish for when and for how much asks for nothing yet: "We have $45,000 set aside and want it done in two months".)
  // The brief's opening account of its own format ("…, so when we sat down to write what we want from a
  // website, it came out as a registry.") tells how it is written, all but the list its colon introduces.
  const formatTold = (sentence: string, index: number) => {
    const colon = colonOf(sentence);
    return index <= first + 1 && ABOUT_THE_BRIEF.test(foldText(colon > 0 ? sentence.slice(0, colon) : sentence));
  };
  const listAfter = (sentence: string) => {
    const colon = colonOf(sentence);
    return colon < 0 ? "" : sentence.slice(colon + 1);
  };
  const labelBefore = (sentence: string) => {
    const colon = colonOf(sentence);
    return colon > 0 ? sentence.slice(0, colon) : "";
  };
  const firstWish = sentences.findIndex(
    (sentence, index) =>
      index >= first &&
      (wishesInSentence(formatTold(sentence, index) ? listAfter(sentence) : sentence) ||
        (LIST_OFFERED.test(foldText(labelBefore(sentence)).trim()) && listAfter(sentence).trim() !== "")) &&
      !datedByLabel(sentence) &&
      !itemsOf(sentence).every((item) => costAndTimeOnly(foldText(withoutLeadIn(item)).trim())),
  );
  const toldLines = new Set<Read>();
  const told = (entries: Entry[], index: number, afterSentenceScene: boolean, lead?: Entry) => {
    if (index >= firstWish) return entries;
    // Each item is read after the one before it, as that one was read (the first after a later
    // sentence's introduction before its colon: "their IT is a mystery: their own email domain on GoDaddy, …").
    const readings: (Entry & { reading: "scene" | "told" | "asked" })[] = [];
    for (const entry of entries) {
      const previous = readings.at(-1) ?? lead;
      const reading = beforeWish(entry, previous ? previous.line === null : afterSentenceScene, previous);
      if (reading === "told") toldLines.add(entry.line!);
      readings.push({ ...entry, line: reading === "scene" ? null : entry.line, reading });
    }
    return readings.map(({ reading: _, ...entry }) => entry);
  };
  // (A later title may say what its list is in a bracket: "TESTS ORDERED (tick all that apply)".)
  const titleOf = (sentence: string, index: number) =>
    index === first ? sentence.trim() : sentence.trim().replace(/\s*\([^()]*\)$/, "");
  for (const [index, written] of sentences.entries()) {
    let sentence = written;
    // A document's title ("Bug report (filed by…)") or a line of names ("Santa Cruz County Public Works,
    // Natural Resources Section") asks nothing.
    const titled = index === first && DOC_TITLE.test(fold(sentence).trim()) && colonOf(sentence) < 0;
    // (A public body's programme named first is a title whatever its words: "Programa de Comidas a
    // Domicilio para Adultos Mayores, Condado de Santa Cruz".)
    const bodysName =
      index === first && /, (condado|ciudad|pueblo|distrito|city|county|town|district) (de|del|of)\b/i.test(sentence);
    if (
      (titled || (TITLE_LINE.test(titleOf(sentence, index)) && (!triggersAny(sentence) || bodysName))) &&
      !wishesInSentence(sentence)
    ) {
      // (A business named with its place is the scene, which what follows may go on telling: "Hangar
      // Nine Hobbies, Prescott. Model kits and paints.")
      if (index === first && (namesPlace(sentence) || NAME_AND_PLACE.test(sentence.trim()))) afterScene = true;
      continue;
    }
    // A reason on its own that names nothing asks nothing ("¿Ustedes revisan la red? Porque aquí nadie
    // sabe."), nor does a sentence of only money and time ("Prep time: 3 months"), a wish only for when
    // it is ready or a wish taken back.
    const foldedSentence = foldText(sentence).trim();
    const reason = /^(because|porque|ya que)\b[^,;:]*$/.test(foldedSentence);
    if (reason && !triggersAny(sentence) && !wishesInSentence(sentence)) continue;
    if (costAndTimeOnly(foldedSentence)) continue;
    // A promissory note's, a receipt's or a contract's formula ("Debo y pagaré incondicionalmente… la
    // cantidad de $18,500.00, valor recibido… en una página web para Chiles La Sierrita", "Recibí de… la
    // cantidad de $3,800.00 por concepto de honorarios… de su página web", "Que celebran por una parte…")
    // tells the budget or the parties and asks for the site alone, if it names one.
    if (PROMISSORY.test(foldedSentence)) {
      const site = /\b(una?|su|la|el|the|a|an) (nuev[oa] |new )?(pagina|sitio|website|web site|site)\b[^,;:]*/.exec(
        fold(sentence),
      );
      // (With the list its colon introduces: "…, la cual deberá: PRIMERO. Mostrar el catálogo…".)
      const list = colonOf(sentence) > (site?.index ?? -1) ? listAfter(sentence).trim() : "";
      if (!site && !list) continue;
      sentence = [site ? sentence.slice(site.index, site.index + site[0].length) : "", list].filter(Boolean).join(": ");
    }
    if (WANTED_BY.test(foldedSentence) && !triggersAny(sentence)) continue;
    if (TAKEN_BACK_WISH.test(foldedSentence)) continue;
    // The brief's account of its own format goes whole, all but the list its colon introduces ("…, así
    // que aquí va: menú con fotos; horario…").
    // (The list after it opens nothing: its first item is asked like the rest.)
    let listAfterFormat = false;
    if (formatTold(sentence, index)) {
      afterScene = true;
      if (!listAfter(sentence).trim()) continue;
      sentence = listAfter(sentence).trim();
      listAfterFormat = true;
    }
    // "Actually, scratch the blog": what is taken back goes; what follows a comma is read on its own
    // ("Forget the spreadsheets, we want an online inventory system").
    const scratched = SCRATCHED.exec(foldText(sentence).trim());
    if (scratched?.groups?.thing) {
      const thing = scratched.groups.thing;
      const taken = new RegExp(`\\b${thing}\\b`);
      let kept = read.filter((line) => !taken.test(foldText(line.phrase)));
      // (A thing no line says whole is the latest line with its last word: "forget the business pickups"
      // after "bars and restaurants to schedule bulk pickups online".)
      const lastWord = new RegExp(`\\b${thing.split(" ").at(-1)}\\b`);
      const latest = read.map((line) => lastWord.test(foldText(line.phrase))).lastIndexOf(true);
      if (kept.length === read.length && latest >= 0) kept = read.filter((_, i) => i !== latest);
      read.splice(0, read.length, ...kept);
      // (A reason after it asks nothing: "scratch the blog, none of us will ever write in it"; after a
      // colon, whatever it names: "let me take the calendar back: … so a fixed booking won't work".)
      const rest = scratched.groups.rest?.replace(/^[,:]\s*/, "") ?? "";
      const asks = wishesInSentence(rest) || (!scratched.groups.rest?.startsWith(":") && triggersAny(rest));
      if (!rest || !asks) continue;
      sentence = sentence.slice(sentence.length - rest.length);
    }
    const colon = colonOf(sentence);
    const head = colon > 0 ? sentence.slice(0, colon) : "";
    const tail = colon > 0 ? sentence.slice(colon + 1) : sentence;
    // "Not wanted: ads, or anything that sells devotees' emails" asks for none of it; "Action: get a
    // quote" is the studio's answer.
    // (A label's bracket may say so: "HORA LIBRE (lo que no queremos): envíos a domicilio y un blog", or
    // say what stays: "GRANDPA DOES THIS ONE (leave it alone): our Etsy shop".)
    // (Or the label before the bracket: "OFF LIMITS (don't go here): a gift shop".)
    const labelled = /^([^()]{1,45}) \(([^()]+)\)$/.exec(head ? fold(head).trim() : "");
    // (Among other words: "LESS CASH RECEIVED (taken back, not wanted):".)
    const labels = labelled ? labelParts(labelled[0]) : [""];
    const introduces = labels.some((part) => NOT_WANTED_INTRO.test(part))
      ? "not wanted"
      : labels.some((part) => STAYS_INTRO.test(part))
        ? "what stays"
        : head
          ? foldText(withoutLeadIn(head)).trim()
          : "";
    // (A wish inside what is not wanted is part of it: "TURN-OFFS: anything I have to post every day".)
    const tailWishes = NOT_WANTED_INTRO.test(introduces)
      ? itemsOf(tail).some((item) => WISH_LEAD.test(foldText(item).trim()))
      : wishesInSentence(tail);
    if (head && (NOT_WANTED_INTRO.test(introduces) || STAYS_INTRO.test(introduces)) && !tailWishes) continue;
    if (head && ACTION_ITEM.test(foldText(head).trim()) && GET_A_QUOTE.test(foldText(tail).trim())) continue;
    // A form's header fields of who signs, sends or receives it ("Foreperson: Gloria Haskins", "Ship to:
    // 1688 W. Adams St.", "Vendor: the web studio") ask nothing.
    if (head && SIGNED_FIELD.test(fold(head).trim())) continue;
    // A label before only money or a time is the budget or the deadline, whatever the label ("Fare: $5,200,
    // exact change", "Se sirve en: dos meses"), unless either names a feature ("Deposit: $150").
    // (A label of a date or a fee names when or how much, whatever else its words name: "FECHA DE ENTREGA:
    // en cuatro meses", "CUOTA ESCOLAR: $38,000", "ORDER TOTAL: $44,000", "SHIP BY: ten months from the order
    // date"; not prices for different cases: "The visit's price: $180 up to 10 HP, $260 above". A date's
    // label before a time, then when that is, is the deadline too: "PRÓXIMA CITA: la página lista en
    // cuatro meses, antes de la temporada de primavera",
    // "NEXT GAME: tip-off in five months, before registration opens in August".)
    const costOrTime =
      (dressedCostOrTime(foldText(tail).trim()) &&
        !priceTable(foldText(tail)) &&
        (!triggersAny(sentence) ||
          /\b(fecha|date|deadline|due|plazo|fin|end|entrega|total|ship by|cuota|fee|price|precio|costo|cost|fine|multa)\b/.test(
            foldText(head),
          ))) ||
      datedByLabel(sentence);
    if (head && head.trim().split(/\s+/).length <= 6 && costOrTime && !wishesInSentence(head)) continue;
    // A capitalised label of a few words that names no feature only labels what follows ("CALL: A text once
    // a month…", "FLOCKING: Volunteers sign up…"); the brief's first one may be its title ("INCIDENT REPORT:").
    // (A label before a few words is a title: "LESSON PLAN: My New Website".)
    // (So does a numbered one, however short its ask: "1er premio:", "Jan 15:", "4ª hora (10:50) Historia: pago
    // con tarjeta".)
    const numbered =
      /^(\d{1,2}(er|do|ro|to|vo|no|mo|a|o|ª|º|st|nd|rd|th)?\.? \p{L}+( \([^)]*\))?( \p{L}+)?|\p{L}+ \d{1,2})$/u.test(
        head.trim(),
      );
    // A capitalised title naming the site, before its own instructions to whoever reads it, asks nothing:
    // "WEBSITE SCAVENGER HUNT: find every item, check it off, bring the list back to the car barn!".
    if (
      head &&
      !/\p{Ll}/u.test(head) &&
      /\b(website|site|web|pagina|sitio)\b/.test(foldText(head)) &&
      itemsOf(tail).every((item) => {
        const words = foldText(item).trim();
        return (ACTION.test(words) || words.startsWith("bring ")) && !triggersAny(item);
      })
    )
      continue;
    const label =
      index > first &&
      head &&
      !triggersAny(head) &&
      (numbered ||
        (!/\p{Ll}/u.test(head) && head.trim().split(/\s+/).length <= 3 && tail.trim().split(/\s+/).length > 3));
    const headRead = told(
      sentenceLines(
        itemsOf(label ? "" : head),
        (position) => (index === first && position === 0 && !opensOnList ? "opening" : "item"),
        afterScene,
      ),
      index,
      afterScene,
    );
    // The head's last item introduces the list after the colon. An opening that sets the scene there
    // ("I scout locations around Arizona: ranches, desert roads") introduces examples: its items must
    // ask for something themselves.
    const intro = headRead.pop();
    // (A wish before the colon introduces asks: "Queremos: administrar las tablets…".)
    const examples =
      index === first && intro !== undefined && intro.line === null && !wishesInSentence(`${intro.text}.`);
    const contents = examples && HAS_SITE.test(foldText(withoutLeadIn(intro.text)).trim());
    // A list after a colon is what its introduction names ("Control de plagas en Mesa: los clientes se
    // inscriben en un plan trimestral"), never more of the scene before it.
    const tailItems = itemsOf(tail);
    // What a business introduced by who it is lists is its trade ("We're a hydrogeology firm: groundwater
    // models, well siting…"), unless an item names a feature, a service, a wish or something done.
    // (So does a business named with its place: "Laboratorio Ambiental del Desierto, Yuma: análisis de agua…".)
    const named = (namesPlace(head) || NAME_AND_PLACE.test(head.trim())) && !hasVerb(foldText(head));
    const trade =
      intro !== undefined &&
      !wishesInSentence(`${intro.text}.`) &&
      ((intro.line === null && IDENTITY.test(foldText(withoutLeadIn(intro.text)).trim())) || named);
    const entries = told(
      sentenceLines(
        tailItems,
        (position) =>
          contents
            ? "contents"
            : examples
              ? "example"
              : index === first && position === 0 && !head && !opensOnList && !listAfterFormat
                ? "opening"
                : "item",
        head ? intro?.line === null : afterScene,
      ),
      index,
      !head && afterScene,
      // (The brief's opening names the business: what its colon lists is read on its own.)
      index > first ? intro : undefined,
    );
    // "…a board by stage: sold, permit, built, installed": the list names the stages of what the
    // introduction asks for, and is part of it.
    const introLine = intro?.line;
    // So does a list of names after a later sentence's custom introduction ("numbers for our funders:
    // active matches, average match length, hours by month"), or examples of what an asked thing shows,
    // in words that name no feature of their own ("A website showing our weather vanes: roosters, horses,
    // Route 66 shields, ranch brands").
    const asked = new Set(introLine?.features.map((feature) => feature.id));
    const examplesOfAsk =
      /^(a|an|un|una)\s/.test(foldText(withoutLeadIn(intro?.text ?? "")).trim()) &&
      tailItems.every((item) => featuresIn(foldText(item)).every((feature) => asked.has(feature.id)));
    // (Or the fields of a form the introduction ends on: "customers should send a flight request with a
    // form: the message, the place and the day they'd like".)
    const formFields =
      /\b(forms?|formularios?)$/.test(foldText(intro?.text ?? "").trim()) &&
      tailItems.every((item) => !/\d/.test(item) && !triggersAny(item) && !wishesInSentence(item));
    const namesIntro =
      introLine &&
      (STAGES.test(foldText(intro!.text).trim()) ||
        formFields ||
        (index > 0 && (!introLine.features.length || examplesOfAsk)));
    // (The introduction's line with the list after it, in the visitor's words.)
    const withList = (line: Read): Read => ({ ...line, phrase: phraseOf(`${intro!.text}: ${tail.trim()}`) });
    if (introLine && namesIntro && (formFields || tailItems.every(namesOnly))) {
      read.push(...linesOf(headRead), withList(introLine));
      afterScene = false;
      continue;
    }
    if (trade)
      for (const entry of entries)
        if (
          entry.line &&
          !entry.line.features.length &&
          !entry.line.tools.length &&
          !wishesIn(foldText(entry.text)) &&
          !hasVerb(foldText(withoutLeadIn(entry.text)))
        )
          entry.line = null;
    afterScene = entries.at(-1)?.line === null;
    const items = linesOf(entries);
    // The introduction is kept when the list after it does not already cover its features, or when it
    // is custom work that names what to build ("Buyers want to configure a trailer online: ...").
    // An introduction that only counts what follows ("We just need three things added") or says where
    // it goes ("On the website we'd like") names nothing of its own.
    const covered = new Set(items.flatMap((line) => line.features));
    const custom = introLine && !introLine.features.length && namesWork(foldText(intro!.text));
    const onlyIntroduces =
      intro !== undefined && items.length > 0 && INTRODUCES.test(foldText(withoutLeadIn(intro.text)).trim());
    // It is kept, too, when the list after it reads as nothing of its own: only its prices ("Que el precio
    // salga según los caballos de fuerza: $180 hasta 10 HP, $260 de 11 a 30 HP", but not the visitor's own
    // prices as they are: "My lesson packages: 20 lessons for $1,200 or 40 for $2,300"), or only the names
    // of its parts ("Each applicant uploading their medical records: the physical, the eye exam and the
    // bloodwork").
    const figures =
      !items.length && priceTable(foldText(tail)) && !/^(my|our|mi|mis|nuestr[oa]s?)\b/.test(foldText(head).trim());
    const parts = !items.length && tailItems.length > 1 && tailItems.every(namesNothingElse);
    read.push(...linesOf(headRead));
    if (
      introLine &&
      !onlyIntroduces &&
      (custom || figures || parts || introLine.features.some((feature) => !covered.has(feature)))
    )
      // (Its prices are part of it.)
      read.push(figures ? withList(introLine) : introLine);
    read.push(...items);
  }
  // A feature told before the wish and asked for in its own right after it was the scene (a line
  // that only touches it, "las facturas que se vayan a QuickBooks", does not ask for billing).
  // "La página" in a told line names no request for a website.
  const askedLater = new Set(read.filter((line) => !toldLines.has(line)).map((line) => line.features[0]));
  const toldFeatures = (line: Read) => line.features.filter((feature) => feature.id !== "website");
  for (const line of toldLines)
    if (
      read.includes(line) &&
      toldFeatures(line).length &&
      toldFeatures(line).every((feature) => askedLater.has(feature))
    )
      read.splice(read.indexOf(line), 1);
  // Interests add what the requirements did not ask for (in the visitor's words, too). A feature the
  // requirements name without asking for it was the scene ("a security guard company"): the interest
  // naming it again is the visitor's trade ("seguridad privada"), not a request. Training for the
  // visitor's staff is asked in the requirements: an interest in training or workshops is the trade
  // itself (a forklift school's "capacitación", a makerspace's "community workshop").
  const asked = new Set(read.flatMap((line) => line.features));
  const mentioned = foldText(requirements);
  for (const interest of interests.split(/[,;/]+/)) {
    const folded = foldText(interest);
    const features = featureCatalogue.filter(
      (feature) =>
        feature.id !== "training" && asksFor(feature, folded) && !asked.has(feature) && !asksFor(feature, mentioned),
    );
    if (features.length && interest.trim()) {
      read.push({ phrase: phraseOf(interest), features, tools: [], size: 1, kind: "usual" });
      features.forEach((feature) => asked.add(feature));
    }
  }
  if (!read.length) {
    const ids = /\b(advice|consult|plan|help us (decide|choose)|asesoria|consejo)/.test(foldText(requirements))
      ? ["audit", "roadmap"]
      : ["website", "cms"];
    for (const id of ids) {
      const feature = featureCatalogue.find((entry) => entry.id === id)!;
      read.push({
        phrase: language === "es" ? feature.es.name : feature.name,
        features: [feature],
        tools: [],
        size: 1,
        kind: "usual",
      });
    }
  }
  while (read.length > MAX_LINES) {
    const last = read.pop()!;
    const into = read[read.length - 1]!;
    read[read.length - 1] = {
      ...into,
      phrase: `${into.phrase}; ${last.phrase}`,
      features: [...new Set([...into.features, ...last.features])],
      tools: [...into.tools, ...last.tools],
    };
  }

  const planned = new Map<Feature, string>();
  const regulated = REGULATED.test(foldText(`${requirements} ${interests}`)) ? REGULATED_FACTOR : 1;
  const lines = read.map(({ phrase, features: asked, tools, size, kind }): ScopeLine => {
    // What this line adds comes first: it names the line's feature and its phase.
    const features = [
      ...asked.filter((feature) => !planned.has(feature)),
      ...asked.filter((feature) => planned.has(feature)),
    ];
    const earlier =
      features.length && features.every((feature) => planned.has(feature)) ? planned.get(features[0]!) : undefined;
    let cost: [number, number] = [0, 0];
    let weeks: [number, number] = [0, 0];
    for (const [position, feature] of features.entries()) {
      // One ask is one build: its first feature in full, the others (and features already planned) extend it.
      const share = planned.has(feature) || position > 0 ? REPEAT_SHARE : 1;
      cost = [cost[0] + feature.cost[0] * share, cost[1] + feature.cost[1] * share];
      weeks = [Math.max(weeks[0], feature.weeks[0]), weeks[1] + (share === 1 ? feature.weeks[1] : 0)];
      if (!planned.has(feature)) planned.set(feature, phrase);
    }
    if (!features.length) {
      const custom = { small: CUSTOM_SMALL, usual: CUSTOM, large: CUSTOM_LARGE }[kind];
      cost = [...custom.cost];
      weeks = [...custom.weeks];
    }
    return {
      phrase,
      features,
      tools,
      ...(earlier ? { extends: earlier } : {}),
      group: features[0]?.group ?? "custom",
      cost: [round(cost[0] * size * regulated), round(cost[1] * size * regulated)],
      weeks: [Math.max(1, weeks[0]), Math.max(1, weeks[0], Math.ceil(weeks[1] * Math.min(size, 1.3)))],
    };
  });
  return {
    language,
    lines: lines.map((line) => ({
      ...line,
      phrase: restore(line.phrase),
      ...(line.extends ? { extends: restore(line.extends) } : {}),
    })),
    tools: toolsNamed(`${written} ${interests}`),
  };
}
