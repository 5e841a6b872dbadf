import { hash, verify } from "@node-rs/argon2";

/**
 * Argon2id at the OWASP baseline (m = 19 MiB, t = 2, p = 1): ~19 ms a hash on our machines,
 * far stronger than scrypt at the same cost (decision 006). Better Auth uses these two functions.
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword({
  hash: stored,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    // A malformed stored hash is a failed sign-in, not a server error.
    return false;
  }
}
