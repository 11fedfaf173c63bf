import { Fragment } from "react";

/**
 * Paragraphs split on blank lines; `**text**` becomes bold (SPEC 9). Everything else is plain text,
 * so stored content can never inject markup.
 */
export function RichText({ text, className }: { text: string; className?: string }) {
  return (
    <>
      {text.split(/\n{2,}/).map((paragraph, i) => (
        <p key={i} className={className}>
          {paragraph.split(/\*\*(.+?)\*\*/g).map((part, j) =>
            j % 2 === 1 ? <strong key={j}>{part}</strong> : <Fragment key={j}>{part}</Fragment>,
          )}
        </p>
      ))}
    </>
  );
}
