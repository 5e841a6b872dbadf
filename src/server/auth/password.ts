import { hash, verify } from "@node-rs/argon2";

/**
 * Argon2id at the OWASP baseline (m = 19 MiB, t = 2, p = 1): ~19 ms a hash on our machines,
 * far stronger than scrypt at the same cost (decision 006). Better Auth uses these two functions.
 */
export const PASSWORD_HASH_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * What the unit tests hash with (Vitest's setup file): the same Argon2id, at 1 MiB and one pass. The
 * suite creates and signs in well over a thousand accounts, and the baseline's cost, multiplied on two
 * busy cores, was minutes of CI for nothing the tests check (decision 075). `password.test.ts` checks
 * the baseline itself; servers started by tests, the e2e server and production never call this.
 */
const TEST_HASH_OPTIONS = { memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

let options: typeof PASSWORD_HASH_OPTIONS | typeof TEST_HASH_OPTIONS = PASSWORD_HASH_OPTIONS;

/** The cost of the hashes made from now on in this process. Refused outside tests. */
export function setPasswordHashCostForTests(cost: "cheap" | "baseline"): void {
  if (process.env.NODE_ENV !== "test") throw new Error("cheap password hashing is for tests only");
  options = cost === "cheap" ? TEST_HASH_OPTIONS : PASSWORD_HASH_OPTIONS;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword({
  hash: stored,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  try {
    // The parameters are read from the stored hash: a baseline hash checks the same in every setting.
    return await verify(stored, password);
  } catch {
    // A malformed stored hash is a failed sign-in, not a server error.
    return false;
  }
}
