/**
 * Which e-mails go first when many wait (docs/product/notifications.md#email-order, decision 095): the
 * e-mails a person waits for in front of a screen to use the account, then the clients' parcel e-mails,
 * then the administrators' alerts. The job queue claims the lowest number first; migration 0018 gave
 * the e-mails queued before it the same numbers.
 */
export const EMAIL_PRIORITY = { account: 0, client: 1, admin: 2 } as const;

/** The account e-mails (features/accounts/account-emails.ts): sign-up, e-mail change, password, sign-in. */
export const ACCOUNT_EMAIL_KINDS: readonly string[] = [
  "verify-email",
  "change-email",
  "reset-password",
  "sign-in-link",
  "sign-in-alert",
];

/** The administrators' alerts all have a kind starting with this; their digest too. */
export const ADMIN_KIND_PREFIX = "admin-";

export function emailPriority(kind: string): number {
  if (ACCOUNT_EMAIL_KINDS.includes(kind)) return EMAIL_PRIORITY.account;
  if (kind.startsWith(ADMIN_KIND_PREFIX)) return EMAIL_PRIORITY.admin;
  return EMAIL_PRIORITY.client;
}
