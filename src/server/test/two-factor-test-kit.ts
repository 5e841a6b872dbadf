import { expect } from "vitest";
import type { TwoFactorSetup } from "#shared/two-factor";
import { PASSWORD } from "./accounts-test-kit";
import type { TestBrowser } from "./test-browser";
import { totpCode } from "./totp";

/**
 * Turns two-step sign-in on for a signed-in browser, as the profile does: the password, then the first
 * code computed from the key the set-up shows. Returns the set-up (key and backup codes).
 */
export async function enableTwoFactor(browser: TestBrowser, password = PASSWORD): Promise<TwoFactorSetup> {
  const enabled = await browser.post("/api/auth/two-factor/enable", { password });
  expect(enabled.statusCode, enabled.body).toBe(200);
  const setup = enabled.json() as TwoFactorSetup;
  const confirmed = await browser.post("/api/auth/two-factor/verify-totp", {
    code: totpCode(setup.manualKey),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return setup;
}
