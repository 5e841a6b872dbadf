// What other features may use of Ma boîte: the client's orders (the wizard shows those sent together),
// their cache key, and how the orders chosen fill a request.
export { MY_SHOP_ORDERS_KEY, useMyShopOrders } from "./ma-boite-api";
export { contentLineText, weightText } from "./order-texts";
export {
  SEND_TOGETHER_PARAM,
  sendTogetherDescription,
  sendTogetherPath,
  sendTogetherWeightKg,
} from "./send-together-selection";
