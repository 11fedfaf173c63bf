import { readFileSync } from "node:fs";

/**
 * The public origin for canonical and Open Graph URLs: SITE_URL from the environment, else the
 * SITE_URL of wrangler.toml's [vars] (the value the Worker uses too).
 */
export function siteUrlFromConfig(): string {
  const fromEnv = process.env.SITE_URL;
  const fromToml = /^\s*SITE_URL\s*=\s*"([^"]+)"/m.exec(readFileSync("wrangler.toml", "utf8"))?.[1];
  const url = fromEnv ?? fromToml;
  if (!url) throw new Error("SITE_URL is not set in wrangler.toml [vars] or the environment.");
  return url.replace(/\/+$/, "");
}
