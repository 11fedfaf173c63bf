import { trimActivity } from "./features/activity/log";
import { sweepExpiredSessions } from "./features/auth/sessions";
import { publishDueProjects } from "./features/projects/publishing";
import { database } from "./platform/db";
import type { Env } from "./platform/env";
import { settings } from "./platform/settings";

/**
 * The scheduled Worker (wrangler.toml `[triggers]`): publishes the projects whose publish time has
 * come, trims the activity log to its retention (ACTIVITY_RETENTION_DAYS, 180 days unless set) and
 * drops expired staff sessions. Each job runs on its own: one failing is logged and the others still run.
 */
export async function runScheduledJobs(env: Env, now = Date.now()): Promise<void> {
  const db = database(env.DB);
  const jobs: [string, () => Promise<unknown>][] = [
    [
      "publish scheduled projects",
      async () => {
        const { failed } = await publishDueProjects(env, new Date(now));
        for (const { id, message } of failed) console.warn(`Scheduled publishing of project ${id} failed: ${message}`);
      },
    ],
    ["trim the activity log", () => trimActivity(db, settings(env).activityRetentionDays, now)],
    ["drop expired sessions", () => sweepExpiredSessions(db, now)],
  ];
  for (const [name, job] of jobs) {
    try {
      await job();
    } catch (error) {
      console.error(`Scheduled job failed: ${name}:`, error);
    }
  }
}

export const scheduled: ExportedHandlerScheduledHandler<Env> = (controller, env, ctx) => {
  ctx.waitUntil(runScheduledJobs(env, controller.scheduledTime));
};
