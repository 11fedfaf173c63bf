import { describe, expect, it } from "vitest";
import type { Env } from "./env";
import { DEFAULT_LIMITS, SITEVERIFY_URL, settings } from "./settings";

const env = (vars: Record<string, string | undefined> = {}) =>
  ({ SITE_URL: "https://saguaro.example/", ...vars }) as unknown as Env;

describe("settings", () => {
  it("gives the defaults for an environment with only SITE_URL", () => {
    const s = settings(env());
    expect(s.siteBase).toBe("https://saguaro.example");
    expect(s.siteOrigin).toBe("https://saguaro.example");
    expect(s.limits).toEqual(DEFAULT_LIMITS);
    expect(s.projectCacheSeconds).toBe(15);
    expect(s.recaptcha).toEqual({ secret: undefined, minScore: 0.5, verifyUrl: SITEVERIFY_URL });
    expect(s.plans.provider).toBe("auto");
    expect(s.github).toBeNull();
    expect(s.developmentHelpers).toBe(false);
  });

  it("reads numbers, and falls back to the default for blank or unusable ones", () => {
    const s = settings(
      env({
        CONTACT_RATE_LIMIT: "1000",
        PLAN_RATE_LIMIT: " ",
        MATCH_RATE_LIMIT: "-3",
        PROJECT_CACHE_SECONDS: "0",
        RECAPTCHA_MIN_SCORE: "high",
      }),
    );
    expect(s.limits).toEqual({ contact: 1000, plans: DEFAULT_LIMITS.plans, searches: DEFAULT_LIMITS.searches });
    expect(s.projectCacheSeconds).toBe(0);
    expect(s.recaptcha.minScore).toBe(0.5);
  });

  it("treats blank strings as unset and trims the rest", () => {
    const s = settings(env({ MAIL_API_KEY: "   ", MAIL_FROM: " Saguaro <hello@saguaro.example> ", JWT_SECRET: "" }));
    expect(s.mail.apiKey).toBeUndefined();
    expect(s.mail.from).toBe("Saguaro <hello@saguaro.example>");
    expect(s.jwtSecret).toBeUndefined();
  });

  it("sets up GitHub publishing only with both a token and a repository", () => {
    expect(settings(env({ GITHUB_TOKEN: "t" })).github).toBeNull();
    expect(settings(env({ GITHUB_TOKEN: "t", GITHUB_REPOSITORY: "o/r" })).github).toEqual({
      token: "t",
      repository: "o/r",
      apiUrl: "https://api.github.com",
      direct: false,
    });
    expect(
      settings(env({ GITHUB_TOKEN: "t", GITHUB_REPOSITORY: "o/r", GITHUB_PUBLISH: "direct" })).github?.direct,
    ).toBe(true);
  });

  it("turns the development helpers on only for a localhost SITE_URL", () => {
    expect(settings(env({ ENVIRONMENT: "development", SITE_URL: "http://127.0.0.1:8787" })).developmentHelpers).toBe(
      true,
    );
    expect(settings(env({ ENVIRONMENT: "development" })).developmentHelpers).toBe(false);
  });

  it("refuses a missing or non-http SITE_URL", () => {
    expect(() => settings({} as Env)).toThrow(/SITE_URL/);
    expect(() => settings(env({ SITE_URL: "ftp://saguaro.example" }))).toThrow(/SITE_URL must be http\(s\)/);
  });

  it("parses an environment once", () => {
    const once = env();
    expect(settings(once)).toBe(settings(once));
  });
});
