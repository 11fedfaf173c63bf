/**
 * `npm run soak`: a load and soak test on this machine, loopback only. Serves the built site with
 * `wrangler dev` on a fresh database (limits lifted, reCAPTCHA, mail and plans kept local), then
 * runs a visitor's mix of requests at rising concurrency: page views, project reads, matching and
 * contact messages, each message marked uniquely. Prints throughput, latency and status counts per
 * step, checks that every accepted message was stored exactly once, and writes bench-results/soak.json.
 * Exits non-zero on any 5xx answer, connection error or timeout, or lost, duplicated or stray message.
 *
 *   npm run soak [-- --connections 1,4,16,32 --seconds 20 --port 8802 --inspector-port 8807]
 */
import autocannon, { type Request } from "autocannon";
import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { ContactLedger, type ContactReconciliation } from "./lib/contact-ledger";
import { queryD1 } from "./lib/d1";
import { firstProjectSlug, liftedRateLimits, offlineServices, startDevServer } from "./lib/dev-server";
import { ensureSiteBuild } from "./lib/site-build";

const { values } = parseArgs({
  options: {
    connections: { type: "string", default: "1,4,16,32" },
    seconds: { type: "string", default: "20" },
    port: { type: "string", default: "8802" },
    "inspector-port": { type: "string", default: "8807" },
  },
});
const steps = values.connections.split(",").map(Number);
const seconds = Number(values.seconds);
if (!steps.length || steps.some((n) => !Number.isInteger(n) || n < 1) || !(seconds > 0)) {
  throw new Error("Usage: npm run soak [-- --connections 1,4,16,32 --seconds 20 --port 8802 --inspector-port 8807]");
}

type Group = "page" | "project read" | "matching" | "contact";
type Kind = { group: Group; method: "GET" | "POST"; path: string; expected: number; body?: () => unknown };

const ledger = new ContactLedger(randomBytes(4).toString("hex"));
const queries = [
  { requirements: "An online store for handmade pottery with shipping rates", interests: "e-commerce" },
  { requirements: "A booking system for a dental clinic with reminders", interests: "scheduling, healthcare" },
  { requirements: "A fast marketing site for a real estate office", interests: "listings, SEO" },
];
let queryCount = 0;

/** One visitor's round: five page views, two project reads, a search and a message. */
function visitorMix(slug: string): Kind[] {
  return [
    { group: "page", method: "GET", path: "/", expected: 200 },
    { group: "page", method: "GET", path: "/about", expected: 200 },
    { group: "page", method: "GET", path: "/projects", expected: 200 },
    { group: "project read", method: "GET", path: "/api/projects", expected: 200 },
    { group: "page", method: "GET", path: `/projects/${slug}`, expected: 200 },
    { group: "project read", method: "GET", path: `/api/projects/slug/${slug}`, expected: 200 },
    {
      group: "matching",
      method: "POST",
      path: "/api/recommendations",
      expected: 200,
      body: () => ({ ...queries[queryCount++ % queries.length], recaptchaToken: "no_site_key" }),
    },
    { group: "page", method: "GET", path: "/contact", expected: 200 },
    { group: "contact", method: "POST", path: "/api/contact", expected: 201 },
  ];
}

const contactBody = (marker: string) => ({
  name: "Soak Tester",
  email: "soak@example.com",
  phone: "",
  service: "other",
  message: `Soak test message ${marker}: every accepted message must be stored exactly once.`,
  recaptchaToken: "no_site_key",
});

type GroupStats = { statuses: Record<string, number>; latencies: number[] };
type StepReport = {
  connections: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number; max: number };
  status: { "2xx": number; "3xx": number; "4xx": number; "5xx": number };
  connectionErrors: number;
  timeouts: number;
  groups: Record<string, { requests: number; p50: number; p99: number; statuses: Record<string, number> }>;
};

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** What a connection keeps about the request it has in flight. */
type SentContext = { sentAt: number; marker?: string };

