import * as v from "valibot";
import type { Env } from "./env";
import { DEFAULT_ACTIVITY_RETENTION_DAYS } from "#schema/staff.ts";
import { configurationProblems, type ConfigProblem } from "./config-check";

/**
 * The Worker's settings (wrangler.toml `[vars]`, secrets, `.dev.vars`; README "Configuration"),
 * read and checked in one place, once per environment object: code asks `settings(env)` for typed
 * values instead of reading strings from `env`. A blank value counts as unset; a number that does not
 * parse falls back to its default, as an unset one does. SITE_URL must be an http(s) address.
 */

/** A string setting: trimmed, blank as unset. */
const text = v.pipe(
  v.optional(v.string(), ""),
  v.trim(),
  v.transform((value) => value || undefined),
);

/** A number setting, its default when unset or unusable. */
const numberSetting = (fallback: number, usable: (n: number) => boolean) =>
  v.pipe(
    text,
    v.transform((value) => {
      const n = Number(value ?? fallback);
      return usable(n) ? n : fallback;
    }),
  );
const positiveCount = (fallback: number) => numberSetting(fallback, (n) => Number.isInteger(n) && n > 0);

export const planProviders = ["auto", "workers-ai", "openai", "builtin"] as const;
export type PlanProviderChoice = (typeof planProviders)[number];

/** Rate limits: defaults, which the *_RATE_LIMIT settings override (browser tests lift them). */
export const DEFAULT_LIMITS = { contact: 5, plans: 4, searches: 60 } as const;
export const DEFAULT_PROJECT_CACHE_SECONDS = 15;

/** GitHub's REST API, unless GITHUB_API_URL names another (GitHub Enterprise, a local stand-in). */
export const GITHUB_API_URL = "https://api.github.com";

/** Google's siteverify, unless RECAPTCHA_VERIFY_URL names another (a local stand-in). */
export const SITEVERIFY_URL = "https://www.google.com/recaptcha/api/siteverify";

/** Host names of a site running on this machine (development, tests). */
const LOCAL_HOSTNAMES = ["localhost", "127.0.0.1", "[::1]"];

