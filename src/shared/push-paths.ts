/**
 * Where the service worker reports a push it showed (docs/decisions/083-web-push.md). Zod-free, so the
 * service worker imports it without the validation library.
 */
export const PUSH_RECEIPT_PATH = "/api/accounts/push/receipts";
