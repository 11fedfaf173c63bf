/**
 * The settings a deployed site cannot do without (README "Configuration", docs/decisions/015-human-checks-and-held-messages.md):
 * one list for the Worker, which reports what is missing at /api/health and fails closed, and for
 * `npm run check:config`, which the deploy workflow runs before it deploys. No imports: both the
 * Worker and the Node script compile it.
 */
export const productionSettings = [
  { name: "JWT_SECRET", strong: true, without: "staff cannot sign in" },
  { name: "PASSWORD_PEPPER", strong: true, without: "staff cannot sign in" },
  { name: "RECAPTCHA_SECRET_KEY", strong: false, without: "contact messages are held for review; AI tools refuse" },
  { name: "MAIL_API_KEY", strong: false, without: "no mail is sent: no message notices, no password resets" },
  { name: "MAIL_FROM", strong: false, without: "the email API refuses every mail" },
] as const;

export type ProductionSetting = (typeof productionSettings)[number]["name"];

/** The shortest secret accepted on a deployed site (`openssl rand -base64 32` gives 44 characters). */
export const MIN_SECRET_LENGTH = 32;

/**
 * A signing secret or pepper anyone could know: the example's, a placeholder, or too short to resist
 * guessing. Sessions signed with a public secret can be forged.
 */
export function isWeakSecret(value: string): boolean {
  return value.length < MIN_SECRET_LENGTH || /change-?me|dev-only|example|test-|placeholder|secret-here/i.test(value);
}

export type ConfigProblem = { name: ProductionSetting; problem: "missing" | "an example or too short" };

/** What is wrong with a deployed site's settings, by name; `values` are the settings as set (blank is unset). */
export function configurationProblems(values: Partial<Record<ProductionSetting, string>>): ConfigProblem[] {
  return productionSettings.flatMap(({ name, strong }): ConfigProblem[] => {
    const value = values[name]?.trim();
    if (!value) return [{ name, problem: "missing" }];
    if (strong && isWeakSecret(value)) return [{ name, problem: "an example or too short" }];
    return [];
  });
}
