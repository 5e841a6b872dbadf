// What other features may use of Ma boîte: sending orders together inside a parcel request's
// transaction, and the orders a parcel carries (a parcel that will not travel gives them back: parcel-records).

export { ordersOfParcel, sendOrdersTogether } from "./send-together";
