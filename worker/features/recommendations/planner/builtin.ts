import { readBrief, withoutEmoji, withoutLetter, type Brief, type ScopeLine } from "./brief";
import { capitalised } from "./brief-words";
import { LIST_MARK } from "./brief-words";
import { groupNamesEs, PROJECT_OVERHEAD, usualRange, type Feature } from "./features";
import type { Language } from "../language";
import { inText, listOf, money, planWords, serviceNamesEs, weeksIn, weeksText } from "./plan-text";
import type { PlanInput, PlanProvider } from "./types";

/** Splits `total` by the weights, in whole dollars, so the parts always add up to the total. */
export function splitBudget(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((weight) => Math.floor((total * weight) / sum / 50) * 50);
  parts[parts.length - 1]! += total - parts.reduce((a, b) => a + b, 0);
  return parts;
}

/** The stack custom work is built on, when no catalogue feature of the plan brings one. */
const CUSTOM_STACK = ["React", "Cloudflare Workers", "Cloudflare D1"];

function firstSentence(text: string, max = 160): string {
  // On one line: a brief's list ("- …") quoted in the summary is no list of the plan's; its items are
  // joined as a sentence's ("Una página con las fechas; La entrada es gratis…").
  const oneLine = text
    .trim()
    .split(/\r?\n/)
    .filter((line) => line.trim())
    .reduce((joined, line) => {
      const item = line.replace(LIST_MARK, "").trim();
      if (!joined) return item;
      return `${joined}${LIST_MARK.test(line) && !/[.!?:;]$/.test(joined) ? ";" : ""} ${item}`;
    }, "");
  // (A sentence read out of a shape may start mid-line: "AFTER: families book a tour online." A reply's
  // "No." or "Sure!" before the first sentence that says something is not quoted, and emoji are read as
  // the brief reads them, as punctuation.)
  const sentences = withoutEmoji(oneLine)
    .replace(/\s+/g, " ")
    .trim()
    .split(/(?<=[.!?])\s/);
  const sentence = capitalised(sentences.find((said) => said.split(" ").length >= 3) ?? sentences[0] ?? oneLine);
  return sentence.length > max ? `${sentence.slice(0, max).trimEnd()}...` : sentence;
}

const featureName = (feature: Feature, language: Language) => (language === "es" ? feature.es.name : feature.name);
const groupName = (group: ScopeLine["group"], language: Language) =>
  group === "custom" ? planWords[language].customGroup : language === "es" ? groupNamesEs[group] : group;

/**
 * What the matched projects that record it cost and took, as one sentence without naming them (the
 * figures are the studio's, shown per project only where it chose to): undefined when none records it.
 */
export function comparableCost(matches: PlanInput["matches"], language: Language = "en"): string | undefined {
  const costed = matches.filter((project) => project.budgetMin !== null || project.budgetMax !== null);
  const timed = matches.filter((project) => project.durationWeeks !== null);
  if (!costed.length && !timed.length) return undefined;
  const count = Math.max(costed.length, timed.length);
  const range = (low: number, high: number, format: (n: number) => string) =>
    low === high ? format(low) : `${format(low)}-${format(high)}`;
  const cost = costed.length
    ? range(
        Math.min(...costed.map((project) => project.budgetMin ?? project.budgetMax!)),
        Math.max(...costed.map((project) => project.budgetMax ?? project.budgetMin!)),
        money,
      )
    : undefined;
  const weeks = timed.map((project) => project.durationWeeks!);
  const took = timed.length ? range(Math.min(...weeks), Math.max(...weeks), String) : undefined;
  const plural = Math.max(0, ...weeks) !== 1;
  if (language === "es") {
    const parts = [
      cost && `${count === 1 ? "costó" : "costaron"} ${cost}`,
      took && `${count === 1 ? "tomó" : "tomaron"} ${took} semana${plural ? "s" : ""}`,
    ].filter(Boolean);
    return `${count === 1 ? "El proyecto comparable que entregamos" : `Los ${count} proyectos comparables que entregamos`} ${parts.join(" y ")}.`;
  }
  const parts = [cost && `cost ${cost}`, took && `took ${took} week${plural ? "s" : ""}`].filter(Boolean);
  return `The ${count === 1 ? "comparable project" : `${count} comparable projects`} we delivered ${parts.join(" and ")}.`;
}

