import { settings } from "./settings";

/**
 * Bindings and settings of the Worker: generated from wrangler.toml and .dev.vars.example by
 * `npm run types` into worker/worker-configuration.d.ts (`npm run typecheck` fails when it is out of
 * date). Any setting may be unset, so they are optional here; code reads them through settings(env)
 * (worker/platform/settings.ts), which checks and types them once. Workers AI is opt-in (its
 * binding is commented out in wrangler.toml), hence declared here.
 */
export type Env = Omit<Cloudflare.Env, SettingName> & Partial<Pick<Cloudflare.Env, SettingName>> & { AI?: Ai };

/** The string-valued entries of the generated Env: settings, which a deployment may leave unset. */
type SettingName = { [K in keyof Cloudflare.Env]: Cloudflare.Env[K] extends string ? K : never }[keyof Cloudflare.Env];

export type AppEnv = { Bindings: Env };

/** SITE_URL without a trailing slash, for building links to the site. */
export const siteBase = (env: Env) => settings(env).siteBase;
