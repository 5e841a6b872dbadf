import { describe, expect, it } from "vitest";
import { computeStatistics, type StatisticsParcel } from "./statistics";

const parcel = (over: Partial<StatisticsParcel>): StatisticsParcel => ({
  clientId: "c1",
  status: "pending",
  paid: false,
  priceCents: 1200,
  preferredDate: "2026-12-01",
  proofReceivedAt: null,
  settledCents: 0,
  balanceState: null,
  balanceProofReceivedAt: null,
  ...over,
});

const sample: StatisticsParcel[] = [
  parcel({ clientId: "c1", status: "pending", paid: false, priceCents: 1200 }),
  parcel({ clientId: "c1", status: "pending", paid: false, priceCents: 2400, preferredDate: null }),
  parcel({ clientId: "c2", status: "accepted", paid: true, priceCents: 3600 }),
  parcel({ clientId: "c2", status: "delivered", paid: true, priceCents: 6000 }),
  parcel({ clientId: "c3", status: "rejected", paid: false, priceCents: 9999, preferredDate: null }),
  parcel({ clientId: "c4", status: "pending", paid: true, priceCents: 100 }),
];

describe("admin statistics", () => {
  it("revenue is the money received: paid prices, plus every balance paid, minus every refund made", () => {
    const weighed = [
      // A balance of 6 € paid; then, after a reset and a second weigh-in, 3 € more.
      parcel({ paid: true, priceCents: 2400, settledCents: 600 + 300, balanceState: "paid" }),
      // Due, or waived: no money.
      parcel({ paid: true, priceCents: 2400, balanceState: "due" }),
      parcel({ paid: true, priceCents: 2400, balanceState: "waived" }),
      // 3 € refunded.
      parcel({ paid: true, priceCents: 3600, settledCents: -300, balanceState: "refunded" }),
      parcel({ paid: true, priceCents: 3600, balanceState: "refund_due" }),
    ];
    expect(computeStatistics(weighed).totalRevenueCents).toBe(3300 + 2400 + 2400 + 3300 + 3600);
  });

  it("'à vérifier' also counts a proof sent for a balance due", () => {
    const proofs = [
      parcel({ paid: true, balanceState: "due", balanceProofReceivedAt: "2026-11-20T10:00:00Z" }),
      parcel({ paid: true, balanceState: "due" }),
      parcel({ paid: true, balanceState: "paid", balanceProofReceivedAt: "2026-11-20T10:00:00Z" }),
    ];
    expect(computeStatistics(proofs).toVerify).toBe(1);
  });

  it("total parcels counts every parcel", () => {
    expect(computeStatistics(sample).totalPackages).toBe(6);
  });

  it("pending parcels counts status pending, waiting-for-date ones included", () => {
    expect(computeStatistics(sample).pendingPackages).toBe(3);
  });

  it("waiting for dates counts pending parcels with no preferred date", () => {
    // The rejected parcel without a date is not waiting for one.
    expect(computeStatistics(sample).waitingForDates).toBe(1);
  });

  it("total revenue is the sum of prices of paid parcels, in cents", () => {
    expect(computeStatistics(sample).totalRevenueCents).toBe(3600 + 6000 + 100);
  });

  it("active clients counts distinct client ids", () => {
    expect(computeStatistics(sample).activeClients).toBe(4);
  });

  it("no parcel gives all zeros", () => {
    expect(computeStatistics([])).toEqual({
      totalPackages: 0,
      pendingPackages: 0,
      waitingForDates: 0,
      totalRevenueCents: 0,
      activeClients: 0,
      toVerify: 0,
    });
  });

  it("to verify counts unpaid parcels with a proof, whatever their status", () => {
    const proof = "2026-11-20T10:00:00Z";
    expect(
      computeStatistics([
        parcel({ proofReceivedAt: proof }),
        parcel({ status: "rejected", proofReceivedAt: proof }),
        parcel({ paid: true, status: "accepted", proofReceivedAt: proof }),
        parcel({}),
      ]).toVerify,
    ).toBe(2);
  });
});
