import { and, desc, eq, gt, lte } from "drizzle-orm";
import { jwtVerify, SignJWT } from "jose";
import { projectPreviewLinks } from "#schema/tables.ts";
import type { PreviewLink, StoredProject } from "#schema/types.ts";
import type { Database } from "#worker/platform/db.ts";
import { findWorkingCopy } from "./versions";

/**
 * Preview links (docs/decisions/025-project-drafts-and-versions.md): a project's page at its working
 * copy's slug with `?preview=<token>` shows the working copy, as visitors will see it once published,
 * to whoever holds the link. The token is an HS256 JWT signed with JWT_SECRET (audience of its own, so
 * it is never a session and a session is never a preview) naming the project and its link's row;
 * it expires, and deleting the row revokes it at once. The token is not stored: the row's times are
 * the token's, so staff can copy a link again.
 */

/** What a preview answers with, its page and its read: kept by no cache, shown by no search engine. */
export const PRIVATE_PAGE_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

/** How long a preview link works. */
export const PREVIEW_LINK_SECONDS = 7 * 24 * 60 * 60;

const ISSUER = "saguaro-digital";
const AUDIENCE = "saguaro-digital-preview";
/** What a token looks like: base64url parts and dots. Anything else is not read at all. */
const TOKEN_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/;

type LinkRow = typeof projectPreviewLinks.$inferSelect;

const key = (secret: string) => new TextEncoder().encode(secret);

function signPreviewToken(link: Pick<LinkRow, "id" | "projectId" | "issuedAt" | "expiresAt">, secret: string) {
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(link.projectId))
    .setJti(String(link.id))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(link.issuedAt)
    .setExpirationTime(link.expiresAt)
    .sign(key(secret));
}

/** The project and link a valid, unexpired token names; null for anything else. */
async function readPreviewToken(token: string, secret: string, now: Date) {
  if (!TOKEN_SHAPE.test(token)) return null;
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
    });
    const projectId = Number(payload.sub);
    const linkId = Number(payload.jti);
    if (!Number.isSafeInteger(projectId) || !Number.isSafeInteger(linkId)) return null;
    return { projectId, linkId };
  } catch {
    return null;
  }
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const isoOf = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString();

/** The page the link opens: the working copy's page, with the token. */
const previewPath = (slug: string, token: string) => `/projects/${encodeURIComponent(slug)}?preview=${token}`;

async function linkOf(row: LinkRow, slug: string, secret: string): Promise<PreviewLink> {
  return {
    id: row.id,
    path: previewPath(slug, await signPreviewToken(row, secret)),
    createdAt: isoOf(row.issuedAt),
    expiresAt: isoOf(row.expiresAt),
    author: row.authorName,
  };
}

/** A new preview link to the project's working copy (whose slug the link's page uses); expired links of the project go. */
export async function createPreviewLink(
  db: Database,
  secret: string,
  project: { id: number; slug: string },
  author: { id: number; name: string },
  now: Date,
): Promise<PreviewLink> {
  const issuedAt = seconds(now);
  const [, [row]] = await db.batch([
    db
      .delete(projectPreviewLinks)
      .where(and(eq(projectPreviewLinks.projectId, project.id), lte(projectPreviewLinks.expiresAt, issuedAt))),
    db
      .insert(projectPreviewLinks)
      .values({
        projectId: project.id,
        issuedAt,
        expiresAt: issuedAt + PREVIEW_LINK_SECONDS,
        authorId: author.id,
        authorName: author.name,
      })
      .returning(),
  ]);
  return linkOf(row!, project.slug, secret);
}

/** The project's links that still work, newest first, each opening the working copy's page. */
export async function listPreviewLinks(
  db: Database,
  secret: string,
  project: { id: number; slug: string },
  now: Date,
): Promise<PreviewLink[]> {
  const rows = await db
    .select()
    .from(projectPreviewLinks)
    .where(and(eq(projectPreviewLinks.projectId, project.id), gt(projectPreviewLinks.expiresAt, seconds(now))))
    .orderBy(desc(projectPreviewLinks.id));
  return Promise.all(rows.map((row) => linkOf(row, project.slug, secret)));
}

/** Whether the project had that link to revoke. */
export async function revokePreviewLink(db: Database, projectId: number, linkId: number): Promise<boolean> {
  const deleted = await db
    .delete(projectPreviewLinks)
    .where(and(eq(projectPreviewLinks.id, linkId), eq(projectPreviewLinks.projectId, projectId)))
    .returning({ id: projectPreviewLinks.id });
  return deleted.length > 0;
}

/**
 * The working copy a preview token opens at `slug`: undefined unless the token is valid and unexpired,
 * its link has not been revoked, and `slug` is the working copy's.
 */
export async function findPreview(
  db: Database,
  secret: string | undefined,
  token: string,
  slug: string,
  now: Date,
): Promise<StoredProject | undefined> {
  if (!secret) return undefined;
  const claims = await readPreviewToken(token, secret, now);
  if (!claims) return undefined;
  const [link] = await db
    .select({ id: projectPreviewLinks.id })
    .from(projectPreviewLinks)
    .where(
      and(
        eq(projectPreviewLinks.id, claims.linkId),
        eq(projectPreviewLinks.projectId, claims.projectId),
        gt(projectPreviewLinks.expiresAt, seconds(now)),
      ),
    )
    .limit(1);
  if (!link) return undefined;
  const working = await findWorkingCopy(db, claims.projectId);
  return working?.project.slug === slug ? working.project : undefined;
}
