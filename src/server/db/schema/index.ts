export * from "./audit-log";
export * from "./auth";
export * from "./available-dates";
export * from "./email-outbox";
export * from "./files";
export * from "./notification-alerts";
export * from "./parcels";
export * from "./recipients";
