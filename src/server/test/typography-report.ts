import { PLACEHOLDER, type TypographyProblem, typographyProblems } from "#shared/french-typography";
import { TYPOGRAPHY_EXCEPTIONS, type TypographyException } from "./french-typography-exceptions";
import type { SourceText } from "./source-texts";

/**
 * What the typography checker reports (decision 074): where, what is wrong, the text around it, and
 * whether `npm run typography:fix` repairs it or a person must rewrite it.
 */
export interface Finding {
  /** 'src/…/file.tsx:12', or what was rendered ('e-mail verify-email, subject'). */
  where: string;
  problem: TypographyProblem;
  text: string;
}

/** Spaces shown, so that a report says which one is there. */
const VISIBLE: Record<string, string> = { "\u00a0": "⍽", "\u202f": "⎵", "\n": "⏎", [PLACEHOLDER]: "⟨value⟩" };
const visible = (text: string) => [...text].map((char) => VISIBLE[char] ?? char).join("");

export function formatFinding({ where, problem, text }: Finding): string {
  const from = Math.max(0, problem.index - 40);
  const to = Math.min(text.length, problem.index + problem.length + 40);
  const excerpt = `${from > 0 ? "…" : ""}${visible(text.slice(from, to))}${to < text.length ? "…" : ""}`;
  const action = problem.fix === undefined ? "rewrite by hand" : "npm run typography:fix";
  return `${where}: ${problem.message} — in "${excerpt}" (${action})`;
}

const comparable = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

/** The exception covering this problem of `text`, if any. */
function exceptionFor(text: string, problem: TypographyProblem): TypographyException | undefined {
  const haystack = comparable(text);
  return TYPOGRAPHY_EXCEPTIONS.find((exception) => {
    if (exception.rule !== problem.rule) return false;
    const needle = comparable(exception.text);
    for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
      if (problem.index >= at && problem.index < at + needle.length) return true;
    }
    return false;
  });
}

/** Checks one text; `used` collects the exceptions that excused something. */
export function findingsIn(
  where: (index: number) => string,
  text: string,
  prose: boolean | undefined,
  used: Set<TypographyException>,
): Finding[] {
  const findings: Finding[] = [];
  for (const problem of typographyProblems(text, prose)) {
    const exception = exceptionFor(text, problem);
    if (exception) used.add(exception);
    else findings.push({ where: where(problem.index), problem, text });
  }
  return findings;
}

export function sourceFindings(texts: SourceText[], used: Set<TypographyException>): Finding[] {
  return texts.flatMap((text) =>
    findingsIn((index) => `${text.file}:${text.lineOf(index)}`, text.text, text.prose, used),
  );
}
