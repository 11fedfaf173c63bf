/**
 * The server of the production-mode browser tests (e2e/production.spec.ts): the site as a studio
 * deploys it (scripts/lib/production-site.ts). It starts the local stand-ins of reCAPTCHA, the email
 * API, the chat-completions API and GitHub, registers the site's keys with them, builds the site as
 * the deploy workflow does (with the reCAPTCHA site key and the public address), creates a fresh
 * database with a staff account hashed with this run's pepper, and serves it with `wrangler dev` over
 * https with every production setting in an env file (no .dev.vars, no ENVIRONMENT).
 * Playwright starts and ends it (webServer in playwright.config.ts), so it runs in the foreground.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { editablePaths } from "#schema/site/site-files.ts";
import { hashPassword } from "#worker/features/auth/passwords.ts";
import { executeFileD1 } from "./lib/d1";
import { devServerArgs, freshState } from "./lib/dev-server";
import { startChatStandIn } from "./lib/chat-stand-in";
import { startGitHubStandIn } from "./lib/github-stand-in";
import { startMailStandIn } from "./lib/mail-stand-in";
import { productionSettings, productionSite } from "./lib/production-site";
import { startRecaptchaStandIn } from "./lib/recaptcha-stand-in";
import { offlineEnv, run, wrangler } from "./lib/wrangler";

const { standIns, recaptcha, mail, chat, github, owner } = productionSite;
const portOf = (origin: string) => Number(new URL(origin).port);

async function control(url: string, body: unknown) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
}

await startRecaptchaStandIn(portOf(standIns.recaptcha));
await startMailStandIn(portOf(standIns.mail));
await startChatStandIn(portOf(standIns.chat));
await startGitHubStandIn(portOf(standIns.github));
await control(`${standIns.recaptcha}/__stand-in/recaptcha/sites`, recaptcha);
await control(`${standIns.mail}/__stand-in/mail/accounts`, { key: mail.key });
await control(`${standIns.chat}/__stand-in/chat/accounts`, { key: chat.key, models: [chat.model] });
await control(`${standIns.github}/__stand-in/repos/${github.repository}`, {
  token: github.token,
  files: Object.fromEntries([...editablePaths].map((path) => [path, readFileSync(path, "utf8")])),
});

const folder = mkdtempSync(join(tmpdir(), "saguaro-production-"));
// Inside the checkout, where the prerender finds the packages the server bundle imports.
const build = "dist/production-site";
await run("npx", ["tsx", "scripts/build.ts"], {
  env: {
    ...offlineEnv,
    SITE_BUILD_DIR: build,
    SITE_URL: productionSite.origin,
    VITE_RECAPTCHA_SITE_KEY: recaptcha.siteKey,
  },
  stdio: ["ignore", "ignore", "inherit"],
});

const secrets = { jwtSecret: randomBytes(32).toString("base64url"), pepper: randomBytes(32).toString("base64url") };
const state = await freshState(folder);
// The seed's dev admin was hashed with the development pepper: production has its own account.
const accountSql = join(folder, "owner.sql");
const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
writeFileSync(
  accountSql,
  `DELETE FROM admin_users;\nINSERT INTO admin_users (username, email, password_hash) VALUES (${quote(owner.username)}, ${quote(owner.email)}, ${quote(await hashPassword(owner.password, secrets.pepper))});\n`,
);
await executeFileD1({ remote: false, persistTo: state }, accountSql);

const envFile = join(folder, "production.env");
writeFileSync(
  envFile,
  Object.entries(productionSettings(secrets))
    .map(([name, value]) => `${name}=${JSON.stringify(value)}`)
    .join("\n"),
);

await wrangler([
  ...devServerArgs({
    port: productionSite.port,
    inspectorPort: productionSite.port + 450,
    persistTo: state,
    assets: join(build, "client"),
  }),
  "--local-protocol",
  "https",
  "--env-file",
  envFile,
]);
