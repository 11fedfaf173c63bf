/**
 * The real-content scenario of `npm run bench`: six 12-megapixel phone photos, made at run time
 * (scripts/lib/photos.ts), uploaded through the admin API as staff do in the Image Manager and set
 * as the images of the six newest projects (the first page of the portfolio, and the project page
 * measured). Then Lighthouse (mobile) on Home, the portfolio and a project page, beside the floor page
 * and the photo floor: the floor led by the portfolio's first photo (scripts/lib/floor-pages.ts).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { benchPages, type PageScores } from "./bench-pages";
import { readDevVars } from "./lib/dev-vars";
import { photoFloorPage } from "./lib/floor-pages";
import { phonePhoto } from "./lib/photos";
import { signIn } from "./lib/staff-session";

export type PhotoUpload = {
  name: string;
  bytes: number;
  uploadMs: number;
  width: number;
  height: number;
  variants: number;
};
export type PhotoScenario = { uploads: PhotoUpload[]; projectPage: string; pages: PageScores[] };

const PHOTOS = 6;

type Project = Record<string, unknown> & { id: number; slug: string };

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * `floor` is served from `assets`, the folder of static files the server is serving (its copy of the
 * built site); the photo floor is written there as `<photoFloor>.html` once the photos are in place.
 */
export async function benchPhotos(
  baseUrl: string,
  assets: string,
  references: { floor: string; photoFloor: string },
  runs: number,
): Promise<PhotoScenario> {
  // The dev admin (.dev.vars), as staff in the Image Manager.
  const vars = readDevVars();
  const staff = await signIn(baseUrl, vars.ADMIN_USERNAME!, vars.ADMIN_PASSWORD!);
  const { data: projects } = await json<{ data: Project[] }>(await fetch(`${baseUrl}/api/projects`));
  const uploads: PhotoUpload[] = [];
  for (const [i, project] of projects.slice(0, PHOTOS).entries()) {
    const photo = await phonePhoto({ seed: i + 1 });
    const name = `IMG_${4201 + i}.JPG`;
    const form = new FormData();
    form.append("file", new File([new Uint8Array(photo)], name, { type: "image/jpeg" }));
    const started = performance.now();
    const { data: image } = await json<{ data: { url: string; width: number; height: number; variants: unknown[] } }>(
      await fetch(`${baseUrl}/api/admin/upload`, { method: "POST", headers: staff, body: form }),
    );
    const uploadMs = Math.round(performance.now() - started);
    uploads.push({
      name,
      bytes: photo.length,
      uploadMs,
      width: image.width,
      height: image.height,
      variants: image.variants.length,
    });
    console.log(
      `  uploaded ${name} (${(photo.length / 1024 / 1024).toFixed(2)} MB) in ${uploadMs} ms → ${project.slug}`,
    );

    // Lists carry card fields; the form sends the whole project.
    const { data: full } = await json<{ data: Project }>(await fetch(`${baseUrl}/api/projects/slug/${project.slug}`));
    const { id, media: _media, ...fields } = full;
    await json(
      await fetch(`${baseUrl}/api/projects/${id}`, {
        method: "PATCH",
        headers: { ...staff, "Content-Type": "application/json" },
        body: JSON.stringify({ ...fields, imageUrl: image.url }),
      }),
    );
    // A save is a new version; visitors see it once it is published.
    await json(
      await fetch(`${baseUrl}/api/projects/${id}/publish`, {
        method: "POST",
        headers: { ...staff, "Content-Type": "application/json" },
        body: "{}",
      }),
    );
  }
  const projectPage = `/projects/${projects[0]!.slug}`;
  await writePhotoFloor(baseUrl, assets, references);
  const { floor, photoFloor } = references;
  const paths = ["/", "/projects", projectPage, floor, photoFloor];
  const pages = await benchPages(baseUrl, paths, runs, ["mobile"], [floor, photoFloor]);
  return { uploads, projectPage, pages };
}

/** The floor led by the portfolio's first photo, as `/projects` shows and preloads it; served once written. */
async function writePhotoFloor(
  baseUrl: string,
  assets: string,
  { floor, photoFloor }: { floor: string; photoFloor: string },
) {
  const portfolio = await fetch(`${baseUrl}/projects`);
  const link = portfolio.headers.get("Link");
  if (!portfolio.ok || !link) throw new Error(`/projects answered ${portfolio.status} without a preload of its lead`);
  const html = photoFloorPage(readFileSync(join(assets, `${floor}.html`), "utf8"), await portfolio.text(), link);
  writeFileSync(join(assets, `${photoFloor}.html`), html);
  // wrangler dev serves a file added to its assets folder after a moment.
  for (let waited = 0; ; waited += 250) {
    const answer = await fetch(new URL(photoFloor, baseUrl));
    await answer.arrayBuffer();
    if (answer.ok) return;
    if (waited > 15_000) throw new Error(`${photoFloor} was written but is not served`);
    await sleep(250);
  }
}
