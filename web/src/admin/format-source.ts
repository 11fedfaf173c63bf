/**
 * Formats a site file as `npm run format:check` expects (the repository's .prettierrc.json), so a
 * file saved in the Code Editor passes the same checks as one edited in the repository. Prettier and
 * its parsers load only when staff save, in chunks of their own.
 */
import prettierOptions from "#prettier-options";

/** The formatted text, or a FormatError saying where the file does not parse. */
export async function formatSource(path: string, text: string): Promise<string> {
  const language = languageOf(path);
  const [{ format }, plugins] = await Promise.all([import("prettier/standalone"), language.plugins()]);
  try {
    return await format(text, { ...prettierOptions, filepath: path, parser: language.parser, plugins });
  } catch (error) {
    throw new FormatError(parseProblem(error));
  }
}

export class FormatError extends Error {
  override name = "FormatError";
}

/** The parser for a site file, by its extension, and the plugins it needs. */
function languageOf(path: string) {
  if (path.endsWith(".css")) return { parser: "css", plugins: () => Promise.all([import("prettier/plugins/postcss")]) };
  if (path.endsWith(".json")) {
    return {
      parser: "json",
      plugins: () => Promise.all([import("prettier/plugins/babel"), import("prettier/plugins/estree")]),
    };
  }
  return {
    parser: "typescript",
    plugins: () => Promise.all([import("prettier/plugins/typescript"), import("prettier/plugins/estree")]),
  };
}

/** "Line 3, column 7: ';' expected." from a parser's error (its message repeats the code frame). */
function parseProblem(error: unknown): string {
  const { message = String(error), loc } = error as {
    message?: string;
    loc?: { start?: { line: number; column: number } };
  };
  const summary = message
    .split("\n")[0]!
    .replace(/\s*\(\d+:\d+\)$/, "")
    .replace(/^\w*Error: /, "");
  return loc?.start ? `Line ${loc.start.line}, column ${loc.start.column}: ${summary}` : summary;
}
