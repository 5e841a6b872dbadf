// What other features may use of the recipients feature: saving a request's recipient for next time,
// and reading a parcel's recipient and handover as a viewer may see them.
export { handoverFacts, recipientOf } from "./parcel-people";
export { saveRecipient } from "./saved-recipients.service";
