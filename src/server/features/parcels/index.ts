// What other features may use of the parcels feature: which parcels a user may see, one parcel's detail
// and summary as its owner or an admin reads them (with its latest payment proof), the one way parcels are
// locked and read before a change, the one way a change is written to their history and audit, and the
// money a parcel received (its price and settled balances).

export { isMoneySettlement, type NewSettlement, parcelMoney, recordSettlement } from "./balance-settlements";
export { type CurrentParcel, lockParcels } from "./locked-parcels";
export { visibleParcels } from "./parcel-access";
export { getParcelDetail } from "./parcel-detail.service";
export { type ParcelChange, recordParcelChange } from "./parcel-history";
export { toParcelSummary } from "./parcel-summary";
