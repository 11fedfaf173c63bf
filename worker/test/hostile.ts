import { env } from "cloudflare:workers";
import fc from "fast-check";
import * as v from "valibot";
import { expect } from "vitest";
import { appTables } from "./failing-d1";
import { request } from "./fixtures";

/**
 * Hostile input for the property tests of the API (worker/hostile-input*.test.ts): arbitraries that
 * build request bodies, path segments, query strings and cookies an attacker or a broken client could
 * send, an oracle that says which answer each deserves, and checks that a refusal is a clean 4xx that
 * changed nothing.
 */

/**
 * Every property runs from this seed, so a run is repeatable and a failure reproduces with the seed and
 * path fast-check prints. Change it (or raise the run counts) to explore new cases locally.
 */
export const HOSTILE_SEED = 20_260_427;
export const propertyOptions = (numRuns: number) => ({ seed: HOSTILE_SEED, numRuns });

// ---------------------------------------------------------------------------------------------
// Strings

/** Characters that have broken parsers, databases and displays before. */
const nastyCharacters = [
  "\u0000", // NUL: SQLite text functions stop at it
  "\u0007",
  "\u001b",
  "\u007f",
  "\r",
  "\n",
  "\t",
  "\u202e", // right-to-left override
  "\u202d",
  "\u2066", // bidi isolates
  "\u2069",
  "\u200f", // right-to-left mark
  "\u200b", // zero-width space
  "\ufeff", // byte order mark
  "\u0301", // combining accent
  "\ud800", // lone high surrogate
  "\udfff", // lone low surrogate
  "\ud83d\ude00", // a proper pair
  "𝕳",
  "ß",
  "İ",
  "ﬀ",
  "١", // Arabic-Indic digit one
  "１", // full-width digit one
  "\\",
  '"',
  "'",
  "`",
  "%",
  "<",
  "&",
];

/** Whole strings with a history: injection, traversal, prototype keys, numbers in disguise, RTL text. */
export const nastyStrings = [
  "",
  " ",
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "%2e%2e%2f",
  "%00",
  "' OR '1'='1' --",
  "'); DROP TABLE projects; --",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "javascript:alert(1)",
  "${7*7}",
  "{{7*7}}",
  "null",
  "undefined",
  "true",
  "NaN",
  "Infinity",
  "-1",
  "0",
  "1e9",
  "0x10",
  "9007199254740993",
  "مرحبا بالعالم", // Arabic
  "שלום עולם", // Hebrew
  "\u202egnp.exe",
  "Zalgo z̷̢̛̗a̸͎͋l̶̰̓g̵̣̈́o̴̺͝",
  "👩‍👩‍👧‍👦🏳️‍🌈",
  "\ud800\ud800\udc00\udc00",
  "a\u0000b",
  "line one\r\nline two",
];

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
const controlCharacter = fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code));

/** One unit of hostile text: mostly ordinary characters, often a troublesome one. */
const hostileUnit = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.constantFrom(...nastyCharacters) },
  { weight: 1, arbitrary: loneSurrogate },
  { weight: 1, arbitrary: controlCharacter },
);

export const hostileText = (maxLength = 30) => fc.string({ unit: hostileUnit, maxLength });

/** Strings far beyond every field's limit; some beyond the 64 KB body limit. */
export const hugeText = fc
  .tuple(fc.constantFrom("x", "é", "𝕳", "\u0000", "\ud800", "\u202e", "<"), fc.integer({ min: 1_000, max: 80_000 }))
  .map(([unit, times]) => unit.repeat(times));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: hostileText() },
  { weight: 3, arbitrary: fc.constantFrom(...nastyStrings) },
  { weight: 1, arbitrary: hugeText },
);

// ---------------------------------------------------------------------------------------------
// JSON values, written as text so that keys such as __proto__ reach the server as sent

/** An object as the list of its entries: duplicate keys and `__proto__` survive into the JSON text. */
export class JsonObject {
  constructor(readonly entries: readonly (readonly [string, unknown])[]) {}
}

/** JSON text that JSON.stringify cannot produce from a value (1e999, -0, deep nesting). */
export class RawJson {
  constructor(readonly text: string) {}
}

