import { describe, expect, it } from "vitest";
import { formatDate, truncate } from "./format";

describe("truncate", () => {
  it("keeps text up to the limit and cuts longer text with three dots", () => {
    expect(truncate("abc", 3)).toBe("abc");
    expect(truncate("abcd", 3)).toBe("abc...");
  });
});

describe("formatDate", () => {
  it("writes the full month name, the day and the year", () => {
    expect(formatDate("2026-03-05T10:00:00.000Z")).toBe("March 5, 2026");
    expect(formatDate(new Date(Date.UTC(2024, 11, 31, 23, 0)))).toBe("December 31, 2024");
  });

  it("gives an empty string for an invalid date instead of 'Invalid Date'", () => {
    expect(formatDate("not a date")).toBe("");
  });
});