const CONTINGENCY = 0.1;

/** A stretch of weeks and what happens in it. */
type Span = { start: number; end: number; work: string };
/** A phase: its share of the budget (weight) and its weeks, with a timeline entry per line built in it. */
type Phase = Span & { name: string; weight: number; entries: Span[] };

/**
 * Lays out parts weighted by effort on weeks `first` to `last`, in order: each gets at least one week
 * and ends within them (parts overlap when there are more parts than weeks).
 */
function layOut<T extends { weight: number }>(
  parts: T[],
  first: number,
  last: number,
): (T & { start: number; end: number })[] {
  const total = parts.reduce((sum, part) => sum + part.weight, 0);
  const span = last - first + 1;
  let done = 0;
  return parts.map((part) => {
    const start = Math.min(last, first + Math.floor((span * done) / total));
    done += part.weight;
    return { ...part, start, end: Math.max(start, first - 1 + Math.ceil((span * done) / total)) };
  });
}

/** What the summary says: the quoted brief, the lines read in it, the budget, months, phases and launch week. */
type SummaryFacts = {
  quote: string;
  count: number;
  list: string;
  budget: string;
  months: string;
  phases: number;
  week: number;
};

/** The plan's sentences, per language. */
const sentences = {
  en: {
    summary: ({ quote, count, list, budget, months, phases, week }: SummaryFacts) =>
      `You described: "${quote}" We read it as ${count === 1 ? "one thing" : `${count} things`} to build: ${list}. ` +
      `With a budget of **${budget}** and a timeline of **${months}**, we would build ${count === 1 ? "it" : "them"} in ${phases} phases and launch in week ${week}.`,
    months: (n: number) => `${n} month${n === 1 ? "" : "s"}`,
    below: (range: string, budget: string, first: string, later: string) =>
      `**Budget note:** what you describe usually costs ${range} in all, more than ${budget}. ` +
      (later
        ? `We would start with ${first} and add ${later} in a second phase.`
        : `We would keep ${first} to the essentials and add the rest in a second phase.`),
    above: (range: string, budget: string) =>
      `**Budget note:** ${budget} is well above the ${range} this scope usually costs; ` +
      "the rest could go to content, photography, support after launch, or features for a second phase.",
    within: (range: string, budget: string) =>
      `Projects with this scope usually cost ${range}: ${budget} is within what they take.`,
    roomy: (range: string, budget: string) =>
      `Projects with this scope usually cost ${range}: ${budget} covers it with room for content, support after launch or a second phase.`,
    short: (span: string, months: string, first: string) =>
      `**Timeline note:** this scope usually takes ${span}; in ${months} we would launch ${first} first and add the rest after launch.`,
    long: (span: string, months: string) =>
      `**Timeline note:** ${months} leaves room to spare over the usual ${span}; we could launch early and refine with real use.`,
    span: (low: number, high: number) => `${low}-${high} weeks`,
    custom: "Custom work is sized with you in discovery: it is the least certain part of the range.",
    customScope:
      "built to your description: we agree the details in discovery, then design, build and test it with the rest",
    discovery: (list: string) => `goals, content and accounts for ${list}`,
    build: (list: string) => `build and review ${list}`,
    entry: "built and reviewed with you",
    extends: (earlier: string) => `built on the same work as ${earlier}, in the same phase`,
    testing: (first: string) => `testing on phones and desktops, launch and handover of ${first}`,
    next: (list: string) => [
      `Send us this plan with your message, and tell us which of ${list} matters most.`,
      "We schedule a free 30-minute discovery call.",
      "You receive a fixed-price proposal within two business days.",
    ],
  },
  es: {
    summary: ({ quote, count, list, budget, months, phases, week }: SummaryFacts) =>
      `Usted describió: "${quote}" Lo leemos como ${count === 1 ? "una parte" : `${count} partes`} por construir: ${list}. ` +
      `Con un presupuesto de **${budget}** y un plazo de **${months}**, lo construiríamos en ${phases} fases y lanzaríamos en la semana ${week}.`,
    months: (n: number) => `${n} mes${n === 1 ? "" : "es"}`,
    below: (range: string, budget: string, first: string, later: string) =>
      `**Nota sobre el presupuesto:** lo que describe suele costar ${range} en total, más que ${budget}. ` +
      (later
        ? `Empezaríamos con ${first} y agregaríamos ${later} en una segunda fase.`
        : `Haríamos ${first} con lo esencial y agregaríamos el resto en una segunda fase.`),
    above: (range: string, budget: string) =>
      `**Nota sobre el presupuesto:** ${budget} está muy por encima de los ${range} que suele costar este alcance; ` +
      "el resto puede ir a contenido, fotografía, soporte después del lanzamiento o funciones para una segunda fase.",
    within: (range: string, budget: string) =>
      `Proyectos con este alcance suelen costar ${range}: ${budget} está dentro de lo que requieren.`,
    roomy: (range: string, budget: string) =>
      `Proyectos con este alcance suelen costar ${range}: ${budget} lo cubre con margen para contenido, soporte después del lanzamiento o una segunda fase.`,
    short: (span: string, months: string, first: string) =>
      `**Nota sobre el plazo:** este alcance suele llevar ${span}; en ${months} lanzaríamos primero ${first} y agregaríamos el resto después.`,
    long: (span: string, months: string) =>
      `**Nota sobre el plazo:** ${months} dejan margen sobre las ${span} habituales; podríamos lanzar antes y afinar con el uso real.`,
    span: (low: number, high: number) => `${low}-${high} semanas`,
    custom: "El trabajo a medida se dimensiona con usted en el descubrimiento: es la parte menos segura del rango.",
    customScope:
      "hecho según su descripción: acordamos los detalles en el descubrimiento y luego lo diseñamos, construimos y probamos con lo demás",
    discovery: (list: string) => `objetivos, contenido y cuentas para ${list}`,
    build: (list: string) => `construcción y revisión de ${list}`,
    entry: "construido y revisado con usted",
    extends: (earlier: string) => `sobre el mismo trabajo que ${earlier}, en la misma fase`,
    testing: (first: string) => `pruebas en celulares y computadoras, lanzamiento y entrega de ${first}`,
    next: (list: string) => [
      `Envíenos este plan con su mensaje y díganos qué es lo más importante entre ${list}.`,
      "Agendamos una llamada de descubrimiento gratuita de 30 minutos.",
      "Recibe una propuesta de precio fijo en dos días hábiles.",
    ],
  },
} satisfies Record<Language, unknown>;

