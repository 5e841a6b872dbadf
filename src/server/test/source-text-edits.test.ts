import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { NBSP, NNBSP } from "#shared/french-typography";
import { applyEdits, spacingEdits } from "./source-text-edits";
import { sourceTexts } from "./source-texts";

/**
 * The codemod's fixes, made in real source (decision 074): in strings, templates, JSX text and
 * attributes, escapes and values untouched, JSX line breaks joined where a no-break space would
 * otherwise be dropped by the compiler; a second run changes nothing.
 */

const root = mkdtempSync(join(tmpdir(), "colibri-codemod-"));
mkdirSync(join(root, "src"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const SOURCE = `import { x } from "./a : b";
export const QUESTION = "Êtes-vous sûr ?";
export const escaped = "Ligne\\u00e9 : \\"citée\\"";
export const template = (n: number) => \`Vos \${n} colis : « \${n > 1 ? "envoyés" : "envoyé"} »\`;
export const missing = (row: number) => \`Date \${row}: Veuillez choisir\`;
const styles = { "a : b": 1, className: "sm:px-4" };
logger.info("sent: ok ?");
export function Page() {
  return (
    <p title="Aide : ici" className="a :b">
      Bonjour <strong>Ama</strong> : voici
      votre colis
      ! Merci {name} ?
    </p>
  );
}
`;

function codemod(file: string): number {
  const source = readFileSync(join(root, file), "utf8");
  const edits = spacingEdits(source, sourceTexts(root, [file]));
  writeFileSync(join(root, file), applyEdits(source, edits));
  return edits.length;
}

describe("the typography codemod", () => {
  it("fixes the spacing of every kind of text literal, and nothing else", () => {
    writeFileSync(join(root, "src/page.tsx"), SOURCE);
    expect(codemod("src/page.tsx")).toBeGreaterThan(0);
    const fixed = readFileSync(join(root, "src/page.tsx"), "utf8");
    const expected = SOURCE.replace('"Êtes-vous sûr ?"', `"Êtes-vous sûr${NNBSP}?"`)
      .replace('Ligne\\u00e9 : \\"', `Ligne\\u00e9${NBSP}: \\"`)
      .replace("colis : « $", `colis${NBSP}: «${NBSP}$`)
      .replace('"envoyé"} »', `"envoyé"}${NBSP}»`)
      .replace("}: Veuillez", `}${NBSP}: Veuillez`)
      .replace('title="Aide : ici"', `title="Aide${NBSP}: ici"`)
      .replace("<strong>Ama</strong> : voici", `<strong>Ama</strong>${NBSP}: voici`)
      // The line break before '!' would render as a space: it becomes the narrow no-break space.
      .replace("votre colis\n      ! Merci {name} ?", `votre colis${NNBSP}! Merci {name}${NNBSP}?`);
    expect(fixed).toBe(expected);
  });

  it("changes nothing the second time", () => {
    expect(codemod("src/page.tsx")).toBe(0);
  });
});
