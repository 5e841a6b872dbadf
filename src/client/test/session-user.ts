import type { SessionUser } from "#shared/accounts";

/**
 * A signed-in person for component and rule tests: a confirmed client without two-step sign-in unless
 * `overrides` say otherwise, so that a field added to SessionUser is given its default in one place.
 */
export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: "u1",
    email: "ama@example.com",
    name: "Ama",
    role: "client",
    emailVerified: true,
    twoFactorEnabled: false,
    mustSetUpTwoFactor: false,
    mustVerifyTwoFactor: false,
    phone: null,
    reference: "CLB-4K7P",
    ...overrides,
  };
}

/** An administrator with two-step sign-in, on a session that never proved it. */
export const ADMIN_WITHOUT_SESSION_FACTOR = sessionUser({
  id: "u-chef",
  email: "chef@colibri.example",
  name: "Chef",
  role: "admin",
  twoFactorEnabled: true,
  mustVerifyTwoFactor: true,
});
