import { describe, expect, it } from "vitest";
import { ApiError, errorMessage, errorStatus, fieldErrorsOf, rateLimitOf } from "./errors";

const answer = (status: number, body: string) => ApiError.from(new Response(body, { status }));

describe("ApiError", () => {
  it("reads the API's JSON error: status, message and body", async () => {
    const error = await answer(
      429,
      '{"success":false,"message":"Slow down.","retryAt":"2026-03-06T06:30:00.000Z","limit":4,"windowSeconds":7200}',
    );
    expect(error).toBeInstanceOf(Error);
    expect([error.status, error.message]).toEqual([429, "Slow down."]);
    expect(rateLimitOf(error)).toEqual({ limit: 4, windowSeconds: 7200, retryAt: "2026-03-06T06:30:00.000Z" });
  });

  it("keeps a body that is not the API's JSON as text", async () => {
    const error = await answer(502, "<html><body>nginx</body></html>");
    expect(error.body).toBeNull();
    expect(error.text).toBe("<html><body>nginx</body></html>");
  });
});

describe("errorMessage", () => {
  it("prefers the API's JSON message", async () => {
    expect(errorMessage(await answer(429, '{"success":false,"message":"Slow down."}'))).toBe("Slow down.");
  });

  it("keeps a short plain-text answer whole and drops an HTML error page", async () => {
    expect(errorMessage(await answer(502, "Bad Gateway"))).toBe("502: Bad Gateway");
    expect(errorMessage(await answer(502, "<html><body>nginx</body></html>"))).toBeUndefined();
  });

  it("passes other errors through and ignores non-errors", () => {
    expect(errorMessage(new TypeError("Failed to fetch"))).toBe("Failed to fetch");
    expect(errorMessage("nope")).toBeUndefined();
  });
});

describe("errorStatus, fieldErrorsOf and rateLimitOf", () => {
  it("read the status and the first message per field of a 400", async () => {
    const error = await answer(400, '{"success":false,"message":"x","errors":{"email":["Bad email","Other"]}}');
    expect(errorStatus(error)).toBe(400);
    expect(fieldErrorsOf(error)).toEqual({ email: "Bad email" });
    expect(fieldErrorsOf(await answer(500, "{}"))).toEqual({});
    expect(errorStatus(new Error("400: looks like one"))).toBeUndefined();
  });

  it("give no rate limit for other statuses", async () => {
    expect(rateLimitOf(await answer(400, '{"success":false,"message":"x"}'))).toBeNull();
    expect(rateLimitOf(new Error("429: not an API error"))).toBeNull();
  });
});
