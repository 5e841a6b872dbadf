/**
 * The product's French typography, one rule for every text a user reads (decision 074): a narrow
 * no-break space (U+202F) before `; ! ?`, a no-break space (U+00A0) before `:` and inside « »,
 * times as `18 h 30`, `e-mail` in running text, a spaced dash (—) between two parts of a label.
 * `typographyProblems` finds what breaks it in one text; `fixTypographySpacing` repairs the spacing,
 * the mechanical part (the codemod `scripts/french-typography.ts` and the checker share both).
 */

export const NBSP = "\u00a0";
export const NNBSP = "\u202f";
/** Stands for a `${…}` value inside a template, or an element inside JSX text: a word of its own. */
export const PLACEHOLDER = "\ue000";
/** A URL, an address, an HTML tag or entity, replaced character for character before checking. */
const MASK = "\ue001";

export type TypographyRule = "space-before" | "guillemets" | "time" | "email-word" | "hyphen-dash";

export interface TypographyProblem {
  rule: TypographyRule;
  /** Where, in the text given, and how many characters the fix replaces. */
  index: number;
  length: number;
  /** What to write instead, for a mechanical problem; undefined when a person must rewrite. */
  fix?: string;
  message: string;
}

const NAMES: Record<string, string> = {
  " ": "an ordinary space",
  "\t": "a tab",
  "\n": "a line break",
  [NBSP]: "a no-break space (U+00A0)",
  [NNBSP]: "a narrow no-break space (U+202F)",
};
const spaceName = (space: string) =>
  space.length === 1 ? (NAMES[space] ?? `U+${space.codePointAt(0)?.toString(16).toUpperCase()}`) : "spaces";

const SPACES = /[\s\u00a0\u202f\u2000-\u200b\ufeff]/;
const isSpace = (char: string | undefined) => char !== undefined && SPACES.test(char);
/** What a prose `:`/`?`/`!`/`;` may be glued to only in code: a letter, a figure, a closing sign… */
const WORD_END = /[\p{L}\p{N})\]"'’»…%€.\ue000\ue001]/u;
/** …and what follows it when it is prose: a space, the end, a value, a closing sign. */
const PROSE_AFTER = /^(?:$|[\s\u00a0\u202f)\]"'’»,.<\ue001]|[?!])/u;

