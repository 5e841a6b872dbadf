import { describe, expect, it } from "vitest";
import { sessionUser } from "#client/test/session-user";
import {
  lacksSecondFactor,
  landingPath,
  needsConfirmation,
  openWithoutSecondFactor,
  TWO_FACTOR_SETUP_PATH,
} from "./access-rules";

const client = sessionUser();

describe("landingPath", () => {
  it("sends an admin to the dashboard, even before confirming", () => {
    expect(landingPath({ ...client, role: "admin" })).toBe("/admin-dashboard");
    expect(landingPath({ ...client, role: "admin", emailVerified: false })).toBe("/admin-dashboard");
  });

  it("keeps an admin who must set up two-step sign-in on its set-up page", () => {
    expect(landingPath({ ...client, role: "admin", mustSetUpTwoFactor: true })).toBe(TWO_FACTOR_SETUP_PATH);
    expect(TWO_FACTOR_SETUP_PATH).toBe("/validation-deux-etapes");
  });

  it("keeps an admin whose session has not proved the second factor on the same page", () => {
    expect(landingPath({ ...client, role: "admin", twoFactorEnabled: true, mustVerifyTwoFactor: true })).toBe(
      TWO_FACTOR_SETUP_PATH,
    );
  });

  it("sends a confirmed client home and an unconfirmed one to the waiting page", () => {
    expect(landingPath(client)).toBe("/");
    expect(landingPath({ ...client, emailVerified: false })).toBe("/waiting-confirmation");
  });
});

describe("an admin without the second factor", () => {
  it("lacks it when not set up or not proved on this session, and keeps only its profile and that page", () => {
    expect(lacksSecondFactor({ ...client, mustSetUpTwoFactor: true })).toBe(true);
    expect(lacksSecondFactor({ ...client, mustVerifyTwoFactor: true })).toBe(true);
    expect(lacksSecondFactor(client)).toBe(false);
    expect(["/profile", TWO_FACTOR_SETUP_PATH].every(openWithoutSecondFactor)).toBe(true);
    expect(["/tracking", "/history", "/request", "/paiement/pkg-1"].some(openWithoutSecondFactor)).toBe(
      false,
    );
  });
});

describe("needsConfirmation", () => {
  it("holds back unconfirmed clients only", () => {
    expect(needsConfirmation({ ...client, emailVerified: false })).toBe(true);
    expect(needsConfirmation(client)).toBe(false);
    expect(needsConfirmation({ ...client, role: "admin", emailVerified: false })).toBe(false);
  });
});
