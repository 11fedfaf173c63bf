import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { InboxBulkAction } from "#schema/lists.ts";
import { INBOX_PAGE_SIZE, MAX_BULK_IDS, MAX_BULK_MATCHING } from "#schema/paging.ts";
import { CONTACT_SEARCH_INDEX } from "#schema/tables.ts";
import type { ErrorResponse, InboxCounts, InboxPage } from "#schema/types.ts";
import { contactMessage, countRows, postJson, request, sendJson, signedInAdmin } from "#worker/test/fixtures.ts";
import { recordingD1, type Sent } from "#worker/test/recording-d1.ts";

/** The staff inbox (GET /api/contact, POST /api/contact/bulk) at the size a studio's inbox reaches. */

type Row = { name: string; email: string; service: string; message: string; status: string; createdAt: string };

let cookie = "";
beforeEach(async () => {
  ({ cookie } = await signedInAdmin());
});

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();

/** Inserts messages as stored rows (dates chosen by the test), in batches D1 accepts; returns their ids. */
async function insertMessages(rows: Partial<Row>[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += 50) {
    const statements = rows
      .slice(start, start + 50)
      .map((row, i) =>
        env.DB.prepare(
          "INSERT INTO contact_messages (name, email, service, message, status, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id",
        ).bind(
          row.name ?? `Sender ${start + i}`,
          row.email ?? `sender${start + i}@example.com`,
          row.service ?? "web-design",
          row.message ?? "Hello, we would like a website.",
          row.status ?? "new",
          row.createdAt ?? at(start + i),
        ),
      );
    for (const result of await env.DB.batch<{ id: number }>(statements)) ids.push(result.results[0]!.id);
  }
  return ids;
}

async function inbox(query = ""): Promise<InboxPage> {
  const response = await request(`/api/contact${query}`, { headers: { Cookie: cookie } });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json<InboxPage>();
}

/** Every page from the first, following nextCursor; the ids in the order shown. */
async function walk(query: string): Promise<{ ids: number[]; pages: number }> {
  const ids: number[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const separator = query ? "&" : "?";
    const page = await inbox(`${query}${cursor ? `${separator}cursor=${encodeURIComponent(cursor)}` : ""}`);
    ids.push(...page.data.map((message) => message.id));
    cursor = page.nextCursor;
    pages++;
  } while (cursor && pages < 100);
  return { ids, pages };
}

/** Newest first by date, then by id. */
async function newestFirst(where = "1 = 1"): Promise<number[]> {
  const { results } = await env.DB.prepare(
    `SELECT id FROM contact_messages WHERE ${where} ORDER BY created_at DESC, id DESC`,
  ).all<{
    id: number;
  }>();
  return results.map((row) => row.id);
}

const bulk = (body: InboxBulkAction | Record<string, unknown>) => sendJson("POST", "/api/contact/bulk", body, cookie);

