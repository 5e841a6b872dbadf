/**
 * The floors of the server's features, from the top down (docs/ARCHITECTURE.md#folder-map,
 * docs/decisions/090-money-module-and-feature-floors.md). A feature imports only features on a floor
 * below its own, never one beside it or above it, so no two features can depend on each other, even
 * through others. `feature-floors.test.ts` reads every import of `src/server/features/` and fails on
 * one that breaks this, or on a feature folder missing from this list. This is the one place the order
 * is written: ARCHITECTURE's folder map links here.
 */
export const FEATURE_FLOORS: readonly (readonly string[])[] = [
  // Everything under /api/admin: the carrier's screens compose the features below.
  ["admin"],
  // The demo's data, the online payment, the client's parcel list and public tracking page.
  ["demo", "payments", "tracking"],
  // A client's request, its photos, payment page and detail.
  ["parcels"],
  // Ma boîte: shop orders received for clients, claims, their photos, storage reminders
  // (docs/product/reception.md); a parcel request sending orders together reads them.
  ["shop-orders"],
  // Sign-in, sessions, profile; the data export reads the client's invoices.
  ["accounts"],
  // Invoices and credit notes as read, drawn and exported (the export in the manifest's CSV dialect).
  ["invoices"],
  // Departures: booking, publishing, moves, labels and manifests.
  ["departures"],
  // The money core: a decided change written to a parcel, settlements, documents issued, the one
  // status-change recorder, the one definition of money received.
  ["money"],
  ["push", "recipients", "health"],
  ["messaging", "notifications"],
  // The ground: mail outbox, stored files, a parcel's lock and history, the public configuration, a
  // parcel's contents list.
  ["mail", "files", "parcel-records", "public-config", "contents"],
];
