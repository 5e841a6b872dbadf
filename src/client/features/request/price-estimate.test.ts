import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DEFAULT_TARIFF } from "#shared/pricing";
import { parseWeightKg } from "#shared/weight";
import { PriceEstimate } from "./price-estimate";

/** The estimate's text for a weight typed in the form, spaces made plain for reading. */
const estimateFor = (typed: string) =>
  renderToStaticMarkup(
    createElement(PriceEstimate, { weightKg: parseWeightKg(typed), tariff: DEFAULT_TARIFF }),
  )
    .replace(/<[^>]+>/g, " ")
    .replace(/[\u00a0\u202f]/g, " ");

describe("the live price estimate", () => {
  it("prices '2,5' typed with a comma like '2.5': 30,00 €", () => {
    expect(estimateFor("2,5")).toContain("30,00 €");
    expect(estimateFor("2.5")).toContain("30,00 €");
    expect(estimateFor(" 0,1 ")).toContain("1,20 €");
  });

  it("gives no price under the minimum weight, and says what the minimum is", () => {
    const text = estimateFor("0,05");
    expect(text).not.toContain("0,60");
    expect(text).toContain("Le poids minimum est de 0,1 kg.");
    expect(estimateFor("0,0004")).toContain("Le poids minimum est de 0,1 kg.");
  });

  it("gives no price over the maximum weight either", () => {
    expect(estimateFor("1000")).toContain("12 000,00 €");
    expect(estimateFor("1000,0004")).toContain("Le poids ne peut pas dépasser 1000 kg.");
  });

  it("asks for the weight when there is none to price", () => {
    for (const typed of ["", "0", "0,0", "abc", "2,5,1", "1e3"]) {
      expect(estimateFor(typed)).toContain("Indiquez le poids pour voir le prix.");
    }
  });
});
