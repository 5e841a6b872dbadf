// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeServer } from "#client/test/fake-fetch";
import { renderWithData } from "#client/test/render";
import { READY_FOR_PICKUP_TEXT, READY_FOR_PICKUP_TITLE } from "#shared/tracking/ready-for-pickup";
import type { PublicTracking } from "#shared/tracking/tracking-schemas";
import { PublicTrackingView } from "./public-tracking-view";

afterEach(() => {
  vi.unstubAllGlobals();
});

const POINT = {
  address: ["Colibri Lomé", "Boulevard du 13 Janvier, Bè"],
  hours: ["Lundi–vendredi : 9 h – 18 h", "Samedi : 9 h – 13 h"],
};

function tracking(code: string, overrides: Partial<PublicTracking> = {}): PublicTracking {
  return {
    trackingCode: code,
    fromCountry: "FR",
    toCountry: "TG",
    status: "in_delivery",
    statusLabel: "En livraison",
    statusTone: "orange",
    estimatedArrivalDate: null,
    collectionPoint: POINT,
    history: [
      { status: "in_delivery", note: "Arrivé à Lomé", location: null, createdAt: "2026-03-01T10:00:00.000Z" },
    ],
    ...overrides,
  };
}

describe("the collection point on the public tracking page (docs/product/recipients.md#ready-for-pickup)", () => {
  it("gives the address, the hours and what to bring, once the parcel can be collected", async () => {
    const code = "ABCDEFGH2350";
    fakeServer({ [`GET /api/public/tracking/${code}`]: { body: tracking(code) } });
    renderWithData(<PublicTrackingView code={code} viewer={null} />);
    const block = await screen.findByRole("region", { name: READY_FOR_PICKUP_TITLE });
    for (const line of [...POINT.address, ...POINT.hours, READY_FOR_PICKUP_TEXT]) {
      expect(within(block).getByText(line)).toBeVisible();
    }
  });

  it("is not there before", async () => {
    const code = "ABCDEFGH2351";
    fakeServer({
      [`GET /api/public/tracking/${code}`]: {
        body: tracking(code, { status: "in_transit", statusLabel: "En transit", collectionPoint: null }),
      },
    });
    renderWithData(<PublicTrackingView code={code} viewer={null} />);
    expect(await screen.findByText(code)).toBeVisible();
    expect(screen.queryByRole("region", { name: READY_FOR_PICKUP_TITLE })).toBeNull();
  });
});
