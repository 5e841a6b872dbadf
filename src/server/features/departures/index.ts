// What other features may use of the departures feature (docs/product/departures.md): the client's
// booking — the dates offered on a route and room taken on a departure — and the administration's
// departures: publishing, editing, whole-departure moves, labels, manifests and the scan of a label; a
// parcel's drop-off place and deadline, and the reminder sent the day before that deadline; a parcel's
// customs declaration (CN 23), printed like its label.

export { listDepartures } from "./admin-departure-list";
export { bookedGrams } from "./booked-kilos";
export { bookDeparture, lockDeparture, takeRoom } from "./departure-booking";
export { PAST_DATE_MESSAGE } from "./departure-columns";
export {
  customsDeclaration,
  type Download,
  departureLabels,
  departureManifest,
  parcelLabel,
} from "./departure-downloads";
export { deleteDeparture, updateDeparture } from "./departure-editing.service";
export { type ManifestParcel, readDepartureParcels, readLabelParcel } from "./departure-files.service";
export { type DepartureMoveContext, moveDepartureParcels } from "./departure-moves.service";
export { addDepartures } from "./departure-publishing.service";
export type { DeparturesContext } from "./departures-context";
export { dropoffReminderSweep, queueDropoffReminders } from "./dropoff-reminders";
export { parcelIdOfTrackingCode } from "./label-scan.service";
// The CSV dialect of the manifest, reused by the accounting export (decision 085).
export { csvField } from "./manifest-csv";
export { offeredDates, routeHasOfferedDate } from "./offered-dates.service";
