// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PriceCalculator } from "./price-calculator";

/** Intl writes amounts with no-break spaces: compare them as plain spaces. */
const plain = (text: string | null | undefined) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");
const priceShown = () => plain(document.querySelector("output")?.textContent);

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the price calculator (docs/product/request.md#weight)", () => {
  it("reads a decimal comma as the request form does: « 7,5 » is 7,5 kg, 90,00 €", async () => {
    const user = userEvent.setup();
    render(<PriceCalculator />);
    const weight = screen.getByLabelText("Poids du colis (kg)");
    // A text field with a decimal keypad: a number field let the browser drop the comma.
    expect(weight).toHaveAttribute("type", "text");
    expect(weight).toHaveAttribute("inputmode", "decimal");
    expect(priceShown()).toContain("60,00 €");

    await user.clear(weight);
    await user.type(weight, "7,5");
    expect(weight).toHaveValue("7,5");
    expect(priceShown()).toContain("90,00 €");
    expect(priceShown()).toContain("58 950 FCFA");

    // Typed after the prefilled 5: 5,5 kg, not 55.
    await user.clear(weight);
    await user.type(weight, "5,5");
    expect(priceShown()).toContain("66,00 €");
  });

  it("prices a weight typed into the server's page before its code took it over", async () => {
    const errors = vi.spyOn(console, "error");
    const container = document.createElement("div");
    container.innerHTML = renderToString(<PriceCalculator />);
    document.body.append(container);
    const box = container.querySelector("input");
    if (!box) throw new Error("no input in the calculator's HTML");
    // What a phone user types while the page is still the server's HTML.
    box.value = "23";

    render(<PriceCalculator />, { container, hydrate: true });

    // 23 kg × 12 €/kg, 23 kg × 7 860 FCFA/kg, without a hydration error.
    await vi.waitFor(() => expect(priceShown()).toContain("276,00 €"));
    expect(priceShown()).toContain("180 780 FCFA");
    expect(screen.getByLabelText("Poids du colis (kg)")).toHaveValue("23");
    expect(errors).not.toHaveBeenCalled();

    // Still the component's own: the next keystroke is priced too.
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Poids du colis (kg)"), "0");
    expect(priceShown()).toContain("2 760,00 €");
  });
});
