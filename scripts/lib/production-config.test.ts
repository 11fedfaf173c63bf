import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isWeakSecret } from "#worker/platform/config-check.ts";
import { readDevVars } from "./dev-vars";
import { productionConfigProblems, secretNames, tomlVars } from "./production-config";

const ready = {
  vars: { SITE_URL: "https://saguaro-digital.example", MAIL_FROM: "Saguaro Digital <hello@saguaro-digital.example>" },
  secretNames: ["JWT_SECRET", "PASSWORD_PEPPER", "RECAPTCHA_SECRET_KEY", "MAIL_API_KEY"],
  buildEnv: { VITE_RECAPTCHA_SITE_KEY: "6Lc-site-key" },
};

describe("npm run check:config", () => {
  it("passes a deployment with every setting", () => {
    expect(productionConfigProblems(ready)).toEqual([]);
  });

  it.each(["JWT_SECRET", "PASSWORD_PEPPER", "RECAPTCHA_SECRET_KEY", "MAIL_API_KEY"])(
    "names %s when the Worker has no such secret",
    (name) => {
      const problems = productionConfigProblems({ ...ready, secretNames: ready.secretNames.filter((n) => n !== name) });
      expect(problems).toEqual([expect.stringMatching(new RegExp(`^${name} is missing`))]);
    },
  );

  it("names MAIL_FROM, a local SITE_URL and a build without the site key", () => {
    const problems = productionConfigProblems({
      ...ready,
      vars: { SITE_URL: "http://localhost:8787" },
      buildEnv: {},
    });
    expect(problems).toEqual([
      expect.stringContaining("SITE_URL is http://localhost:8787, a local address"),
      expect.stringMatching(/^MAIL_FROM is missing/),
      expect.stringMatching(/^VITE_RECAPTCHA_SITE_KEY is missing/),
    ]);
  });

  it("refuses the example's signing secret and pepper from an env file", () => {
    const example = readDevVars(".dev.vars.example");
    expect(isWeakSecret(example.JWT_SECRET!)).toBe(true);
    expect(isWeakSecret(example.PASSWORD_PEPPER!)).toBe(true);
    const problems = productionConfigProblems({
      vars: ready.vars,
      envFile: { ...example, RECAPTCHA_SECRET_KEY: "6Lc-secret", MAIL_API_KEY: "re_key" },
      buildEnv: ready.buildEnv,
    });
    expect(problems).toEqual([
      expect.stringMatching(/^JWT_SECRET is an example or too short/),
      expect.stringMatching(/^PASSWORD_PEPPER is an example or too short/),
    ]);
  });

  it("reads wrangler.toml's [vars] and wrangler secret list's names", () => {
    const vars = tomlVars(readFileSync("wrangler.toml", "utf8"));
    expect(vars.SITE_URL).toMatch(/^https?:\/\//);
    expect(vars).not.toHaveProperty("binding");
    expect(tomlVars('name = "x"\n[vars]\nA = "1"\n# B = "2"\nC = "3"\n\n[ai]\nbinding = "AI"\n')).toEqual({
      A: "1",
      C: "3",
    });
    expect(
      secretNames('[{"name":"JWT_SECRET","type":"secret_text"},{"name":"MAIL_API_KEY","type":"secret_text"}]'),
    ).toEqual(["JWT_SECRET", "MAIL_API_KEY"]);
    expect(() => secretNames('{"error": "not logged in"}')).toThrow(/not a JSON list/);
  });
});
