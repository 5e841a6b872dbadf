import { createHmac } from "node:crypto";

/**
 * An authenticator app in a few lines (RFC 6238: HMAC-SHA1, 30-second steps, 6 digits), written from
 * the standard rather than borrowed from Better Auth, so that tests prove the set-up works with any
 * app. `key` is the base32 key the profile shows (spaces allowed).
 */

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

function base32Bytes(key: string): Buffer {
  let bits = "";
  for (const char of key.replaceAll(/[\s=]/g, "").toUpperCase()) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`not a base32 key: ${key}`);
    bits += value.toString(2).padStart(5, "0");
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => Number.parseInt(byte, 2)));
}

export function totpCode(key: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const digest = createHmac("sha1", base32Bytes(key)).update(counter).digest();
  const offset = (digest.at(-1) ?? 0) & 0x0f;
  const number = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(number % 1_000_000).padStart(6, "0");
}
