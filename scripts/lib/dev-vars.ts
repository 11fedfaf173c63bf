import { copyFileSync, existsSync, readFileSync } from "node:fs";

/** Creates .dev.vars from the example on first run, so a fresh clone starts with working settings. */
export function ensureDevVars(): void {
  if (!existsSync(".dev.vars")) {
    copyFileSync(".dev.vars.example", ".dev.vars");
    console.log("Created .dev.vars from .dev.vars.example (edit it to change local settings).");
  }
}

/** Reads KEY=VALUE lines (comments and blanks ignored; surrounding quotes removed). */
export function readDevVars(path = ".dev.vars"): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const line of readFileSync(path, "utf8").split(/\r?\n/)) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match || line.trimStart().startsWith("#")) continue;
    vars[match[1]!] = match[2]!.replace(/^(["'])(.*)\1$/, "$2");
  }
  return vars;
}