const settingsSchema = v.pipe(
  v.object({
    SITE_URL: v.pipe(
      v.string("SITE_URL must be set"),
      v.trim(),
      v.url("SITE_URL must be an address"),
      v.regex(/^https?:/i, "SITE_URL must be http(s)"),
    ),
    ENVIRONMENT: text,
    JWT_SECRET: text,
    PASSWORD_PEPPER: text,
    RECAPTCHA_SECRET_KEY: text,
    RECAPTCHA_VERIFY_URL: text,
    RECAPTCHA_MIN_SCORE: numberSetting(0.5, Number.isFinite),
    CONTACT_NOTIFY_EMAIL: text,
    CONTACT_RATE_LIMIT: positiveCount(DEFAULT_LIMITS.contact),
    PLAN_RATE_LIMIT: positiveCount(DEFAULT_LIMITS.plans),
    MATCH_RATE_LIMIT: positiveCount(DEFAULT_LIMITS.searches),
    PROJECT_CACHE_SECONDS: numberSetting(DEFAULT_PROJECT_CACHE_SECONDS, (n) => Number.isFinite(n) && n >= 0),
    PLAN_PROVIDER: text,
    OPENAI_API_KEY: text,
    OPENAI_BASE_URL: text,
    OPENAI_MODEL: text,
    MAIL_API_KEY: text,
    MAIL_API_URL: text,
    MAIL_FROM: text,
    GITHUB_TOKEN: text,
    GITHUB_REPOSITORY: text,
    GITHUB_API_URL: text,
    GITHUB_PUBLISH: text,
    ACTIVITY_RETENTION_DAYS: positiveCount(DEFAULT_ACTIVITY_RETENTION_DAYS),
  }),
  v.transform((s) => {
    const siteUrl = new URL(s.SITE_URL);
    const provider = (s.PLAN_PROVIDER ?? "auto").toLowerCase();
    const local = LOCAL_HOSTNAMES.includes(siteUrl.hostname);
    const problems: ConfigProblem[] = local ? [] : configurationProblems(s);
    /** A secret a deployed site may use: set, and not an example (worker/platform/config-check.ts). */
    const usable = (name: ConfigProblem["name"], value: string | undefined) =>
      problems.some((problem) => problem.name === name) ? undefined : value;
    return {
      /** The public origin, without a trailing slash: links in mail, canonical URLs. */
      siteBase: s.SITE_URL.replace(/\/+$/, ""),
      siteOrigin: siteUrl.origin,
      siteHostname: siteUrl.hostname,
      /**
       * SITE_URL is a real domain, not a localhost address: every production setting must be set
       * (worker/platform/config-check.ts), and checks that have no secret fail closed instead of being skipped.
       */
      deployed: !local,
      /** On a deployed site, the production settings that are missing or unusable (/api/health reports them). */
      configurationProblems: problems,
      /** Development helpers (the outbox) only with ENVIRONMENT=development and a localhost SITE_URL. */
      developmentHelpers: s.ENVIRONMENT === "development" && local,
      /**
       * Signs session cookies; with the pepper, needed for staff sign-in. On a deployed site an
       * example or short value counts as unset: sessions signed with a public secret could be forged.
       */
      jwtSecret: usable("JWT_SECRET", s.JWT_SECRET),
      passwordPepper: usable("PASSWORD_PEPPER", s.PASSWORD_PEPPER),
      recaptcha: {
        secret: s.RECAPTCHA_SECRET_KEY,
        minScore: s.RECAPTCHA_MIN_SCORE,
        verifyUrl: s.RECAPTCHA_VERIFY_URL ?? SITEVERIFY_URL,
      },
      mail: {
        apiKey: s.MAIL_API_KEY,
        apiUrl: s.MAIL_API_URL,
        from: s.MAIL_FROM,
        notify: s.CONTACT_NOTIFY_EMAIL,
        /** A deployed site has no outbox to read: without an email API, mail fails instead of waiting there. */
        required: !local,
      },
      limits: { contact: s.CONTACT_RATE_LIMIT, plans: s.PLAN_RATE_LIMIT, searches: s.MATCH_RATE_LIMIT },
      projectCacheSeconds: s.PROJECT_CACHE_SECONDS,
      /** How long the activity log keeps an entry (the scheduled Worker trims older ones). */
      activityRetentionDays: s.ACTIVITY_RETENTION_DAYS,
      plans: {
        // An unknown choice behaves as auto: whatever is configured.
        provider: (planProviders as readonly string[]).includes(provider) ? (provider as PlanProviderChoice) : "auto",
        openAi: { apiKey: s.OPENAI_API_KEY, baseUrl: s.OPENAI_BASE_URL, model: s.OPENAI_MODEL },
      },
      /** Publishing Code Editor saves to GitHub, when both the token and the repository are set. */
      github:
        s.GITHUB_TOKEN && s.GITHUB_REPOSITORY
          ? {
              token: s.GITHUB_TOKEN,
              repository: s.GITHUB_REPOSITORY,
              apiUrl: s.GITHUB_API_URL ?? GITHUB_API_URL,
              direct: s.GITHUB_PUBLISH === "direct",
            }
          : null,
    };
  }),
);

export type Settings = v.InferOutput<typeof settingsSchema>;

const parsed = new WeakMap<Env, Settings>();

/** The settings of this environment, parsed on first use. A SITE_URL that is missing or not an address is a configuration error. */
export function settings(env: Env): Settings {
  let result = parsed.get(env);
  if (!result) {
    const outcome = v.safeParse(settingsSchema, env);
    if (!outcome.success) {
      throw new Error(
        `Worker settings are invalid: ${outcome.issues.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`).join("; ")}`,
      );
    }
    result = outcome.output;
    parsed.set(env, result);
  }
  return result;
}
