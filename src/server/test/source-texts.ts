import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Node, type SourceFile, SyntaxKind } from "typescript/unstable/ast";
import { API } from "typescript/unstable/sync";
import { PLACEHOLDER } from "#shared/french-typography";
import { cookJs, cookJsxAttribute, cookJsxText, type TextUnit } from "./source-text-cooking";

/**
 * Every text literal of the product's sources, as the user gets it (decision 074): string literals,
 * template literals (each `${…}` a PLACEHOLDER), JSX text (whitespace as React renders it) and JSX
 * attribute strings — without what is no text: module names, types, object keys, compared values,
 * log messages (English), `sql` templates, and the JSX attributes that are addresses, classes or names.
 * Parsed by the TypeScript compiler (7's API, run on a project without libraries or module resolution:
 * syntax only). Used by the typography checker (french-typography.test.ts) and its codemod.
 */

export interface SourceText {
  /** Path from the root, with '/'. */
  file: string;
  line: number;
  kind: "string" | "template" | "jsx-text" | "jsx-attribute";
  /** True for JSX text and text attributes and strings known to be texts; undefined: the words tell. */
  prose: true | undefined;
  text: string;
  /** Each character of `text` and the source range it comes from (for the codemod's edits). */
  units: TextUnit[];
  /** The literal as written, for messages. */
  source: string;
  /** The line (from 1) of the character at `index` of `text`. */
  lineOf: (index: number) => number;
}

/** JSX attributes whose strings are never read as text: names, addresses, classes, ids, kinds. */
const CODE_ATTRIBUTE =
  /^(className|class|id|href|to|src|srcSet|type|name|role|htmlFor|key|rel|target|method|action|autoComplete|inputMode|enterKeyHint|pattern|accept|capture|lang|dir|form|style|viewBox|d|fill|stroke\w*|xmlns|loading|decoding|sizes|media|as|crossOrigin|referrerPolicy|sandbox|allow|size|variant|tone|icon|color|align|width|height|min|max|step|data-[\w-]+|aria-(labelledby|describedby|controls|owns|current|live|hidden|haspopup|expanded|pressed|selected|invalid|busy|atomic|relevant|orientation|sort|level|modal|multiselectable|readonly|required|disabled|checked))$/;

/**
 * English log lines (pino's logger, whatever its receiver: `app.log.warn`, `logger.info`) and the names
 * of tests. The console is not one: the command-line tasks speak French to a person through it.
 */
const LOG_CALL = /(^|\.)(log|logger)\.(trace|debug|info|warn|error|fatal)$|^(it|test|describe)(\.\w+)?$/;

const COMPARISONS = new Set([
  SyntaxKind.EqualsEqualsEqualsToken,
  SyntaxKind.ExclamationEqualsEqualsToken,
  SyntaxKind.EqualsEqualsToken,
  SyntaxKind.ExclamationEqualsToken,
  SyntaxKind.InKeyword,
]);

const NAMED = new Set([
  SyntaxKind.PropertyAssignment,
  SyntaxKind.PropertySignature,
  SyntaxKind.PropertyDeclaration,
  SyntaxKind.MethodDeclaration,
  SyntaxKind.EnumMember,
  SyntaxKind.GetAccessor,
  SyntaxKind.SetAccessor,
]);

const sourceOf = (file: SourceFile, node: Node) => file.text.slice(node.getStart(file), node.end);

function attributeName(file: SourceFile, attribute: Node): string {
  return sourceOf(file, (attribute as unknown as { name: Node }).name);
}

