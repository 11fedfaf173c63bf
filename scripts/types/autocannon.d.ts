/** The part of autocannon's programmatic API the scripts use (the package ships no types). */
declare module "autocannon" {
  export type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  };

  export type RequestContext = Record<string, unknown>;

  export type Request = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called before each send; returns the request to send. */
    setupRequest?: (request: Request, context: RequestContext) => Request;
    onResponse?: (status: number, body: string, context: RequestContext, headers: Record<string, string>) => void;
  };

  export type Options = {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
    requests?: Request[];
  };

  export type Result = {
    duration: number;
    requests: Histogram & { sent: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    "1xx": number;
    "2xx": number;
    "3xx": number;
    "4xx": number;
    "5xx": number;
    statusCodeStats: Record<string, { count: number }>;
  };

  export type Instance = PromiseLike<Result> & { stop(): void };

  export default function autocannon(options: Options): Instance;
}
