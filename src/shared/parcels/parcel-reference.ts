import { normalizeClientReference, REFERENCE_LENGTH, referenceBody } from "../shop-orders/client-reference";

/**
 * A parcel's reference as a person typed it — « clb-4k7p-03 », « CLB 4K7P 03 », « 4K7P03 » — in its
 * stored form (`CLB-4K7P-03`, decision 100), or null when it cannot be one: the client's four
 * characters read as normalizeClientReference reads them, then the parcel's number (two digits or more).
 */
export function normalizeParcelReference(typed: string): string | null {
  const body = referenceBody(typed);
  const client = normalizeClientReference(body.slice(0, REFERENCE_LENGTH));
  const number = body.slice(REFERENCE_LENGTH);
  return client && /^[0-9]{2,}$/.test(number) ? `${client}-${number}` : null;
}
