// What other features may use of the carrier's actions: the one way a decided change is written to a
// parcel, and the decisions of a payment received, so that a payment confirmed by a provider is
// recorded exactly as the carrier's validation records it (docs/product/online-payment.md#recorded).

export {
  type ActionColumn,
  applyParcelDecision,
  type Decision,
} from "./parcels/actions/change-parcel";
export { markPaidDecision } from "./parcels/actions/mark-paid";
export { validateBalanceDecision } from "./parcels/actions/settle-balance";
