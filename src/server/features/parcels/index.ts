// What other features may use of the parcels feature: which parcels a user may see, the summary of a
// parcel's latest payment proof, the one way a parcel's change is written to its history and audit, and
// the money a parcel received (its price and settled balances).

export { isMoneySettlement, type NewSettlement, parcelMoney, recordSettlement } from "./balance-settlements";
export { visibleParcels } from "./parcel-access";
export { type ParcelChange, recordParcelChange } from "./parcel-history";
export { latestProofSummary } from "./payment.service";