export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (value instanceof JsonObject) {
    return `{${value.entries.map(([key, item]) => `${JSON.stringify(key)}:${toJsonText(item)}`).join(",")}}`;
  }
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(",")}]`;
  return JSON.stringify(value) ?? "null";
}

export const dangerousKeys = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "valueOf",
  "hasOwnProperty",
  "",
  " ",
  "$where",
  "a.b",
  "0",
];

const hostileKey = fc.oneof(fc.constantFrom(...dangerousKeys), hostileText(12));

const rawNumbers = ["1e999", "-1e999", "-0", "1E-400", "123456789012345678901234567890", "0.1e1", "1.0"].map(
  (text) => new RawJson(text),
);

const deepNesting = fc
  .tuple(fc.integer({ min: 100, max: 5_000 }), fc.boolean())
  .map(
    ([depth, arrays]) =>
      new RawJson(
        arrays ? `${"[".repeat(depth)}${"]".repeat(depth)}` : `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`,
      ),
  );

const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constantFrom(...rawNumbers),
  hostileString,
);

/** Any JSON value: scalars, arrays and objects nested a few levels, keys included. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown; array: unknown[]; object: JsonObject }>(
  (tie) => ({
    value: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      hostileScalar,
      tie("array"),
      tie("object"),
      deepNesting,
    ),
    array: fc.array(tie("value"), { maxLength: 4 }),
    object: fc.array(fc.tuple(hostileKey, tie("value")), { maxLength: 4 }).map((entries) => new JsonObject(entries)),
  }),
).value;

const ABSENT = Symbol("absent");

/**
 * An object built on a valid one: none, one or several fields dropped or replaced by hostile values,
 * then extra entries (prototype keys, unknown names, and now and then a repeat of a real field, which
 * JSON.parse lets win). Valid objects with only harmless extras come up too, so accepted input is
 * exercised alongside refused input.
 */
export function hostileRecord(valid: Record<string, unknown>): fc.Arbitrary<JsonObject> {
  const keys = Object.keys(valid);
  const replacement = fc.oneof(
    { weight: 1, arbitrary: fc.constant<unknown>(ABSENT) },
    { weight: 3, arbitrary: hostileString },
    { weight: 2, arbitrary: hostileJson },
  );
  const change = fc.tuple(fc.constantFrom(...keys), replacement);
  const changes = fc.oneof(
    { weight: 2, arbitrary: fc.constant<(readonly [string, unknown])[]>([]) },
    { weight: 3, arbitrary: change.map((one) => [one]) },
    { weight: 2, arbitrary: fc.array(change, { minLength: 2, maxLength: Math.max(2, keys.length) }) },
  );
  const extraKey = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...dangerousKeys) },
    { weight: 2, arbitrary: hostileKey },
    { weight: 1, arbitrary: fc.constantFrom(...keys) },
  );
  const pollution = fc.constantFrom<readonly [string, unknown]>(
    [
      "__proto__",
      new JsonObject([
        ["polluted", true],
        ["isAdmin", true],
      ]),
    ],
    ["constructor", new JsonObject([["prototype", new JsonObject([["polluted", true]])]])],
  );
  const extras = fc.array(
    fc.oneof({ weight: 4, arbitrary: fc.tuple(extraKey, hostileJson) }, { weight: 1, arbitrary: pollution }),
    { maxLength: 3 },
  );
  return fc.tuple(changes, extras).map(([chosen, more]) => {
    const fields = new Map<string, unknown>(Object.entries(valid));
    for (const [key, value] of chosen) fields.set(key, value);
    return new JsonObject([...[...fields].filter(([, value]) => value !== ABSENT), ...more]);
  });
}

// ---------------------------------------------------------------------------------------------
// Request bodies

export type HostileBody = {
  /** What the case is, for failure reports. */
  kind: "json" | "malformed" | "wrong-type" | "oversized";
  contentType?: string;
  body?: string | Uint8Array | FormData | URLSearchParams;
};

const json = (text: string): HostileBody => ({ kind: "json", contentType: "application/json", body: text });

function malformedJson(validText: string): fc.Arbitrary<HostileBody> {
  const texts = fc.oneof(
    fc.nat({ max: Math.max(0, validText.length - 1) }).map((cut) => validText.slice(0, cut)),
    fc.constantFrom(
      "",
      " ",
      "{",
      "}",
      "[",
      "{'a': 1}",
      '{"a": NaN}',
      '{"a": undefined}',
      '{a: "b"}',
      '{"a": 1,}',
      "nul",
      "tru",
      '"unterminated',
      '{"a": "\\u12"}',
      "\u0000",
      `${validText} trailing`,
      `${validText},`,
      `/* comment */ ${validText}`,
      `${validText}${validText}`,
      validText.replaceAll('"', "'"),
    ),
  );
  return fc.oneof(
    texts.map((text): HostileBody => ({ kind: "malformed", contentType: "application/json", body: text })),
    // Bytes that are not UTF-8 at all.
    fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes): HostileBody => ({
      kind: "malformed",
      contentType: "application/json; charset=utf-8",
      body: bytes,
    })),
  );
}

function wrongContentType(valid: Record<string, unknown>, validText: string): fc.Arbitrary<HostileBody> {
  const asForm = () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(valid)) form.append(key, String(value));
    return form;
  };
  const asParams = () =>
    new URLSearchParams(Object.entries(valid).map(([key, value]): [string, string] => [key, String(value)]));
  return fc.oneof(
    fc
      .constantFrom(
        "text/plain",
        "text/html",
        "application/xml",
        "application/jsonp",
        "application/x-json",
        "json",
        "*/*",
        "multipart/form-data",
        "application/octet-stream",
        "",
      )
      .map((contentType): HostileBody => ({
        kind: "wrong-type",
        contentType: contentType || undefined,
        body: new TextEncoder().encode(validText),
      })),
    fc.constant<HostileBody>({ kind: "wrong-type", body: new TextEncoder().encode(validText) }),
    fc.constant(null).map((): HostileBody => ({ kind: "wrong-type", body: asParams() })),
    fc.constant(null).map((): HostileBody => ({ kind: "wrong-type", body: asForm() })),
  );
}

/** A body past the route's limit: the valid fields plus filler. */
function oversized(valid: Record<string, unknown>, limitBytes: number): fc.Arbitrary<HostileBody> {
  return fc.integer({ min: limitBytes + 1, max: limitBytes + 16 * 1024 }).map((size) => ({
    kind: "oversized",
    contentType: "application/json",
    body: JSON.stringify({ ...valid, filler: "x".repeat(size) }),
  }));
}

/** Every kind of hostile body for a JSON route whose valid body is `valid`. */
export function hostileJsonBody(valid: Record<string, unknown>, limitBytes: number): fc.Arbitrary<HostileBody> {
  const validText = JSON.stringify(valid);
  return fc.oneof(
    { weight: 8, arbitrary: hostileRecord(valid).map((record) => json(toJsonText(record))) },
    { weight: 2, arbitrary: hostileJson.map((value) => json(toJsonText(value))) },
    { weight: 2, arbitrary: malformedJson(validText) },
    { weight: 2, arbitrary: wrongContentType(valid, validText) },
    { weight: 1, arbitrary: oversized(valid, limitBytes) },
  );
}

/** Bytes as the Worker will see them (Request bodies are UTF-8; a string's lone surrogates become U+FFFD). */
function bodyBytes(body: HostileBody["body"]): Uint8Array | undefined {
  if (typeof body === "string") return new TextEncoder().encode(body);
  if (body instanceof Uint8Array) return body;
  return undefined;
}

export type Expectation<T> = { refused: number[] } | { accepted: T };

/**
 * The answer a JSON route owes a body: the statuses a refusal may have, or the validated input.
 * The shared schema decides validity, as it does in the route; what the properties check is that every
 * refusal is clean and harmless and that accepted input is handled as such.
 */
export function judgeJsonBody<TSchema extends v.GenericSchema>(
  body: HostileBody,
  schema: TSchema,
  limitBytes: number,
): Expectation<v.InferOutput<TSchema>> {
  const bytes = bodyBytes(body.body);
  const tooLarge = bytes !== undefined && bytes.byteLength > limitBytes;
  if (!/^application\/json\b/i.test(body.contentType ?? "")) return { refused: tooLarge ? [413, 415] : [415] };
  if (tooLarge) return { refused: [413] };
  let parsed: unknown;
  try {
    // Decoded the way Request.json() decodes: UTF-8 with replacement, a leading BOM dropped.
    parsed = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return { refused: [400] };
  }
  const result = v.safeParse(schema, parsed);
  return result.success ? { accepted: result.output } : { refused: [400] };
}

// ---------------------------------------------------------------------------------------------
// Paths, queries and cookies

/** encodeURIComponent throws on lone surrogates; a URL cannot carry one anyway. */
const safeUnicode = (text: string) => text.replace(/[\ud800-\udfff]/g, "\ufffd");

/** Path segments in place of an id or a slug, percent-encoded where a URL needs it. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "1e9",
    "-1",
    "0",
    "00",
    "01",
    "0x10",
    "1.5",
    "+1",
    " 1",
    "1 ",
    "١",
    "１",
    "Infinity",
    "NaN",
    "null",
    "9".repeat(400),
    "18446744073709551616",
    "9007199254740993",
    "..",
    "../",
    "..%2F..%2Fetc%2Fpasswd",
    "%2e%2e",
    "%00",
    "%ED%A0%80", // an encoded lone surrogate
    "%ZZ",
    "%",
    "%C0%AF",
    "a".repeat(5_000),
    "__proto__",
    "constructor",
    "%3Cscript%3E",
    ";",
    "'",
    "%20",
  ),
  hostileText(40).map((text) => encodeURIComponent(safeUnicode(text))),
  hostileText(40).map((text) => encodeURIComponent(safeUnicode(text)).replaceAll("%2F", "/")),
);

/**
 * Whether a segment stays where it is put: URL parsing resolves dot segments ("..", "%2e%2e"), so a
 * path like /api/.. is the page "/" and never reaches the API at all.
 */
export function staysInPlace(segment: string): boolean {
  const path = new URL(`http://host/a/b/${segment}/c`).pathname;
  return path.startsWith("/a/b/") && path !== "/a/b/c";
}

