// What other features may use of the tracking feature: one parcel's detail as its owner or an admin sees it.
export { getParcelDetail } from "./parcel-detail.service";
