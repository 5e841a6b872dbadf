/**
 * The public tracking page's words for a parcel ready to collect (docs/product/recipients.md#ready-for-pickup),
 * without Zod: that page must not load it (decision 025). The same texts as tracking-schemas.ts, which
 * the server uses; ready-for-pickup.test.ts keeps the two equal.
 */
export const READY_FOR_PICKUP_TITLE = "Disponible au retrait";
export const READY_FOR_PICKUP_TEXT =
  "Le destinataire peut retirer le colis à cette adresse, muni du code de retrait à 6 chiffres et d'une pièce d'identité.";
