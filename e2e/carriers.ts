/**
 * The carriers' addresses: one per parallel worker, each listed in the e2e server's ADMIN_EMAILS
 * (playwright.config.ts) and made on its worker's first use (own-data.ts). Imports nothing, since the
 * configuration reads it.
 */
export const carrierEmail = (parallelIndex: number) => `transporteur-${parallelIndex}@e2e.colibri.example`;

/** More than any E2E_WORKERS this suite runs with. */
export const CARRIER_SLOTS = 16;