/**
 * Discovery, one build phase per group of lines (weighted by their usual effort), testing and launch,
 * laid out on the weeks of the timeline: every phase ends within it. When the groups need more weeks
 * than there are, they overlap.
 */
function planPhases(brief: Brief, months: number): Phase[] {
  const { language, lines } = brief;
  const say = sentences[language];
  const words = planWords[language];
  const weeks = Math.max(3, weeksIn(months));
  const groups = new Map<ScopeLine["group"], ScopeLine[]>();
  for (const line of lines) groups.set(line.group, [...(groups.get(line.group) ?? []), line]);
  const mid = (line: ScopeLine) => (line.cost[0] + line.cost[1]) / 2;
  const build = [...groups.entries()].map(([group, list]) => ({
    name: groupName(group, language),
    work: say.build(
      listOf(
        list.map((line) => inText(line.phrase)),
        language,
      ),
    ),
    weight: list.reduce((total, line) => total + mid(line), 0),
    lines: list,
  }));
  const effort = build.reduce((total, phase) => total + phase.weight, 0);
  const discovery = Math.max(1, Math.round(weeks * PROJECT_OVERHEAD.discovery));
  const testing = Math.max(1, Math.round(weeks * PROJECT_OVERHEAD.testing));

  const first = {
    name: words.discovery,
    work: say.discovery(
      listOf(
        lines.slice(0, 2).map((line) => inText(line.phrase)),
        language,
      ),
    ),
    weight: effort * PROJECT_OVERHEAD.discovery,
    start: 1,
    end: discovery,
  };
  const phases: Phase[] = [{ ...first, entries: [{ ...first, work: `${first.name}: ${first.work}` }] }];
  for (const { lines: list, ...phase } of layOut(build, discovery + 1, weeks - testing)) {
    // Within its phase, each line has its own weeks in the timeline.
    const entries = layOut(
      list.map((line) => ({ weight: mid(line), work: `${line.phrase}: ${say.entry}` })),
      phase.start,
      phase.end,
    );
    phases.push({
      ...phase,
      entries: list.length > 1 ? entries : [{ ...phase, work: `${phase.name}: ${phase.work}` }],
    });
  }
  const last = {
    name: words.testing,
    work: say.testing(inText(lines[0]!.phrase)),
    weight: effort * PROJECT_OVERHEAD.testing,
    start: weeks - testing + 1,
    end: weeks,
  };
  phases.push({ ...last, entries: [{ ...last, work: `${last.name}: ${last.work}` }] });
  return phases;
}

