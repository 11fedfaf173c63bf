import { Fragment } from "react";

/**
 * Paragraphs split on blank lines; `**text**` becomes bold (docs/product.md#portfolio). Everything else is plain text,
 * so stored content can never inject markup.
 */
export function RichText({ text, className }: { text: string; className?: string }) {
  return (
    <>
      {text.split(/\n{2,}/).map((paragraph, i) => (
        <p key={i} className={className}>
          <InlineText text={paragraph} />
        </p>
      ))}
    </>
  );
}

/** One line with `**bold**` runs; the rest is plain text. */
export function InlineText({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\*\*(.+?)\*\*/g)
        .map((part, i) => (i % 2 === 1 ? <strong key={i}>{part}</strong> : <Fragment key={i}>{part}</Fragment>))}
    </>
  );
}
