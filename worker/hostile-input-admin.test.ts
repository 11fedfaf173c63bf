import { env } from "cloudflare:workers";
import fc from "fast-check";
import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contactUpdateSchema, projectInputSchema } from "#schema/validation.ts";
import type { StaffProject } from "#schema/types.ts";
import { editablePaths } from "#schema/site/site-files.ts";
import { saveSchema } from "./features/site-files/routes";
import { MAX_IMAGE_BYTES } from "./features/images/uploads";
import { fixtureImage } from "./test/images";
import { contactMessages } from "#schema/tables.ts";
import { database } from "./platform/db";
import { emptyImages, insertProjects, projectInput, request, signedInAdmin } from "./test/fixtures";
import {
  expectNoPrototypePollution,
  expectRefusal,
  hostileText,
  hostileJsonBody,
  hostilePathSegment,
  lastSegmentAsSent,
  hostileQuery,
  hostileString,
  judgeJsonBody,
  propertyOptions,
  rowCounts,
  send,
  storageSnapshot,
  type HostileBody,
  type StorageSnapshot,
} from "./test/hostile";

/**
 * Hostile input on every staff endpoint, signed in as staff (the public side and the session guard:
 * hostile-input.test.ts). Refusals must be clean 4xx answers that changed nothing; input the shared
 * schemas accept must be saved as validated.
 */

const JSON_LIMIT = 64 * 1024;
const FILE_LIMIT = 1024 * 1024;
const RUNS = 100;

vi.setConfig({ testTimeout: 30_000 });

let cookie: string;
let projectIds: number[];
let messageId: number;

beforeEach(async () => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
  // R2 outlives each test (D1 tables are emptied by the setup file).
  await emptyImages();
  cookie = (await signedInAdmin()).cookie;
  projectIds = (
    await insertProjects(projectInput({ title: "Existing Project" }), projectInput({ title: "Another Project" }))
  ).map((p) => p.id);
  const [message] = await database(env.DB)
    .insert(contactMessages)
    .values({ name: "Maria Lopez", email: "maria@example.com", service: "php", message: "Please call me back soon." })
    .returning({ id: contactMessages.id });
  messageId = message!.id;
});
afterEach(() => vi.restoreAllMocks());

const staff = () => ({ Cookie: cookie });

type Route<TSchema extends v.GenericSchema> = {
  method: string;
  path: () => string;
  schema: TSchema;
  valid: Record<string, unknown>;
  limit?: number;
  accepted: (response: Response, input: v.InferOutput<TSchema>, before: StorageSnapshot) => Promise<void>;
};

async function checkJsonRoute<TSchema extends v.GenericSchema>(route: Route<TSchema>, runs = RUNS) {
  const limit = route.limit ?? JSON_LIMIT;
  const seen = { accepted: 0, refused: 0 };
  await fc.assert(
    fc.asyncProperty(hostileJsonBody(route.valid, limit), async (body: HostileBody) => {
      const before = await storageSnapshot();
      const response = await send(route.method, route.path(), body, staff());
      const judged = judgeJsonBody(body, route.schema, limit);
      seen["refused" in judged ? "refused" : "accepted"] += 1;
      expectNoPrototypePollution();
      if ("refused" in judged) {
        await expectRefusal(response, judged.refused);
        expect(await storageSnapshot()).toEqual(before);
      } else {
        await route.accepted(response, judged.accepted, before);
      }
    }),
    propertyOptions(runs),
  );
  expect(seen.accepted, "accepted cases").toBeGreaterThan(0);
  expect(seen.refused, "refused cases").toBeGreaterThan(0);
}

