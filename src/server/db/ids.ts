import { randomBytes, randomInt } from "node:crypto";

// Crockford base32: no I, L, O, U, so ids and codes survive being read aloud or typed on a phone.
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

function randomChars(count: number): string {
  const bytes = randomBytes(count);
  let out = "";
  // 256 is a multiple of 32, so taking the low 5 bits keeps the distribution uniform.
  for (const byte of bytes) out += ALPHABET[byte & 31];
  return out;
}

function timeChars(now: number): string {
  let out = "";
  let value = now;
  for (let i = 0; i < 10; i++) {
    out = ALPHABET[value % 32] + out;
    value = Math.floor(value / 32);
  }
  return out;
}

/**
 * A ULID-like id: 10 characters of milliseconds then 16 random ones (80 bits), so ids sort by creation
 * time and never collide under concurrency (decision 004). The prefix stays as the product shows it:
 * `pkg-…`.
 */
export function newId(prefix?: string, now = Date.now()): string {
  const body = timeChars(now) + randomChars(16);
  return prefix ? `${prefix}-${body}` : body;
}

/** The public tracking code (decision 004): 12 random characters (60 bits), unguessable and easy to type. */
export function newTrackingCode(): string {
  return randomChars(12);
}

/**
 * The 6-digit collection code of a parcel (docs/product/recipients.md#collection-code), drawn with a
 * cryptographic generator: guessing it is limited by MAX_CODE_ATTEMPTS, not by its length alone.
 */
export function newCollectionCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}
