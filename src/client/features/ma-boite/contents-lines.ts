import { formatEuroAmount } from "#shared/pricing";
import type { ContentCategory } from "#shared/shop-orders/contents";
import { centsOfTypedEuros } from "#shared/shop-orders/contents-rules";
import type { ContentItem, ContentItemInput } from "#shared/shop-orders/shop-order-api";

/** One line of the contents form as typed: strings, as inputs hold them (« 12,50 » for the value). */
export type ContentLine = {
  category: ContentCategory | "";
  description: string;
  quantity: string;
  value: string;
};

export const EMPTY_LINE: ContentLine = { category: "", description: "", quantity: "1", value: "" };

export const VALUE_UNREADABLE = "Indiquez la valeur d'un article en euros, par exemple 12,50.";
export const QUANTITY_UNREADABLE = "Indiquez la quantité en chiffres, par exemple 2.";

/** The declared lines as the form shows them again. */
export const linesOf = (items: readonly ContentItem[]): ContentLine[] =>
  items.map((item) => ({
    category: item.category,
    description: item.description,
    quantity: String(item.quantity),
    value: formatEuroAmount(item.unitValueCents),
  }));

/**
 * The lines as the server reads them, or the fields the browser can already name as unreadable (keys
 * as the server's: `items.0.unitValueCents`). Everything else — categories, limits, refused items — is
 * the server's to say, in the same words.
 */
export function itemsOf(
  lines: readonly ContentLine[],
): { items: ContentItemInput[] } | { fieldErrors: Record<string, string> } {
  const fieldErrors: Record<string, string> = {};
  const items = lines.map((line, index) => {
    const cents = centsOfTypedEuros(line.value);
    const quantity = /^\s*\d+\s*$/.test(line.quantity) ? Number(line.quantity) : Number.NaN;
    // Blank or unreadable; a negative value goes on, for the schema's own words.
    if (cents === null || Number.isNaN(cents))
      fieldErrors[`items.${index}.unitValueCents`] = VALUE_UNREADABLE;
    if (Number.isNaN(quantity)) fieldErrors[`items.${index}.quantity`] = QUANTITY_UNREADABLE;
    return {
      category: line.category as ContentCategory,
      description: line.description,
      quantity,
      unitValueCents: cents ?? 0,
    };
  });
  return Object.keys(fieldErrors).length > 0 ? { fieldErrors } : { items };
}
