// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { asRead } from "#client/test/as-read";
import type { DashboardStatisticsResponse } from "#shared/admin/admin-statistics";
import { StatisticsCardList } from "./statistics-cards";

const FIGURES: DashboardStatisticsResponse = {
  totalPackages: 12,
  pendingPackages: 3,
  waitingForDates: 1,
  totalRevenueCents: 18_240,
  totalRevenueFcfa: 119_472,
  revenueBeforeInvoicingCents: 0,
  revenueBeforeInvoicingFcfa: 0,
  activeClients: 2,
  toVerify: 0,
};

const revenueCard = () =>
  within(screen.getByRole("list", { name: "Statistiques" }))
    .getByText("Revenus", { exact: true })
    .closest("li") as HTMLElement;

describe("the dashboard's revenue card (docs/product/accounting.md#before-invoicing)", () => {
  it("shows the money received, and nothing about invoicing when every payment has its invoice", () => {
    render(<StatisticsCardList data={FIGURES} />);
    expect(asRead(revenueCard().textContent ?? "")).toBe(asRead("Revenus182,40 €119 472 FCFA"));
  });

  it("says which part was paid before invoicing began", () => {
    render(
      <StatisticsCardList
        data={{ ...FIGURES, revenueBeforeInvoicingCents: 3000, revenueBeforeInvoicingFcfa: 19_650 }}
      />,
    );
    expect(asRead(revenueCard().textContent ?? "")).toBe(
      asRead("Revenus182,40 €119 472 FCFAdont 30,00 € payé avant la facturation"),
    );
  });
});
