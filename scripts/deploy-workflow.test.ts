/**
 * What the deploy workflow's secrets can reach (docs/decisions/018-publishing-and-deploy-secrets.md):
 * the job that runs the repository's code (tests, build) has none, and the Cloudflare token is given
 * only to the steps that run wrangler.
 */
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { parse } from "yaml";

type Step = { name?: string; run?: string; uses?: string; env?: Record<string, string> };
type Job = { env?: Record<string, string>; steps: Step[] };
const workflow = parse(readFileSync(".github/workflows/deploy.yml", "utf8")) as { jobs: Record<string, Job> };
const usesSecrets = (value: unknown) => JSON.stringify(value ?? {}).includes("secrets.");

it("the job that tests and builds has no secrets", () => {
  const test = workflow.jobs.test!;
  expect(test.steps.some((step) => step.run?.includes(".ci/run"))).toBe(true);
  expect(test.steps.some((step) => step.run === "npm run build")).toBe(true);
  expect(usesSecrets(test)).toBe(false);
});

it("the Cloudflare token reaches only the steps that run wrangler, never the job", () => {
  const deploy = workflow.jobs.deploy!;
  expect(usesSecrets(deploy.env)).toBe(false);
  const withSecrets = deploy.steps.filter((step) => usesSecrets(step.env));
  expect(withSecrets.map((step) => step.run)).toEqual([
    "npx wrangler secret list > secrets.json",
    "npx wrangler d1 migrations apply DB --remote",
    "npx wrangler deploy",
  ]);
  // The deploy ships the build the secretless job made; it builds nothing itself.
  expect(deploy.steps.some((step) => step.run?.includes("npm run build"))).toBe(false);
  expect(deploy.steps.some((step) => step.uses?.startsWith("actions/download-artifact"))).toBe(true);
});