/** What the staff form sends for a project: every field, as typed. */
const projectBody = {
  title: "A New Site",
  slug: "A New Site",
  description: "A new site for a desert florist.",
  summary: "Ordering online, before the holidays.",
  clientName: "Desert Bloom Florist",
  services: ["Web Design", "SEO"],
  technologies: ["React", "Cloudflare Workers"],
  imageUrl: "/media/3f1c2a4e-0000-4000-8000-000000000000.png",
  galleryImages: ["/images/a.png", "https://cdn.example/b.jpg"],
  challenge: "An old shop that could not take orders.",
  solution: "A fast static site with a small API.",
  results: "Twice the orders in December.",
  testimonial: "They were great.",
  testimonialAuthor: "Maria, owner",
  projectUrl: "https://desert-bloom.example",
  featured: true,
};

/** Where a new project stands: a draft, with its first version. */
const newDraft = { status: "draft", publishedAt: null, publishAt: null, unpublishedChanges: false, version: 1 };

/** The slug is unique: saving another project's slug is a clean 409 that changes nothing. */
function slugTakenBy(before: StorageSnapshot, slug: string, exceptId?: number): boolean {
  return (before.tables.projects as { id: number; slug: string }[]).some(
    (row) => row.slug === slug && row.id !== exceptId,
  );
}

describe("POST /api/projects", () => {
  it("refuses every invalid project cleanly and saves valid ones as validated", async () => {
    await checkJsonRoute({
      method: "POST",
      path: () => "/api/projects",
      schema: projectInputSchema,
      valid: projectBody,
      async accepted(response, input, before) {
        if (slugTakenBy(before, input.slug)) {
          await expectRefusal(response, [409]);
          expect(await storageSnapshot()).toEqual(before);
          return;
        }
        expect(response.status, await response.clone().text()).toBe(201);
        const { data } = await response.json<{ data: StaffProject }>();
        expect(data).toEqual({ id: expect.any(Number), ...input, media: {}, ...newDraft });
        // Read back as staff read it: what was saved is what was validated. Visitors see nothing of a draft.
        const read = await request(`/api/projects/${data.id}`, { headers: staff() });
        expect((await read.json<{ data: StaffProject }>()).data).toEqual(data);
        expect((await request(`/api/projects/slug/${encodeURIComponent(input.slug)}`)).status).toBe(404);
        const after = await storageSnapshot();
        expect(rowCounts(after)).toEqual({
          ...rowCounts(before),
          projects: before.tables.projects!.length + 1,
          project_versions: before.tables.project_versions!.length + 1,
          activity_log: before.tables.activity_log!.length + 1,
        });
        // Start the next case from the same projects, so slugs stay free.
        await request(`/api/projects/${data.id}`, { method: "DELETE", headers: staff() });
      },
    });
  });
});

describe("PATCH /api/projects/:id", () => {
  it("refuses every invalid change cleanly and saves valid ones as validated", async () => {
    const id = () => projectIds[0]!;
    await checkJsonRoute({
      method: "PATCH",
      path: () => `/api/projects/${id()}`,
      schema: projectInputSchema,
      valid: projectBody,
      async accepted(response, input, before) {
        if (slugTakenBy(before, input.slug, id())) {
          await expectRefusal(response, [409]);
          expect(await storageSnapshot()).toEqual(before);
          return;
        }
        expect(response.status, await response.clone().text()).toBe(200);
        expect((await response.json<{ data: StaffProject }>()).data).toMatchObject({ id: id(), ...input, media: {} });
        // A new version (the first save of a project added without one also keeps it as it was), and
        // the published row as it was.
        const versions = before.tables.project_versions!.length;
        const after = await storageSnapshot();
        expect(rowCounts(after)).toEqual({
          ...rowCounts(before),
          project_versions: versions + (versions ? 1 : 2),
          activity_log: before.tables.activity_log!.length + 1,
        });
        expect(after.tables.projects).toEqual(before.tables.projects);
      },
    });
  });
});

describe("PATCH /api/contact/:id", () => {
  it("refuses every invalid change cleanly and saves valid ones as validated", async () => {
    await checkJsonRoute({
      method: "PATCH",
      path: () => `/api/contact/${messageId}`,
      schema: contactUpdateSchema,
      valid: { status: "in-progress", notes: "Called back on Monday." },
      async accepted(response, input, before) {
        expect(response.status, await response.clone().text()).toBe(200);
        const after = await storageSnapshot();
        const [message] = before.tables.contact_messages as Record<string, unknown>[];
        expect(after.tables.contact_messages).toEqual([{ ...message, status: input.status, notes: input.notes }]);
      },
    });
  });
});

