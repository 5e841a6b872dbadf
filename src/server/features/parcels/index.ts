// What other features may use of the parcels feature: which parcels a user may see, and the summary of
// a parcel's latest payment proof.
export { visibleParcels } from "./parcel-access";
export { latestProofSummary } from "./payment.service";
