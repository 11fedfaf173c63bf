import { describe, expect, it } from "vitest";
import { request } from "./test/fixtures";

describe("GET /api/health", () => {
  it("answers without touching storage, through the same middleware as every API call", async () => {
    const response = await request("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { ok: true } });
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
  });

  it("is a read: other methods are not found", async () => {
    const response = await request("/api/health", { method: "POST", headers: { "Sec-Fetch-Site": "same-origin" } });
    expect(response.status).toBe(404);
  });
});
