import { InlineText } from "./RichText";

/**
 * Renders an AI project plan written in the plain-text format of docs/plan-format.md: headings,
 * bullet lists, numbered steps, budget and timeline breakdowns, paragraphs, **bold**. Everything is
 * text; nothing in a plan can become markup.
 */
export type PlanBlock =
  | { kind: "heading"; level: 2 | 3; text: string }
  | { kind: "bullets"; items: string[] }
  | { kind: "steps"; items: string[] }
  | { kind: "budget"; items: { label: string; amount: string }[] }
  | { kind: "timeline"; items: { when: string; what: string }[] }
  | { kind: "paragraph"; text: string };

const bullet = /^\s*[-*•]\s+(.*)$/;
const step = /^\s*\d+[.)]\s+(.*)$/;
const heading = /^\s*(#{1,3})\s+(.*?)\s*#*\s*$/;

export function parsePlan(text: string): PlanBlock[] {
  const blocks: PlanBlock[] = [];
  let section = "";
  const last = () => blocks[blocks.length - 1];

  for (const raw of text.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trimEnd();
    if (!line.trim()) continue;
    const h = heading.exec(line);
    if (h) {
      section = h[2]!.toLowerCase();
      blocks.push({ kind: "heading", level: h[1]!.length >= 3 ? 3 : 2, text: h[2]! });
      continue;
    }
    const b = bullet.exec(line);
    const s = b ? null : step.exec(line);
    const item = (b ?? s)?.[1];
    if (item !== undefined && /budget|presupuesto/.test(section) && /:\s*\$?[\d,.]+/.test(item)) {
      const [label, amount] = [item.slice(0, item.lastIndexOf(":")), item.slice(item.lastIndexOf(":") + 1).trim()];
      const block = last();
      if (block?.kind === "budget") block.items.push({ label: label.replaceAll("**", ""), amount });
      else blocks.push({ kind: "budget", items: [{ label: label.replaceAll("**", ""), amount }] });
      continue;
    }
    if (item !== undefined && /timeline|calendario/.test(section) && item.includes(":")) {
      const at = item.indexOf(":");
      const entry = { when: item.slice(0, at).replaceAll("**", "").trim(), what: item.slice(at + 1).trim() };
      const block = last();
      if (block?.kind === "timeline") block.items.push(entry);
      else blocks.push({ kind: "timeline", items: [entry] });
      continue;
    }
    if (b || s) {
      const kind = b ? "bullets" : "steps";
      const block = last();
      if (block?.kind === kind) block.items.push(item!);
      else blocks.push({ kind, items: [item!] });
      continue;
    }
    const block = last();
    if (block?.kind === "paragraph") block.text += ` ${line.trim()}`;
    else blocks.push({ kind: "paragraph", text: line.trim() });
  }
  return blocks;
}

/** A plan for a Spanish brief is written in Spanish (docs/plan-format.md): screen readers are told so. */
const planLanguage = (text: string) => (/^#{1,3}\s*Resumen del proyecto/m.test(text) ? "es" : undefined);

/**
 * `headingLevel` is the level of the plan's own sections: one below the heading the plan sits under
 * (the finder's "Your Custom Project Plan" is an h3; the staff message dialog's title is an h2).
 */
export function PlanView({ text, headingLevel = 4 }: { text: string; headingLevel?: 3 | 4 }) {
  const [Section, Subsection] = headingLevel === 3 ? (["h3", "h4"] as const) : (["h4", "h5"] as const);
  return (
    <div className="space-y-4 text-ink" lang={planLanguage(text)}>
      {parsePlan(text).map((block, i) => {
        switch (block.kind) {
          case "heading":
            return block.level === 2 ? (
              <Section key={i} className="pt-2 text-lg font-semibold text-brand-800">
                <InlineText text={block.text} />
              </Section>
            ) : (
              <Subsection key={i} className="font-semibold text-brand-800">
                <InlineText text={block.text} />
              </Subsection>
            );
          case "bullets":
            return (
              <ul key={i} className="list-disc space-y-1 pl-6">
                {block.items.map((item, j) => (
                  <li key={j}>
                    <InlineText text={item} />
                  </li>
                ))}
              </ul>
            );
          case "steps":
            return (
              <ol key={i} className="list-decimal space-y-1 pl-6">
                {block.items.map((item, j) => (
                  <li key={j}>
                    <InlineText text={item} />
                  </li>
                ))}
              </ol>
            );
          case "budget":
            return (
              <dl
                key={i}
                data-block="budget"
                className="divide-y divide-sand-200 rounded-lg border border-sand-200 bg-sand-50"
              >
                {block.items.map((item, j) => (
                  <div
                    key={j}
                    className={`flex justify-between gap-4 px-4 py-2 ${/total/i.test(item.label) ? "font-semibold" : ""}`}
                  >
                    <dt>{item.label}</dt>
                    <dd className="tabular-nums">{item.amount}</dd>
                  </div>
                ))}
              </dl>
            );
          case "timeline":
            return (
              <ol key={i} data-block="timeline" className="space-y-2 border-l-2 border-brand-200 pl-4">
                {block.items.map((item, j) => (
                  <li key={j}>
                    <span className="font-semibold text-brand-800">{item.when}</span>: <InlineText text={item.what} />
                  </li>
                ))}
              </ol>
            );
          default:
            return (
              <p key={i} className="leading-7">
                <InlineText text={block.text} />
              </p>
            );
        }
      })}
    </div>
  );
}