/** The lines a budget covers first, in the brief's order. */
function fitting(lines: ScopeLine[], budget: number): ScopeLine[] {
  const overhead = 1 + PROJECT_OVERHEAD.discovery + PROJECT_OVERHEAD.testing;
  const chosen: ScopeLine[] = [];
  let spent = 0;
  for (const line of lines) {
    spent += line.cost[0] * overhead;
    if (spent > budget && chosen.length) break;
    chosen.push(line);
  }
  return chosen;
}

/** What the budget and timeline mean for this scope, against what it usually takes, in both directions. */
export function budgetNotes(brief: Brief, budget: number, months: number): string[] {
  const { language, lines } = brief;
  const say = sentences[language];
  const usual = usualRange(lines);
  const names = (list: ScopeLine[]) =>
    listOf(
      list.map((line) => inText(line.phrase)),
      language,
    );
  const notes: string[] = [];
  const range = `${money(usual.cost[0])}-${money(usual.cost[1])}`;
  if (budget < usual.cost[0]) {
    const first = fitting(lines, budget);
    const later = lines.filter((line) => !first.includes(line));
    notes.push(say.below(range, money(budget), names(first), later.length ? names(later) : ""));
  } else if (budget > usual.cost[1] * 2) {
    notes.push(say.above(range, money(budget)));
  } else if (budget > usual.cost[1]) {
    notes.push(say.roomy(range, money(budget)));
  } else {
    notes.push(say.within(range, money(budget)));
  }
  const weeks = weeksIn(months);
  const span = say.span(usual.weeks[0], usual.weeks[1]);
  if (weeks < usual.weeks[0]) {
    notes.push(say.short(span, say.months(months), names(lines.slice(0, Math.max(1, Math.ceil(lines.length / 2))))));
  } else if (weeks > usual.weeks[1] * 2) {
    notes.push(say.long(span, say.months(months)));
  }
  if (lines.some((line) => line.group === "custom")) notes.push(say.custom);
  return notes;
}

/** A scope line as the plan writes it: the visitor's phrase, then what the catalogue (or custom work) means by it. */
export function scopeItem(line: ScopeLine, language: Language): string {
  if (!line.features.length)
    return `- **${line.phrase}** (${planWords[language].custom}): ${sentences[language].customScope}`;
  if (line.extends) return `- **${line.phrase}**: ${sentences[language].extends(inText(line.extends))}`;
  const names = line.features.map((feature) => inText(featureName(feature, language)));
  const scopes = line.features.map((feature) => (language === "es" ? feature.es.scope : feature.scope));
  return `- **${line.phrase}** (${names.join(" & ")}): ${scopes.join("; ")}`;
}