describe("the Code Editor endpoints", () => {
  const path = [...editablePaths][0]!;

  it("POST /api/admin/content refuses every invalid save cleanly and keeps valid ones verbatim", async () => {
    await checkJsonRoute({
      method: "POST",
      path: () => "/api/admin/content",
      schema: saveSchema,
      valid: { path, content: "export const greeting = 'Hola';\n", title: "Say hello" },
      limit: FILE_LIMIT,
      async accepted(response, input, before) {
        expect(response.status, await response.clone().text()).toBe(201);
        const after = await storageSnapshot();
        expect(after.tables.site_file_revisions!.length).toBe(before.tables.site_file_revisions!.length + 1);
        expect(after.tables.site_file_revisions!.at(-1)).toMatchObject({
          path: input.path,
          content: input.content,
          title: input.title || null,
        });
      },
    });
  });

  it("GET /api/admin/content refuses every path that is not on the allow-list", async () => {
    const tricks = [
      `${path}\u0000`,
      `/${path}`,
      `./${path}`,
      `${path}/`,
      path.toUpperCase(),
      path.replaceAll("/", "\\"),
      `web/src/pages/../../../wrangler.toml`,
      `${path}/../../../.dev.vars`,
      ".dev.vars",
      "%2e%2e%2fwrangler.toml",
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constantFrom(...tricks), hostileString),
        fc.boolean(),
        async (candidate, repeated) => {
          // A lone surrogate cannot travel in a URL; the browser would send U+FFFD.
          const value = candidate.replace(/[\ud800-\udfff]/g, "\ufffd");
          const query = `?path=${encodeURIComponent(value)}${repeated ? `&path=${encodeURIComponent(path)}` : ""}`;
          const before = await storageSnapshot();
          const response = await request(`/api/admin/content${query}`, { headers: staff() });
          if (editablePaths.has(value)) {
            // Allowed: the latest revision, or 404 where this test build has no original.
            expect([200, 404]).toContain(response.status);
          } else {
            const { message } = await expectRefusal(response, [400]);
            expect(["This file cannot be edited here.", "Name the file to open (path)."]).toContain(message);
          }
          expect(await storageSnapshot()).toEqual(before);
        },
      ),
      propertyOptions(RUNS),
    );
  });
});

describe("hostile ids in staff paths", () => {
  const calls = [
    ["PATCH", "/api/projects/{}", projectBody],
    ["DELETE", "/api/projects/{}", undefined],
    ["PATCH", "/api/contact/{}", { status: "completed", notes: null }],
    ["DELETE", "/api/contact/{}", undefined],
  ] as const;

  it("an id that is not the plain decimal id of a row answers 404 and changes nothing", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...calls), hostilePathSegment, async ([method, template, body], segment) => {
        const before = await storageSnapshot();
        const path = template.replace("{}", segment);
        const response = await send(
          method,
          path,
          body && { kind: "json", contentType: "application/json", body: JSON.stringify(body) },
          staff(),
        );
        const rows = (
          template.startsWith("/api/projects") ? before.tables.projects : before.tables.contact_messages
        ) as { id: number }[];
        const sent = lastSegmentAsSent(path);
        if (/^[1-9][0-9]*$/.test(sent) && rows.some((row) => row.id === Number(sent))) {
          expect(response.status).toBe(200);
        } else {
          await expectRefusal(response, [404]);
          expect(await storageSnapshot()).toEqual(before);
        }
      }),
      propertyOptions(RUNS),
    );
  });

  it.each(["01", "1e0", "+1", "1.0", "0x1", "١"])("%s does not stand for id 1", async (segment) => {
    const response = await request(`/api/projects/${segment}`, { method: "DELETE", headers: staff() });
    await expectRefusal(response, [404]);
    expect(await storageSnapshot().then((s) => s.tables.projects!.length)).toBe(2);
  });
});

