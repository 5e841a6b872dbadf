// What other features may use of the mail feature: queue an e-mail in the caller's transaction, render it
// in the shared layout; the transport and the e-mails' job kind are for the app and the tests that drive
// delivery; the backlog is for /metrics.

export { ADMIN_DIGEST_KIND, type DigestSettings } from "./admin-digest";
export { type EmailSection, renderEmail } from "./email-layout";
export { EMAIL_PRIORITY, emailPriority } from "./email-priority";
export { createSmtpTransport } from "./mail-transport";
export { enqueueEmail, type OutgoingEmail, outboxBacklog } from "./outbox";
export { createOutboxWorker, emailJobKind, retryDelaySeconds } from "./outbox-worker";
