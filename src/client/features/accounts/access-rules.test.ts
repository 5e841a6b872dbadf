import { describe, expect, it } from "vitest";
import type { SessionUser } from "#shared/accounts";
import { landingPath, needsConfirmation, TWO_FACTOR_SETUP_PATH } from "./access-rules";

const client: SessionUser = {
  id: "u1",
  email: "ama@example.com",
  name: "Ama",
  role: "client",
  emailVerified: true,
  twoFactorEnabled: false,
  mustSetUpTwoFactor: false,
  mustVerifyTwoFactor: false,
  phone: null,
};

describe("landingPath", () => {
  it("sends an admin to the dashboard, even before confirming", () => {
    expect(landingPath({ ...client, role: "admin" })).toBe("/admin-dashboard");
    expect(landingPath({ ...client, role: "admin", emailVerified: false })).toBe("/admin-dashboard");
  });

  it("keeps an admin who must set up two-step sign-in on its set-up page", () => {
    expect(landingPath({ ...client, role: "admin", mustSetUpTwoFactor: true })).toBe(TWO_FACTOR_SETUP_PATH);
    expect(TWO_FACTOR_SETUP_PATH).toBe("/validation-deux-etapes");
  });

  it("sends a confirmed client home and an unconfirmed one to the waiting page", () => {
    expect(landingPath(client)).toBe("/");
    expect(landingPath({ ...client, emailVerified: false })).toBe("/waiting-confirmation");
  });
});

describe("needsConfirmation", () => {
  it("holds back unconfirmed clients only", () => {
    expect(needsConfirmation({ ...client, emailVerified: false })).toBe(true);
    expect(needsConfirmation(client)).toBe(false);
    expect(needsConfirmation({ ...client, role: "admin", emailVerified: false })).toBe(false);
  });
});
