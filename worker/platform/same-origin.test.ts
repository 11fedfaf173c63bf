import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "./env";
import { HttpError } from "./http-error";
import { sameOriginOnly } from "./same-origin";

describe("sameOriginOnly", () => {
  const app = new Hono<AppEnv>()
    .use(sameOriginOnly)
    .all("*", (c) => c.text("ok"))
    .onError((err, c) => (err instanceof HttpError ? c.text(err.message, err.status) : c.text("boom", 500)));
  const send = (method: string, headers: Record<string, string>, url = "https://saguaro.example/api/x") =>
    app.request(url, { method, headers }, { ...env, SITE_URL: "https://saguaro.example" });

  it.each([
    ["POST", { Origin: "https://evil.example" }, 403],
    ["PUT", { Origin: "https://evil.example" }, 403],
    ["PATCH", { Origin: "https://saguaro.example.evil.example" }, 403],
    ["DELETE", { Origin: "null" }, 403],
    ["POST", { "Sec-Fetch-Site": "cross-site" }, 403],
    ["POST", { "Sec-Fetch-Site": "same-site" }, 403],
    ["POST", { "Sec-Fetch-Site": "cross-site", Origin: "https://saguaro.example" }, 403],
    ["POST", { Origin: "https://saguaro.example" }, 200],
    ["POST", { Origin: "https://saguaro.example", "Sec-Fetch-Site": "same-origin" }, 200],
    ["POST", { "Sec-Fetch-Site": "none" }, 200],
    ["POST", {}, 200],
    ["GET", { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" }, 200],
    ["HEAD", { Origin: "https://evil.example" }, 200],
    ["OPTIONS", { Origin: "https://evil.example" }, 200],
  ])("%s with %o → %i", async (method, headers, status) => {
    expect((await send(method, headers)).status).toBe(status);
  });

  it("accepts the request's own origin as well as SITE_URL's (e.g. a preview host)", async () => {
    const preview = "https://preview.saguaro.example";
    expect((await send("POST", { Origin: preview }, `${preview}/api/x`)).status).toBe(200);
    expect((await send("POST", { Origin: preview })).status).toBe(403);
  });
});