describe("staff reads with hostile queries", () => {
  it("the message and image lists answer a list, or a plain 400 for a paging or filter value they cannot use", async () => {
    await fc.assert(
      fc.asyncProperty(hostileQuery, fc.constantFrom("/api/contact", "/api/admin/images"), async (query, path) => {
        const response = await request(`${path}${query}`, { headers: staff() });
        expect([200, 400]).toContain(response.status);
        if (response.status === 400) {
          const body = await response.json<{ success: boolean; message: string }>();
          expect(body.success).toBe(false);
          expect(body.message).toMatch(/^(limit|status|service|The page cursor|Search for)/);
          return;
        }
        expect(Array.isArray((await response.json<{ data: unknown[] }>()).data)).toBe(true);
      }),
      propertyOptions(RUNS),
    );
  });
});

describe("POST /api/admin/upload", () => {
  const png = fixtureImage("smallPng");
  /** The uploads in R2, without their variants. */
  const uploadsIn = (snapshot: { images: string[] }) => snapshot.images.filter((key) => !key.includes("/"));
  /** Bytes no image starts with. */
  const notAnImage = fc
    .uint8Array({ minLength: 1, maxLength: 200 })
    .map((bytes) => Uint8Array.from([0x3c, 0x3f, ...bytes]));
  // workerd's FormData refuses to serialise a name ending in a backslash; raw bodies below send those.
  const fileName = fc
    .oneof(
      hostileString.map((name) => name.slice(0, 300)),
      fc.constantFrom("../../etc/passwd", "a.svg", ".png", "x.png\u0000.html"),
    )
    .filter((name) => !name.endsWith("\\"));
  const mime = fc.constantFrom(
    "image/png",
    "image/svg+xml",
    "text/html",
    "application/octet-stream",
    "",
    "image/png; charset=utf-8",
  );

  type Upload =
    | { body: BodyInit | undefined; contentType?: string; refused: number[]; label?: string }
    | { body: FormData; name: string; contentType?: undefined; refused?: undefined };

  /**
   * Names workerd's FormData does not carry as a file: with a NUL, CR or LF in the name its multipart
   * body may not parse ("The upload could not be read."), and an empty name makes the part a text
   * field ("Choose an image to upload"). Both are clean 400s from the route.
   */
  const unreadable = (name: string) => name === "" || /[\0\r\n]/.test(name);

  /** A multipart body written by hand, its file name as raw as a script could send it. */
  const rawMultipart = (filename: string, bytes: Uint8Array) => {
    const head = `--xyz\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`;
    return new Uint8Array([
      ...new TextEncoder().encode(head),
      ...bytes,
      ...new TextEncoder().encode("\r\n--xyz--\r\n"),
    ]);
  };

  const withFile = (bytes: Uint8Array, name: string, type: string, field = "file") => {
    const form = new FormData();
    form.append(field, new File([bytes], name, { type }));
    return form;
  };

  const uploads: fc.Arbitrary<Upload> = fc.oneof(
    // Not an image, whatever it is called or claims to be.
    fc.tuple(notAnImage, fileName, mime).map(([bytes, name, type]): Upload => ({
      body: withFile(bytes, name, type),
      refused: unreadable(name) ? [400, 415] : [415],
      label: JSON.stringify(name),
    })),
    fc
      .tuple(fileName, mime)
      .map(([name, type]): Upload => ({ body: withFile(new Uint8Array(), name, type), refused: [400] })),
    // The image under another field name, or the field as text.
    fc
      .constantFrom("image", "File", "files[]", "", "__proto__")
      .map((field): Upload => ({ body: withFile(png, "a.png", "image/png", field), refused: [400] })),
    hostileString.map((text): Upload => {
      const form = new FormData();
      form.append("file", text);
      return { body: form, refused: [400] };
    }),
    // Not multipart at all, or multipart that does not parse.
    fc
      .constantFrom("application/json", "text/plain", "image/png", "application/x-www-form-urlencoded")
      .map((contentType): Upload => ({ body: png, contentType, refused: [415] })),
    fc.constant<Upload>({ body: undefined, refused: [415] }),
    fc
      .constantFrom("multipart/form-data", "multipart/form-data; boundary=", "multipart/form-data; boundary=xyz")
      .map((contentType): Upload => ({
        body: '--xyz\r\nContent-Disposition: form-data; name="file"\r\n\r\nno end',
        contentType,
        refused: [400],
      })),
    fc.constant<Upload>({
      body: withFile(png, "a.png", "image/png"),
      contentType: "multipart/mixed; boundary=xyz",
      refused: [415],
    }),
    // Raw names (quotes, backslashes, header injection): stored under a clean name or refused, never a 5xx.
    fc
      .oneof(
        fc.constantFrom(
          "a\\",
          "\\",
          'a"b',
          '"; name="other',
          "x.png\r\nContent-Type: text/html",
          "%22.png",
          "\u202egnp.exe",
        ),
        hostileText(40),
      )
      .map((name): Upload => ({
        body: rawMultipart(name, png),
        contentType: "multipart/form-data; boundary=xyz",
        refused: [201, 400],
        label: JSON.stringify(name),
      })),
    // A real image with a hostile name: stored, under a generated key and a clean name.
    fileName.map((name): Upload =>
      unreadable(name)
        ? { body: withFile(png, name, "image/png"), refused: [201, 400], label: JSON.stringify(name) }
        : { body: withFile(png, name, "image/png"), name },
    ),
  );

  it("refuses every upload that is not one image cleanly and stores real images under clean names", async () => {
    const seen = { accepted: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(uploads, async (upload) => {
        const before = await storageSnapshot();
        const response = await request("/api/admin/upload", {
          method: "POST",
          body: upload.body,
          headers: { ...staff(), ...(upload.contentType && { "Content-Type": upload.contentType }) },
        });
        // An image whose name may not survive multipart: stored or refused, but never half of each.
        if (upload.refused?.includes(201) && response.status === 201) {
          const { data } = await response.json<{ data: { key: string; name: string } }>();
          expect(data.name).toMatch(/^[^\\/"\p{Cc}\p{Bidi_Control}\p{Cs}]{1,100}\.png$/u);
          expect(uploadsIn(await storageSnapshot())).toEqual([...uploadsIn(before), data.key].sort());
          return;
        }
        if (upload.refused) {
          seen.refused += 1;
          await expectRefusal(response, upload.refused);
          expect(await storageSnapshot()).toEqual(before);
          return;
        }
        seen.accepted += 1;
        expect(response.status, await response.clone().text()).toBe(201);
        const { data } = await response.json<{ data: { key: string; name: string } }>();
        expect(data.key).toMatch(/^[0-9a-f-]{36}\.png$/);
        // Shown as text and offered as a download name: no path, controls, bidi tricks or broken Unicode.
        expect(data.name).toMatch(/^[^\\/"\p{Cc}\p{Bidi_Control}\p{Cs}]{1,100}\.png$/u);
        expect((await env.IMAGES.head(data.key))?.customMetadata?.name).toBe(data.name);
        expect(uploadsIn(await storageSnapshot())).toEqual([...uploadsIn(before), data.key].sort());
      }),
      propertyOptions(60),
    );
    expect(seen.accepted, "accepted cases").toBeGreaterThan(0);
    expect(seen.refused, "refused cases").toBeGreaterThan(0);
  });

  it("refuses a body over the upload limit with 413 and stores nothing", async () => {
    const form = new FormData();
    const big = new Uint8Array(MAX_IMAGE_BYTES + 128 * 1024);
    big.set(png);
    form.append("file", new File([big], "big.png", { type: "image/png" }));
    const response = await request("/api/admin/upload", { method: "POST", body: form, headers: staff() });
    await expectRefusal(response, [413]);
    expect((await storageSnapshot()).images).toEqual([]);
  });
});
