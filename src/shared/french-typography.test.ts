import { describe, expect, it } from "vitest";
import {
  fixTypographySpacing,
  looksFrench,
  NBSP,
  NNBSP,
  PLACEHOLDER,
  typographyProblems,
} from "./french-typography";

const rules = (text: string, prose?: boolean) =>
  typographyProblems(text, prose).map((problem) => problem.rule);

describe("French typography of one text", () => {
  it("wants U+00A0 before ':' and inside « », U+202F before ; ! ?", () => {
    expect(fixTypographySpacing("Note : « Fragile » ; merci ! Reçu ?", true)).toBe(
      `Note${NBSP}: «${NBSP}Fragile${NBSP}»${NNBSP}; merci${NNBSP}! Reçu${NNBSP}?`,
    );
  });

  it("adds the missing space in prose, and changes the wrong kind of no-break space", () => {
    expect(fixTypographySpacing("Date 1: Veuillez choisir!", true)).toBe(
      `Date 1${NBSP}: Veuillez choisir${NNBSP}!`,
    );
    expect(fixTypographySpacing(`Sûr${NBSP}? «${NNBSP}Oui${NNBSP}»`, true)).toBe(
      `Sûr${NNBSP}? «${NBSP}Oui${NBSP}»`,
    );
    // A value in a template is a word: 'Déconnecter ${device} ?'.
    expect(fixTypographySpacing(`Déconnecter ${PLACEHOLDER} ?`)).toBe(`Déconnecter ${PLACEHOLDER}${NNBSP}?`);
  });

  it("changes nothing right, and nothing twice", () => {
    const right = `Statut${NBSP}: Reçu. Vraiment${NNBSP}?! Voir «${NBSP}Mes Colis${NBSP}».`;
    expect(typographyProblems(right, true)).toEqual([]);
    const once = fixTypographySpacing("Prix : 12 € ? « A »", true);
    expect(fixTypographySpacing(once, true)).toBe(once);
  });

  it("leaves code alone: URLs, addresses, keys, times' colons, CSS, MIME types, SQL", () => {
    for (const code of [
      "https://colibri.example/suivre?code=ABC",
      "mailto:support@colibri.example?subject=Preuve",
      `account:${PLACEHOLDER}`,
      "sm:max-w-lg hover:bg-stone-100",
      "text/html; charset=utf-8",
      "(min-width: 1024px)",
      "insert into parcel values ('pkg-1', 'Vêtements');\ncommit;",
    ]) {
      expect(typographyProblems(code), code).toEqual([]);
    }
    // A space that is there is wrong even in a text not recognised as French.
    expect(rules("Total : 12")).toEqual(["space-before"]);
  });

  it("in prose, flags times written 18:30 or 9h00, 'email' and a hyphen used as a dash", () => {
    expect(rules("Reçu le 21 novembre à 10:30", true)).toEqual(["time"]);
    expect(rules("Ouvert de 9h00 à 18h", true)).toEqual(["time", "time"]);
    expect(rules("Votre email est confirmé", true)).toEqual(["email-word"]);
    expect(rules("Demande créée - En attente", true)).toEqual(["hyphen-dash"]);
    // But not an address, an identifier, 'e-mail', a compound word or a range.
    expect(rules("Écrivez à email@colibri.example, votre e-mail_id, Lun-Ven, 2026-11-21", true)).toEqual([]);
  });

  it("guesses French from accents, elisions or two French words", () => {
    expect(looksFrench("Format d'email invalide")).toBe(true);
    expect(looksFrench("Comment puis-je payer ?")).toBe(true);
    expect(looksFrench("Reçu")).toBe(true);
    expect(looksFrench("could not prerender the public pages: the browser will render them")).toBe(false);
  });
});
