import { env } from "cloudflare:workers";
import * as v from "valibot";
import { projects } from "../../schema/tables";
import { projectInputSchema } from "../../schema/validation";
import type { ProjectInput } from "../../schema/types";
import { database } from "../services/db";

let counter = 0;

/** A complete, valid project; override what a test is about. */
export function projectInput(overrides: Partial<ProjectInput> = {}): ProjectInput {
  counter += 1;
  const title = overrides.title ?? `Sample Project ${counter}`;
  return v.parse(projectInputSchema, {
    title,
    slug: title,
    description: "A description.",
    summary: "A summary.",
    clientName: "Client Co",
    services: ["Web Design"],
    technologies: ["React"],
    imageUrl: "/images/projects/sample.svg",
    galleryImages: null,
    challenge: "A challenge.",
    solution: "A solution.",
    results: "Results.",
    featured: false,
    ...overrides,
  });
}

export async function insertProjects(...inputs: ProjectInput[]) {
  return database(env.DB).insert(projects).values(inputs).returning({ id: projects.id, slug: projects.slug });
}

/** Calls the app the way workerd would, with the test's real bindings (plus any overrides). */
export async function request(path: string, init?: RequestInit, overrides: Partial<typeof env> = {}) {
  const { default: app } = await import("../index");
  return app.request(path, init, { ...env, ...overrides });
}

/** A JSON POST from a given client address. */
export function postJson(path: string, body: unknown, overrides: Partial<typeof env> = {}, ip = "203.0.113.7") {
  return request(
    path,
    {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
      body: JSON.stringify(body),
    },
    overrides,
  );
}

export async function countRows(table: string): Promise<number> {
  const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>();
  return row!.n;
}
