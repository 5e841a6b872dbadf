// What other features may use of the tracking feature: the parcel queries and their cache keys, and
// the drop-off box the payment page shows too.
export { DropoffBox } from "./dropoff-box";
export { ParcelShopOrders } from "./parcel-shop-orders";
export { PARCEL_LISTS_KEY, PARCELS_QUERY_KEY, parcelDetailKey, useParcelDetail } from "./parcels-api";
