import { parseDecimal } from "../decimal";
import { formatEuros } from "../pricing";
import { CONTENT_CATEGORY_LABELS, type ContentCategory } from "./contents";
import { type RefusedItem, refusedItemIn, refusedItemMessage } from "./refused-items";

/**
 * What the shape of a contents line cannot say (docs/product/contents-and-customs.md#contents): the
 * configured ceiling of a line's unit value and the refused items (decision 100). Checked by the server
 * on every list it writes, and by the wizard before sending, with the same words.
 */
export type ContentRules = { refusedItems: readonly RefusedItem[]; declaredValueMaxCents: number };

type Line = { category: ContentCategory; description: string; quantity: number; unitValueCents: number };

export const declaredValueTooHigh = (maxCents: number) =>
  `La valeur d'un article ne peut pas dépasser ${formatEuros(maxCents, { omitZeroCents: true })}. Vérifiez le montant (200 et non 2000, par exemple).`;

/** The problems of a list, by field path (`contents.0.description`), empty when it may be written. */
export function contentProblems(
  lines: readonly Line[],
  rules: ContentRules,
  prefix = "contents",
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [index, line] of lines.entries()) {
    const refused = refusedItemIn(line.description, rules.refusedItems);
    if (refused) problems[`${prefix}.${index}.description`] = refusedItemMessage(refused);
    if (line.unitValueCents > rules.declaredValueMaxCents) {
      problems[`${prefix}.${index}.unitValueCents`] = declaredValueTooHigh(rules.declaredValueMaxCents);
    }
  }
  return problems;
}

/**
 * A value in euros as a French person types it (« 12,50 », « 12.5 », « 12 ») in cents; null when blank.
 * A negative value reads as such, for the schema to say so; anything else unreadable is NaN, which the
 * schema refuses with the field's own message.
 */
export function centsOfTypedEuros(text: string): number | null {
  const typed = text.trim().replace(/\s|€/g, "");
  if (typed === "") return null;
  const negative = typed.startsWith("-");
  const euros = parseDecimal(negative ? typed.slice(1) : typed);
  if (euros === null) return Number.NaN;
  const cents = Math.round(euros * 100);
  return negative ? -cents : cents;
}

/** A line's declared value: quantity × unit value, in cents. */
export const lineValueCents = (line: Pick<Line, "quantity" | "unitValueCents">) =>
  line.quantity * line.unitValueCents;

/** The declared value of a whole list, in cents. */
export const contentsValueCents = (lines: readonly Pick<Line, "quantity" | "unitValueCents">[]) =>
  lines.reduce((total, line) => total + lineValueCents(line), 0);

/** « Vêtements, Chaussures »: the categories of a list, each once, in the order of the list (the label). */
export function categorySummary(lines: readonly Pick<Line, "category">[]): string {
  return [...new Set(lines.map((line) => line.category))]
    .map((category) => CONTENT_CATEGORY_LABELS[category])
    .join(", ");
}

/** The box ticked on the customs declaration (CN23): documents only, else goods (decision 104). */
export const CUSTOMS_NATURES = ["gift", "goods", "documents"] as const;
export type CustomsNature = (typeof CUSTOMS_NATURES)[number];

export const CUSTOMS_NATURE_LABELS: Record<CustomsNature, string> = {
  gift: "Cadeau",
  goods: "Marchandise",
  documents: "Documents",
};

export function customsNature(lines: readonly Pick<Line, "category">[]): CustomsNature {
  return lines.length > 0 && lines.every((line) => line.category === "documents") ? "documents" : "goods";
}

/** « Robe en coton × 2 »: a line as the manifest and the label read it. */
export const lineText = (line: Pick<Line, "description" | "quantity">) =>
  `${line.description}\u00a0×\u00a0${line.quantity}`;
