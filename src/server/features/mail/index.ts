// What other features may use of the mail feature: queue an e-mail in the caller's transaction, render it
// in the shared layout; the transport and the worker are for the app and the tests that drive delivery;
// the backlog is for /metrics.
export { type EmailSection, renderEmail } from "./email-layout";
export { createSmtpTransport } from "./mail-transport";
export { enqueueEmail, type OutgoingEmail, outboxBacklog } from "./outbox";
export { createOutboxWorker, type PeriodicSweep, retryDelaySeconds } from "./outbox-worker";
