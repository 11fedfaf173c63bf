import { describe, expect, it } from "vitest";
import { errorMessage, errorStatus, fieldErrorsOf } from "./errors";

describe("errorMessage", () => {
  it("prefers the API's JSON message", () => {
    expect(errorMessage(new Error('429: {"success":false,"message":"Slow down."}'))).toBe("Slow down.");
  });

  it("keeps a short plain-text answer whole and drops an HTML error page", () => {
    expect(errorMessage(new Error("502: Bad Gateway"))).toBe("502: Bad Gateway");
    expect(errorMessage(new Error("502: <html><body>nginx</body></html>"))).toBeUndefined();
  });

  it("passes other errors through and ignores non-errors", () => {
    expect(errorMessage(new TypeError("Failed to fetch"))).toBe("Failed to fetch");
    expect(errorMessage("nope")).toBeUndefined();
  });
});

describe("errorStatus and fieldErrorsOf", () => {
  it("read the status and the first message per field of a 400", () => {
    const error = new Error('400: {"success":false,"message":"x","errors":{"email":["Bad email","Other"]}}');
    expect(errorStatus(error)).toBe(400);
    expect(fieldErrorsOf(error)).toEqual({ email: "Bad email" });
    expect(fieldErrorsOf(new Error("500: {}"))).toEqual({});
  });
});
