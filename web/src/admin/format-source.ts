/**
 * Formats a site file as `npm run format:check` expects (the repository's .prettierrc.json), so a
 * file saved in the Code Editor passes the same checks as one edited in the repository. Prettier and
 * its parsers load only when staff save, in chunks of their own.
 */
import prettierOptions from "../../../.prettierrc.json";

/** The formatted text, or a FormatError saying where the file does not parse. */
export async function formatSource(path: string, text: string): Promise<string> {
  const [{ format }, plugins] = await Promise.all([import("prettier/standalone"), pluginsFor(path)]);
  try {
    return await format(text, { ...prettierOptions, filepath: path, parser: parserFor(path), plugins });
  } catch (error) {
    throw new FormatError(parseProblem(error));
  }
}

export class FormatError extends Error {
  override name = "FormatError";
}

function parserFor(path: string): string {
  if (path.endsWith(".css")) return "css";
  if (path.endsWith(".json")) return "json";
  return "typescript";
}

async function pluginsFor(path: string) {
  if (path.endsWith(".css")) return [await import("prettier/plugins/postcss")];
  if (path.endsWith(".json")) return Promise.all([import("prettier/plugins/babel"), import("prettier/plugins/estree")]);
  return Promise.all([import("prettier/plugins/typescript"), import("prettier/plugins/estree")]);
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
