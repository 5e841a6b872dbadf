import { type TypographyProblem, typographyProblems } from "#shared/french-typography";
import type { SourceText } from "./source-texts";

/** One change to a file: replace [start, end) by `text`. */
export interface SourceEdit {
  start: number;
  end: number;
  text: string;
}

const isSpace = (char: string | undefined) => char !== undefined && /\s/.test(char);

/**
 * JSX text loses every space next to a line break (esbuild and oxc trim no-break spaces too): an edit
 * that would leave one there takes the whole line break in, joining the two lines.
 */
function acrossLineBreaks(source: string, edit: SourceEdit): SourceEdit {
  let { start, end } = edit;
  let left = start;
  while (isSpace(source[left - 1])) left--;
  if (source.slice(left, start).includes("\n")) start = left;
  let right = end;
  while (isSpace(source[right])) right++;
  if (source.slice(end, right).includes("\n")) end = right;
  return { start, end, text: edit.text };
}

/** Where a fix of `text` goes in the file (template values have no position of their own: -1). */
function editFor(text: SourceText, problem: TypographyProblem): SourceEdit | null {
  const { units } = text;
  if (problem.length > 0) {
    const first = units[problem.index];
    const last = units[problem.index + problem.length - 1];
    if (!first || !last || first.start < 0 || last.end < 0) return null;
    return { start: first.start, end: last.end, text: problem.fix as string };
  }
  // An insertion: before the next character of the text, else after the one before.
  const next = units[problem.index];
  const previous = units[problem.index - 1];
  const at = next && next.start >= 0 ? next.start : previous && previous.end >= 0 ? previous.end : -1;
  return at < 0 ? null : { start: at, end: at, text: problem.fix as string };
}

/** The edits that fix the spacing of these texts of one file, last first, none overlapping. */
export function spacingEdits(source: string, texts: SourceText[]): SourceEdit[] {
  const edits: SourceEdit[] = [];
  for (const text of texts) {
    for (const problem of typographyProblems(text.text, text.prose)) {
      if (problem.fix === undefined) continue;
      const edit = editFor(text, problem);
      if (edit) edits.push(text.kind === "jsx-text" ? acrossLineBreaks(source, edit) : edit);
    }
  }
  edits.sort((a, b) => b.start - a.start || b.end - a.end);
  // Overlapping edits (rare: two problems around one space) wait for the next pass.
  return edits.filter((edit, index) => index === 0 || edit.end <= (edits[index - 1] as SourceEdit).start);
}

export function applyEdits(source: string, edits: SourceEdit[]): string {
  let result = source;
  for (const edit of edits) result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return result;
}
