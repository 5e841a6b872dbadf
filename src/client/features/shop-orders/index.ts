// What other features may use of the shop orders' client side: the claim of an order to identify
// (docs/product/reception.md#unidentified), for the Ma boîte page.
export { ClaimOrderForm } from "./claim-order-form";
