// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { asRead } from "#client/test/as-read";
import type { BusinessFigures } from "#shared/admin/business-figures";
import { BusinessCharts } from "./business-panel";

const months = [
  "2025-12",
  "2026-01",
  "2026-02",
  "2026-03",
  "2026-04",
  "2026-05",
  "2026-06",
  "2026-07",
  "2026-08",
  "2026-09",
  "2026-10",
  "2026-11",
];

const FIGURES: BusinessFigures = {
  revenueByMonth: months.map((month) =>
    month === "2026-11" ? { month, cents: 123_450, fcfa: 809_780 } : { month, cents: 0, fcfa: 0 },
  ),
  departures: [
    {
      id: "dep-1",
      date: "2026-10-14",
      fromCountry: "FR",
      toCountry: "TG",
      bookedGrams: 15_500,
      capacityGrams: 50_000,
    },
    {
      id: "dep-2",
      date: "2026-12-01",
      fromCountry: "FR",
      toCountry: "CI",
      bookedGrams: 2_000,
      capacityGrams: null,
    },
  ],
  paymentMethods: [
    { method: "online", payments: 2, cents: 4_800 },
    { method: "proof", payments: 3, cents: 100_000 },
    { method: "without_proof", payments: 1, cents: 23_450 },
  ],
  balances: {
    dueCount: 2,
    dueCents: 1800,
    dueFcfa: 11_790,
    refundCount: 1,
    refundCents: 1200,
    refundFcfa: 7860,
  },
};

const rowsOf = (name: string) =>
  within(screen.getByRole("table", { name }))
    .getAllByRole("row")
    .slice(1)
    .map((row) => asRead(row.textContent ?? ""));

describe("the business at a glance", () => {
  it("gives each chart's figures as a table a screen reader reads, in French", () => {
    render(<BusinessCharts figures={FIGURES} />);
    expect(rowsOf("Revenus par mois")).toHaveLength(12);
    expect(rowsOf("Revenus par mois").at(-1)).toBe(asRead("novembre 20261 234,50 €809 780 FCFA"));
    expect(rowsOf("Kilos par départ")).toEqual([
      asRead("14 oct. 2026 · FR → TG15,5 kg50 kg31 %"),
      asRead("1er déc. 2026 · FR → CI2 kgSans limite—"),
    ]);
    expect(rowsOf("Modes de paiement")).toEqual([
      asRead("Payé en ligne2 paiements48,00 €"),
      asRead("Avec preuve de paiement3 paiements1 000,00 €"),
      asRead("Validé sans preuve1 paiement234,50 €"),
    ]);
    expect(screen.getByText(asRead("12 derniers mois : 1 234,50 € reçus"))).toBeTruthy();
  });

  it("shows the balances left open and says when there is nothing to draw", () => {
    render(
      <BusinessCharts
        figures={{
          ...FIGURES,
          departures: [],
          paymentMethods: FIGURES.paymentMethods.map((m) => ({ ...m, payments: 0, cents: 0 })),
        }}
      />,
    );
    const due = screen.getByText("Soldes à encaisser").closest("li") as HTMLElement;
    expect(asRead(due.textContent ?? "")).toBe(asRead("Soldes à encaisser18,00 €11 790 FCFA · 2 colis"));
    const refunds = screen.getByText("Remboursements à faire").closest("li") as HTMLElement;
    expect(asRead(refunds.textContent ?? "")).toBe(
      asRead("Remboursements à faire12,00 €7 860 FCFA · 1 colis"),
    );
    expect(screen.getByText("Aucun départ publié pour l’instant.")).toBeTruthy();
    expect(screen.getByText("Aucun paiement reçu sur cette période.")).toBeTruthy();
  });
});
