import { describe, expect, it } from "vitest";
import { studioTimeInput, studioTimeToIso } from "./studio-clock";

describe("times typed in a datetime-local field", () => {
  it("are read on Arizona's clock (UTC−7 all year), whatever the browser's zone", () => {
    expect(studioTimeToIso("2026-03-05T23:30")).toBe("2026-03-06T06:30:00.000Z");
    expect(studioTimeToIso("2026-07-15T12:05")).toBe("2026-07-15T19:05:00.000Z");
    expect(studioTimeToIso("")).toBe("");
    expect(studioTimeToIso("next Tuesday")).toBe("");
  });

  it("are written back as the field shows them", () => {
    expect(studioTimeInput("2026-03-06T06:30:00.000Z")).toBe("2026-03-05T23:30");
    expect(studioTimeInput(studioTimeToIso("2026-12-31T00:00"))).toBe("2026-12-31T00:00");
    expect(studioTimeInput("not a date")).toBe("");
  });
});
