// The money core (docs/decisions/090-money-module-and-feature-floors.md), below the carrier's actions,
// online payments and the departures: the one way a decided change is written to a parcel
// (`applyParcelDecision`), the decisions of a payment received, the balances settled, the invoice or
// credit note a money move issues and numbers in its transaction, and the one recorder of a status
// change that a whole-departure move uses too. A payment confirmed by a provider is recorded exactly as
// the carrier's validation records it (docs/product/online-payment.md#recorded).

export { isMoneySettlement, parcelMoney, receiptPayments } from "./balance-settlements";
export {
  type ActionColumn,
  type ActionContext,
  applyParcelDecision,
  changeParcel,
  type Decision,
  lockParcelAsSeen,
} from "./change-parcel";
export { issueDocument, numberDocument, type PaymentFacts, plannedDocument } from "./issue-documents";
export { markPaid, markPaidDecision } from "./mark-paid";
export {
  type Money,
  type MoneyMoveKind,
  type MoneyReceived,
  moneyMovesBetween,
  moneyReceived,
  moneyReceivedByMonth,
} from "./money-received";
export { type ParcelEmailKind, parcelStatusEmail } from "./parcel-emails";
export { refundBalance, validateBalance, validateBalanceDecision, waiveBalance } from "./settle-balance";
export { recordStatusChange } from "./status-change-record";