describe("GET /api/contact pages", () => {
  it("an empty inbox: no rows, no next page, every count 0", async () => {
    expect(await inbox()).toEqual({
      data: [],
      nextCursor: null,
      counts: { all: 0, new: 0, "in-progress": 0, completed: 0, held: 0 },
    });
  });

  it("walks every message once, newest first, 50 a page, ties on the date broken by id", async () => {
    // 120 messages; every fourth shares its date with the one before.
    await insertMessages(Array.from({ length: 120 }, (_, i) => ({ createdAt: at(i - (i % 4 === 3 ? 1 : 0)) })));
    const first = await inbox();
    expect(first.data).toHaveLength(INBOX_PAGE_SIZE);
    expect(first.counts.all).toBe(120);
    const { ids, pages } = await walk("");
    expect(pages).toBe(3);
    expect(ids).toEqual(await newestFirst());
  });

  it("a last page that is exactly full names no next page", async () => {
    await insertMessages(Array.from({ length: 2 * INBOX_PAGE_SIZE }, () => ({})));
    const { ids, pages } = await walk("");
    expect(pages).toBe(2);
    expect(ids).toHaveLength(100);
    const small = await inbox("?limit=7");
    expect(small.data).toHaveLength(7);
  });

  it("the cursor of a message deleted meanwhile still leads to the next page", async () => {
    await insertMessages(Array.from({ length: 70 }, () => ({})));
    const first = await inbox();
    const last = first.data.at(-1)!;
    const expected = await inbox(`?cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect((await request(`/api/contact/${last.id}`, { method: "DELETE", headers: { Cookie: cookie } })).status).toBe(
      200,
    );
    const after = await inbox(`?cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(after.data.map((message) => message.id)).toEqual(expected.data.map((message) => message.id));
    expect(after.data).toHaveLength(20);
    expect(after.nextCursor).toBeNull();
  });

  it("filters by status and service, searches, and counts each status under the service and search", async () => {
    await insertMessages([
      { name: "Ana Solar", service: "javascript", message: "A dashboard for solar permits", status: "new" },
      { name: "Ben Solar", service: "javascript", message: "Solar crew scheduling", status: "completed" },
      { name: "Cy Dental", service: "web-design", message: "A site for our dental practice", status: "new" },
      { name: "Di Spam", service: "javascript", message: "Cheap pills, solar discount", status: "in-progress" },
      ...Array.from({ length: 60 }, (_, i) => ({
        name: `Solar lead ${i}`,
        service: "consultancy",
        message: "Rank our solar company",
      })),
    ]);
    const searched = await inbox("?q=solar&service=javascript");
    expect(searched.data.map((message) => message.name)).toEqual(["Di Spam", "Ben Solar", "Ana Solar"]);
    expect(searched.counts).toEqual({ all: 3, new: 1, "in-progress": 1, completed: 1, held: 0 });

    const newOnly = await inbox("?q=solar&service=javascript&status=new");
    expect(newOnly.data.map((message) => message.name)).toEqual(["Ana Solar"]);
    expect(newOnly.counts).toEqual(searched.counts);

    // A search over more than a page pages the same way, in the same order.
    const { ids, pages } = await walk("?q=solar");
    expect(pages).toBe(2);
    expect(ids).toEqual(await newestFirst("(name || ' ' || message) LIKE '%solar%'"));

    const none = await inbox("?q=orthodontics");
    expect(none).toEqual({
      data: [],
      nextCursor: null,
      counts: { all: 0, new: 0, "in-progress": 0, completed: 0, held: 0 },
    });
  });

  it("finds words by their start, in name, email and message, whatever their case and accents", async () => {
    await insertMessages([
      { name: "José Núñez", email: "jose@cafe-nunez.example", message: "Menu photography" },
      { name: "Kim", email: "kim@example.com", message: "PHOTOGRAPHS of our dental office" },
    ]);
    const names = async (q: string) => (await inbox(`?q=${encodeURIComponent(q)}`)).data.map((message) => message.name);
    expect(await names("jose")).toEqual(["José Núñez"]);
    expect(await names("NUNEZ")).toEqual(["José Núñez"]);
    expect(await names("photo")).toEqual(["Kim", "José Núñez"]);
    expect(await names("cafe-nunez.example")).toEqual(["José Núñez"]);
    expect(await names("photo dental")).toEqual(["Kim"]);
    // FTS5's own syntax is searched for as words, never run.
    for (const q of [
      '"',
      "photo*",
      "NEAR(photo dental)",
      "dental AND",
      "-photo",
      "name:kim",
      "^kim",
      "'); DROP TABLE x; --",
    ]) {
      const response = await request(`/api/contact?q=${encodeURIComponent(q)}`, { headers: { Cookie: cookie } });
      expect(response.status, q).toBe(200);
    }
    // Nothing searchable typed: the search is no filter.
    expect(await names("@@ --")).toHaveLength(2);
  });

  it.each([
    ["?limit=0", "limit"],
    ["?limit=51", "limit"],
    ["?limit=ten", "limit"],
    ["?cursor=123", "The page cursor"],
    ["?cursor=2026-01-01T00:00:00.000Z~0", "The page cursor"],
    ["?status=archived", "status"],
    ["?service=plumbing", "service"],
    [`?q=${"a".repeat(201)}`, "Search for"],
  ])("refuses %s with a plain 400", async (query, start) => {
    const response = await request(`/api/contact${query}`, { headers: { Cookie: cookie } });
    expect(response.status).toBe(400);
    expect((await response.json<ErrorResponse>()).message.startsWith(start)).toBe(true);
  });
});

describe("the full-text index stays in step with the messages", () => {
  const found = async (q: string) => (await inbox(`?q=${encodeURIComponent(q)}`)).data.map((message) => message.id);
  /** FTS5's own check of an external-content index against its table. */
  const integrityCheck = () =>
    env.DB.prepare(
      `INSERT INTO ${CONTACT_SEARCH_INDEX} (${CONTACT_SEARCH_INDEX}, rank) VALUES ('integrity-check', 1)`,
    ).run();

  it("after a message is sent, changed and deleted", async () => {
    const sent = await postJson("/api/contact", { ...contactMessage, name: "Quentin Zephyr" }, {}, "203.0.113.80");
    expect(sent.status).toBe(201);
    const { id } = (await sent.json<{ data: { id: number } }>()).data;
    expect(await found("zephyr")).toEqual([id]);

    // Staff changing status and notes does not touch the index; a corrected name or text does.
    await sendJson("PATCH", `/api/contact/${id}`, { status: "completed", notes: "Called back" }, cookie);
    expect(await found("zephyr")).toEqual([id]);
    await env.DB.prepare(
      "UPDATE contact_messages SET name = 'Quentin Yarrow', message = 'Now about kiosks' WHERE id = ?",
    )
      .bind(id)
      .run();
    expect(await found("zephyr")).toEqual([]);
    expect(await found("yarrow kiosks")).toEqual([id]);
    await integrityCheck();

    await request(`/api/contact/${id}`, { method: "DELETE", headers: { Cookie: cookie } });
    expect(await found("yarrow")).toEqual([]);
    await integrityCheck();
  });

  it("after bulk deletes", async () => {
    const ids = await insertMessages(
      Array.from({ length: 30 }, (_, i) => ({ name: `Wave ${i}`, message: "crypto offer" })),
    );
    expect(await found("crypto")).toHaveLength(30);
    await bulk({ action: "delete", ids: ids.slice(0, 10) });
    expect(await found("crypto")).toHaveLength(20);
    await integrityCheck();
  });

  it("the integrity check would notice an index out of step", async () => {
    await insertMessages([{ name: "Drift" }]);
    const trigger = "contact_messages_fts_after_update";
    const { sql } = (await env.DB.prepare("SELECT sql FROM sqlite_master WHERE name = ?")
      .bind(trigger)
      .first<{ sql: string }>())!;
    await env.DB.prepare(`DROP TRIGGER ${trigger}`).run();
    try {
      await env.DB.prepare("UPDATE contact_messages SET name = 'Moved'").run();
      await expect(integrityCheck()).rejects.toThrow();
    } finally {
      // Storage lives as long as the file: the tests after this one need the trigger.
      await env.DB.prepare(sql).run();
      await env.DB.prepare(`INSERT INTO ${CONTACT_SEARCH_INDEX} (${CONTACT_SEARCH_INDEX}) VALUES ('rebuild')`).run();
    }
    await integrityCheck();
  });
});

describe("POST /api/contact/bulk", () => {
  it("deletes the messages named by id in one D1 batch, and answers the new counts", async () => {
    const ids = await insertMessages(Array.from({ length: 12 }, () => ({})));
    const sent: Sent[] = [];
    const batches: Sent[][] = [];
    const response = await request(
      "/api/contact/bulk",
      {
        method: "POST",
        headers: { "Content-Type": "application/json", Cookie: cookie },
        body: JSON.stringify({ action: "delete", ids: ids.slice(0, 5) }),
      },
      { DB: recordingD1(env.DB, sent, batches) },
    );
    expect(response.status).toBe(200);
    const body = await response.json<{ message: string; data: { affected: number; counts: InboxCounts } }>();
    expect(body.message).toBe("5 messages deleted");
    expect(body.data).toEqual({ affected: 5, counts: { all: 7, new: 7, "in-progress": 0, completed: 0, held: 0 } });
    expect(await newestFirst()).toEqual(ids.slice(5).reverse());

    // One batch holds the delete; no delete ran outside it.
    expect(batches).toHaveLength(1);
    const deletes = sent.filter((statement) => /^delete/i.test(statement.sql));
    expect(deletes).toHaveLength(1);
    expect(batches[0]).toContain(deletes[0]);
  });

  it("marks every message matching a search, up to the newest one the staff member saw", async () => {
    await insertMessages(
      Array.from({ length: 70 }, (_, i) => ({ name: `Spammer ${i}`, message: "Buy followers now" })),
    );
    await insertMessages([{ name: "Real client", message: "A new website please" }]);
    const seen = await inbox("?q=followers");
    expect(seen.counts.all).toBe(70);
    const newest = seen.data[0]!;
    // A spam message that arrives after the page was loaded.
    await insertMessages([{ name: "Late spammer", message: "Buy followers now", createdAt: at(500) }]);

    const response = await bulk({
      action: "mark",
      status: "completed",
      matching: { q: "followers", through: `${newest.createdAt}~${newest.id}`, count: 70 },
    });
    expect(response.status).toBe(200);
    expect((await response.json<{ data: { affected: number } }>()).data.affected).toBe(70);
    const { results } = await env.DB.prepare(
      "SELECT name, status FROM contact_messages WHERE status = 'new' ORDER BY id",
    ).all();
    expect(results).toEqual([
      { name: "Real client", status: "new" },
      { name: "Late spammer", status: "new" },
    ]);
  });

  it("changes nothing when the set no longer holds the count the staff member confirmed (409)", async () => {
    await insertMessages([{ service: "php" }, { service: "php" }, { service: "web-design" }]);
    const seen = await inbox("?service=php");
    const newest = seen.data[0]!;
    // The confirmation named the other filter's count, or a message was deleted meanwhile.
    const response = await bulk({
      action: "delete",
      matching: { service: "php", through: `${newest.createdAt}~${newest.id}`, count: 3 },
    });
    expect(response.status).toBe(409);
    expect((await response.json<ErrorResponse>()).message).toMatch(
      /changed since they were listed: nothing was changed/,
    );
    expect(await countRows("contact_messages")).toBe(3);
  });

  it("deletes all matching a status and service", async () => {
    await insertMessages([
      { service: "php", status: "completed" },
      { service: "php", status: "new" },
      { service: "web-design", status: "completed" },
    ]);
    const response = await bulk({
      action: "delete",
      matching: { status: "completed", service: "php", through: `${at(999)}~999999`, count: 1 },
    });
    expect((await response.json<{ message: string }>()).message).toBe("1 message deleted");
    expect(await countRows("contact_messages")).toBe(2);
  });

  it.each([
    [{ action: "delete" }, "Name the messages by ids or by matching, not both."],
    [
      { action: "delete", ids: [1], matching: { through: `${at(1)}~1`, count: 1 } },
      "Name the messages by ids or by matching, not both.",
    ],
    [{ action: "mark", ids: [1] }, "Choose the status to mark the messages with."],
    [{ action: "mark", status: "spam", ids: [1] }, "Status must be new, in-progress or completed"],
    [{ action: "archive", ids: [1] }, "action must be delete or mark."],
    [{ action: "delete", ids: [] }, "Select at least one message."],
    [
      { action: "delete", ids: Array.from({ length: MAX_BULK_IDS + 1 }, (_, i) => i + 1) },
      "Select at most 100 messages, or all matching messages.",
    ],
    [{ action: "delete", ids: [1.5] }, "ids item 1 is not valid."],
    [
      { action: "delete", matching: { through: `${at(999)}~999999`, count: MAX_BULK_MATCHING + 1 } },
      "Change at most 5,000 messages at once: narrow the search or the filter.",
    ],
    [{ action: "delete", matching: { through: `${at(999)}~999999` } }, "matching.count is required."],
    [
      { action: "delete", matching: { q: "x", through: "yesterday", count: 1 } },
      "The page cursor is not valid. Reload the list.",
    ],
  ])("refuses %j with a plain 400 and changes nothing", async (body, message) => {
    await insertMessages([{}, {}]);
    const response = await bulk(body);
    expect(response.status).toBe(400);
    expect((await response.json<ErrorResponse>()).message).toBe(message);
    expect(await countRows("contact_messages")).toBe(2);
  });

  it("is for staff only", async () => {
    await insertMessages([{}]);
    const response = await sendJson("POST", "/api/contact/bulk", { action: "delete", ids: [1] });
    expect(response.status).toBe(401);
    expect(await countRows("contact_messages")).toBe(1);
  });
});
