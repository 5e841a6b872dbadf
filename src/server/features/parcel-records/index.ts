// The parcel row's own records, below every feature that changes a parcel (parcels, departures, the
// carrier's actions): the one way parcels are locked and read before a change, the one way a change is
// written to their history and audit, and the money a parcel received (its price and settled balances).

export {
  isMoneySettlement,
  type NewSettlement,
  parcelMoney,
  receiptPayments,
  recordSettlement,
} from "./balance-settlements";
export { type CurrentParcel, lockParcels } from "./locked-parcels";
export { type ParcelChange, recordParcelChange } from "./parcel-history";
