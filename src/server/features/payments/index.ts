// What other parts of the server use of online payment: the reconciliation the worker runs, the
// provider the settings describe, and the local simulator's keys (decisions 079, 080).

export { type PaymentDeps, reconcileOnlinePayments } from "./payment-confirmation";
export { paymentProviderFrom, SIMULATOR_KEYS } from "./payment-provider-setup";
