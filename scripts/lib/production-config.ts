import { configurationProblems, productionSettings } from "#worker/platform/config-check.ts";

/**
 * The deploy workflow's check of a site's settings before it deploys (`npm run check:config`), from
 * what it can see without reading secret values: the [vars] of wrangler.toml, the names `wrangler
 * secret list` prints, an env file, and the build's environment. The rules are the Worker's own
 * (worker/platform/config-check.ts), which /api/health applies to the values after the deploy.
 */

/** `NAME = "value"` lines of wrangler.toml's [vars] table. */
export function tomlVars(toml: string): Record<string, string> {
  const section = /^\[vars\]\s*$([\s\S]*?)(?=^\s*\[|(?![\s\S]))/m.exec(toml)?.[1] ?? "";
  return Object.fromEntries(
    [...section.matchAll(/^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*"([^"]*)"/gm)].map((match) => [match[1]!, match[2]!]),
  );
}

/** The names in `wrangler secret list` output (JSON: `[{ "name": ..., "type": "secret_text" }]`). */
export function secretNames(listOutput: string): string[] {
  // Anything wrangler prints around the list (a banner, a warning) is not part of it.
  const list = listOutput.slice(listOutput.indexOf("["), listOutput.lastIndexOf("]") + 1);
  let parsed: unknown;
  try {
    parsed = JSON.parse(list);
  } catch {
    parsed = undefined;
  }
  if (!Array.isArray(parsed)) throw new Error("`wrangler secret list` output is not a JSON list.");
  return parsed.map((entry: { name?: unknown }) => {
    if (typeof entry?.name !== "string") throw new Error("`wrangler secret list` output has an entry without a name.");
    return entry.name;
  });
}

export type ConfigSources = {
  /** wrangler.toml's [vars]: values. */
  vars: Record<string, string>;
  /** Worker secrets known by name only. */
  secretNames?: string[];
  /** An env file's settings: values. */
  envFile?: Record<string, string>;
  /** The build's environment (VITE_RECAPTCHA_SITE_KEY is built into the pages). */
  buildEnv: Record<string, string | undefined>;
};

const LOCAL = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?(\/|$)/i;
/** Stands in for a secret whose value cannot be read: it is set, and its strength is checked after the deploy. */
const SET_BUT_UNREAD = "set-but-not-readable-".padEnd(64, "x");

/** Every problem that would make the deployed site fail closed, as lines to print; empty when ready. */
export function productionConfigProblems(sources: ConfigSources): string[] {
  // A blank value is unset: it does not hide the same setting given elsewhere.
  const given = (record: Record<string, string> = {}) => Object.entries(record).filter(([, value]) => value.trim());
  const values: Record<string, string | undefined> = Object.fromEntries([
    ...given(sources.vars),
    ...given(sources.envFile),
  ]);
  for (const name of sources.secretNames ?? []) values[name] ??= SET_BUT_UNREAD;
  const problems: string[] = [];
  const siteUrl = values.SITE_URL;
  if (!siteUrl) problems.push("SITE_URL is missing: set it in wrangler.toml [vars].");
  else if (LOCAL.test(siteUrl)) problems.push(`SITE_URL is ${siteUrl}, a local address: set the public address.`);
  for (const { name, problem } of configurationProblems(values)) {
    const setting = productionSettings.find((s) => s.name === name)!;
    problems.push(`${name} is ${problem} (without it ${setting.without}).`);
  }
  const siteKey = sources.buildEnv.VITE_RECAPTCHA_SITE_KEY ?? sources.envFile?.VITE_RECAPTCHA_SITE_KEY;
  if (!siteKey?.trim()) {
    problems.push("VITE_RECAPTCHA_SITE_KEY is missing from the build (without it every form's check fails).");
  }
  return problems;
}
