import { describe, expect, it } from "vitest";
import { constantTimeEqual, hashPassword, PBKDF2_ITERATIONS, verifyPassword } from "./passwords";

const pepper = "pepper-for-tests";

describe("password hashing", () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const stored = await hashPassword("correct horse battery", pepper);
    expect(await verifyPassword("correct horse battery", stored, pepper)).toBe(true);
    expect(await verifyPassword("correct horse batterY", stored, pepper)).toBe(false);
  });

  it("records scheme, version and iteration count, and salts every hash", async () => {
    const a = await hashPassword("same password", pepper);
    const b = await hashPassword("same password", pepper);
    expect(a).toMatch(
      new RegExp(`^pbkdf2-sha256\\$v1\\$${PBKDF2_ITERATIONS}\\$[A-Za-z0-9+/=]{24}\\$[A-Za-z0-9+/=]{44}$`),
    );
    expect(a).not.toBe(b);
  });

  it("needs the pepper: the same hash fails under another secret", async () => {
    const stored = await hashPassword("s3cret-password", pepper);
    expect(await verifyPassword("s3cret-password", stored, "another-pepper")).toBe(false);
  });

  it("refuses malformed or tampered hash strings instead of throwing", async () => {
    const stored = await hashPassword("s3cret-password", pepper);
    const parts = stored.split("$");
    const fewerRounds = [...parts.slice(0, 2), "1000", ...parts.slice(3)].join("$");
    expect(await verifyPassword("s3cret-password", fewerRounds, pepper)).toBe(false);
    expect(await verifyPassword("s3cret-password", "plain-text", pepper)).toBe(false);
    expect(await verifyPassword("s3cret-password", stored.replace("v1", "v0"), pepper)).toBe(false);
  });
});

describe("constantTimeEqual", () => {
  it("compares contents and lengths", () => {
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(true);
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2, 0]))).toBe(false);
  });
});
