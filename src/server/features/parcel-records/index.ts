// The parcel row's own records, below every feature that changes a parcel (parcels, departures, the
// money core): the one way parcels are locked and read before a change, the one way a change is
// written to their history and audit, and the drop-off place and deadline of the departure a parcel
// booked; the orders of Ma boîte a parcel that will not travel gives back. The money a parcel received
// is the money core's (features/money).

export { type CurrentParcel, lockParcels } from "./locked-parcels";
export { giveOrdersBack } from "./orders-given-back";
export { parcelDropoff } from "./parcel-dropoff";
export { type ParcelChange, recordParcelChange } from "./parcel-history";
