import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword, PASSWORD_HASH_OPTIONS, setPasswordHashCostForTests, verifyPassword } from "./password";

/**
 * The other tests hash at a cheap test-only cost (src/server/test/setup-password-cost.ts): this one
 * checks what every server hashes with, the OWASP baseline of decision 006 (decision 075).
 */
describe("password hashing", () => {
  beforeAll(() => setPasswordHashCostForTests("baseline"));
  // The files after this one in the same worker keep the cheap cost.
  afterAll(() => setPasswordHashCostForTests("cheap"));

  it("hashes with Argon2id at m = 19 MiB, t = 2, p = 1 and checks the password against it", async () => {
    expect(PASSWORD_HASH_OPTIONS).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    const stored = await hashPassword("Baobab-Lome-2026");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword({ hash: stored, password: "Baobab-Lome-2026" })).toBe(true);
    expect(await verifyPassword({ hash: stored, password: "Baobab-Lome-2027" })).toBe(false);
  });

  it("checks a hash made at the tests' cost the same way, and refuses the cheap cost outside tests", async () => {
    setPasswordHashCostForTests("cheap");
    const cheap = await hashPassword("Baobab-Lome-2026");
    setPasswordHashCostForTests("baseline");
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await verifyPassword({ hash: cheap, password: "Baobab-Lome-2026" })).toBe(true);
    expect(await verifyPassword({ hash: "pas-un-hash", password: "Baobab-Lome-2026" })).toBe(false);

    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = "production";
    try {
      expect(() => setPasswordHashCostForTests("cheap")).toThrow("cheap password hashing is for tests only");
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    expect(await hashPassword("Baobab-Lome-2026")).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
