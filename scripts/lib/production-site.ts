/**
 * The site as a studio deploys it, on this machine (scripts/e2e-production-server.ts): a real-looking
 * domain over https (the browser maps its name to 127.0.0.1), every production setting set, no
 * ENVIRONMENT, and every outside service pointed at its local stand-in with that service's rules.
 * The production-mode browser tests (e2e/production.spec.ts) read the stand-ins through these values.
 */
const port = Number(process.env.E2E_PRODUCTION_PORT ?? 8789);
const standInPort = Number(process.env.E2E_STAND_IN_PORT ?? 8841);

export const productionSite = {
  hostname: "www.saguaro-digital.test",
  port,
  origin: `https://www.saguaro-digital.test:${port}`,
  /** Where each stand-in listens. */
  standIns: {
    recaptcha: `http://127.0.0.1:${standInPort}`,
    mail: `http://127.0.0.1:${standInPort + 1}`,
    chat: `http://127.0.0.1:${standInPort + 2}`,
    github: `http://127.0.0.1:${standInPort + 3}`,
  },
  recaptcha: { siteKey: "6LcSaguaroProductionSiteKey000000000000", secret: "6LcSaguaroProductionSecret00000000000000" },
  mail: {
    key: "re_saguaro_production_mail_key_0000000000",
    from: "Saguaro Digital <hello@saguaro-digital.test>",
    notify: "studio@saguaro-digital.test",
  },
  chat: { key: "sk-proj-saguaro-production-0000000000000000", model: "gpt-4o-mini" },
  github: { token: "github_pat_saguaro_production_000000000000", repository: "saguaro-studio/site" },
  /** The staff account the server creates (with the production pepper). */
  owner: { username: "owner", email: "owner@saguaro-digital.test", password: "saguaro desert bloom 2026" },
} as const;

/** The Worker settings of the production-mode site; signing secrets are new for each run. */
export function productionSettings(secrets: { jwtSecret: string; pepper: string }): Record<string, string> {
  const { origin, standIns, recaptcha, mail, chat, github } = productionSite;
  return {
    SITE_URL: origin,
    JWT_SECRET: secrets.jwtSecret,
    PASSWORD_PEPPER: secrets.pepper,
    RECAPTCHA_SECRET_KEY: recaptcha.secret,
    RECAPTCHA_VERIFY_URL: `${standIns.recaptcha}/recaptcha/api/siteverify`,
    MAIL_API_KEY: mail.key,
    MAIL_API_URL: `${standIns.mail}/emails`,
    MAIL_FROM: mail.from,
    CONTACT_NOTIFY_EMAIL: mail.notify,
    PLAN_PROVIDER: "openai",
    OPENAI_API_KEY: chat.key,
    OPENAI_BASE_URL: `${standIns.chat}/v1`,
    OPENAI_MODEL: chat.model,
    GITHUB_TOKEN: github.token,
    GITHUB_REPOSITORY: github.repository,
    GITHUB_API_URL: standIns.github,
  };
}