async function runStep(origin: string, mix: Kind[], connections: number): Promise<StepReport> {
  const groups = new Map<Group, GroupStats>();
  const requests: Request[] = mix.map((kind) => ({
    method: kind.method,
    path: kind.path,
    headers: kind.method === "POST" ? { "Content-Type": "application/json" } : undefined,
    body: kind.body ? JSON.stringify(kind.body()) : undefined,
    // Called just before each send (one request in flight per connection), so the time taken here
    // and the marker stay with this request until its answer.
    setupRequest: (request, context) => {
      const sent = context as SentContext;
      sent.sentAt = performance.now();
      if (kind.group === "contact") {
        const marker = ledger.nextMarker();
        sent.marker = marker;
        return { ...request, body: JSON.stringify(contactBody(marker)) };
      }
      return kind.body ? { ...request, body: JSON.stringify(kind.body()) } : request;
    },
    onResponse: (status, _body, context) => {
      const sent = context as SentContext;
      const stats = groups.get(kind.group) ?? { statuses: {}, latencies: [] };
      groups.set(kind.group, stats);
      stats.statuses[status] = (stats.statuses[status] ?? 0) + 1;
      stats.latencies.push(performance.now() - sent.sentAt);
      if (kind.group === "contact") ledger.recordAnswer(sent.marker!, status);
    },
  }));

  const result = await autocannon({ url: origin, connections, duration: seconds, timeout: 10, requests });
  return {
    connections,
    seconds: result.duration,
    requests: result.requests.total,
    requestsPerSecond: Math.round((result.requests.total / result.duration) * 10) / 10,
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    status: { "2xx": result["2xx"], "3xx": result["3xx"], "4xx": result["4xx"], "5xx": result["5xx"] },
    connectionErrors: result.errors - result.timeouts,
    timeouts: result.timeouts,
    groups: Object.fromEntries(
      [...groups].map(([group, stats]) => {
        const sorted = stats.latencies.sort((a, b) => a - b);
        const round = (ms: number) => Math.round(ms * 10) / 10;
        return [
          group,
          {
            requests: sorted.length,
            p50: round(percentile(sorted, 50)),
            p99: round(percentile(sorted, 99)),
            statuses: stats.statuses,
          },
        ];
      }),
    ),
  };
}

