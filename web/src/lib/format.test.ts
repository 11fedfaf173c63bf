import { describe, expect, it } from "vitest";
import { truncate } from "./format";

describe("truncate", () => {
  it("keeps text up to the limit and cuts longer text with three dots", () => {
    expect(truncate("abc", 3)).toBe("abc");
    expect(truncate("abcd", 3)).toBe("abc...");
  });
});
