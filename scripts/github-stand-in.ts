/**
 * Runs the local GitHub stand-in (scripts/lib/github-stand-in.ts) to try the Code Editor's
 * publishing without a GitHub account: it holds one repository, saguaro-studio/site, with the
 * editable files of this checkout on `main`, and prints the settings that point `npm start` at it.
 *
 *   npm run github:stand-in [-- --port 8790]
 *
 * Its state is at http://127.0.0.1:<port>/__stand-in/repos/saguaro-studio/site (branches, files,
 * pull requests); POST .../pulls/<n>/merge merges one.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { editablePaths } from "#schema/site/site-files.ts";
import { startGitHubStandIn } from "./lib/github-stand-in";

const { values } = parseArgs({ options: { port: { type: "string", default: "8790" } } });
const repository = "saguaro-studio/site";
const token = "local-stand-in-token";

const { url } = await startGitHubStandIn(Number(values.port));
const files = Object.fromEntries([...editablePaths].map((path) => [path, readFileSync(path, "utf8")]));
const seeded = await fetch(`${url}/__stand-in/repos/${repository}`, {
  method: "POST",
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify({ token, files }),
});
if (!seeded.ok) throw new Error(`seeding the stand-in failed: ${seeded.status}`);

console.log(`GitHub stand-in on ${url} with ${repository} (${editablePaths.size} files on main).`);
console.log("Add to .dev.vars and restart npm start:");
console.log(`  GITHUB_TOKEN=${token}\n  GITHUB_REPOSITORY=${repository}\n  GITHUB_API_URL=${url}`);
console.log(`State: ${url}/__stand-in/repos/${repository}`);
