/**
 * A parcel's contents as the client edits them and its customs declaration as both sides download it
 * (docs/product/contents-and-customs.md): the URLs and the words both sides need.
 */

const segment = (id: string) => encodeURIComponent(id);

/** PUT: the client's typed lines, replaced while the request is pending (`declareContentsBodySchema`). */
export const parcelContentsPath = (parcelId: string) => `/api/parcels/${segment(parcelId)}/contents`;

/** The owner's copy of the customs declaration (CN23). */
export const customsDeclarationPath = (parcelId: string) =>
  `/api/parcels/${segment(parcelId)}/customs-declaration.pdf`;

/** The carrier's copy, behind the admin guard and its second factor. */
export const adminCustomsDeclarationPath = (parcelId: string) =>
  `/api/admin/parcels/${segment(parcelId)}/customs-declaration.pdf`;

/** Its ASCII file name: `declaration-douane-CLB-4K7P-03.pdf`. */
export const customsDeclarationFileName = (name: string) =>
  `declaration-douane-${name.replace(/[^A-Za-z0-9-]/g, "")}.pdf`;

export const CONTENTS_EDIT_CLOSED_MESSAGE =
  "Le contenu ne se modifie plus : le transporteur a déjà pris ce colis en charge.";

/** Shown where a parcel has no line (made before the list, or through the API without one). */
export const NO_CONTENTS_TEXT = "Contenu non déclaré";

export const CUSTOMS_DECLARATION_BUTTON = "Déclaration en douane (CN23)";
