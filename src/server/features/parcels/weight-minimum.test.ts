import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appWithClientAndDate, parcelRequest, publishDeparture } from "#server/test/parcels-test-kit";
import type { TestApp } from "#server/test/test-app";
import type { TestBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import { WEIGHT_INVALID, WEIGHT_TOO_LOW } from "#shared/parcel-fields";

/**
 * The lightest parcel is 0.1 kg (docs/product/request.md). The API applies it itself: a client that
 * skips the form's check (an old tab, a script) must not get a 0.05 kg parcel priced 0,60 €.
 */
describe.each(testDatabaseKinds)("the minimum weight of a request, on %s", (kind) => {
  let t: TestApp;
  let awa: TestBrowser;
  let date: string;

  beforeAll(async () => {
    ({ t, awa, date } = await appWithClientAndDate(kind));
  });
  afterAll(async () => t?.close());

  it.each([0.05, 0.099, 0.0004])("refuses a parcel of %s kg with the minimum's message", async (weightKg) => {
    const response = await awa.post("/api/parcels", parcelRequest(date, { weightKg }));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION", fieldErrors: { weightKg: WEIGHT_TOO_LOW } });
    expect(WEIGHT_TOO_LOW).toBe("Le poids minimum est de 0,1 kg");
  });

  it("accepts 0.1 kg exactly, priced 1,20 €", async () => {
    const response = await awa.post("/api/parcels", parcelRequest(date, { weightKg: 0.1 }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ priceCents: 120, priceFcfa: 786 });
  });

  it("keeps one message, 'greater than 0', for 0 or a negative weight", async () => {
    for (const weightKg of [0, -0.05]) {
      const response = await awa.post("/api/parcels", parcelRequest(date, { weightKg }));
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({ weightKg: WEIGHT_INVALID });
    }
  });

  it("applies to the weight of a notification request too, which is otherwise optional", async () => {
    const body = { description: "Pagnes", fromCountry: "BE", toCountry: "TG" };
    const tooLight = await awa.post("/api/parcels/notification-requests", { ...body, weightKg: 0.05 });
    expect(tooLight.statusCode, tooLight.body).toBe(400);
    expect(tooLight.json().fieldErrors).toEqual({ weightKg: WEIGHT_TOO_LOW });
    const noWeight = await awa.post("/api/parcels/notification-requests", body);
    expect(noWeight.statusCode, noWeight.body).toBe(201);
  });

  it("applies to the weight given when a waiting request takes a date", async () => {
    const waiting = await awa.post("/api/parcels/notification-requests", {
      description: "Savons",
      fromCountry: "SN",
      toCountry: "TG",
    });
    expect(waiting.statusCode, waiting.body).toBe(201);
    const id = waiting.json().id as string;
    const snDate = await publishDeparture(t.app, "SN", "TG", 5);
    const tooLight = await awa.post(`/api/parcels/${id}/preferred-date`, {
      preferredDate: snDate,
      weightKg: 0.05,
    });
    expect(tooLight.statusCode, tooLight.body).toBe(400);
    expect(tooLight.json().fieldErrors).toEqual({ weightKg: WEIGHT_TOO_LOW });
    const booked = await awa.post(`/api/parcels/${id}/preferred-date`, {
      preferredDate: snDate,
      weightKg: 0.1,
    });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().parcel).toMatchObject({ weightGrams: 100, priceCents: 120 });
  });
});
