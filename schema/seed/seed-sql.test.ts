import { env } from "cloudflare:workers";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { projectInputSchema } from "../validation";
import { seedProjects } from "./projects";
import { buildSeedSql, type SeedAdmin } from "./seed-sql";

const admin: SeedAdmin = { username: "admin", email: "admin@example.com", passwordHash: "pbkdf2-sha256$v1$1$a$b" };
const projects = seedProjects.map((p) => v.parse(projectInputSchema, p));

async function count(table: string): Promise<number> {
  const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>();
  return row!.n;
}

describe("the sample portfolio", () => {
  it("has at least 8 valid projects, 3 or more featured, with varied services and technologies", () => {
    expect(seedProjects.length).toBeGreaterThanOrEqual(8);
    for (const project of seedProjects) {
      expect(() => v.parse(projectInputSchema, project), project.title).not.toThrow();
    }
    expect(seedProjects.filter((p) => p.featured).length).toBeGreaterThanOrEqual(3);
    expect(new Set(seedProjects.flatMap((p) => p.services)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(seedProjects.flatMap((p) => p.technologies)).size).toBeGreaterThanOrEqual(15);
    expect(new Set(seedProjects.map((p) => p.slug)).size).toBe(seedProjects.length);
  });
});

describe("buildSeedSql", () => {
  it("fills an empty database with the portfolio and the dev admin, text kept exactly", async () => {
    await env.DB.exec(buildSeedSql(projects, admin));

    expect(await count("projects")).toBe(projects.length);
    // The sample portfolio is public from the start.
    const states = await env.DB.prepare("SELECT DISTINCT status FROM projects WHERE published_at IS NOT NULL").all();
    expect(states.results).toEqual([{ status: "published" }]);
    const user = await env.DB.prepare("SELECT username, email, password_hash FROM admin_users").first();
    expect(user).toEqual({ username: "admin", email: "admin@example.com", password_hash: admin.passwordHash });

    const withParagraphs = projects.find((p) => p.description.includes("\n"))!;
    const stored = await env.DB.prepare("SELECT description, services FROM projects WHERE slug = ?")
      .bind(withParagraphs.slug)
      .first<{ description: string; services: string }>();
    expect(stored!.description).toBe(withParagraphs.description);
    expect(JSON.parse(stored!.services)).toEqual(withParagraphs.services);
  });

  it("keeps quotes in text intact", async () => {
    const tricky = { ...projects[0]!, slug: "tricky", title: 'Bob\'s "Shop"; DROP TABLE projects; --' };
    await env.DB.exec(buildSeedSql([tricky], admin));
    const row = await env.DB.prepare("SELECT title FROM projects WHERE slug = 'tricky'").first<{ title: string }>();
    expect(row!.title).toBe(tricky.title);
  });

  it("changes nothing once the database has an admin: data entered before is kept", async () => {
    await env.DB.exec(buildSeedSql(projects, admin));
    await env.DB.exec(`DELETE FROM projects WHERE slug = '${projects[0]!.slug}'`);
    await env.DB.exec("UPDATE projects SET title = 'Edited by staff' WHERE id = (SELECT max(id) FROM projects)");

    await env.DB.exec(buildSeedSql(projects, { ...admin, username: "other", email: "other@example.com" }));

    expect(await count("projects")).toBe(projects.length - 1);
    expect(await count("admin_users")).toBe(1);
    const titles = await env.DB.prepare("SELECT title FROM projects").all<{ title: string }>();
    expect(titles.results.map((r) => r.title)).toContain("Edited by staff");
  });

  it("completes a seed that was cut off before the admin was created", async () => {
    const half = buildSeedSql(projects, admin).split("\n").slice(0, 3).join("\n");
    await env.DB.exec(half);
    expect(await count("projects")).toBe(3);

    await env.DB.exec(buildSeedSql(projects, admin));
    expect(await count("projects")).toBe(projects.length);
    expect(await count("admin_users")).toBe(1);
  });
});
