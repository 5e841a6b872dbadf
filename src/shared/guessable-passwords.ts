/**
 * Passwords built on a word a guesser knows — the product's name, the account's e-mail or name — with
 * fewer than four other letters around them ('colibri2026', 'Awa.Kouassi!', 'kouassi123'): as weak as
 * a common password, but refused with a message that says which word gave them away
 * (docs/product/accounts.md#password-rules). Pure, so the forms check it as the server does; the list of
 * common passwords stays on the server (80 KB).
 */

/** Words anyone attacking a Colibri account tries first. */
const PRODUCT_WORDS = ["colibri"];

const GUESSABLE = "\u00a0: il serait facile à deviner. Choisissez-en un autre.";
export const PASSWORD_FROM_EMAIL_MESSAGE = `Ce mot de passe reprend votre adresse e-mail${GUESSABLE}`;
export const PASSWORD_FROM_NAME_MESSAGE = `Ce mot de passe reprend votre nom${GUESSABLE}`;
export const PASSWORD_FROM_PRODUCT_MESSAGE = `Ce mot de passe reprend le nom «\u00a0Colibri\u00a0»${GUESSABLE}`;

/** What the account holder typed elsewhere; unknown parts are left out (the reset page knows neither). */
export type PasswordContext = { email?: string | null; name?: string | null };

/** Lower-case, accents removed: "Élodie" and "elodie" are the same word to a guesser. */
const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** The words of a text a guesser would try; under three letters they would empty any password. */
const wordsOf = (text: string | null | undefined) =>
  fold(text ?? "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3);

/**
 * The message refusing `password`, or null. When words of several sources were used, the e-mail is
 * named first, then the name, then the product: the account's own words are what its owner must avoid.
 */
export function guessablePasswordMessage(password: string, context: PasswordContext = {}): string | null {
  const sources = [
    { words: wordsOf(context.email), message: PASSWORD_FROM_EMAIL_MESSAGE },
    { words: wordsOf(context.name), message: PASSWORD_FROM_NAME_MESSAGE },
    { words: PRODUCT_WORDS, message: PASSWORD_FROM_PRODUCT_MESSAGE },
  ];
  // Longest first, so that "kouassi" goes before a shorter word found inside it.
  const words = [...new Set(sources.flatMap((source) => source.words))].sort((a, b) => b.length - a.length);
  let rest = fold(password);
  const used = new Set<string>();
  for (const word of words) {
    if (!rest.includes(word)) continue;
    used.add(word);
    rest = rest.replaceAll(word, "");
  }
  if (used.size === 0 || rest.replace(/[^\p{L}]/gu, "").length >= 4) return null;
  return sources.find((source) => source.words.some((word) => used.has(word)))?.message ?? null;
}
