// What other features may use of the parcels feature: which parcels a user may see, and one parcel's
// detail and summary as its owner or an admin reads them (with its latest payment proof).

export { visibleParcels } from "./parcel-access";
export { getParcelDetail } from "./parcel-detail.service";
export { toParcelSummary } from "./parcel-summary";
