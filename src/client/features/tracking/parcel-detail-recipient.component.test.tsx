// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeServer } from "#client/test/fake-fetch";
import { parcelDetail } from "#client/test/parcel-detail";
import { renderWithData } from "#client/test/render";
import { COLLECTION_CODE_LABEL } from "#shared/parcels/handover";
import type { ParcelDetail } from "#shared/tracking/tracking-schemas";
import { ParcelDetailPanel } from "./parcel-detail-panel";

afterEach(() => {
  vi.unstubAllGlobals();
});

const RECIPIENT = {
  name: "Afi Mensah",
  phone: "+22890123456",
  secondPhone: "+22899887766",
  city: "Lomé",
  landmark: "Bè Kpota, près de la pharmacie",
};

async function renderDetail(parcel: ParcelDetail) {
  fakeServer({ [`GET /api/parcels/${parcel.id}`]: { body: { parcel } } });
  renderWithData(<ParcelDetailPanel id={parcel.id} isAdmin={false} onBack={() => {}} />);
  await screen.findByText("Code de suivi :", { exact: false });
}

describe("the recipient in the client's parcel detail (docs/product/recipients.md)", () => {
  it("shows who collects it, their numbers as people read them, and the code to pass on", async () => {
    await renderDetail(
      parcelDetail({
        recipient: RECIPIENT,
        collectionCode: "482913",
        codeAttemptsLeft: null,
        paymentProof: null,
      }),
    );
    const block = screen.getByRole("heading", { name: "Destinataire" }).parentElement as HTMLElement;
    expect(within(block).getByText("Afi Mensah")).toBeVisible();
    expect(within(block).getByRole("link", { name: "+228 90 12 34 56" })).toHaveAttribute(
      "href",
      "tel:+22890123456",
    );
    expect(within(block).getByRole("link", { name: "+228 99 88 77 66" })).toBeVisible();
    expect(within(block).getByText(RECIPIENT.landmark)).toBeVisible();
    expect(screen.getByRole("region", { name: COLLECTION_CODE_LABEL })).toHaveTextContent("482913");
  });

  it("once delivered, says who collected it and how, and no longer shows the code", async () => {
    await renderDetail(
      parcelDetail({
        status: "delivered",
        paid: true,
        recipient: RECIPIENT,
        collectionCode: "482913",
        codeAttemptsLeft: null,
        paymentProof: null,
        handover: {
          method: "code",
          collectedByName: "Afi Mensah",
          idNumber: null,
          photoUrl: null,
          at: "2026-12-07T15:30:00.000Z",
        },
      }),
    );
    expect(
      screen.getByText(/^Retiré par Afi Mensah \(code de retrait vérifié\), le 7 décembre 2026/),
    ).toBeVisible();
    expect(screen.queryByRole("region", { name: COLLECTION_CODE_LABEL })).toBeNull();
  });
});
