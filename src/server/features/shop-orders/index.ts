// What other features may use of Ma boîte: sending orders together inside a parcel request's
// transaction, giving them back when the request is cancelled, and the orders a parcel carries.

export { ordersOfParcel, returnOrdersToBox, sendOrdersTogether, sendTogetherProblem } from "./send-together";
