/** One refused item as configured (decision 100): the label shown, the keywords checked. */
export type RefusedItem = { label: string; keywords: readonly string[] };

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/**
 * The refused item a declared description names, if any (docs/product/contents-and-customs.md#refused-items):
 * a keyword matches as whole words, case and accents ignored (« Eau de Parfum Dior » holds « eau de
 * parfum »; « parfumé » is not « parfum »).
 */
export function refusedItemIn(description: string, items: readonly RefusedItem[]): RefusedItem | undefined {
  const text = ` ${fold(description)} `;
  return items.find((item) =>
    item.keywords.some((keyword) => {
      const folded = fold(keyword);
      return folded !== "" && text.includes(` ${folded} `);
    }),
  );
}

/** The French message for a description that names a refused item. */
export const refusedItemMessage = (item: RefusedItem) =>
  `Nous ne transportons pas cet article (${item.label}). Retirez-le de la liste du contenu.`;
