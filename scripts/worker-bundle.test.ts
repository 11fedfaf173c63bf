/**
 * Which of the Code Editor's files run in the Worker is read off the Worker as `wrangler deploy`
 * bundles it (its source map), not decided by folder: publishing sends each of them through a pull
 * request (schema/site/site-files.ts `serverCodePaths`, docs/decisions/018-publishing-and-deploy-secrets.md).
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { promisify } from "node:util";
import { expect, it } from "vitest";
import { editablePaths, serverCodePaths } from "#schema/site/site-files.ts";
import { offlineEnv } from "./lib/wrangler";

it("the editable files in the Worker bundle are exactly the ones publishing treats as server code", async () => {
  const out = mkdtempSync(join(tmpdir(), "worker-bundle-"));
  await promisify(execFile)("npx", ["wrangler", "deploy", "--dry-run", "--outdir", out], { env: offlineEnv });
  const map = JSON.parse(readFileSync(join(out, "index.js.map"), "utf8")) as { sources: string[] };
  const bundled = new Set(map.sources.map((source) => relative(process.cwd(), resolve(out, source))));
  // The bundle is what it seems: the Worker's own entry and a page it renders are in it.
  expect(bundled).toContain("worker/index.ts");
  expect(bundled).toContain("web/src/pages/Home.tsx");
  const inWorker = [...editablePaths].filter((path) => bundled.has(path)).sort();
  expect([...serverCodePaths].sort()).toEqual(inWorker);
}, 60_000);