/** The last path segment as it arrives: URL parsing trims spaces at the ends and percent-encodes the rest. */
export function lastSegmentAsSent(path: string): string {
  return new URL(path, "http://host").pathname.split("/").at(-1)!;
}

/** Hostile segments that reach the route they are aimed at. */
export const hostilePathSegment = hostileSegment.filter(staysInPlace);

/** Query strings: repeated, empty, encoded and oversized parameters. */
export const hostileQuery: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "",
    "?",
    "?&&&",
    "?=",
    "?token",
    "?token=",
    "?token=a&token=b",
    "?path=a&path=b",
    "?path[]=x",
    "?path[a]=x",
    "?__proto__[polluted]=1",
    "?constructor[prototype][polluted]=1",
    "?%ZZ=%ZZ",
    "?token=%ED%A0%80",
    "?token=%00",
    `?token=${"a".repeat(10_000)}`,
    "?download",
    "?limit=-1&offset=1e9",
  ),
  fc
    .array(
      fc.tuple(
        fc.oneof(fc.constantFrom("token", "path", "limit", "download", "__proto__"), hostileText(8)),
        hostileString,
      ),
      { maxLength: 4 },
    )
    .map(
      (pairs) =>
        `?${pairs.map(([key, value]) => `${encodeURIComponent(safeUnicode(key))}=${encodeURIComponent(safeUnicode(value))}`).join("&")}`,
    ),
);

