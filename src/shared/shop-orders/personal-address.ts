/**
 * A client's personal address at the warehouse, written as a shop's checkout form wants it
 * (docs/product/ma-boite.md#reference): their name, then the warehouse's first line with the
 * reference, then the rest of the warehouse's address as configured (street, postcode and city,
 * country). `warehouse` is the configured address as lines (`PARTNER_DELIVERY_ADDRESS` for Paris,
 * `RECEPTION_ADDRESS_TG` for the Lomé counter).
 */
export function personalAddress(name: string, reference: string, warehouse: readonly string[]): string[] {
  const [first = "Colibri", ...rest] = warehouse;
  return [name, `${first} – ${reference}`, ...rest];
}