/** Why a string literal is no text, or undefined when it may be one. */
function isCode(file: SourceFile, node: Node): boolean {
  const parent = node.parent;
  switch (parent.kind) {
    case SyntaxKind.ImportDeclaration:
    case SyntaxKind.ExportDeclaration:
    case SyntaxKind.ExternalModuleReference:
    case SyntaxKind.ImportAttribute:
    case SyntaxKind.LiteralType:
    case SyntaxKind.CaseClause:
    case SyntaxKind.ExpressionStatement:
      return true;
    case SyntaxKind.ElementAccessExpression:
      return (parent as unknown as { argumentExpression: Node }).argumentExpression === node;
    case SyntaxKind.BinaryExpression:
      return COMPARISONS.has((parent as unknown as { operatorToken: Node }).operatorToken.kind);
    case SyntaxKind.JsxAttribute:
      return CODE_ATTRIBUTE.test(attributeName(file, parent));
  }
  if (NAMED.has(parent.kind) && (parent as unknown as { name: Node }).name === node) return true;
  for (let ancestor: Node | undefined = parent; ancestor; ancestor = ancestor.parent) {
    if (ancestor.kind === SyntaxKind.CallExpression) {
      const callee = sourceOf(file, (ancestor as unknown as { expression: Node }).expression);
      if (LOG_CALL.test(callee) || callee === "import" || callee === "require") return true;
    }
    if (ancestor.kind === SyntaxKind.TaggedTemplateExpression) {
      if (sourceOf(file, (ancestor as unknown as { tag: Node }).tag) === "sql") return true;
    }
    if (ancestor.kind === SyntaxKind.JsxAttribute) return CODE_ATTRIBUTE.test(attributeName(file, ancestor));
    if (ancestor.kind === SyntaxKind.JsxExpression || ancestor.kind === SyntaxKind.Block) break;
  }
  return false;
}

/** What a value goes through on its way to where it is named or shown. */
const PASSING = new Set([
  SyntaxKind.ParenthesizedExpression,
  SyntaxKind.ConditionalExpression,
  SyntaxKind.BinaryExpression,
  SyntaxKind.AsExpression,
  SyntaxKind.SatisfiesExpression,
  SyntaxKind.ArrowFunction,
  SyntaxKind.TemplateSpan,
  SyntaxKind.TemplateExpression,
  SyntaxKind.ArrayLiteralExpression,
]);

/** Names of what holds a text: `SIGN_IN_FAILED_MESSAGE`, `label`, `title`, `footnote`… */
const TEXT_NAME =
  /(message|label|title|text|heading|subject|hint|placeholder|description|note|confirm|lead|footnote|question|answer|body|summary|caption|warning|notice|paragraphs)s?$/i;

/**
 * A string is known to be prose when it is shown through JSX (`{"…"}` as a child or a text
 * attribute's value), is the message of an AppError, or is what a text-named constant, property or
 * function gives; otherwise undefined: its words tell (looksFrench).
 */
function proseContext(file: SourceFile, node: Node): true | undefined {
  let child = node;
  for (let ancestor: Node | undefined = node.parent; ancestor; child = ancestor, ancestor = ancestor.parent) {
    if (PASSING.has(ancestor.kind)) continue;
    switch (ancestor.kind) {
      case SyntaxKind.JsxExpression:
      case SyntaxKind.JsxAttribute:
        return true;
      case SyntaxKind.NewExpression: {
        const call = ancestor as unknown as { expression: Node; arguments?: readonly Node[] };
        return sourceOf(file, call.expression) === "AppError" && call.arguments?.[2] === child
          ? true
          : undefined;
      }
      case SyntaxKind.VariableDeclaration:
      case SyntaxKind.PropertyAssignment:
      case SyntaxKind.PropertyDeclaration: {
        const name = (ancestor as unknown as { name: Node }).name;
        return name !== child && TEXT_NAME.test(sourceOf(file, name)) ? true : undefined;
      }
      default:
        return undefined;
    }
  }
  return undefined;
}

const textOf = (units: TextUnit[]) => units.map((unit) => unit.char).join("");

function templateUnits(file: SourceFile, node: Node): TextUnit[] {
  const template = node as unknown as { head: Node; templateSpans: { literal: Node; expression: Node }[] };
  const piece = (part: Node) => {
    const start = part.getStart(file) + 1;
    const end = part.end - (part.kind === SyntaxKind.TemplateTail ? 1 : 2);
    return cookJs(file.text.slice(start, end), start);
  };
  const units = piece(template.head);
  for (const span of template.templateSpans) {
    // A value has no place to insert at: fixes go into the text around it.
    units.push({ char: PLACEHOLDER, start: -1, end: -1 }, ...piece(span.literal));
  }
  return units;
}

