/**
 * What a parcel or a received order contains, as the customs of the country of arrival ask for it
 * (docs/product/contents-and-customs.md).
 */
export const CONTENT_CATEGORIES = [
  "clothing",
  "shoes",
  "electronics",
  "cosmetics",
  "dry_food",
  "spare_parts",
  "documents",
  "other",
] as const;
export type ContentCategory = (typeof CONTENT_CATEGORIES)[number];

export const CONTENT_CATEGORY_LABELS: Record<ContentCategory, string> = {
  clothing: "Vêtements",
  shoes: "Chaussures",
  electronics: "Électronique",
  cosmetics: "Cosmétiques",
  dry_food: "Alimentaire sec",
  spare_parts: "Pièces détachées",
  documents: "Documents",
  other: "Autre",
};

/** How the orders sent together are packed (docs/product/ma-boite.md#sending-together). */
export const REPACKING_CHOICES = ["keep", "consolidate"] as const;
export type RepackingChoice = (typeof REPACKING_CHOICES)[number];

export const REPACKING_LABELS: Record<RepackingChoice, string> = {
  keep: "Garder les cartons d'origine",
  consolidate: "Regrouper dans un seul carton",
};
