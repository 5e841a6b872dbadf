import { frenchRegionName } from "../country-names";

/**
 * A parcel's human name: what a person reads instead of a 26-character id (docs/product/parcels.md#human-name).
 * The description, cut to about 40 characters on a word boundary, then the route:
 * 'Vêtements et chaussures pour… · France → Togo'. Zod-free, so every page and e-mail can use it.
 */
const HUMAN_NAME_MAX_DESCRIPTION = 40;

type NamedParcel = { description: string; fromCountry: string; toCountry: string };

/** The description on one line, cut at a word near 40 characters with an ellipsis. */
export function shortDescription(description: string, max = HUMAN_NAME_MAX_DESCRIPTION): string {
  const flat = description.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const lastSpace = cut.lastIndexOf(" ");
  // Cut at the last word boundary unless that would leave too little (one very long word).
  const kept = lastSpace >= max * 0.6 ? cut.slice(0, lastSpace) : cut;
  return `${kept.replace(/[\s,;:.\-–—]+$/u, "")}…`;
}

/**
 * The one reference a person reads for a parcel — on the payment page and as the payment reference, in
 * the list and the detail, on the label, in e-mails: its short reference (`CLB-4K7P-03`, decision 100),
 * or its id for a parcel that has none (its client's account was erased before references existed).
 */
export const readableReference = (parcel: { id: string; reference: string | null }) =>
  parcel.reference ?? parcel.id;

function routeName(parcel: Pick<NamedParcel, "fromCountry" | "toCountry">): string {
  return `${frenchRegionName(parcel.fromCountry)} → ${frenchRegionName(parcel.toCountry)}`;
}

export function parcelHumanName(parcel: NamedParcel): string {
  return `${shortDescription(parcel.description)} · ${routeName(parcel)}`;
}
