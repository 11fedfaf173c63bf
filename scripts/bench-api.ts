/**
 * API throughput and latency for `npm run bench`: autocannon against the local server, one endpoint
 * at a time, each next to a floor route on the same Worker that does no storage work.
 */
import autocannon from "autocannon";

export type ApiResult = {
  name: string;
  method: string;
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
};

export type ApiTarget = { name: string; method: "GET" | "POST"; path: string; body?: unknown };

export async function benchApi(
  baseUrl: string,
  targets: ApiTarget[],
  options: { connections?: number; durationSeconds?: number } = {},
): Promise<ApiResult[]> {
  const results: ApiResult[] = [];
  for (const target of targets) {
    // A short warm-up, so the first compilation of each route is not measured.
    await load(baseUrl, target, 2, 1);
    const result = await load(baseUrl, target, options.connections ?? 10, options.durationSeconds ?? 8);
    console.log(
      `  ${target.name.padEnd(34)} ${String(result.requestsPerSecond).padStart(6)} req/s  p50 ${result.p50Ms} ms  p99 ${result.p99Ms} ms`,
    );
    results.push(result);
  }
  return results;
}

async function load(baseUrl: string, target: ApiTarget, connections: number, duration: number): Promise<ApiResult> {
  const body = target.body === undefined ? undefined : JSON.stringify(target.body);
  const result = await autocannon({
    url: new URL(target.path, baseUrl).href,
    method: target.method,
    connections,
    duration,
    body,
    headers: {
      ...(body && { "content-type": "application/json" }),
      // Same-origin requests, as the site's own pages send them.
      origin: baseUrl,
      "sec-fetch-site": "same-origin",
    },
  });
  return {
    name: target.name,
    method: target.method,
    path: target.path,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
