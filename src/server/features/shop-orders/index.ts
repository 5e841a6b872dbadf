// What other features may use of the shop orders (docs/product/reception.md, docs/product/ma-boite.md):
// the carrier's reception and lists (composed by admin), the serialisation of an order, the storage sweep,
// and the orders a parcel request sends together and its detail lists (the parcels feature).
export { assignOwner, confirmClaim, refuseClaim } from "./claims.service";
export { myShopOrdersRoutes } from "./my-orders.routes";
export { receiveOrder } from "./receive-order.service";
export { overdueOrders, recentOrders, unidentifiedOrders } from "./received-orders";
export { searchReceptionClients } from "./reception-clients";
export type { ReceptionContext } from "./reception-context";
export { ordersOfParcel, sendOrdersTogether } from "./send-together";
export { shopOrderClaimsRoutes } from "./shop-order-claims.routes";
export { readShopOrderViews, storageOf, toShopOrderView } from "./shop-order-view";
export { storageReminderSweep } from "./storage-reminders";