/** Cookie headers that are not a valid session. */
export const hostileCookie: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "sd_session=",
    "sd_session=null",
    "sd_session=undefined",
    "sd_session=a.b.c",
    "sd_session=eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwidmVyIjoxfQ.",
    "sd_session=eyJhbGciOiJIUzI1NiJ9.e30.AAAA",
    "sd_session=%ZZ",
    "sd_session=%00",
    `sd_session=${"a".repeat(8_000)}`,
    "sd_session=1; sd_session=2",
    "=; ;;=;",
    "__proto__=1; constructor=2",
  ),
  fc.string({ unit: "grapheme-ascii", maxLength: 60 }).map((text) => `sd_session=${text.replace(/[\r\n\0]/g, "")}`),
);

// ---------------------------------------------------------------------------------------------
// Sending and checking

let address = 0;
/** A client address never used before in this file, so no rate limit of another case applies. */
export function freshClient(): string {
  address += 1;
  return `198.18.${Math.floor(address / 250) % 250}.${(address % 250) + 1}`;
}

export function send(
  method: string,
  path: string,
  body: HostileBody | undefined,
  headers: Record<string, string> = {},
) {
  return request(path, {
    method,
    headers: { ...(body?.contentType && { "Content-Type": body.contentType }), ...headers },
    body: body?.body as BodyInit | undefined,
  });
}

