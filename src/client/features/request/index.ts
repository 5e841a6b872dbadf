// What other features may use of the request wizard: the phone photo made smaller before it is sent
// (the carrier's reception of shop orders sends its photos the same way, docs/product/reception.md).
export { type PhotoToSend, resizePhoto } from "./resize-photo";
