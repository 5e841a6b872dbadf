import type { ParcelDetail } from "#shared/tracking/tracking-schemas";

/** A parcel as GET /api/parcels/:id gives it to an admin: pending, unpaid, a proof received. */
export function parcelDetail(overrides: Partial<ParcelDetail> = {}): ParcelDetail {
  return {
    id: "pkg-01JDEMO0000000000000000001",
    trackingCode: "CLB-DEMO-0001",
    description: "Vêtements pour la famille",
    fromCountry: "FR",
    toCountry: "TG",
    status: "pending",
    paid: false,
    preferredDate: "2026-12-05",
    estimatedArrivalDate: "2026-12-06",
    weightGrams: 3500,
    priceCents: 4200,
    priceFcfa: 27510,
    measuredWeightGrams: null,
    balance: null,
    proofReceived: true,
    cancelledByClient: false,
    createdAt: "2026-11-20T10:00:00.000Z",
    updatedAt: "2026-11-24T13:05:00.000Z",
    client: { name: "Awa Mensah", email: "awa@example.com", emailNotifications: true },
    lengthMm: null,
    widthMm: null,
    heightMm: null,
    productLink: null,
    paidAt: null,
    history: [
      {
        id: "evt-1",
        status: "pending",
        note: "Demande créée - En attente de paiement",
        location: null,
        actor: "client",
        createdAt: "2026-11-20T10:00:00.000Z",
      },
    ],
    photos: [],
    scalePhotoUrl: null,
    paymentProof: {
      uploadedAt: "2026-11-24T13:05:00.000Z",
      contentType: "application/pdf",
      originalName: "recu.pdf",
      transactionReference: "TM-1",
      url: "/api/parcels/pkg-01JDEMO0000000000000000001/payment-proof",
    },
    ...overrides,
  };
}