/** One request of each kind before the load: the mix must work at all (and the Worker be warm). */
async function checkMix(origin: string, mix: Kind[]): Promise<void> {
  for (const kind of mix) {
    const body = kind.group === "contact" ? contactBody("warm-up") : kind.body?.();
    const response = await fetch(`${origin}${kind.path}`, {
      method: kind.method,
      headers: body ? { "Content-Type": "application/json" } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
    await response.arrayBuffer();
    if (response.status !== kind.expected)
      throw new Error(`${kind.method} ${kind.path} answered ${response.status}, expected ${kind.expected}.`);
  }
}

const pad = (value: string | number, width: number) => String(value).padStart(width);

function printSteps(reports: StepReport[]): void {
  console.log(
    "\nconnections  requests    req/s   p50 ms   p99 ms   max ms     2xx    4xx    5xx  conn errors  timeouts",
  );
  for (const r of reports) {
    console.log(
      `${pad(r.connections, 11)} ${pad(r.requests, 9)} ${pad(r.requestsPerSecond.toFixed(1), 8)} ${pad(r.latencyMs.p50, 8)} ` +
        `${pad(r.latencyMs.p99, 8)} ${pad(r.latencyMs.max, 8)} ${pad(r.status["2xx"], 7)} ${pad(r.status["4xx"], 6)} ` +
        `${pad(r.status["5xx"], 6)} ${pad(r.connectionErrors, 12)} ${pad(r.timeouts, 9)}`,
    );
  }
  console.log("\nper request group (latency from send to full answer)\n");
  console.log("connections  group          requests   p50 ms   p99 ms  statuses");
  for (const r of reports) {
    for (const [group, g] of Object.entries(r.groups)) {
      const statuses = Object.entries(g.statuses)
        .map(([status, n]) => `${status}×${n}`)
        .join(" ");
      console.log(
        `${pad(r.connections, 11)}  ${group.padEnd(13)} ${pad(g.requests, 9)} ${pad(g.p50, 8)} ${pad(g.p99, 8)}  ${statuses}`,
      );
    }
  }
}

function printContacts(c: ContactReconciliation): void {
  console.log(
    `\ncontact messages: ${c.sent} sent, ${c.accepted} accepted, ${c.refused} refused, ${c.unanswered} unanswered at stop ` +
      `(${c.unansweredStored} of them stored); ${c.stored} stored: ${c.missing.length} missing, ${c.duplicated.length} duplicated, ` +
      `${c.unexpected.length} unexpected`,
  );
}

await ensureSiteBuild();
const server = await startDevServer({
  port: Number(values.port),
  inspectorPort: Number(values["inspector-port"]),
  folderPrefix: "saguaro-soak-",
  vars: { ...offlineServices, ...liftedRateLimits },
});
const reports: StepReport[] = [];
let contacts: ContactReconciliation;
try {
  const mix = visitorMix(await firstProjectSlug(server.origin));
  await checkMix(server.origin, mix);
  console.log(`\nSoak on ${server.origin}: ${steps.join(", ")} connection(s), ${seconds} s each, run ${ledger.runId}`);
  for (const connections of steps) {
    process.stdout.write(`  ${connections} connection(s) ... `);
    const report = await runStep(server.origin, mix, connections);
    reports.push(report);
    console.log(`${report.requestsPerSecond} req/s`);
  }
} finally {
  await server.stop();
}
// Read after the server has stopped: every request it accepted has finished writing.
try {
  const [rows = []] = await queryD1<{ message: string }>(
    { remote: false, persistTo: server.state },
    `SELECT message FROM contact_messages WHERE message LIKE '%soak-${ledger.runId}-%'`,
  );
  contacts = ledger.reconcile(rows.map((row) => row.message));
} catch (error) {
  console.error(`The server's database is kept in ${server.state} for inspection.`);
  throw error;
}

printSteps(reports);
printContacts(contacts);

const problems = [
  ...reports
    .filter((r) => r.status["5xx"])
    .map((r) => `${r.status["5xx"]} answer(s) 5xx at ${r.connections} connection(s)`),
  ...reports
    .filter((r) => r.connectionErrors)
    .map((r) => `${r.connectionErrors} connection error(s) at ${r.connections} connection(s)`),
  ...reports.filter((r) => r.timeouts).map((r) => `${r.timeouts} timeout(s) at ${r.connections} connection(s)`),
  ...(contacts.missing.length ? [`accepted messages not stored: ${contacts.missing.slice(0, 5).join(", ")}`] : []),
  ...(contacts.duplicated.length
    ? [`messages stored more than once: ${contacts.duplicated.slice(0, 5).join(", ")}`]
    : []),
  ...(contacts.unexpected.length
    ? [`messages stored but refused or never sent: ${contacts.unexpected.slice(0, 5).join(", ")}`]
    : []),
];

mkdirSync("bench-results", { recursive: true });
writeFileSync(
  "bench-results/soak.json",
  JSON.stringify(
    {
      date: new Date().toISOString(),
      runId: ledger.runId,
      secondsPerStep: seconds,
      steps: reports,
      contacts,
      problems,
      ok: !problems.length,
    },
    null,
    2,
  ),
);
console.log("\nWritten to bench-results/soak.json");

if (problems.length) {
  console.error(`\nFAILED:\n- ${problems.join("\n- ")}\nServer log and database: ${server.folder}`);
  process.exit(1);
}
rmSync(server.folder, { recursive: true, force: true });
console.log("\nPassed: no 5xx, no connection errors, every accepted message stored exactly once.");
