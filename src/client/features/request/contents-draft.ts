import type { ContentCategory } from "#shared/shop-orders/contents";
import {
  type ContentRules,
  centsOfTypedEuros,
  contentProblems,
  contentsValueCents,
} from "#shared/shop-orders/contents-rules";
import type { ContentItemInput } from "#shared/shop-orders/shop-order-api";

/**
 * The contents section of the wizard as typed (docs/product/contents-and-customs.md#contents): one draft
 * per line, strings as the inputs hold them, read into the request's `contents` here. Every line shown
 * is sent — a line not wanted is removed with its button — so `contents.<n>` in the schema's and the
 * server's errors is the n-th line on screen.
 */
export type ContentLineDraft = {
  category: ContentCategory | "";
  description: string;
  quantity: string;
  unitValue: string;
};

export const emptyContentLine = (): ContentLineDraft => ({
  category: "",
  description: "",
  quantity: "1",
  unitValue: "",
});

/** A typed quantity: « 2 » → 2; « 2,5 » → 2.5, refused by the schema as not whole; blank or other → NaN. */
function typedQuantity(text: string): number {
  const trimmed = text.trim();
  return /^-?\d+([.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(",", ".")) : Number.NaN;
}

/** The lines as POST /api/parcels takes them; what cannot be read goes as NaN, for the schema to name it. */
export function contentsOf(lines: readonly ContentLineDraft[]): ContentItemInput[] {
  return lines.map((line) => ({
    // An empty category: the schema says « Choisissez une catégorie. ».
    category: line.category as ContentCategory,
    description: line.description,
    quantity: typedQuantity(line.quantity),
    unitValueCents: centsOfTypedEuros(line.unitValue) ?? Number.NaN,
  }));
}

export const CONTENTS_REQUIRED =
  "Indiquez ce que contient le colis : au moins un article, pour la déclaration en douane.";

/**
 * What the schema cannot say about the lines — at least one, the refused items, the ceiling (decision
 * 100) — keyed as the schema keys its own (`contents.0.description`), for the wizard's 'Continuer'.
 */
export function contentsFieldErrors(
  lines: readonly ContentLineDraft[],
  rules: ContentRules | undefined,
): Record<string, string> {
  if (lines.length === 0) return { contents: CONTENTS_REQUIRED };
  return rules ? contentProblems(contentsOf(lines), rules) : {};
}

/** The declared value of the lines readable so far, in cents. */
export function typedContentsValue(lines: readonly ContentLineDraft[]): number {
  return contentsValueCents(
    contentsOf(lines).filter(
      (line) =>
        Number.isSafeInteger(line.quantity) &&
        line.quantity > 0 &&
        Number.isSafeInteger(line.unitValueCents) &&
        line.unitValueCents >= 0,
    ),
  );
}
