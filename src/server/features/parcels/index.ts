// What other features may use of the parcels feature: which parcels a user may see, the summary of a
// parcel's latest payment proof, the one way a parcel's change is written to its history and audit, the
// one way parcels are locked and read before a change, the kilos booked on a departure, and the money a
// parcel received (its price and settled balances).

export { isMoneySettlement, type NewSettlement, parcelMoney, recordSettlement } from "./balance-settlements";
export { bookedGrams } from "./booked-kilos";
export { type CurrentParcel, lockParcels } from "./locked-parcels";
export { visibleParcels } from "./parcel-access";
export { type ParcelChange, recordParcelChange } from "./parcel-history";
export { latestProofSummary } from "./payment.service";
