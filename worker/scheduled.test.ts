import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { insertAdmin, projectInput, request, sendJson, sessionCookieFor } from "./test/fixtures";
import { d1FailingAt } from "./test/failing-d1";
import { runScheduledJobs } from "./scheduled";
import worker from "./index";

/**
 * The scheduled Worker: it publishes the projects whose time has come, trims the activity log to its
 * retention and drops expired staff sessions; a job that fails leaves the others to run.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** A fixed "now" for the jobs. */
const NOW = Date.UTC(2026, 5, 15, 3, 0, 0);

let loggedErrors: MockInstance<Console["error"]>;
beforeEach(() => {
  loggedErrors = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

/** An entry of the log made `daysAgo` days before NOW, named by its subject. */
async function entryAged(daysAgo: number, subject = `${daysAgo} days old`) {
  await env.DB.prepare(
    "INSERT INTO activity_log (at, actor_id, actor_name, kind, subject) VALUES (?, NULL, 'someone', 'sign-in', ?)",
  )
    .bind(new Date(NOW - daysAgo * DAY_MS).toISOString(), subject)
    .run();
}

async function subjects(): Promise<string[]> {
  return (await env.DB.prepare("SELECT subject FROM activity_log ORDER BY id").all<{ subject: string }>()).results.map(
    (row) => row.subject,
  );
}

/** A session of the account that expires `msFromNow` after NOW (negative: already expired). */
async function sessionExpiring(userId: number, id: string, msFromNow: number) {
  await env.DB.prepare("INSERT INTO staff_sessions (id, user_id, user_agent, expires_at) VALUES (?, ?, 'test', ?)")
    .bind(id, userId, new Date(NOW + msFromNow).toISOString())
    .run();
}

async function sessionIds(): Promise<string[]> {
  return (await env.DB.prepare("SELECT id FROM staff_sessions ORDER BY id").all<{ id: string }>()).results.map(
    (row) => row.id,
  );
}

describe("trimming the activity log", () => {
  it("removes entries older than 180 days by default and keeps newer ones", async () => {
    for (const days of [400, 181, 180.01, 179.99, 179, 30, 0]) await entryAged(days);
    await runScheduledJobs(env, NOW);
    expect(await subjects()).toEqual(["179.99 days old", "179 days old", "30 days old", "0 days old"]);
  });

  it("keeps entries for ACTIVITY_RETENTION_DAYS days when it is set", async () => {
    for (const days of [181, 31, 30.01, 29.99, 1]) await entryAged(days);
    await runScheduledJobs({ ...env, ACTIVITY_RETENTION_DAYS: "30" }, NOW);
    expect(await subjects()).toEqual(["29.99 days old", "1 days old"]);
  });

  it("running again changes nothing more", async () => {
    await entryAged(10);
    await runScheduledJobs(env, NOW);
    await runScheduledJobs(env, NOW);
    expect(await subjects()).toEqual(["10 days old"]);
  });

  it("falls back to 180 days when ACTIVITY_RETENTION_DAYS is not a positive whole number", async () => {
    for (const days of [181, 179, 31, 1]) await entryAged(days);
    await runScheduledJobs({ ...env, ACTIVITY_RETENTION_DAYS: "0" }, NOW);
    expect(await subjects()).toEqual(["179 days old", "31 days old", "1 days old"]);
  });
});

describe("dropping expired sessions", () => {
  it("drops sessions that expired and keeps live ones", async () => {
    const admin = await insertAdmin();
    const other = await insertAdmin();
    await sessionExpiring(admin.id, "expired-yesterday", -DAY_MS);
    await sessionExpiring(admin.id, "expired-a-second-ago", -1000);
    await sessionExpiring(admin.id, "live-for-an-hour", 60 * 60 * 1000);
    await sessionExpiring(other.id, "live-for-a-second", 1000);
    await runScheduledJobs(env, NOW);
    expect(await sessionIds()).toEqual(["live-for-a-second", "live-for-an-hour"]);
  });

  it("leaves a signed-in browser signed in", async () => {
    const admin = await insertAdmin();
    const cookie = await sessionCookieFor(admin.id);
    await runScheduledJobs(env);
    expect((await sendJson("GET", "/api/contact", undefined, cookie)).status).toBe(200);
  });
});

describe("a failing job", () => {
  async function setUp() {
    const admin = await insertAdmin();
    await entryAged(200, "old");
    await entryAged(1, "recent");
    await sessionExpiring(admin.id, "expired", -DAY_MS);
    await sessionExpiring(admin.id, "live", DAY_MS);
  }

  it("does not stop the others: the scheduled publishing fails, the log is trimmed and expired sessions go", async () => {
    await setUp();
    // The first statement the jobs prepare is the look for due projects (none is due here).
    const { db } = d1FailingAt(1);
    await runScheduledJobs({ ...env, DB: db }, NOW);
    expect(await subjects()).toEqual(["recent"]);
    expect(await sessionIds()).toEqual(["live"]);
    expect(loggedErrors).toHaveBeenCalledWith("Scheduled job failed: publish scheduled projects:", expect.any(Error));
  });

  it("does not stop the others: the log's trim fails, expired sessions still go", async () => {
    await setUp();
    // The second statement is the trim's.
    const { db } = d1FailingAt(2);
    await expect(runScheduledJobs({ ...env, DB: db }, NOW)).resolves.toBeUndefined();
    expect(await subjects()).toEqual(["old", "recent"]);
    expect(await sessionIds()).toEqual(["live"]);
    expect(loggedErrors).toHaveBeenCalledWith("Scheduled job failed: trim the activity log:", expect.any(Error));
  });

  it("does not stop the others: the sessions' sweep fails, the log is still trimmed", async () => {
    await setUp();
    const { db } = d1FailingAt(3);
    await runScheduledJobs({ ...env, DB: db }, NOW);
    expect(await subjects()).toEqual(["recent"]);
    expect(await sessionIds()).toEqual(["expired", "live"]);
    expect(loggedErrors).toHaveBeenCalledWith("Scheduled job failed: drop expired sessions:", expect.any(Error));
  });

  it("each job prepares one statement when nothing is due (what the cases above rely on)", async () => {
    await setUp();
    const counting = d1FailingAt(Infinity);
    await runScheduledJobs({ ...env, DB: counting.db }, NOW);
    expect(counting.statements()).toBe(3);
    expect(loggedErrors).not.toHaveBeenCalled();
  });
});

describe("the scheduled handler", () => {
  it("runs the jobs at the trigger's scheduled time", async () => {
    const admin = await insertAdmin();
    await entryAged(200, "old");
    await entryAged(1, "recent");
    await sessionExpiring(admin.id, "expired", -1000);
    await sessionExpiring(admin.id, "live", 1000);
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: NOW, cron: "*/5 * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect(await subjects()).toEqual(["recent"]);
    expect(await sessionIds()).toEqual(["live"]);
  });
});

describe("scheduled publishing", () => {
  it("publishes a project whose time has come, recorded as the schedule's doing", async () => {
    const owner = await insertAdmin({ role: "owner" });
    const cookie = await sessionCookieFor(owner.id);
    const created = await sendJson("POST", "/api/projects", projectInput({ title: "Cron Launch" }), cookie);
    expect(created.status).toBe(201);
    const { data: project } = await created.json<{ data: { id: number; slug: string } }>();
    const at = new Date(Date.now() + 60 * 60_000);
    const scheduled = await sendJson(
      "POST",
      `/api/projects/${project.id}/publish`,
      { publishAt: at.toISOString() },
      cookie,
    );
    expect(scheduled.status).toBe(200);

    await runScheduledJobs(env, at.getTime() - 1000);
    expect((await request(`/api/projects/slug/${project.slug}`)).status).toBe(404);

    await runScheduledJobs(env, at.getTime());
    expect((await request(`/api/projects/slug/${project.slug}`)).status).toBe(200);
    const entry = await env.DB.prepare(
      "SELECT actor_id, actor_name, subject FROM activity_log WHERE kind = 'project-publish'",
    ).first();
    expect(entry).toEqual({ actor_id: null, actor_name: "Scheduled publishing", subject: "Cron Launch" });
  });
});
