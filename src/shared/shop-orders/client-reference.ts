/**
 * A client's reference, the second line of their personal address in Paris (docs/product/ma-boite.md#reference):
 * `CLB-` then four characters a person can read out and type without doubt — no 0/O, no 1/I/L
 * (decision 100). The database draws it (migration 0022); this module reads what people type.
 */
export const REFERENCE_PREFIX = "CLB";
export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const REFERENCE_LENGTH = 4;

const REFERENCE_PATTERN = new RegExp(`^${REFERENCE_PREFIX}-[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);

/** True for a well-formed reference (`CLB-4K7P`), as stored. */
export const isClientReference = (value: string) => REFERENCE_PATTERN.test(value);

/**
 * A reference as a person typed it (« clb 4k7p », « CLB4K7P », « 4K7P ») in its stored form, or null
 * when it cannot be one. Letters a person confuses are read as the ones the alphabet keeps: O → 0 is
 * impossible (no 0 either), so O, I and L are left as they are and the text simply matches nothing.
 */
export function normalizeClientReference(typed: string): string | null {
  const candidate = `${REFERENCE_PREFIX}-${referenceBody(typed)}`;
  return isClientReference(candidate) ? candidate : null;
}

/**
 * What follows `CLB` in a typed reference (a client's or a parcel's): upper case, without spaces, dashes,
 * dots or underscores, the prefix taken off when typed.
 */
export function referenceBody(typed: string): string {
  const compact = typed.toUpperCase().replace(/[\s\-_.]/g, "");
  return compact.startsWith(REFERENCE_PREFIX) ? compact.slice(REFERENCE_PREFIX.length) : compact;
}

/** A parcel's short reference: the client's, then its number among their parcels (`CLB-4K7P-03`). */
export const parcelReference = (clientReference: string, sequence: number) =>
  `${clientReference}-${String(sequence).padStart(2, "0")}`;
