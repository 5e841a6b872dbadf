// What other features may use of the notifications feature: the prepared messages of a parcel.
export { type MessageParcel, parcelMessages } from "./parcel-messages.service";
