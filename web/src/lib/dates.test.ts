import { describe, expect, it } from "vitest";
import { formatClockTime, formatDate, formatDateTime, formatWindow } from "./dates";

describe("formatDate", () => {
  it("writes the full month name, the day and the year", () => {
    expect(formatDate("2026-03-05T10:00:00.000Z")).toBe("March 5, 2026");
    expect(formatDate(new Date(Date.UTC(2024, 11, 31, 23, 0)))).toBe("December 31, 2024");
  });

  it("uses the studio's calendar in Arizona, not UTC's: an evening message keeps its day", () => {
    expect(formatDate("2026-03-06T06:30:00.000Z")).toBe("March 5, 2026");
    expect(formatDate("2026-07-01T06:59:00.000Z")).toBe("June 30, 2026");
    expect(formatDate("2026-07-01T07:00:00.000Z")).toBe("July 1, 2026");
  });

  it("gives an empty string for an invalid date instead of 'Invalid Date'", () => {
    expect(formatDate("not a date")).toBe("");
    expect(formatDateTime("not a date")).toBe("");
  });
});

describe("formatDateTime", () => {
  it("adds Arizona's clock time (no daylight saving: MST all year)", () => {
    expect(formatDateTime("2026-03-06T06:30:00.000Z")).toBe("March 5, 2026 at 11:30 PM MST");
    expect(formatDateTime("2026-07-15T19:05:00.000Z")).toBe("July 15, 2026 at 12:05 PM MST");
  });
});

describe("formatClockTime and formatWindow", () => {
  it("give a moment on Arizona's clock and a window in words", () => {
    expect(formatClockTime("2026-11-23T22:45:00.000Z")).toBe("3:45 PM MST");
    expect(formatClockTime("nonsense")).toBe("");
    expect(formatWindow(7200)).toBe("2 hours");
    expect(formatWindow(3600)).toBe("1 hour");
    expect(formatWindow(600)).toBe("10 minutes");
    expect(formatWindow(60)).toBe("1 minute");
  });
});
