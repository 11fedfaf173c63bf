import type { ProjectInput } from "../types";

export type SeedAdmin = { username: string; email: string; passwordHash: string };

/**
 * A SQL literal: NULL, a number, or text in single quotes with quotes doubled. Line breaks become
 * char(10)/char(13) so every statement stays on one line, whatever splits the file into statements.
 */
export function sqlLiteral(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "number") return String(value);
  const quoted = `'${value.replaceAll("'", "''")}'`;
  return quoted.replaceAll("\n", "' || char(10) || '").replaceAll("\r", "' || char(13) || '");
}

const json = (value: string[] | null | undefined) => sqlLiteral(value ? JSON.stringify(value) : null);

/**
 * SQL that fills an empty database: the sample portfolio (published) and the dev admin.
 *
 * A database counts as empty while it has no admin account, so data entered after the first start is
 * never touched again, even if staff delete every sample project. Each insert is guarded on its own
 * (and slugs are unique), so a run that was cut off half-way completes on the next start.
 */
export function buildSeedSql(projects: ProjectInput[], admin: SeedAdmin): string {
  const fresh = "NOT EXISTS (SELECT 1 FROM admin_users)";
  const statements = projects.map(
    (p) =>
      `INSERT OR IGNORE INTO projects (title, slug, description, summary, client_name, services, technologies, ` +
      `image_url, gallery_images, challenge, solution, results, testimonial, testimonial_author, project_url, featured, ` +
      `budget_min, budget_max, duration_weeks, cost_public, status, published_at) ` +
      `SELECT ${[
        sqlLiteral(p.title),
        sqlLiteral(p.slug),
        sqlLiteral(p.description),
        sqlLiteral(p.summary),
        sqlLiteral(p.clientName),
        json(p.services),
        json(p.technologies),
        sqlLiteral(p.imageUrl),
        json(p.galleryImages),
        sqlLiteral(p.challenge),
        sqlLiteral(p.solution),
        sqlLiteral(p.results),
        sqlLiteral(p.testimonial),
        sqlLiteral(p.testimonialAuthor),
        sqlLiteral(p.projectUrl || null),
        sqlLiteral(p.featured),
        sqlLiteral(p.budgetMin),
        sqlLiteral(p.budgetMax),
        sqlLiteral(p.durationWeeks),
        sqlLiteral(p.costPublic),
        // The sample portfolio is public from the start.
        sqlLiteral("published"),
        "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')",
      ].join(", ")} WHERE ${fresh};`,
  );
  statements.push(
    `INSERT INTO admin_users (username, email, password_hash) SELECT ${sqlLiteral(admin.username)}, ` +
      `${sqlLiteral(admin.email)}, ${sqlLiteral(admin.passwordHash)} WHERE ${fresh};`,
  );
  return statements.join("\n") + "\n";
}
