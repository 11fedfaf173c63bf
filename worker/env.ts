import { settings } from "./settings";

/** Bindings and variables of the Worker (wrangler.toml and .dev.vars). */
export type Env = {
  DB: D1Database;
  RATE_LIMITS: KVNamespace;
  /** Uploaded images and their variants. */
  IMAGES: R2Bucket;
  /** Cloudflare Images: resizes and re-encodes uploads (locally through the sharp wrangler ships). */
  IMAGE_TRANSFORMS: ImagesBinding;
  ASSETS: Fetcher;
  AI?: Ai;
  /** Public origin of the site, used for links in mail (never the request's Host header). */
  SITE_URL: string;
  /** "development" turns on dev-only helpers such as the mail outbox endpoint. */
  ENVIRONMENT?: string;
  JWT_SECRET?: string;
  PASSWORD_PEPPER?: string;
  PLAN_PROVIDER?: string;
  RECAPTCHA_SECRET_KEY?: string;
  RECAPTCHA_MIN_SCORE?: string;
  /** Where new contact messages are announced; the company address by default. */
  CONTACT_NOTIFY_EMAIL?: string;
  /** Contact messages per client per 10 minutes (default 5). */
  CONTACT_RATE_LIMIT?: string;
  /** AI plans per client per 2 hours (default 4). */
  PLAN_RATE_LIMIT?: string;
  /** How long public project reads are kept in memory, in seconds (default 15; 0 = never). */
  PROJECT_CACHE_SECONDS?: string;
  /** Project searches per client per 10 minutes (default 60). */
  MATCH_RATE_LIMIT?: string;
  MAIL_API_KEY?: string;
  MAIL_API_URL?: string;
  MAIL_FROM?: string;
  OPENAI_API_KEY?: string;
  OPENAI_BASE_URL?: string;
  OPENAI_MODEL?: string;
  /** With GITHUB_REPOSITORY ("owner/name"), site-file saves are committed there (worker/services/publishing.ts). */
  GITHUB_TOKEN?: string;
  GITHUB_REPOSITORY?: string;
  /** GitHub's REST API (default https://api.github.com). */
  GITHUB_API_URL?: string;
  /** "pull-request" (default) or "direct": commit straight to the default branch, server code excepted. */
  GITHUB_PUBLISH?: string;
};
// Code reads these through settings(env) (worker/settings.ts), which checks and types them once.

export type AppEnv = { Bindings: Env };

/** SITE_URL without a trailing slash, for building links to the site. */
export const siteBase = (env: Env) => settings(env).siteBase;
