import app from "./app";
import type { Env } from "./platform/env";
import { scheduled } from "./scheduled";

/** The Worker: the site and its API (./app.ts), and the scheduled jobs (./scheduled.ts). */
export default { fetch: app.fetch, scheduled } satisfies ExportedHandler<Env>;
