/**
 * The public tracking page's words for a parcel ready to collect (docs/product/recipients.md#ready-for-pickup),
 * kept apart from tracking-schemas.ts (which re-exports them) so the page does not load Zod
 * (decision 025).
 */
export const READY_FOR_PICKUP_TITLE = "Disponible au retrait";
export const READY_FOR_PICKUP_TEXT =
  "Le destinataire peut retirer le colis à cette adresse, muni du code de retrait à 6 chiffres et d'une pièce d'identité.";
