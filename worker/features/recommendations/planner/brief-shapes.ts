/**
 * The shapes a brief may be pasted in (a form's answers, a table, a timetable, a recipe card, a ballot,
 * a checklist…), each read into the plain lines and lists that brief.ts reads as scope
 * (docs/decisions/029-brief-shapes-in-their-own-module.md). Each reader takes the whole text and gives
 * it back with its shape undone; `shapeReader` runs them in order. The readers ask brief.ts's reading
 * whether a line wishes for something or names a catalogue feature, given as `Reading`.
 */

import { featuresIn, fold, foldText } from "./features";
import {
  ACTION_FORM,
  PICTOGRAPH,
  PAST,
  SPANISH_PAST,
  LEFT_OUT_HEADING,
  ABOUT_THE_BRIEF,
  LIST_MARK,
  BULLET,
  NOT_WANTED_INTRO,
  NOW_LABEL,
  RECITAL,
  RESOLVED,
  SPANISH_ORDINAL,
  ADOPTED,
  GLOSSARY,
  SCENARIO_STEP,
  PAIRS_TITLE,
  AFTER_LABEL,
  PART_LABEL,
  STRUCK,
  SECTION_HEADING,
  STAYS_INTRO,
  BACKGROUND,
  FIELD,
  FIELD_OF_ASKS,
  FIELD_OF_SCENE,
  FIELD_WITHOUT_ASKS,
  FORM_TITLE,
  TODO_LIST,
  THING,
  capitalised,
} from "./brief-words";

/** What the shape readers ask of the brief's reading (brief.ts). */
export type Reading = {
  /** Whether a sentence wishes for something in its own words. */
  wishesInSentence: (sentence: string) => boolean;
  /** Whether text names a catalogue feature. */
  triggersAny: (text: string) => boolean;
};

/** What a form's field or a questionnaire's question asks for (its label, as written). */
function fieldKind(label: string): "none" | "scene" | "asks" | null {
  const folded = fold(label).trim();
  // "Where is the site hosted now, and who can log in to the hosting?" is asked by its first part.
  for (const part of [folded, folded.split(/,|\b(and|y)\b/)[0]!.trim()]) {
    if (FIELD_WITHOUT_ASKS.test(part)) return "none";
    if (FIELD_OF_SCENE.test(part)) return "scene";
    if (FIELD_OF_ASKS.test(part)) return "asks";
  }
  return null;
}

/** How many of a text's lines a pattern finds: a shape shows itself in several. */
const linesWith = (lines: string[], pattern: RegExp) => lines.filter((line) => pattern.test(line)).length;

