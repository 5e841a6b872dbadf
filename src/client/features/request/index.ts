// What other features may use of the request wizard: its contents section and the reading of its lines,
// which the client's parcel detail reuses to correct a pending request's contents
// (docs/product/contents-and-customs.md#contents); the phone photo made smaller before it is sent (the
// carrier's reception of shop orders sends its photos the same way, docs/product/reception.md).
export { type ContentLineDraft, contentsFieldErrors, contentsOf, emptyContentLine } from "./contents-draft";
export { ContentsFields } from "./contents-fields";
export { type PhotoToSend, resizePhoto } from "./resize-photo";