/**
 * The technologies the scope needs: those the brief names first, then those of the feature that
 * explains each line (a line's other features are often incidental words; a line that names a service
 * is built on that service), then a stack for custom work.
 */
export function technologiesFor(brief: Brief): string[] {
  const fromFeatures = brief.lines.flatMap((line) => (line.tools.length ? [] : (line.features[0]?.technologies ?? [])));
  const custom = brief.lines.some((line) => line.group === "custom") ? CUSTOM_STACK : [];
  return [...new Set([...brief.tools, ...fromFeatures, ...custom])].slice(0, 8);
}

/** The local default: a deterministic plan built from the brief's scope lines, no network needed. */
export function writeBuiltinPlan(input: PlanInput): string {
  const brief = readBrief(input.requirements, input.interests);
  const { language, lines } = brief;
  const say = sentences[language];
  const words = planWords[language];
  const phases = planPhases(brief, input.timeline);
  const amounts = splitBudget(input.budget, [
    ...phases.map((phase) => phase.weight * (1 - CONTINGENCY)),
    CONTINGENCY * phases.reduce((t, p) => t + p.weight, 0),
  ]);
  const references = input.matches.slice(0, 3);
  const serviceOf = (line: ScopeLine) =>
    line.features.length ? line.features.flatMap((feature) => feature.services) : ["JavaScript Development"];
  const services = [...new Set(lines.flatMap(serviceOf))].map((service) => ({
    service: language === "es" ? (serviceNamesEs[service] ?? service) : service,
    for: lines.filter((line) => serviceOf(line).includes(service)).map((line) => inText(line.phrase)),
  }));
  const comparable = comparableCost(references, language);
  return [
    `## ${words.headings.summary}`,
    say.summary({
      quote: firstSentence(withoutLetter(input.requirements)),
      count: lines.length,
      list: listOf(
        lines.map((line) => inText(line.phrase)),
        language,
      ),
      budget: money(input.budget),
      months: say.months(input.timeline),
      phases: phases.length,
      week: phases.at(-1)!.end,
    }),
    "",
    ...budgetNotes(brief, input.budget, input.timeline).flatMap((note) => [note, ""]),
    `## ${words.headings.services}`,
    ...services.map((entry) => `- **${entry.service}**: ${listOf(entry.for, language)}`),
    "",
    `## ${words.headings.scope}`,
    ...lines.map((line) => scopeItem(line, language)),
    "",
    `## ${words.headings.phases}`,
    ...phases.map((phase, i) => `${i + 1}. **${phase.name}** (${weeksText(phase.start, phase.end, language)})`),
    "",
    `## ${words.headings.budget}`,
    ...phases.map((phase, i) => `- ${phase.name}: ${money(amounts[i]!)}`),
    `- ${words.contingency}: ${money(amounts[phases.length]!)}`,
    `- ${words.total}: ${money(input.budget)}`,
    "",
    `## ${words.headings.timeline}`,
    ...phases.flatMap((phase) =>
      phase.entries.map((entry) => `- ${weeksText(entry.start, entry.end, language)}: ${entry.work}`),
    ),
    "",
    `## ${words.headings.technologies}`,
    ...technologiesFor(brief).map((tech) => `- ${tech}`),
    ...(references.length
      ? [
          "",
          `## ${words.headings.similar}`,
          // Project summaries are the portfolio's English: a Spanish plan names the projects only.
          ...references.map((project) =>
            language === "es"
              ? `- **${project.title}**`
              : `- **${project.title}**: ${firstSentence(project.summary, 140)}`,
          ),
          ...(comparable ? ["", comparable] : []),
        ]
      : []),
    "",
    `## ${words.headings.nextSteps}`,
    ...say
      .next(
        listOf(
          lines.slice(0, 3).map((line) => inText(line.phrase)),
          language,
        ),
      )
      .map((step, i) => `${i + 1}. ${step}`),
  ].join("\n");
}

export const builtinPlanner: PlanProvider = {
  name: "builtin",
  generate: async (input) => writeBuiltinPlan(input),
};
