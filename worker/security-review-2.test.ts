import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { variantPath } from "#schema/images.ts";
import type { ErrorResponse, ImageItem, PlanResponse } from "#schema/types.ts";
import { PHOTO_METADATA_MARKERS } from "#scripts/lib/photo-metadata.ts";
import { forgetProjectReads } from "./features/projects/reads";
import { standInChatAccount } from "./test/chat";
import {
  countRows,
  emptyImages,
  imageKeys,
  insertAdmin,
  contactMessage,
  insertProjects,
  planRequest,
  postJson,
  projectInput,
  request,
  signedInAdmin,
} from "./test/fixtures";
import {
  avifWithExifInIdat,
  avifWithoutPicture,
  dimensionsOf,
  fixtureImage,
  formWith,
  gifWithText,
  gpsExif,
  holdsGpsPosition,
  imageRows,
  latin1,
  uploadForm,
} from "./test/images";

/**
 * The findings of the second security review, one block each, numbered as the review numbers them.
 * Distinct clients are simulated with CF-Connecting-IP, as Cloudflare sets it in production.
 */

let ipCounter = 0;
const freshIp = () => `203.0.${Math.floor(++ipCounter / 250) % 250}.${ipCounter % 250}`;

beforeEach(() => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  forgetProjectReads();
});

describe("2. staff-only costs never reach a plan or a prompt", () => {
  /** Figures no plan would write by itself: where they appear, they came from the project. */
  const privateCost = { budgetMin: 17_350, budgetMax: 23_650, durationWeeks: 13, costPublic: false };
  const publicCost = { budgetMin: 9_150, budgetMax: 11_850, durationWeeks: 7, costPublic: true };
  const secrets = ["17,350", "17350", "23,650", "23650", "13 weeks"];

  let ids: { private: number; public: number };
  beforeEach(async () => {
    const [secret, open] = await insertProjects(
      projectInput({
        title: "Red Rock Pottery Online Store",
        summary: "An online store for a pottery studio with shipping rates and gift cards.",
        technologies: ["React", "Stripe"],
        services: ["Web Design"],
        ...privateCost,
      }),
      projectInput({
        title: "Desert Clay Ceramics Shop",
        summary: "An online shop for handmade ceramics with card payments.",
        technologies: ["React", "Stripe"],
        services: ["Web Design"],
        ...publicCost,
      }),
    );
    ids = { private: secret!.id, public: open!.id };
  });

  const askForPlan = async (settings: Record<string, unknown>, matchedProjectIds?: number[]) => {
    const body = { ...planRequest, ...(matchedProjectIds && { matchedProjectIds }) };
    const response = await postJson("/api/ai-recommendation", body, settings, freshIp());
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json<PlanResponse>()).data;
  };

  it.each([
    ["named by the search", true],
    ["found by the plan endpoint's own search", false],
  ])("the built-in planner, with the matches %s", async (_case, named) => {
    const plan = await askForPlan({ PLAN_PROVIDER: "builtin" }, named ? [ids.private, ids.public] : undefined);
    expect(plan.recommendation).toContain("Red Rock Pottery Online Store");
    for (const figure of secrets) expect(plan.recommendation).not.toContain(figure);
    // A project whose costs the studio made public may be quoted (the check can fail).
    expect(plan.recommendation).toContain("$9,150");
  });

  it("an OpenAI-compatible model: nothing private in the prompt it is sent", async () => {
    const chat = await standInChatAccount();
    const plan = await askForPlan(chat.env, [ids.private, ids.public]);
    expect(plan.provider).toBe("openai");
    const [sent] = await chat.requests();
    const prompt = JSON.stringify(sent!.body);
    expect(prompt).toContain("Red Rock Pottery Online Store");
    for (const figure of secrets) expect(prompt).not.toContain(figure);
    expect(prompt).toContain("9,150");
    for (const figure of secrets) expect(plan.recommendation).not.toContain(figure);
  });

  it("Workers AI: nothing private in the prompt it is sent", async () => {
    const prompts: string[] = [];
    const ai = {
      run: async (_model: string, input: unknown) => {
        prompts.push(JSON.stringify(input));
        return { response: "not a plan" };
      },
    } as unknown as Ai;
    await askForPlan({ PLAN_PROVIDER: "workers-ai", AI: ai }, [ids.private, ids.public]);
    expect(prompts.length).toBeGreaterThan(0);
    for (const prompt of prompts) {
      expect(prompt).toContain("Red Rock Pottery Online Store");
      for (const figure of secrets) expect(prompt).not.toContain(figure);
    }
  });
});

