// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeServer } from "#client/test/fake-fetch";
import { parcelDetail } from "#client/test/parcel-detail";
import { renderWithData } from "#client/test/render";
import { DROPOFF_DEADLINE_LABEL, DROPOFF_PLACE_LABEL, DROPOFF_TITLE } from "#shared/departures/dropoff";
import { COLLECTION_CODE_LABEL } from "#shared/parcels/handover";
import type { ParcelDetail } from "#shared/tracking/tracking-schemas";
import { ParcelDetailPanel } from "./parcel-detail-panel";

afterEach(() => {
  vi.unstubAllGlobals();
});

async function renderDetail(parcel: ParcelDetail) {
  fakeServer({ [`GET /api/parcels/${parcel.id}`]: { body: { parcel } } });
  renderWithData(<ParcelDetailPanel id={parcel.id} isAdmin={false} onBack={() => {}} />);
  await screen.findByText("Code de suivi :", { exact: false });
}

const precedes = (first: Node, second: Node) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

describe("the drop-off in the client's parcel detail (docs/product/departures.md#drop-off-for-the-client)", () => {
  it("shows the place and the deadline of the departure, in the time people read in France, above the code", async () => {
    await renderDetail(
      parcelDetail({
        client: undefined,
        collectionCode: "482913",
        codeAttemptsLeft: null,
        dropoff: { place: "Entrepôt Colibri, Paris", deadline: "2026-12-03T17:30:00.000Z" },
      }),
    );
    const box = screen.getByRole("region", { name: DROPOFF_TITLE });
    expect(box).toHaveTextContent(`${DROPOFF_PLACE_LABEL}Entrepôt Colibri, Paris`);
    // The time in one piece (no-break spaces), which toHaveTextContent would read as spaces.
    expect(box.textContent).toContain(`${DROPOFF_DEADLINE_LABEL}jeudi 3 décembre, 18\u00a0h\u00a030`);
    expect(box).not.toHaveTextContent("heure de Paris");
    expect(box).toHaveTextContent("votre colis part le samedi 5 décembre 2026");
    expect(precedes(box, screen.getByRole("region", { name: COLLECTION_CODE_LABEL }))).toBe(true);
  });

  it("shows a place alone when the departure has no deadline, and nothing once the server sends none", async () => {
    const { id } = parcelDetail();
    await renderDetail(parcelDetail({ dropoff: { place: "Agence Colibri, Lomé", deadline: null } }));
    const box = screen.getByRole("region", { name: DROPOFF_TITLE });
    expect(box).toHaveTextContent("Agence Colibri, Lomé");
    expect(box).not.toHaveTextContent(DROPOFF_DEADLINE_LABEL);
    expect(box).not.toHaveTextContent("part le");
    document.body.innerHTML = "";
    await renderDetail(parcelDetail({ id, status: "received", paid: true, dropoff: null }));
    expect(screen.queryByRole("region", { name: DROPOFF_TITLE })).toBeNull();
  });
});
