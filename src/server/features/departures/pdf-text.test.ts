import { beforeAll, describe, expect, it } from "vitest";
import { type Fonts, newDocument } from "#server/pdf/pdf-document";
import { fittingSize, printable, wrapText } from "#server/pdf/pdf-text";
import { formatFcfa } from "#shared/pricing";
import { colon, deadlineLine, madeAtText, phoneText } from "./departure-file-texts";

let fonts: Fonts;
beforeAll(async () => {
  ({ fonts } = await newDocument("Essai"));
});

const NBSP = "\u00a0";
const NNBSP = "\u202f";

describe("the fonts of the printed files", () => {
  it("draw every character our texts use, the French no-break spaces included (no empty box)", () => {
    const ours = `${NBSP}${NNBSP}→€—…·−°éèêëàâçôûùïîÉÀœŒ«»’`;
    for (const font of [fonts.regular, fonts.bold]) expect(printable(ours, font)).toBe(ours);
  });

  it("print '?' for a character they lack (an emoji a client typed), never an empty box", () => {
    expect(printable("Cadeau 🎁 pour Afi 👍🏽!", fonts.regular)).toBe("Cadeau ? pour Afi ??!");
    expect(printable("Cœur ❤️", fonts.regular)).toBe("Cœur ❤");
    expect(printable("a\tb\u0007c", fonts.regular)).toBe("a bc");
  });
});

describe("wrapText", () => {
  const width = (text: string, size = 7) => fonts.regular.widthOfTextAtSize(text, size);

  it("breaks at ordinary spaces only: an amount and a phone number stay whole when they fit", () => {
    const amount = formatFcfa(35_370);
    expect(amount).toBe(`35${NNBSP}370${NBSP}FCFA`);
    const phone = phoneText("+22890123456");
    const text = `Prix ${colon("total")} ${amount}, à régler au ${phone} ou au bureau`;
    // Boxes from just wide enough for the phone to four times that: wherever the lines break, the
    // amount and the phone are each whole on one line.
    for (let box = width(phone) + 1; box < 4 * width(phone); box += 7) {
      const lines = wrapText(text, fonts.regular, 7, box);
      expect(lines.some((line) => line.includes(amount))).toBe(true);
      expect(lines.some((line) => line.includes(phone))).toBe(true);
      expect(lines.some((line) => line.startsWith(`${NBSP}:`) || line.startsWith(":"))).toBe(false);
      for (const line of lines) expect(width(line)).toBeLessThanOrEqual(box);
    }
  });

  it("cuts a word wider than its box at a no-break space before the digits, a hyphen, or before '@'", () => {
    const amount = formatFcfa(1_234_567);
    expect(wrapText(amount, fonts.bold, 7, width("1 234 567 FC"))).toEqual([
      `1${NNBSP}234${NNBSP}567`,
      "FCFA",
    ]);
    expect(wrapText("Agbodjan-Kouassi", fonts.regular, 7, width("Agbodjan-Kou"))).toEqual([
      "Agbodjan-",
      "Kouassi",
    ]);
    expect(
      wrapText("marie-christine.dupont@exemple.fr", fonts.regular, 7, width("marie-christine.dupont@ex")),
    ).toEqual(["marie-christine.dupont", "@exemple.fr"]);
  });

  it("cuts a word with nowhere to break between its characters, losing none, each line within the box", () => {
    const word = "Piècesdétachéesdemobylettesansaucuneespacepourvoirlacoupure";
    const box = width("Piècesdétachées");
    const lines = wrapText(word, fonts.regular, 7, box);
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.join("")).toBe(word);
    for (const line of lines) expect(width(line)).toBeLessThanOrEqual(box);
  });

  it("keeps line breaks typed in the text and ends the last line allowed with '…'", () => {
    expect(wrapText("Deux cartons\nl'un fragile", fonts.regular, 7, 500)).toEqual([
      "Deux cartons",
      "l'un fragile",
    ]);
    const cut = wrapText("un deux trois quatre cinq six sept", fonts.regular, 7, width("un deux trois"), 2);
    expect(cut).toHaveLength(2);
    expect(cut[1]?.endsWith("…")).toBe(true);
    expect(width(cut[1] ?? "")).toBeLessThanOrEqual(width("un deux trois"));
  });

  it("never leaves an ellipsis alone on a line", () => {
    const lines = wrapText("Motdescriptionextrêmementlongsansaucunee…", fonts.regular, 8.5, 100);
    expect(lines.at(-1)).not.toBe("…");
    expect(lines.join("")).toBe("Motdescriptionextrêmementlongsansaucunee…");
  });
});

describe("fittingSize", () => {
  it("keeps the size when the line fits, shrinks it just enough when not, never below the floor", () => {
    const phone = phoneText("+22890123456");
    const natural = fonts.bold.widthOfTextAtSize(phone, 13);
    expect(fittingSize(phone, fonts.bold, 13, natural + 1, 7)).toBe(13);
    const shrunk = fittingSize(phone, fonts.bold, 13, natural * 0.8, 7);
    expect(shrunk).toBeLessThan(13);
    expect(fonts.bold.widthOfTextAtSize(phone, shrunk)).toBeLessThanOrEqual(natural * 0.8);
    expect(fittingSize(phone, fonts.bold, 13, 10, 7)).toBe(7);
  });
});

describe("French typography of the printed texts", () => {
  it("puts a no-break space before ':', inside a phone number, a date and '18 h 30'", () => {
    expect(colon("Capacité")).toBe(`Capacité${NBSP}:`);
    expect(phoneText("+22890123456")).toBe(`+228${NBSP}90${NBSP}12${NBSP}34${NBSP}56`);
    // 18:30 in Paris on 3 December (UTC+1).
    expect(deadlineLine("2026-12-03T17:30:00Z")).toBe(`jeudi 3${NBSP}décembre, 18${NBSP}h${NBSP}30`);
    expect(deadlineLine("2026-12-03T17:00:00Z")).toBe(`jeudi 3${NBSP}décembre, 18${NBSP}h`);
    expect(madeAtText(new Date("2026-11-26T17:30:00Z"))).toBe(
      `jeudi 26${NBSP}novembre${NBSP}2026 à 18${NBSP}h${NBSP}30`,
    );
  });
});