describe("3. a project's image address cannot add entries to the Link header", () => {
  const probe = "https://img.example/a.jpg>;rel=preconnect,<https://evil.example/x.css>;rel=stylesheet";

  it("staff cannot save such an address", async () => {
    const { cookie } = await signedInAdmin();
    const response = await request("/api/projects", {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
      body: JSON.stringify({ ...projectInput({ title: "Probe" }), imageUrl: probe }),
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain("An address cannot contain");
    expect(await countRows("projects")).toBe(0);
  });

  it("one stored before the rule still preloads one image, and nothing else", async () => {
    // Stored as it was before input refused it (straight into D1).
    await insertProjects({ ...projectInput({ title: "Probe" }), imageUrl: probe });
    const page = await request("/projects");
    expect(page.status).toBe(200);
    const link = page.headers.get("Link")!;
    expect(link).toMatch(/^<[^<>]+>; rel=preload; as=image; fetchpriority=high/);
    expect(link.match(/</g)).toHaveLength(1);
    // After the one target, only the preload's own parameters.
    expect(link.slice(link.indexOf(">"))).not.toMatch(/rel=(preconnect|stylesheet)/);
    expect(link).toContain("a.jpg%3E;rel=preconnect,%3Chttps://evil.example/x.css%3E;rel=stylesheet>");
  });
});

describe("7. information: the dev outbox, IPv4 over IPv6", () => {
  it("the development outbox answers only requests addressed to this machine (no DNS rebinding)", async () => {
    const development = { ENVIRONMENT: "development" };
    expect((await request("http://localhost:8787/api/dev/outbox", undefined, development)).status).toBe(200);
    expect((await request("http://127.0.0.1:8787/api/dev/outbox", undefined, development)).status).toBe(200);
    // A name an attacker's page pointed at 127.0.0.1: same server, other host name.
    expect((await request("http://rebind.attacker.example:8787/api/dev/outbox", undefined, development)).status).toBe(
      404,
    );
  });

  it("an IPv4 client reached over IPv6 is that IPv4 client, in whichever way the address is written", async () => {
    const tight = { CONTACT_RATE_LIMIT: "1" };
    const send = (ip: string) => postJson("/api/contact", contactMessage, tight, ip);
    expect((await send("192.0.2.77")).status).toBe(201);
    expect((await send("::ffff:192.0.2.77")).status).toBe(429);
    expect((await send("0:0:0:0:0:ffff:c000:24d")).status).toBe(429);
    // Other IPv4 clients over IPv6 are other clients, not one /64.
    expect((await send("::ffff:192.0.2.78")).status).toBe(201);
    expect((await send("::ffff:198.51.100.9")).status).toBe(201);
  });
});

describe("6. nobody can use up an account's reset mails or sign-ins without staff being told", () => {
  const outbox = async () =>
    (await env.DB.prepare("SELECT text FROM mail_outbox ORDER BY id").all<{ text: string }>()).results;

  it("resets asked from many addresses: every answer the same, at most 3 mails, the newest link works", async () => {
    const admin = await insertAdmin();
    for (let i = 0; i < 8; i++) {
      const response = await postJson("/api/auth/request-reset", { email: admin.email }, {}, freshIp());
      expect(response.status).toBe(200);
    }
    const mails = await outbox();
    expect(mails).toHaveLength(3);
    const newest = mails.at(-1)!.text.match(/token=([\w-]+)/)![1]!;
    expect((await request(`/api/auth/verify-token?token=${newest}`)).status).toBe(200);
    // The staff member's own request is answered like any other, never refused.
    expect((await postJson("/api/auth/request-reset", { email: admin.email }, {}, freshIp())).status).toBe(200);
  });

  it("a sign-in held by failures from elsewhere says what is happening and what still works", async () => {
    const admin = await insertAdmin();
    for (let i = 0; i < 10; i++) {
      await postJson("/api/auth/login", { username: admin.username, password: `guess ${i}` }, {}, freshIp());
    }
    const held = await postJson(
      "/api/auth/login",
      { username: admin.username, password: admin.password },
      {},
      freshIp(),
    );
    expect(held.status).toBe(429);
    const { message } = await held.json<{ message: string }>();
    expect(message).toContain("browsers it does not know are held");
    expect(message).toContain("A browser you have signed in with before still can");
    expect(message).toContain("a password reset by email lifts the hold");
  });
});

describe("4. every upload decodes, and metadata goes wherever it is stored", { timeout: 30_000 }, () => {
  const MARKER = "GPS-MARKER 33.61306N 112.32472W";
  let cookie: string;
  beforeEach(async () => {
    // R2 outlives each test (D1 tables are emptied by the setup file).
    await emptyImages();
    cookie = (await signedInAdmin()).cookie;
  });

  const upload = (bytes: Uint8Array, name: string, type: string) => uploadForm(formWith(bytes, name, type), cookie);

  /** Every object stored in R2 and every copy /media serves for `image`, with its bytes. */
  async function storedAndServed(image: ImageItem): Promise<Array<[string, Uint8Array]>> {
    const copies: Array<[string, Uint8Array]> = [];
    for (const key of await imageKeys()) {
      copies.push([`R2 ${key}`, new Uint8Array(await (await env.IMAGES.get(key))!.arrayBuffer())]);
    }
    for (const path of [image.url, ...image.variants.map((variant) => variantPath(image.url, variant))]) {
      const response = await request(path);
      expect(response.status, path).toBe(200);
      copies.push([path, new Uint8Array(await response.arrayBuffer())]);
    }
    return copies;
  }

  /** Which of the metadata a file was made with are still in `bytes`. */
  const metadataIn = (bytes: Uint8Array) => [
    ...[...PHOTO_METADATA_MARKERS, MARKER].filter((marker) => latin1(bytes).includes(marker)),
    ...(holdsGpsPosition(bytes) ? ["GPS position"] : []),
  ];

  /** Uploads an AVIF: accepted, no metadata in any stored or served copy, and the stored original still decodes. */
  async function expectStoredCleanAndReadable(avif: Uint8Array) {
    const response = await upload(avif, "photo.avif", "image/avif");
    expect(response.status, await response.clone().text()).toBe(201);
    const image = (await response.json<{ data: ImageItem }>()).data;
    const copies = await storedAndServed(image);
    for (const [where, bytes] of copies) expect(metadataIn(bytes), where).toEqual([]);
    expect(await dimensionsOf(copies[0]![1])).toEqual({ width: 40, height: 30, format: "image/avif" });
  }

  it("an AVIF with no picture (an EXIF block with a GPS position in idat) is refused like any unreadable file", async () => {
    const crafted = avifWithoutPicture(gpsExif(MARKER));
    expect(metadataIn(crafted)).toEqual([MARKER]);
    const response = await upload(crafted, "photo.avif", "image/avif");
    expect(response.status).toBe(422);
    const refused = await response.json<ErrorResponse>();

    // The same answer as a PNG whose chunks are whole and whose pixels are garbage.
    const png = fixtureImage("smallPng");
    png.fill(0x5a, latin1(png).indexOf("IDAT") + 4, png.length - 16);
    const unreadablePng = await upload(png, "photo.png", "image/png");
    expect(unreadablePng.status).toBe(422);
    expect(refused).toEqual(await unreadablePng.json<ErrorResponse>());

    expect(await imageKeys()).toEqual([]);
    expect(await imageRows()).toEqual([]);
  });

  it("an AVIF whose picture data is overwritten is refused, and nothing is stored", async () => {
    const avif = fixtureImage("avifWithExif");
    // The picture is the start of `mdat`; sharp writes its EXIF block after it.
    const mdat = latin1(avif).indexOf("mdat") + 4;
    avif.fill(0, mdat, latin1(avif).lastIndexOf("Exif\0\0") - 4);
    const response = await upload(avif, "photo.avif", "image/avif");
    expect(response.status).toBe(422);
    expect((await response.json<ErrorResponse>()).message).toMatch(/could not be read/);
    expect(await imageKeys()).toEqual([]);
    expect(await imageRows()).toEqual([]);
  });

  it("a real AVIF with EXIF and a GPS position: stored and served without them, and it still decodes", async () => {
    const avif = fixtureImage("avifWithExif");
    expect(metadataIn(avif)).toEqual([...PHOTO_METADATA_MARKERS, "GPS position"]);
    await expectStoredCleanAndReadable(avif);
  });

  it("a real AVIF whose EXIF item is kept in idat: stored and served without it, and it still decodes", async () => {
    const avif = avifWithExifInIdat(fixtureImage("avifWithExif"));
    // A whole AVIF that decodes, its EXIF (camera, GPS position) inside `meta`.
    expect(await dimensionsOf(avif)).toEqual({ width: 40, height: 30, format: "image/avif" });
    expect(metadataIn(avif)).toEqual([...PHOTO_METADATA_MARKERS, "GPS position"]);
    expect(latin1(avif).indexOf("FixturePhone")).toBeLessThan(latin1(avif).indexOf("mdat"));

    await expectStoredCleanAndReadable(avif);
  });

  it("an AVIF with text in an XML box, in bytes of mdat no item uses and in a uuid box: none of it kept", async () => {
    const avif = avifWithExifInIdat(fixtureImage("avifWithExif"), MARKER);
    expect(await dimensionsOf(avif)).toEqual({ width: 40, height: 30, format: "image/avif" });
    expect(latin1(avif).split(MARKER)).toHaveLength(4);

    await expectStoredCleanAndReadable(avif);
  });

  it("a GIF with text in a plain-text extension, a comment and its loop block: none of it stored or served", async () => {
    const gif = gifWithText(fixtureImage("staticGif"), MARKER);
    expect(await dimensionsOf(gif)).toMatchObject({ width: 20, height: 20 });
    expect(metadataIn(gif)).toEqual([MARKER]);

    const response = await upload(gif, "dot.gif", "image/gif");
    expect(response.status, await response.clone().text()).toBe(201);
    const image = (await response.json<{ data: ImageItem }>()).data;
    const copies = await storedAndServed(image);
    expect(copies.length).toBeGreaterThan(2); // the GIF and its variants, in R2 and at /media
    for (const [where, bytes] of copies) expect(metadataIn(bytes), where).toEqual([]);
    expect(await dimensionsOf(copies.find(([where]) => where === image.url)![1])).toEqual({
      width: 20,
      height: 20,
      format: "image/gif",
    });
  });
});
