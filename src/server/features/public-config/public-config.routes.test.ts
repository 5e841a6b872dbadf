import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#server/test/test-app";
import { publicConfigSchema } from "#shared/public-config";

describe("GET /api/config", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { TARIFF_CENTS_PER_KG: "1500", RECEPTION_ADDRESS_FR: "Ligne 1 | Ligne 2" },
    });
  });
  afterAll(() => t.close());

  it("gives the browser the tariff from configuration and the business details as lines", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/config" });
    expect(response.statusCode).toBe(200);
    const body = publicConfigSchema.parse(response.json());
    expect(body.tariff).toEqual({ centsPerKg: 1500, fcfaPerKg: 7860 });
    expect(body.passwordMinLength).toBe(8);
    expect(body.business.receptionAddressFr).toEqual(["Ligne 1", "Ligne 2"]);
    expect(body.business.mobileMoneyOperator).toBe("TMoney / Mixx by Yas");
  });

  it("reveals no secret setting", async () => {
    const text = (await t.app.inject({ method: "GET", url: "/api/config" })).body;
    expect(text).not.toContain("AUTH_SECRET");
    expect(text).not.toContain(t.config.AUTH_SECRET ?? "never");
  });
});