/** Words that only leak from internals: stack frames, drivers, error classes, schema-library jargon. */
const INTERNALS =
  /\bat [\w.<>]+ \(|\.ts:\d|\.js:\d|D1_|SQLITE|sqlite|drizzle|Failed query|TypeError|ReferenceError|SyntaxError|RangeError|undefined|\[object |Invalid type|Expected .* but received|valibot|workerd|node_modules|stack/;
const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** A message a person can read: short, plain, well-formed, with nothing from the internals. */
export function expectClearMessage(message: unknown): void {
  expect(typeof message, "message type").toBe("string");
  const text = message as string;
  expect(text.trim().length, "message is empty").toBeGreaterThan(0);
  expect(text.length, `message too long: ${text.slice(0, 120)}`).toBeLessThanOrEqual(200);
  expect(text, "message shows internals").not.toMatch(INTERNALS);
  expect(
    UNPAIRED_SURROGATE.test(text) || CONTROL_CHARACTER.test(text),
    `message has broken characters: ${JSON.stringify(text)}`,
  ).toBe(false);
}

/** A refusal: one of the allowed 4xx statuses, a JSON `{ success: false, message }`, clear messages. */
export async function expectRefusal(
  response: Response,
  allowed: readonly number[],
): Promise<{ message: string; errors?: Record<string, string[]> }> {
  const text = await response.text();
  expect(allowed, `status ${response.status} with ${text.slice(0, 300)}`).toContain(response.status);
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  expect(response.headers.get("Content-Type") ?? "").toMatch(/^application\/json/);
  const body = JSON.parse(text) as { success: unknown; message: unknown; errors?: Record<string, unknown> };
  expect(body.success).toBe(false);
  expectClearMessage(body.message);
  if (body.errors !== undefined) {
    for (const messages of Object.values(body.errors)) {
      expect(Array.isArray(messages)).toBe(true);
      for (const message of messages as unknown[]) expectClearMessage(message);
    }
  }
  return body as { message: string; errors?: Record<string, string[]> };
}

const prototypeKeys = (target: object) => Object.getOwnPropertyNames(target).sort();
const cleanPrototypes = { object: prototypeKeys(Object.prototype), array: prototypeKeys(Array.prototype) };

/** The app runs in this isolate: a `__proto__` key that reached an assignment would show here. */
export function expectNoPrototypePollution(): void {
  expect(prototypeKeys(Object.prototype)).toEqual(cleanPrototypes.object);
  expect(prototypeKeys(Array.prototype)).toEqual(cleanPrototypes.array);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
}

export type StorageSnapshot = { tables: Record<string, unknown[]>; images: string[] };

let tableNames: Promise<string[]> | undefined;

/** Every row of every table and every image key: what a refused request must leave as it was. */
export async function storageSnapshot(): Promise<StorageSnapshot> {
  const names = await (tableNames ??= appTables());
  // One round trip for all tables: the properties take a snapshot before and after every request.
  const results = await env.DB.batch(names.map((table) => env.DB.prepare(`SELECT * FROM "${table}" ORDER BY rowid`)));
  const tables = Object.fromEntries(names.map((table, i) => [table, results[i]!.results]));
  const listed = await env.IMAGES.list({ limit: 1000 });
  return { tables, images: listed.objects.map((object) => object.key).sort() };
}

/** Rate-limit counters in KV that name this client (KV outlives tests, so look by client). */
export async function kvKeysOf(client: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const listed = await env.RATE_LIMITS.list({ cursor });
    keys.push(...listed.keys.map((key) => key.name).filter((name) => name.includes(`:${client}:`)));
    cursor = listed.list_complete ? undefined : listed.cursor;
  } while (cursor);
  return keys;
}

/** Row counts per table, for what an accepted request added. */
export const rowCounts = (snapshot: StorageSnapshot) =>
  Object.fromEntries(Object.entries(snapshot.tables).map(([table, rows]) => [table, rows.length]));