/** JSX text between two elements or values: each side counts as a word (PLACEHOLDER). */
function jsxTextUnits(file: SourceFile, node: Node): TextUnit[] {
  // Not getStart(): it would skip the spaces the text begins with, which React renders.
  const start = node.pos;
  const units = cookJsxText(file.text.slice(start, node.end), start);
  const siblings = (node.parent as unknown as { children?: readonly Node[] }).children ?? [];
  const index = siblings.indexOf(node);
  const isWord = (sibling: Node | undefined) =>
    sibling !== undefined &&
    !(
      sibling.kind === SyntaxKind.JsxText &&
      (sibling as unknown as { containsOnlyTriviaWhiteSpaces: boolean }).containsOnlyTriviaWhiteSpaces
    );
  // Whitespace-only text between two siblings renders nothing when it holds a line break.
  const before =
    isWord(siblings[index - 1]) || isWord(siblings[index - 2])
      ? [{ char: PLACEHOLDER, start, end: start }]
      : [];
  const after =
    isWord(siblings[index + 1]) || isWord(siblings[index + 2])
      ? [{ char: PLACEHOLDER, start: node.end, end: node.end }]
      : [];
  return [...before, ...units, ...after];
}

function textsOf(file: SourceFile, path: string): SourceText[] {
  const texts: SourceText[] = [];
  const add = (node: Node, kind: SourceText["kind"], prose: true | undefined, units: TextUnit[]) => {
    const text = textOf(units);
    // A text without a letter still counts when it puts a value before a colon (`${label} : ${url}`).
    if (!/\p{L}|[«»:;!?]/u.test(text)) return;
    const start = node.getStart(file);
    const lineAt = (offset: number) => file.getLineAndCharacterOfPosition(offset).line + 1;
    const lineOf = (index: number) => {
      const unit = units.slice(index).find((candidate) => candidate.start >= 0);
      return lineAt(unit ? unit.start : start);
    };
    const source = file.text.slice(start, node.end);
    texts.push({ file: path, line: lineAt(start), kind, prose, text, units, source, lineOf });
  };
  const visit = (node: Node): void => {
    switch (node.kind) {
      case SyntaxKind.StringLiteral:
      case SyntaxKind.NoSubstitutionTemplateLiteral: {
        if (isCode(file, node)) return;
        const start = node.getStart(file) + 1;
        const raw = file.text.slice(start, node.end - 1);
        if (node.parent.kind === SyntaxKind.JsxAttribute) {
          add(node, "jsx-attribute", true, cookJsxAttribute(raw, start));
        } else {
          const kind = node.kind === SyntaxKind.StringLiteral ? "string" : "template";
          add(node, kind, proseContext(file, node), cookJs(raw, start));
        }
        return;
      }
      case SyntaxKind.TemplateExpression:
        if (!isCode(file, node)) add(node, "template", proseContext(file, node), templateUnits(file, node));
        // The values inside may hold texts of their own.
        break;
      case SyntaxKind.JsxText:
        if (!(node as unknown as { containsOnlyTriviaWhiteSpaces: boolean }).containsOnlyTriviaWhiteSpaces) {
          add(node, "jsx-text", true, jsxTextUnits(file, node));
        }
        return;
    }
    node.forEachChild(visit);
  };
  visit(file);
  return texts;
}

/**
 * The texts of `files` (paths from `root`). Starts the TypeScript 7 compiler as a child process for
 * the duration of the call (about 2 s for the whole of src/ here).
 */
export function sourceTexts(root: string, files: string[]): SourceText[] {
  const folder = mkdtempSync(join(tmpdir(), "colibri-texts-"));
  const config = join(folder, "tsconfig.json");
  const compilerOptions = { noResolve: true, noLib: true, types: [], jsx: "preserve", noEmit: true };
  writeFileSync(config, JSON.stringify({ compilerOptions, files: files.map((file) => join(root, file)) }));
  const api = new API({ cwd: root });
  try {
    const program = api.updateSnapshot({ openProject: config }).getProjects()[0]?.program;
    if (!program) throw new Error("the TypeScript API opened no project");
    return files.flatMap((path) => {
      const file = program.getSourceFile(join(root, path));
      if (!file) throw new Error(`the TypeScript API did not parse ${path}`);
      return textsOf(file, path);
    });
  } finally {
    api.close();
    rmSync(folder, { recursive: true, force: true });
  }
}