/** The shape readers, run in order on a brief's text. */
export function shapeReader({ wishesInSentence, triggersAny }: Reading): (text: string) => string {
  /** A line that is only a question, quoted or numbered: "> 5. Budget and timing?", "¿Qué necesitan?". */
  const QUESTION = /^\s*(?:>\s*)*(?:\d{1,2}[.)]\s*)?¿?([^?¿\n]{3,120})\?\s*$/;

  /**
   * A form's or a questionnaire's answers that ask nothing set aside: who wrote it, the budget and dates,
   * how they heard, what they do not want, and (unless it wishes) what the business does, has now or
   * keeps. A form is told by at least three fields or questions of known kinds, two of them asking
   * nothing; its title line ("Website inquiry form") and its questions go too (a reply's quoted
   * questions are the studio's).
   */
  function withoutFormFields(text: string): string {
    const lines = text.split(/\r?\n/);
    const heads = lines.map((line) => {
      const field = FIELD.exec(line);
      if (field) return { kind: fieldKind(field[1]!), answer: field[2]!, question: false };
      const question = QUESTION.exec(line);
      return question ? { kind: fieldKind(question[1]!), answer: "", question: true } : null;
    });
    const known = heads.filter((head) => head?.kind);
    if (known.length < 3 || known.filter((head) => head!.kind !== "asks").length < 2) return text;
    let answering: ReturnType<typeof fieldKind> = null;
    return lines
      .flatMap((line, at) => {
        const head = heads[at];
        if (at === 0 && FORM_TITLE.test(fold(line).trim())) return [];
        // (A label closing its line heads the lines after it, as a question does: "Deliverables:".)
        const label = /^\s*([^:\n]{2,60}):\s*$/.exec(line);
        if (!head && label) {
          answering = fieldKind(label[1]!);
          return answering ? [] : [line];
        }
        if (head?.question) {
          answering = head.kind;
          // (A question of no known kind may ask itself, "Could you also add online payments?", unless a
          // reply quotes it: then it is the studio's.)
          return head.kind || /^\s*>/.test(line) ? [] : [line];
        }
        // (What the visitor needs is the answer itself: its question introduces nothing of its own.)
        if (head?.kind === "asks") return [head.answer];
        // An answer that wishes is read whatever its field ("Timeline: we need online ordering before Christmas").
        if (head?.kind) return wishesInSentence(head.answer) ? [line] : [];
        if (head) return [line];
        return (answering === "none" || answering === "scene") && line.trim() && !wishesInSentence(line) ? [] : [line];
      })
      .join("\n");
  }

  /**
   * A question-and-answer list ("Q: What do we want?" / "A: A small website…") as questions on lines of
   * their own and their answers, read as a questionnaire is.
   */
  function qaAsQuestions(text: string): string {
    const lines = text.split(/\r?\n/);
    const asked = (line: string) => /^\s*(q|p|pregunta)\s*\d{0,2}\s*[:.]\s+\S/i.exec(line);
    const answered = (line: string) => /^\s*(a|r|respuesta)\s*\d{0,2}\s*[:.]\s+\S/i.exec(line);
    if (lines.filter(asked).length < 2 || lines.filter(answered).length < 2) return text;
    // (A question answered "No." asks for nothing: "Q2. Is a mobile app in scope? A. No.")
    const declined = (at: number) => {
      const answer = answered(lines[at] ?? "");
      return (
        !!answer && /^(no|not now|not at this time|no por ahora)\W*$/i.test(lines[at]!.slice(answer[0].length - 1))
      );
    };
    // (A question the answer goes on to tell at length is the answer's: "Q2. How is the burn decision
    // published? A. Staff set each morning whether…". "Answers to the questions received:" heads them.)
    const toldAtLength = (at: number) => {
      const answer = answered(lines[at] ?? "");
      const words = answer
        ? lines[at]!.slice(answer[0].length - 1)
            .trim()
            .split(/\s+/)
        : [];
      // (An answer that only agrees leaves the ask in the question: "Absolutely, that is the main reason…".)
      const told = words.join(" ");
      return (
        words.length >= 8 &&
        (triggersAny(told) || wishesInSentence(told)) &&
        !/^(yes|si|sí|absolutely|definitely|of course|sure|claro|por supuesto)\b/i.test(told)
      );
    };
    return lines
      .flatMap((line, at) => {
        if (/^\s*(answers?|respuestas?) (to|a) (the |las )?(questions|preguntas)\b/i.test(line)) return [];
        const question = asked(line);
        if (!question) {
          const answer = answered(line);
          if (answer && declined(at)) return [];
          return [answer ? line.slice(answer[0].length - 1) : line];
        }
        const text = line.slice(question[0].length - 1).replace(/[?\s]*$/, "");
        // (A form's own questions stay for the form to read: "Money and time?")
        return declined(at + 1) || (toldAtLength(at + 1) && !fieldKind(text)) ? [] : [`${text}?`];
      })
      .join("\n");
  }

  /**
   * A table pasted from a spreadsheet (cells between "|" or tabs) as a list of what each row asks for:
   * the cell under "What we want" or "Detalle" (or the longest), without the rows of budget and dates
   * or those marked not wanted; its header goes.
   */
  function tableAsList(text: string): string {
    const lines = text.split(/\r?\n/);
    const cellsOf = (line: string) =>
      (line.includes("\t") ? line.split("\t") : line.split("|")).map((cell) => cell.trim()).filter(Boolean);
    const pipes = lines.map((line) => line.match(/\|/g)?.length ?? 0);
    // (Two columns are a table too when at least three lines have them: "New website | No".)
    const twoColumns = pipes.filter((count) => count >= 1).length >= 3;
    const rowAt = lines.map(
      (line, at) => pipes[at]! >= 2 || (twoColumns && pipes[at]! >= 1) || (line.match(/\t/g)?.length ?? 0) >= 2,
    );
    const tableAt = rowAt.indexOf(true);
    if (tableAt < 0 || rowAt.filter(Boolean).length < 3) return text;
    // (A two-column table's first row is a header only when it reads as one: "Item | Must / Nice / No".)
    const headerWords =
      /\b(item|feature|features|what|need\??|needs|want|priority|must|status|que|detalle|prioridad)\b/;
    const headed = !twoColumns || pipes.some((count) => count >= 2) || headerWords.test(fold(lines[tableAt]!));
    const first = headed ? tableAt : -1;
    const header = headed ? cellsOf(lines[first]!).map((cell) => fold(cell)) : [];
    // (A column of short answers, "yes" or "no", says whether, not what.)
    const rows = lines.filter((_, at) => rowAt[at] && at !== first).map(cellsOf);
    const answer = /^(yes|no|si|sí|maybe|later|must|nice|should|could|won'?t|not now|\d)\b/i;
    const says = (at: number) => rows.some((cells) => (cells[at]?.length ?? 0) > 4 && !answer.test(cells[at]!));
    const wanted = header.findIndex(
      (cell, at) =>
        at > 0 &&
        says(at) &&
        /\b(what|want|need|needs|description|details?|request|requirement|feature|que|detalle|descripcion|necesidad|pedido)\b/.test(
          cell,
        ) &&
        !/\b(who|quien)\b/.test(cell),
    );
    // (A cell that declines may say why: "No (it's the vendor's and we keep it)".)
    const declined = /^(no|won'?t|never|nunca|no por ahora|not now)(\s*[(,.;-].*)?$/;
    return lines
      .flatMap((line, at) => {
        if (!rowAt[at]) return [line];
        if (at === first) return [];
        const cells = cellsOf(line);
        if (fieldKind(cells[0] ?? "") === "none" || cells.some((cell) => declined.test(fold(cell)))) return [];
        const longest = cells.reduce((best, cell) => (cell.length > best.length ? cell : best), "");
        // (Two columns that both say something are one thing and what is said of it: "Payments | card online please".)
        if (twoColumns && cells.length === 2 && wanted < 0 && !answer.test(cells[1]!))
          return [`- ${cells[0]}: ${cells[1]}`];
        return [
          `- ${(wanted > 0 ? cells[wanted] : undefined) ?? (twoColumns && cells.length === 2 ? cells[0] : longest)}`,
        ];
      })
      .join("\n");
  }

  /**
   * A message dictated without punctuation ("hi this is ray … so I need a website where people order a
   * load … and it should not let them order more than their cistern holds"), cut into sentences where a
   * new clause of the visitor's starts: "we need", "I got", "I buy", "right now", "and also a…", "it should",
   * "and then they…". Only
   * a message of 30 words or more with almost no stops or commas is read so.
   */
  function dictatedAsSentences(text: string): string {
    const words = text.split(/\s+/).filter(Boolean).length;
    const stops = text.match(/[.!?;:,]/g)?.length ?? 0;
    if (words < 30 || stops > words / 40) return text;
    return text.replace(DICTATED_CLAUSE, (_, start: string) => `. ${capitalised(start)}`);
  }
  /** Where a dictated clause starts, unless it hangs on the words before ("when I'm on my way", "que tengo"). */
  const DICTATED_CLAUSE =
    /(?<!\b(?:when|if|until|while|because|that|once|where|what|que|donde|cuando|si))\s*,?\s+(?:and |so |but )?((?:we|i) (?:need|want|would like|got|have|do|meet|keep|also|buy|sell|fix|use)\b|then (?:they|it|people|customers|somebody|someone)\b|what (?:we|i) need is\b|(?:we|i)'(?:d like|ve got)\b|(?:we'?re|i'?m) |right now\b|it should\b|also\b|(?:necesito|necesitamos|quiero|queremos|tengo|tenemos)\b)/gi;

  /**
   * A brief dictated with its punctuation spoken ("…people bring me comma I sell at two shows a month
   * period each one is one of a kind"), punctuated. "comma" said at least once shows it.
   */
  function spokenPunctuation(text: string): string {
    if (!/ comma (?!(separated|delimited)\b)\S/i.test(text)) return text;
    return text
      .replace(/ comma\b/gi, ",")
      .replace(/ (period|full stop)\b(?! of\b)/gi, ".")
      .replace(/ question mark\b/gi, "?")
      .replace(/ (exclamation (point|mark))\b/gi, "!")
      .replace(/ new (paragraph|line)\b/gi, "\n");
  }

  /**
   * A proposition voted down ("Shall the club open an online shop…? YES 9 / NO 52. FAILED") and an item
   * marked withdrawn, closed or cancelled ("LOT 8 (WITHDRAWN). A forum for keepers.", "SPUR (CLOSED): An
   * online store", "Blog: CANCELADO — no se hace.") ask nothing.
   */
  const withoutWithdrawnItems = (text: string) =>
    text
      .split(/\r?\n/)
      .filter(
        (line) =>
          !/\b(failed|rejected|defeated|voted down|rechazad[ao]|no aprobad[ao]|no paso)[.!]?\s*$/.test(
            fold(line).trim(),
          ) &&
          !/\((withdrawn|closed|cancell?ed|scratched|retirad[oa]|cerrad[oa]|cancelad[oa])\)|:\s*(cancell?ed|cancelad[oa])\b/.test(
            fold(line),
          ),
      )
      .join("\n");

  /**
   * A line in brackets that tells what the visitor does ("(We coordinate and perform stunts for films… On
   * weekends we run a stunt training school.)", "(Cortamos carrizo en el río y hacemos cercos…)") is the
   * scene, unless a sentence in it wishes.
   */
  const withoutBracketedScene = (text: string) =>
    text
      .split(/\r?\n/)
      .filter((line) => {
        const inner = /^\s*\(([^()]+)\)\s*$/.exec(line)?.[1];
        if (
          !inner ||
          !/^(\S+ ){0,3}(we|i|we'?re|i'?m|nosotros|somos|[a-z]+(amos|emos|imos))\b/.test(fold(inner).trim())
        )
          return true;
        return inner.split(/(?<=[.!?])\s+/).some((sentence) => wishesInSentence(sentence));
      })
      .join("\n");

  /**
   * A note that strikes the item above it takes the item out with it: "4. A store for team T-shirts. /
   * [Comment, Coach Rivera: Not this year. Strike it.]".
   */
  function withoutStruckItems(text: string): string {
    const noteOf = (line: string) => /^\s*\[(.*)\]\s*$/.exec(line)?.[1];
    const kept: string[] = [];
    for (const line of text.split(/\r?\n/)) {
      const note = noteOf(line);
      if (note !== undefined && STRUCK.test(foldText(note))) {
        let item = kept.length - 1;
        while (item >= 0 && (!kept[item]!.trim() || noteOf(kept[item]!) !== undefined)) item--;
        if (item >= 0 && LIST_MARK.test(kept[item]!)) kept.splice(item);
        continue;
      }
      kept.push(line);
    }
    return kept.join("\n");
  }

  /**
   * Asks written as a quiz's answers ("Players pick one of our 12 stations. — What is booking a station
   * online?") read as the answer, with the clue after it: "Booking a station online (Players pick…)".
   * In such a quiz, a capitalised line that asks nothing of its own is a heading ("THIS IS... HEADSET
   * HEAVEN VR ARCADE (Mesa)", "CATEGORY: BOOKINGS").
   */
  function answersAsAsks(text: string): string {
    const answered =
      /^(\s*(?:[-*•]\s+|\$?\d[\d,]*:\s+)?)(.+?)[.!]?\s+[—–-]+\s+(?:what|who|where|que|qué|quien|quién) (?:is|are|es|son) (.+?)\?\s*$/i;
    const lines = text.split(/\r?\n/);
    if (linesWith(lines, answered) < 2) return text;
    return lines
      .flatMap((line) => {
        const answer = answered.exec(line);
        if (answer) return [`${answer[1]}${capitalised(answer[3]!)} (${answer[2]!.replace(/[()]/g, "")})`];
        const heading = /\p{Lu}/u.test(line) && !/\p{Ll}/u.test(line.replace(/\([^)]*\)/g, ""));
        return heading && line.trim().split(/\s+/).length <= 8 && !wishesInSentence(line) ? [] : [line];
      })
      .join("\n");
  }

  /**
   * A comic strip's panels ("PANEL 3: The customer taps a big button. CAPTION: She orders a dozen…") read
   * as their captions: the drawing is the scene.
   */
  function captionsAsAsks(text: string): string {
    const panel =
      /^\s*((first|last|final|ultima|primera) )?(panel|frame|vineta|cuadro)\b[^:]*:.*?\b(caption|texto|globo)\s*:\s*/i;
    const lines = text.split(/\r?\n/);
    if (lines.filter((line) => panel.test(fold(line))).length < 2) return text;
    return lines
      .map((line) => (panel.test(fold(line)) ? line.slice(panel.exec(fold(line))![0].length) : line))
      .join("\n");
  }

  /**
   * Asks written as a patent's claims ("5. The website of claim 4, wherein the customer sees…") read as
   * what each claim adds: "the customer sees…".
   */
  function claimsAsAsks(text: string): string {
    const claim =
      /^(\s*\d{1,2}[.)]\s*)the (website|site|system|app|page|portal) of (claims? \d{1,2}( (or|and|to) \d{1,2})?|any (preceding|previous) claim),?\s*(further )?(comprising|wherein|in which|including)\s+/i;
    const lines = text.split(/\r?\n/);
    if (linesWith(lines, claim) < 2) return text;
    return lines
      .map((line) => line.replace(claim, "$1").replace(/,\s*(further )?comprising\s+/i, ", with "))
      .join("\n");
  }

  /**
   * What a list dresses its asks in set aside: after a capitalised label, a few words that name nothing
   * to build before the ask itself ("MONDAY: Clear skies. A website with our trips…"), and how likely an
   * ask is ("Chance it's needed: 100%").
   */
  function withoutHeadlines(text: string): string {
    return text
      .split(/\r?\n/)
      .map((line) => {
        const unrated = line.replace(LIKELIHOOD, "").replace(/\s+$/, "");
        const headed = /^(\s*[A-ZÁÉÍÓÚÑ][A-ZÁÉÍÓÚÑ' -]{2,30}:\s*)([^.!?:]{2,40}[.!?])\s+(\S.*)$/.exec(unrated);
        if (!headed) return unrated;
        const [, label, headline, rest] = headed as unknown as [string, string, string, string];
        const words = foldText(headline).trim();
        const dressing =
          words.split(/\s+/).length <= 4 &&
          // (a headline that names a feature the ask names too is dressing: "Scattered deposits. A 30% deposit…")
          featuresIn(words).every((feature) => featuresIn(foldText(rest)).includes(feature)) &&
          !THING.test(words) &&
          !ACTION_FORM.test(words) &&
          !wishesInSentence(headline);
        return dressing ? `${label}${rest}` : unrated;
      })
      .join("\n");
  }

  /** How likely or how needed an ask is, as a sentence of its own: "Chance it's needed: 100%.", "Estimate: essential." */
  const LIKELIHOOD =
    /(^|\s)((chance|probability|likelihood|odds|probabilidad|posibilidad)\b[^.:\n]{0,25}:\s*\d{1,3}\s?%|(estimate|importance|importancia):\s*(essential|nice to have|must have|optional|high|medium|low|esencial|opcional|alta|media|baja))\.?/gi;

  /** A label rated in brackets before its ask: "• Portal (lvl 4): every booking sent into Workiz". */
  const RATED_LABEL = /^(\s*(?:[•*·-]\s*)?)[^:()\n]{1,30}\((?:lvl|level|nivel|rank|rango|tier)\.? ?\d{1,2}\)\s*:\s*/i;

  /**
   * A measure before each item of a list, as a shopping list, a recipe or a registry gives them, and a
   * value after it: "1 kilo de menú con fotos" reads "menú con fotos", "1 page for every animal (1 / 0)"
   * reads "page for every animal", "Payment by card ........ 100%" and "Card payments ... CHECK" read
   * their items. Only a list with two or more such lines is read so ("2 docenas de tamales" alone is an
   * order's size).
   */
  const MEASURE =
    /^(\s*(?:[-•*·]\s*|\[ ?\]\s*)?)(\d+(?:[.,/]\d+)?|½|¼|¾|⅓|un|una|medio|media|one|two|a|an|half an?)\s*(kilos?|kg|gramos?|libras?|onzas?|litros?|galon(?:es)?|paquetes?|bolsas?|docenas?|cajas?|latas?|frascos?|botellas?|pizcas?|punados?|puñados?|cucharadas?|cucharaditas?|tazas?|manojos?|cups?|tablespoons?|tbsp|teaspoons?|tsp|pinch(?:es)?|dash(?:es)?|handfuls?|pounds?|lbs?|ounces?|oz|bags?|box(?:es)?|cans?|jars?|bottles?|bunch(?:es)?|dozen|packs?|packages?|sticks?|cloves?|sprigs?|scoops?)\s+(?:de|of)\s+/i;
  function withoutItemDressing(text: string): string {
    const lines = text.split(/\r?\n/);
    const many = (pattern: RegExp) => linesWith(lines, pattern) >= 2;
    const before = [MEASURE, ONE_EACH].filter(many);
    const after = [TALLY, LEADER].filter(many);
    return lines
      .filter((line) => !(after.includes(LEADER) && NONE_AFTER_LEADER.test(line)))
      .map((line) => {
        // (The mark before a measure or a count stays: "- 1 kilo de menú" reads "- menú".)
        const undressed = after.reduce(
          (read, dressing) => read.replace(dressing, ""),
          before.reduce((read, dressing) => read.replace(dressing, "$1"), line),
        );
        // (What a measure or a count stood before is a list's item: "1 kilo de menú" reads "- menú".)
        const counted = before.some((dressing) => dressing.test(line));
        return counted && !LIST_MARK.test(undressed) ? `- ${undressed.trim()}` : undressed;
      })
      .join("\n");
  }
  /** One of each item, as a registry lists them: "1 website explaining what we do". */
  const ONE_EACH = /^(\s*(?:[-•*·]\s*)?)1\s*(?:[/x×]\s*)?(?=[a-z])/i;
  /** A tally after an item: "(1 / 0)", "(wanted / received)". */
  const TALLY = /\s*\((?:\d+|[a-z]+) ?\/ ?(?:\d+|[a-z]+)\)\s*$/i;
  /** A dotted leader and the short value after it: "........ 100%", "... CHECK". */
  const LEADER = /\s*(?:\.{3,}|…+)\s*[^.…]{0,20}$/;
  /** An item valued at nothing is not wanted: "Colorantes artificiales ........ 0% (nada de tienda)". */
  const NONE_AFTER_LEADER = /(?:\.{3,}|…+)\s*0\s?%/;

  /**
   * A numbered part's label goes ("Slide 3 – Booking: members reserve…" reads "Booking: members
   * reserve…", "GATE 2: Seasonal packers get…" reads "Seasonal packers get…"), and a section's label with
   * only a title is a heading ("Sección 4. Descripción del proyecto").
   */
  function withoutPartLabels(text: string): string {
    return text
      .split(/\r?\n/)
      .map((line) => line.replace(RATED_LABEL, "$1"))
      .flatMap((line) => {
        const label = PART_LABEL.exec(fold(line));
        if (!label) return [line];
        const rest = line.slice(label[0].length);
        // (A row's or a gate's few words are an ask: "Row 3: Members join online".)
        const sectioned = /^\s*(section|seccion|slide|diapositiva|part|parte|chapter|capitulo|lamina)\b/.test(label[0]);
        const title =
          sectioned && !rest.includes(":") && rest.trim().split(/\s+/).length <= 5 && !wishesInSentence(rest);
        return title ? [] : [rest];
      })
      .join("\n");
  }

  /**
   * Sections' headings set aside: a priority ("MUST", "Nice to have") or an issue's number, and a
   * section of what is left out ("WON'T (this year)", "Out of scope:", "What we already have, and what
   * must stay:") with its list; a paragraph of background ("Background. Buffelgrass is spreading…").
   */
  function withoutSections(text: string): string {
    let leftOut = false;
    let keeps = false;
    let defining = false;
    return text
      .split(/\r?\n/)
      .filter((line) => {
        if (GLOSSARY.test(fold(line).trim())) return !(defining = true);
        // (A glossary's terms go on to the first line that defines nothing: "Block: a booking of five hours".)
        // (Not a field of asks nor a line that wishes: "What we need: a shop that handles drops".)
        const term = /^\s*([^:.]{1,30}):\s/.exec(line);
        if (
          defining &&
          term &&
          term[1]!.trim().split(/\s+/).length <= 3 &&
          fieldKind(term[1]!) !== "asks" &&
          !wishesInSentence(line)
        )
          return false;
        defining = false;
        const heading = fold(line)
          .trim()
          .replace(/\s*\([^)]*\)$/, "")
          .replace(/[:.]$/, "")
          .trim();
        if (LEFT_OUT_HEADING.test(heading) || NOT_WANTED_INTRO.test(heading) || STAYS_INTRO.test(heading)) {
          leftOut = true;
          keeps = STAYS_INTRO.test(heading);
          return false;
        }
        if (SECTION_HEADING.test(heading) || (BACKGROUND.test(fold(line).trim()) && !wishesInSentence(line)))
          return false;
        if (leftOut && LIST_MARK.test(line)) return keeps && wishesInSentence(line.replace(LIST_MARK, ""));
        // (So is the paragraph right under a heading of what is left out: "WEAKNESS\nCannot cast live chat.")
        if (leftOut && !keeps && line.trim() && !wishesInSentence(line)) return false;
        leftOut = false;
        return true;
      })
      .join("\n");
  }

  /**
   * A to-do list's items with their boxes: done ones ("[x] renew DOT numbers") set aside, open ones
   * listed as what the visitor needs ("[ ] WEBSITE!!!" is a request, however short). Open boxes in any
   * list (a packing list's "[ ] A website with photos") are its items' marks.
   */
  function withoutTodoneItems(text: string): string {
    const openBoxes = text.match(/^\s*[-*]?\s*\[ \]/gm)?.length ?? 0;
    const checkedBoxes = text.match(/^\s*[-*]?\s*\[[xX✓✔]\]/gm)?.length ?? 0;
    const todo = TODO_LIST.test(fold(text)) && openBoxes > 0;
    // (A checklist with every box ticked lists what it checks: "[x] Card payments ... CHECK".)
    const checklist = !openBoxes && checkedBoxes >= 2;
    if (!todo && openBoxes < 2 && !checklist) return text;
    return text
      .split(/\r?\n/)
      .filter((line) => !todo || !/^\s*[-*]?\s*\[[xX✓✔]\]/.test(line))
      .map((line) => line.replace(checklist ? /^\s*[-*]?\s*\[[xX✓✔]\]\s*/ : /^\s*[-*]?\s*\[ \]\s*/, "- "))
      .join("\n");
  }

  /** What a shape's line asks, as a list's item. */
  const asItem = (text: string) => `- ${capitalised(text)}`;

  /** Each line a mark opens, as a list's item without its mark, when `least` lines or more are so marked. */
  const markedAsItems = (text: string, mark: RegExp, least: number) => {
    const lines = text.split(/\r?\n/);
    if (linesWith(lines, mark) < least) return text;
    return lines.map((line) => (mark.test(line) ? asItem(line.replace(mark, "")) : line)).join("\n");
  };

  /** What a shape states as wanted (a key result, a site map's page) as an item that wishes for it. */
  const asWished = (text: string) => `- We want ${text}`;

  /**
   * Scenarios written as a tester writes them ("Scenario: a new team applies / Given a handler with a
   * dog / When they apply on our website / Then they upload…") as what happens in them: the scenario's
   * name and what is given set the scene; when, then and and are what the visitor asks for.
   */
  function scenariosAsAsks(text: string): string {
    const lines = text.split(/\r?\n/);
    const step = (line: string) => SCENARIO_STEP.exec(line)?.[1]!.toLowerCase();
    const steps = lines.map(step);
    if (
      steps.filter((kind) => kind === "scenario" || kind === "escenario").length < 2 ||
      !steps.some((kind) => kind === "given" || kind === "dado") ||
      !steps.some((kind) => kind === "then" || kind === "entonces")
    )
      return text;
    return lines
      .flatMap((line) => {
        const kind = step(line);
        if (!kind) return [line];
        if (["scenario", "escenario", "given", "dado"].includes(kind)) return [];
        const rest = line.replace(SCENARIO_STEP, "");
        return [asItem(rest)];
      })
      .join("\n");
  }

  /**
   * A brief told as pairs of how things stand and how they should be ("NOW: … AFTER: …", on one line or
   * two) as what comes after: what stands today asks nothing. Without both labels, "Now:" is no pair.
   */
  function afterNotNow(text: string): string {
    const lines = text.split(/\r?\n/);
    // (A pair is a NOW and an AFTER on one line, or on a line and the next: "NOW: online booking.
    // LATER: a shop." orders the asks, and a NOW that wishes is asked.)
    const pairedAt = (at: number) => {
      const now = NOW_LABEL.exec(lines[at]!);
      if (!now || wishesInSentence(lines[at]!.slice(now.index + now[0].length))) return false;
      const after = AFTER_LABEL.exec(lines[at]!);
      return after
        ? after.index > now.index
        : AFTER_LABEL.test(lines[at + 1] ?? "") && !NOW_LABEL.test(lines[at + 1] ?? "");
    };
    const paired = lines.map((_, at) => pairedAt(at));
    if (paired.filter(Boolean).length < 2) return text;
    const first = paired.indexOf(true);
    return lines
      .flatMap((line, at) => {
        if (at < first && PAIRS_TITLE.test(fold(line).trim())) return [];
        const now = NOW_LABEL.exec(line);
        const after = AFTER_LABEL.exec(line);
        if (now && paired[at]) {
          const before = line.slice(0, now.index);
          if (!after) return before.trim() ? [before] : [];
          // ("NOW: The intake packet is 14 pages of paper. AFTER: families fill it in online": "it" is the packet.)
          const subject = /^((the|our|a|an) [^(.,]+?)\s*(\([^)]*\))?\s+(is|are)\b/i.exec(
            line.slice(now.index + now[0].length),
          );
          const then = line.slice(after.index + after[0].length);
          return [
            `${before}${subject ? then.replace(/\b(it|them)\b/, subject[1]!.replace(/^(the|our|a|an)\b/i, "the")) : then}`,
          ];
        }
        return [after ? `${line.slice(0, after.index)}${after[1]}${line.slice(after.index + after[0].length)}` : line];
      })
      .join("\n");
  }

  /**
   * An office's steps written as IF/THEN ("IF the bucket test shows a leak, THEN they book a detection
   * visit online") as what then happens: the condition sets the scene, and "ELSE they're done" asks
   * nothing.
   */
  function stepsAsAsks(text: string): string {
    const lines = text.split(/\r?\n/);
    const step = (line: string) => /^\s*(IF|SI)\s+.+?,?\s+(THEN|ENTONCES)\s+(.+)$/.exec(line);
    if (lines.filter(step).length < 2) return text;
    return lines
      .flatMap((line) => {
        const then = step(line)?.[3];
        if (then) return [asItem(then)];
        return /^\s*(ELSE|OTHERWISE|SINO|SI NO|DE LO CONTRARIO)\b/.test(line) ? [] : [line];
      })
      .join("\n");
  }

  /**
   * A board's resolution as what it resolves: its recitals ("WHEREAS…", "CONSIDERANDO que…") tell the
   * scene, "BE IT RESOLVED that…", "RESOLVED FURTHER that…" and "SE ACUERDA: Primero. …" open its
   * asks, and "Adopted unanimously…" closes it.
   */
  function resolutionAsAsks(text: string): string {
    const lines = text.split(/\r?\n/);
    const resolves = lines.some((line) => RESOLVED.test(line) && !SPANISH_ORDINAL.test(line));
    if (!lines.some((line) => RECITAL.test(line)) || !resolves) return text;
    return lines
      .flatMap((line) => {
        if ((RECITAL.test(line) && !wishesInSentence(line)) || ADOPTED.test(fold(line).trim())) return [];
        const resolved = RESOLVED.exec(line);
        if (!resolved) return [line];
        const rest = line.slice(resolved[0].length).trim();
        return rest ? [asItem(rest)] : [];
      })
      .join("\n");
  }

  /**
   * A changelog's dated entries ("2019: The son moved to Oregon.") as what happened: the history asks
   * nothing, and what it lists next ("UNRELEASED (what we want next):") is the request.
   */
  function withoutHistory(text: string): string {
    const lines = text.split(/\r?\n/);
    const year = /^\s*(19|20)\d\d\s*[:–-]\s/;
    if (linesWith(lines, year) < 3) return text;
    // (In a changelog every dated entry is history; elsewhere only one that tells what happened:
    // "2026: a shop for merch" plans.)
    const changelog = lines.some((line) => /\b(change ?log|historial de cambios)\b/.test(fold(line)));
    const happened = (line: string) => {
      const told = foldText(line.replace(year, "")).trim();
      return (
        !wishesInSentence(line) &&
        (changelog || PAST.test(told) || /\b[a-z]{3,}ed\b/.test(told) || SPANISH_PAST.test(line))
      );
    };
    return lines.filter((line) => !(year.test(line) && happened(line))).join("\n");
  }

  /**
   * A survey's findings ("- 66% of members want the recordings in one place. We want a members' login…",
   * "• 91% quiere ver el calendario: una página con el calendario") as what the visitor makes of them:
   * a finding followed by the visitor's own answer (after its colon or in the next sentence) is the
   * scene ("Only 9% wanted T-shirts, so no shop for now"); one followed by nothing is read as it stands.
   */
  function surveyAnswers(text: string): string {
    const lines = text.split(/\r?\n/);
    const finding = new RegExp(String.raw`^(\s*(?:${BULLET})?\s*)((only|just|solo|sólo) )?\d{1,3} ?%`, "iu");
    if (linesWith(lines, finding) < 3) return text;
    return lines
      .map((line) => {
        const found = finding.exec(line);
        if (!found) return line;
        const answer = /:\s+|[.!?]\s+(?=\S)|,\s+(so|asi que|por eso)\s+/.exec(line.slice(found[0].length));
        if (!answer) return line;
        const said = line.slice(found[0].length + answer.index + answer[0].length);
        // (An answer that only agrees keeps the finding as the ask: "61% want online renewal: we agree".)
        if (/^(we agree|agreed|yes|let'?s do it|de acuerdo|s[ií]|hag[aá]moslo)\b/i.test(said.trim()))
          return line.slice(0, found[0].length + answer.index);
        return `${found[1]}${said}`;
      })
      .join("\n");
  }

  /**
   * A customer's question quoted at an item's start ('9. "What's that bird at my feeder?" A bird ID
   * page…') is why the item is asked: what follows it is the ask.
   */
  const withoutQuotedQuestions = (text: string) => {
    const quoted = /^(\s*(?:\d{1,2}[.)]\s+|[-*•]\s+)?)["“][^"”\n]{3,120}\?["”]\s*(?=\S)/gm;
    // (Only a list of them: one quoted question may name what is asked, '"Where's my order?" tracking'.)
    return (text.match(quoted)?.length ?? 0) >= 2 ? text.replace(quoted, "$1") : text;
  };

  /** A tree's branch that declines, after any pictograph: "❌ no", "nope", "no por ahora". */
  const DECLINED_BRANCH = new RegExp(String.raw`^(${PICTOGRAPH}\uFE0F?\s*)?(no|nope|not now|no por ahora)\b`, "iu");

  /**
   * A mind map pasted as a tree ("├── Talleres" / "│   └── cuota de $60 al mes, con tarjeta") as a
   * list: a branch is the heading of what grows from it, a leaf an item; a branch whose leaves all
   * decline ("└── ❌ no, las jaranas las vende el laudero") asks for nothing.
   */
  function treeAsList(text: string): string {
    const lines = text.split(/\r?\n/);
    const glyphs = /^[\s│├└─|`-]*[├└]──*\s*/;
    if (linesWith(lines, glyphs) < 3) return text;
    const depthOf = (line: string) => glyphs.exec(line)?.[0].length ?? 0;
    const declines = (line: string) =>
      DECLINED_BRANCH.test(line.replace(glyphs, "").trim()) || /^\s*❌/u.test(line.replace(glyphs, ""));
    const kept: string[] = [];
    for (const [at, line] of lines.entries()) {
      if (!glyphs.test(line)) {
        kept.push(line);
        continue;
      }
      const depth = depthOf(line);
      const leaves: string[] = [];
      for (let next = at + 1; next < lines.length && glyphs.test(lines[next]!) && depthOf(lines[next]!) > depth; next++)
        leaves.push(lines[next]!);
      const words = line.replace(glyphs, "").trim();
      if (declines(line)) continue;
      if (leaves.length && leaves.every(declines)) {
        lines.splice(at + 1, leaves.length);
        continue;
      }
      kept.push(leaves.length ? `${words}:` : `- ${words}`);
    }
    return kept.join("\n");
  }

  /**
   * Personas ("MEET DANA, 29, an illustrator. Wants an Artist Alley table. Needs: an application with
   * sample images…") as what each needs: who they are and what they do set the scene.
   */
  function personasAsNeeds(text: string): string {
    const lines = text.split(/\r?\n/);
    const persona = /^\s*(MEET|Meet|CONOZCA A|Conozca a|CONOCE A|Conoce a)\s/;
    if (linesWith(lines, persona) < 2) return text;
    return lines
      .flatMap((line) => {
        if (!persona.test(line)) return [line];
        const needs = /\b(needs?|we need|necesitan?|necesitamos)\s*:\s*/i.exec(line);
        return needs ? [`- ${line.slice(needs.index + needs[0].length)}`] : [];
      })
      .join("\n");
  }

  /**
   * Requirements pasted as YAML ("registration:" / "  fee_usd: 135" / "  fields: [jersey size, medical
   * notes]") as labelled lines: keys in words, lists as commas, "true" as the key itself ("online"),
   * comments and "false" dropped.
   */
  function yamlAsLines(text: string): string {
    const lines = text.split(/\r?\n/);
    const keyed = /^(\s*)([a-z][a-z0-9_]*):(\s+(.*))?$/;
    const keys = lines.filter((line) => keyed.test(line));
    if (keys.length < 6 || keys.filter((line) => /^\s+/.test(line)).length < 2) return text;
    return lines
      .flatMap((line) => {
        if (/^\s*#/.test(line)) return [];
        const uncommented = line.replace(/\s+#\s.*$/, "");
        const key = keyed.exec(uncommented);
        if (!key) return [uncommented];
        const words = key[2]!.replaceAll("_", " ");
        const value = (key[4] ?? "").trim().replace(/^\[(.*)\]$/, "$1");
        if (!value) return [`${words}:`];
        if (/^(false|no)$/i.test(value)) return [];
        return [/^(true|yes)$/i.test(value) ? `- ${words}` : `- ${words}: ${value}`];
      })
      .join("\n");
  }

  /**
   * A SWOT (FODA) analysis's lines set aside: strengths, weaknesses, opportunities and threats tell how
   * things stand; what the visitor wants is said after them ("So, the website we want: …").
   */
  function withoutSwot(text: string): string {
    const lines = text.split(/\r?\n/);
    const swot = /^\s*(strengths|weaknesses|opportunities|threats|fortalezas|debilidades|oportunidades|amenazas)\s*:/i;
    if (linesWith(lines, swot) < 3) return text;
    return lines.filter((line) => !swot.test(line)).join("\n");
  }

  /**
   * Goals written as OKRs: each key result ("KR 1.1: Every event has a page with its start location on
   * a map") is what the visitor wants to be true, so it is read as wished; the objective it serves
   * ("OBJECTIVE 1: Newcomers find an event") sets the scene.
   */
  function okrsAsAsks(text: string): string {
    const lines = text.split(/\r?\n/);
    const result = /^\s*(KR|key result|resultado clave)\s*[\d.]*\s*:\s*/i;
    if (linesWith(lines, result) < 2) return text;
    return lines
      .flatMap((line) => {
        if (/^\s*(objective|objetivo)\s*\d*\s*:/i.test(line)) return [];
        return [result.test(line) ? asWished(line.replace(result, "")) : line];
      })
      .join("\n");
  }

  /**
   * A "5 Whys" (lines of "Why…?" and "Because…") traces what went wrong: it tells the scene, and the
   * countermeasures after it are the asks.
   */
  function withoutWhys(text: string): string {
    const lines = text.split(/\r?\n/);
    const why = /^\s*(\d+[.)]\s*)?(why\b|por qu[eé]\b|¿por qu[eé]\b|because\b|porque\b)/i;
    if (lines.filter((line) => /^\s*(\d+[.)]\s*)?(why|¿?por qu[eé])\b/i.test(line)).length < 3) return text;
    return lines.filter((line) => !why.test(line)).join("\n");
  }

  /**
   * A site map written page by page ("OUR WORK: photos of past jobs, filtered by style"), when the
   * brief calls it one, is the site the visitor wants: each page's contents are read as wished. Other studios' quotes set side by side
   * ("QUOTE 1 ($28,000): an app, a blog") are what someone else offered, and ask nothing.
   */
  function sitemapAsAsks(text: string): string {
    const lines = text.split(/\r?\n/);
    const quote = /^\s*(QUOTE|ESTIMATE|PROPOSAL|OPTION|COTIZACI[OÓ]N|PRESUPUESTO) [A-Z0-9]{1,2}\b[^:]*:/;
    const page = /^\s*([A-ZÁÉÍÓÚÑ][A-ZÁÉÍÓÚÑ &'/-]{1,40}[A-ZÁÉÍÓÚÑ]):\s+(\S.*)$/;
    const quotes = linesWith(lines, quote) >= 2;
    const pages =
      /\b(site ?map|page by page|mapa del sitio|p[aá]gina por p[aá]gina)\b/i.test(text) &&
      lines.filter((line) => page.test(line) && !quote.test(line)).length >= 4;
    if (!quotes && !pages) return text;
    return lines
      .flatMap((line) => {
        if (quotes && quote.test(line)) return [];
        const found = pages ? page.exec(line) : null;
        return [found && !quote.test(line) ? asWished(found[2]!) : line];
      })
      .join("\n");
  }

  /**
   * A flowchart typed as text ("[BOX] A website with before and after photos", "   |", "   v", "[END] five
   * months from now") is a list: each box is an item, the arrows go, the start and the end are told as
   * they are, and a question whose arrow says NO ("[DIAMOND] Online checkout? --NO--> …") is not wanted.
   */
  const FLOW_NODE =
    /^\s*\[(start|end|box|step|process|diamond|decision|inicio|fin|caja|paso|proceso|rombo|decisi[oó]n)\]\s*/i;
  function flowchartAsList(text: string): string {
    const lines = text.split(/\r?\n/);
    if (linesWith(lines, FLOW_NODE) < 3) return text;
    return lines
      .flatMap((line) => {
        if (/^\s*(\||v|↓|-+>|=+>)\s*$/i.test(line)) return [];
        const node = FLOW_NODE.exec(line);
        if (!node) return [line];
        const rest = line.slice(node[0].length);
        if (/\?\s*-*\s*no\s*-*>/i.test(rest)) return [];
        // (What an arrow points to is the box's answer: "$ --> $6,500" reads "$6,500".)
        const said = rest
          .replace(/\s*-+\s*(yes|s[ií])?\s*-*>\s*/gi, " ")
          .replace(/^\$\s+(?=\$)/, "")
          .trim();
        return [/^(start|end|inicio|fin)$/i.test(node[1]!) ? said : `- ${said}`];
      })
      .join("\n");
  }

  /**
   * A list whose items each open on a label of their own ("1. Polka: a website about the club", "• Dime con
   * quién andas y te diré quién eres: una página con la historia del grupo") reads each item without its
   * label, when three or more, and most of the list's items, are labelled so; a label that counts, names a
   * feature, wishes, or says what is not wanted or stays is kept.
   */
  const LABELLED_ITEM = new RegExp(
    String.raw`^(?<mark>\s*(?:${BULLET}|\d{1,2}[.)])\s+)(?<label>[^:\n]{1,80}):\s+(?=\S)`,
    "u",
  );
  function withoutItemLabels(text: string): string {
    const lines = text.split(/\r?\n/);
    const labelled = linesWith(lines, LABELLED_ITEM);
    if (labelled < 3 || labelled < (linesWith(lines, LIST_MARK) * 2) / 3) return text;
    return lines
      .map((line) =>
        line.replace(LABELLED_ITEM, (labelled, ...found) => {
          const { mark, label } = found.at(-1) as { mark: string; label: string };
          const folded = fold(label).trim();
          // (A count, a sum or a time in the label is part of the item: "3 months: when we need it".)
          const telling =
            /[\d$]/.test(label) ||
            triggersAny(label) ||
            wishesInSentence(label) ||
            NOT_WANTED_INTRO.test(folded) ||
            STAYS_INTRO.test(folded);
          return telling ? labelled : mark;
        }),
      )
      .join("\n");
  }

  /**
   * A document's title block, after the brief's opening account of its own format ("…so here it is in the
   * format I write every day.", then "WEBSITE STATEMENT / Kestrel Sky Weather Consulting, Flagstaff AZ / 900
   * AM MST"): the lines from its capitalised title to the first blank line name the document and ask
   * nothing, unless one wishes.
   */
  function withoutTitleBlock(text: string): string {
    const lines = text.split(/\r?\n/);
    const opening = lines.findIndex((line) => line.trim());
    if (opening < 0 || !ABOUT_THE_BRIEF.test(foldText(lines[opening]!))) return text;
    let at = opening + 1;
    while (at < lines.length && !lines[at]!.trim()) at++;
    const title = lines[at]?.trim() ?? "";
    // (A title opens on two capitalised words: "SAGUARO STORYTELLERS GUILD (a nonprofit), Tucson".)
    if (!/^[\p{Lu}\d'"&.,-]{2,}\s+[\p{Lu}\d'"&.,-]{2,}/u.test(title) || title.includes(":")) return text;
    // (A block of a few lines, with the brief going on after it.)
    let end = at;
    while (end < lines.length && lines[end]!.trim()) end++;
    if (end - at > 4 || !lines.slice(end).some((line) => line.trim())) return text;
    // (A line that wishes, or introduces the list after the block, is kept.)
    const block = lines.slice(at, end).filter((line) => wishesInSentence(line) || /:\s*$/.test(line));
    return [...lines.slice(0, at), ...block, ...lines.slice(end)].join("\n");
  }

  /**
   * A court's calendar ("CASE TC-03. In re: volunteers picking the hearing nights they can serve.
   * DISPOSITION: granted."), two cases or more: each case is what it is in re.
   */
  function casesAsAsks(text: string): string {
    return markedAsItems(text, /^.{0,40}?\bIn re:\s+/i, 2);
  }

  /**
   * A timetable's lines ("8:45 AM  Owners applying…", "10:15 – Owners uploading…", a rundown's "02:00 BLOQUE
   * 1 · Una página…"), two or more: each is its ask, whenever it is and whatever its segment's label.
   */
  function timedAsItems(text: string): string {
    return markedAsItems(
      text,
      /^\s*\d{1,2}:\d{2}\s*([AaPp]\.?[Mm]\.?)?(\s*[\u2013\u2014-]\s*|\s{2,}|\t|\s+\p{Lu}+(\s+\d+)?\s+·\s+)(?=\S)/u,
      2,
    );
  }

  /**
   * Announcements each under a heading in capitals ("✝ CHOOSING A NICHE. Families will see a chart…"),
   * three or more: each is what it announces.
   */
  function headedAsItems(text: string): string {
    // (Not a numbered one, which other shapes read: "LOT 6.", "ARTICLE II.", "CONCEPTO 1.".)
    return markedAsItems(text, /^\s*(?:[^\p{L}\p{N}\s]\s*)?\p{Lu}[\p{Lu}' -]{2,40}(?<!\b[IVXLC]+)\.\s+(?=\p{Lu})/u, 3);
  }

  /**
   * A form's heading: its title with its number ("CLAIM TICKET No. 0417"), and its fields, two or more on a
   * line between dots, each a label in capitals and what is filled in, beside what the form prints in
   * capitals ("ORGANIZA: Rocío · MANO: $4,800 · ENTREGAS: cada quincena", "CUSTOMER: The new website ·
   * DROPPED OFF: today · PLEASE PRESENT THIS TICKET"): who and what the form is about, asking nothing
   * unless a field wishes.
   */
  function withoutFieldRows(text: string): string {
    const FIELD_PART = /^\s*[\p{Lu}][\p{Lu} .'-]{1,30}:\s*\S/u;
    const NUMBERED_TITLE = /^\s*\p{Lu}[\p{Lu} ]{2,40} No\.? ?\d+\s*$/u;
    return text
      .split(/\r?\n/)
      .filter((line) => {
        const parts = line.split(" · ");
        const fields = parts.filter((part) => FIELD_PART.test(part));
        const heading =
          fields.length >= 2 &&
          parts.every((part) => fields.includes(part) || !/\p{Ll}/u.test(part)) &&
          !fields.some(wishesInSentence);
        return !NUMBERED_TITLE.test(line) && !heading;
      })
      .join("\n");
  }

  /** A table's row as the item it asks: its longest column. */
  const longestColumn = (columns: string[]) =>
    asItem(columns.reduce((longest, column) => (column.length > longest.length ? column : longest)));

  /** A table's column heads, in capitals between dots. */
  const COLUMN_HEADS = /^\s*[\p{Lu}.]+( \([^()]*\))?( · [\p{Lu}.]+( \([^()]*\))?){1,3}\s*$/u;
  /**
   * A table's or an order's numbered rows, with columns between dots ("2 · An online shop with a cart · the
   * backbone of the flight · 94", "1 · WEB-01 · A website…", "03 · Apartar la fecha en línea"), two or more:
   * each row is its longest column, and the column heads ("QTY · ITEM · DESCRIPTION") go.
   */
  function dottedRowsAsItems(text: string): string {
    const ROW = /^\s*\d{1,3}\s*·\s*(.+)$/;
    const lines = text.split(/\r?\n/);
    if (linesWith(lines, ROW) < 2) return text;
    return lines
      .filter((line) => !COLUMN_HEADS.test(line))
      .map((line) => {
        const row = ROW.exec(line);
        if (!row) return line;
        return longestColumn(row[1]!.split("·").map((column) => column.trim()));
      })
      .join("\n");
  }

  /** A table's column heads in capitals, words and all: "CHORE · WHO'S IN CHARGE · DONE?". */
  const WORDED_HEADS = /^\s*\p{Lu}[\p{Lu}' ?]*( · \p{Lu}[\p{Lu}' ?]*){1,4}\s*$/u;
  /**
   * A table's rows under its column heads in capitals, words and all ("CHORE · WHO'S IN CHARGE · DONE?"),
   * each row with as many columns between dots ("Sell them online, paid by card · Dad · ☐"): each row is its
   * longest column.
   */
  function headedRowsAsItems(text: string): string {
    let columns = 0;
    return text
      .split(/\r?\n/)
      .flatMap((line) => {
        if (WORDED_HEADS.test(line)) {
          columns = line.split(" · ").length;
          return [];
        }
        const parts = line.split(" · ").map((part) => part.trim());
        if (columns > 0 && parts.length === columns) return [longestColumn(parts)];
        columns = 0;
        return [line];
      })
      .join("\n");
  }

  /**
   * A trouble and its answer under labels that repeat, each on its own line ("Concern: Customers call
   * three times…" then "Correction: A repair request form…", "Problema: … / Solución: …"), three pairs or
   * more: the trouble is the scene, its answer the ask.
   */
  function troublesAndAnswers(text: string): string {
    const lines = text.split(/\r?\n/);
    const labelOf = (line: string) => /^\s*(\p{L}[\p{L} ]{0,24}):\s+\S/u.exec(line)?.[1]?.toLowerCase().trim();
    const trouble = (label: string | undefined) =>
      label !== undefined &&
      /^(concern|problem|issue|complaint|symptom|cause|pain( point)?|queja|problema|falla|sintoma|causa)s?$/.test(
        fold(label),
      );
    const answers = new Map<string, number>();
    lines.forEach((line, i) => {
      const next = labelOf(lines[i + 1] ?? "");
      if (trouble(labelOf(line)) && next && !trouble(next)) answers.set(next, (answers.get(next) ?? 0) + 1);
    });
    const answer = [...answers].find(([, count]) => count >= 3)?.[0];
    if (!answer) return text;
    return lines
      .flatMap((line) => {
        const label = labelOf(line);
        if (trouble(label)) return [];
        return label === answer ? [asItem(line.slice(line.indexOf(":") + 1).trim())] : [line];
      })
      .join("\n");
  }

  /**
   * Rows that each tell a heading, then the ask after the same label ("2. Riders cannot reserve. Correct
   * with: riders booking seats…", "SEARCH 2, INTERIOR. Hide: members paying their dues. FOUND"), three or
   * more of them: each row is its ask alone, without a capitalised mark closing it.
   */
  function repeatedLabelsAsAsks(text: string): string {
    const lines = text.split(/\r?\n/);
    // (The heading before is a few words, the ask after it more: "SEARCH 2, INTERIOR. Hide: members paying…".)
    const labelOf = (line: string) => {
      const found = /^([^:]{1,80}?[.!?])\s+(\p{L}[\p{L} ]{0,20}):\s+(\S.*)$/u.exec(line);
      const words = (part: string) => part.trim().split(/\s+/).length;
      return found && words(found[1]!) <= 7 && words(found[3]!) >= 3 ? found : null;
    };
    const counts = new Map<string, number>();
    for (const line of lines) {
      const label = labelOf(line)?.[2]?.toLowerCase();
      if (label) counts.set(label, (counts.get(label) ?? 0) + 1);
    }
    const repeated = [...counts].find(([, count]) => count >= 3)?.[0];
    if (!repeated) return text;
    return lines
      .map((line) => {
        const found = labelOf(line);
        if (found?.[2]?.toLowerCase() !== repeated) return line;
        const ask = found[3]!.replace(/\.\s+\p{Lu}{2,}[.!]?\s*$/u, "");
        return `- ${ask.trim()}`;
      })
      .join("\n");
  }

  /**
   * Fields written as a bulletin writes them ("* WHAT...The following conditions are expected", "* WHEN...Until
   * the watch expires"), three or more: each label is read with a colon.
   */
  const DOTTED_FIELD = /^(\s*(?:[*•-]\s*)?)([A-Z][A-Z ]{1,30})\.{3}\s*(?=\S)/;
  function dottedFieldsAsLabels(text: string): string {
    const lines = text.split(/\r?\n/);
    if (linesWith(lines, DOTTED_FIELD) < 3) return text;
    return lines.map((line) => line.replace(DOTTED_FIELD, "$1$2: ")).join("\n");
  }

  /** The shapes a brief may be pasted in, each read into plain lines and lists, in this order. */
  const BRIEF_SHAPES = [
    spokenPunctuation,
    dictatedAsSentences,
    withoutPartLabels,
    withoutTitleBlock,
    troublesAndAnswers,
    timedAsItems,
    withoutFieldRows,
    dottedRowsAsItems,
    headedRowsAsItems,
    headedAsItems,
    casesAsAsks,
    repeatedLabelsAsAsks,
    dottedFieldsAsLabels,
    flowchartAsList,
    withoutItemLabels,
    withoutItemDressing,
    withoutWithdrawnItems,
    withoutBracketedScene,
    answersAsAsks,
    captionsAsAsks,
    claimsAsAsks,
    withoutHeadlines,
    withoutStruckItems,
    yamlAsLines,
    qaAsQuestions,
    treeAsList,
    withoutQuotedQuestions,
    withoutHistory,
    tableAsList,
    withoutFormFields,
    withoutSections,
    withoutTodoneItems,
    afterNotNow,
    scenariosAsAsks,
    stepsAsAsks,
    resolutionAsAsks,
    surveyAnswers,
    personasAsNeeds,
    withoutSwot,
    okrsAsAsks,
    withoutWhys,
    sitemapAsAsks,
  ];

  return (text) => BRIEF_SHAPES.reduce((shaped, read) => read(shaped), text);
}
