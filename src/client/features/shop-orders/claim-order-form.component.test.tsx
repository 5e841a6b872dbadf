// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeServer } from "#client/test/fake-fetch";
import { renderWithData } from "#client/test/render";
import { CLAIM_RECORDED, NOTHING_TO_CLAIM, RECEPTION_PATHS } from "#shared/shop-orders/reception-api";
import { ClaimOrderForm } from "./claim-order-form";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("claiming an order to identify", () => {
  it("checks the number, shows the server's refusal, then the claim recorded", async () => {
    let known = false;
    const server = fakeServer({
      [`POST ${RECEPTION_PATHS.claims}`]: () =>
        known
          ? {
              body: {
                orderId: "ord-1",
                shopLabel: "Amazon",
                receivedAt: "2026-11-29T10:00:00.000Z",
                message: CLAIM_RECORDED,
              },
            }
          : { status: 404, body: { code: "NOT_FOUND", message: NOTHING_TO_CLAIM } },
    });
    const claimed = vi.fn();
    const { user } = renderWithData(<ClaimOrderForm onClaimed={claimed} />);
    const field = screen.getByLabelText("Numéro de suivi ou de commande");
    const button = screen.getByRole("button", { name: "C'est ma commande" });

    await user.type(field, "ab");
    await user.click(button);
    expect(await screen.findByText(/Indiquez le numéro de suivi ou de commande tel que/)).toBeTruthy();
    expect(server.requests).toHaveLength(0);

    await user.clear(field);
    await user.type(field, "402-1234567");
    await user.click(button);
    expect(
      await screen.findByText(/^Aucune commande en attente d'identification ne porte ce numéro/),
    ).toBeTruthy();

    known = true;
    await user.click(button);
    expect(await screen.findByText(/le transporteur vérifie cette commande/)).toBeTruthy();
    expect(server.sent("POST", RECEPTION_PATHS.claims).at(-1)?.body).toEqual({ number: "402-1234567" });
    expect(claimed).toHaveBeenCalledOnce();
  });
});