const MASKED = [
  /\b(?:https?|mailto|tel):[^\s"'<>)]+/g,
  /\bwww\.[^\s"'<>)]+/g,
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g,
  /<\/?[a-zA-Z][^<>]*>/g,
  /&(?:[a-zA-Z]+|#\d+|#x[\da-fA-F]+);/g,
];

/** The text with URLs, addresses, HTML tags and entities blanked out, at the same length. */
export function maskNonProse(text: string): string {
  let masked = text;
  for (const pattern of MASKED) masked = masked.replace(pattern, (found) => MASK.repeat(found.length));
  return masked;
}

const FRENCH_LETTERS = /[àâäçéèêëîïôöùûüÿœæ]/i;
const ELISION = /(?<![\p{L}])(?:[cdjlmnst]|qu)['’]\p{L}/iu;
const FRENCH_WORDS = new Set(
  (
    "le la les un une des du de au aux et ou est sont pour par avec sans sur dans en ce cette ces " +
    "votre vos vous nous notre nos mon ma mes son sa ses leur leurs il elle ils qui que ne pas plus " +
    "colis date compte mot passe envoi paiement prix poids client statut demande adresse suivi " +
    "oui non merci bonjour aucun aucune tous tout trajet lien code montant nom je puis comment quel " +
    "quels quelle quelles si mais car donc aussi ici invalide requis erreur erreurs introuvable veuillez heure jour"
  ).split(" "),
);

/** A guess good enough for strings in code: French letters, an elision (l'…, d'…), or two French words. */
export function looksFrench(text: string): boolean {
  if (FRENCH_LETTERS.test(text) || ELISION.test(text)) return true;
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  return words.filter((word) => FRENCH_WORDS.has(word)).length >= 2;
}

const expectedBefore = (punctuation: string) => (punctuation === ":" || punctuation === "»" ? NBSP : NNBSP);
const nameOf = (space: string) => (space === NBSP ? "U+00A0" : "U+202F");

/** The run of spaces that ends just before `index`. */
function spacesBefore(text: string, index: number): number {
  let start = index;
  while (start > 0 && isSpace(text[start - 1])) start--;
  return start;
}

/** Code a French word may sit in (SQL, a script): its `;` and `:` are no prose. */
const CODE_LIKE = /^\s*(insert|select|update|delete|create|alter|drop|begin|with)\s|=>|[{;]\s*\n/im;

/**
 * `prose`: true when the text is known to be prose; "guessed" when only its words say so, and then a
 * missing space is reported only before a space or the end.
 */
function spacingProblems(text: string, masked: string, prose: boolean | "guessed"): TypographyProblem[] {
  const guessed = prose === "guessed";
  const problems: TypographyProblem[] = [];
  for (let index = 0; index < masked.length; index++) {
    const char = masked[index] as string;
    if (char === "«") {
      let end = index + 1;
      while (end < masked.length && isSpace(masked[end])) end++;
      const run = text.slice(index + 1, end);
      if (end === masked.length || run === NBSP) continue;
      problems.push({
        rule: "guillemets",
        index: index + 1,
        length: run.length,
        fix: NBSP,
        message: run ? `${spaceName(run)} after « (use U+00A0)` : "no space after « (add U+00A0)",
      });
      continue;
    }
    if (!":;!?»".includes(char)) continue;
    const start = spacesBefore(masked, index);
    const run = text.slice(start, index);
    const expected = expectedBefore(char);
    const after = masked.slice(index + 1);
    if (run === expected) continue;
    if (run) {
      // Spaces at the very start of a piece of JSX text or template follow an element or a value.
      problems.push({
        rule: char === "»" ? "guillemets" : "space-before",
        index: start,
        length: run.length,
        fix: expected,
        message: `${spaceName(run)} before "${char}" (use ${nameOf(expected)})`,
      });
      continue;
    }
    if (index === 0) continue;
    const previous = masked[index - 1] as string;
    if (char === "»") {
      if (previous === "«") continue;
    } else {
      if (!prose || !WORD_END.test(previous) || !PROSE_AFTER.test(after)) continue;
      if (guessed && !/^(?:$| )/.test(after)) continue;
      // '?!' and '!!': one space before the first only; '10:30' is the time rule's.
      if ("?!".includes(previous)) continue;
      if (char === ":" && /\d/.test(previous) && /^\d/.test(after)) continue;
      // After a tag or an entity, only the HTML around tells (rendered pages are checked as text).
      if (previous === MASK) continue;
    }
    problems.push({
      rule: char === "»" ? "guillemets" : "space-before",
      index,
      length: 0,
      fix: expected,
      message: `no space before "${char}" (add ${nameOf(expected)})`,
    });
  }
  return problems;
}

const WORDING: { rule: TypographyRule; pattern: RegExp; message: string }[] = [
  {
    rule: "time",
    pattern: /(?<![\d:.,/T\ue000-])\d{1,2}:\d{2}(?![\d:])/g,
    message: "a time written 18:30 (write 18 h 30 — formatTimeFr in src/shared/french-dates.ts)",
  },
  {
    rule: "time",
    pattern: /(?<![\p{L}\p{N}\ue000])\d{1,2}h(?:\d{2})?(?![\p{L}\p{N}])/gu,
    message: "a time written 9h00 or 18h (write 9 h, 18 h 30)",
  },
  {
    rule: "email-word",
    pattern: /(?<![\p{L}\p{N}@._/-])[Ee]mails?(?![\p{L}\p{N}@_-])/gu,
    message: "'email' in French prose (write 'e-mail')",
  },
  {
    rule: "hyphen-dash",
    pattern: /(?<=\S) - (?=\S)/g,
    message: "a hyphen between two parts of a text (write ' — ', an em dash)",
  },
];

/**
 * What breaks the rule in `text`. `prose`: the text is known to be French prose (a page's text, an
 * e-mail); by default it is guessed (`looksFrench`), as for a string in code. Outside prose, only
 * the spaces that are there are checked (a wrong space before `:` or inside « »), not the missing
 * ones nor the wording: `ip:${address}` is no French. `PLACEHOLDER` may stand for values in the text.
 */
export function typographyProblems(text: string, prose?: boolean): TypographyProblem[] {
  const masked = maskNonProse(text);
  const isProse = prose ?? (looksFrench(masked) && !CODE_LIKE.test(masked));
  const problems = spacingProblems(text, masked, prose === undefined && isProse ? "guessed" : isProse);
  if (isProse) {
    for (const { rule, pattern, message } of WORDING) {
      for (const match of masked.matchAll(pattern)) {
        problems.push({ rule, index: match.index, length: match[0].length, message });
      }
    }
  }
  return problems.sort((a, b) => a.index - b.index);
}

/** `text` with every spacing problem fixed (the others need a person). Running it twice changes nothing. */
export function fixTypographySpacing(text: string, prose?: boolean): string {
  let fixed = text;
  const problems = typographyProblems(text, prose).filter((problem) => problem.fix !== undefined);
  for (const problem of problems.reverse()) {
    fixed = fixed.slice(0, problem.index) + problem.fix + fixed.slice(problem.index + problem.length);
  }
  return fixed;
}
