// What other features may use of the tracking feature: the parcel queries and their cache keys.
export { PARCEL_LISTS_KEY, PARCELS_QUERY_KEY, parcelDetailKey, useParcelDetail } from "./parcels-api";
