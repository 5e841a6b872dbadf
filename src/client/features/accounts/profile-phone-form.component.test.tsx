// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { asRead } from "#client/test/as-read";
import { fakeServer } from "#client/test/fake-fetch";
import { renderWithData } from "#client/test/render";
import { sessionUser } from "#client/test/session-user";
import { TOGO_LANDLINE_REFUSED } from "#shared/phones/phone-number";
import { PHONE_SAVED } from "#shared/phones/profile-phone";
import { ProfilePhoneForm } from "./profile-phone-form";

const USER = sessionUser({ email: "kofi@mail.com", name: "Kofi", phone: "+22890123456" });
const PHONE = "/api/accounts/me/phone";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the profile's phone (docs/product/recipients.md#phone-numbers)", () => {
  it("shows the number as people read it, saves a new one in E.164, and says so", async () => {
    const server = fakeServer({
      [`PUT ${PHONE}`]: { body: { phone: "+33612345678" } },
      "GET /api/accounts/me": { body: { user: USER } },
    });
    const { user } = renderWithData(<ProfilePhoneForm user={USER} />);
    const input = screen.getByLabelText("Numéro de téléphone");
    expect(input).toHaveValue("+228 90 12 34 56");

    await user.clear(input);
    await user.type(input, "06 12 34 56 78");
    await user.click(screen.getByRole("button", { name: "Enregistrer le numéro" }));

    expect(await screen.findByText(asRead(PHONE_SAVED))).toBeVisible();
    expect(server.sent("PUT", PHONE).map((request) => request.body)).toEqual([{ phone: "+33612345678" }]);
  });

  it("removes it when emptied, and refuses a Togolese number that is not a mobile", async () => {
    const server = fakeServer({
      [`PUT ${PHONE}`]: { body: { phone: null } },
      "GET /api/accounts/me": { body: { user: { ...USER, phone: null } } },
    });
    const { user } = renderWithData(<ProfilePhoneForm user={USER} />);
    const input = screen.getByLabelText("Numéro de téléphone");
    await user.clear(input);
    await user.type(input, "+228 22 21 34 56");
    await user.click(screen.getByRole("button", { name: "Enregistrer le numéro" }));
    expect(input).toHaveAccessibleDescription(TOGO_LANDLINE_REFUSED);
    expect(server.sent("PUT", PHONE)).toHaveLength(0);

    await user.clear(input);
    await user.click(screen.getByRole("button", { name: "Enregistrer le numéro" }));
    expect(await screen.findByText(asRead(PHONE_SAVED))).toBeVisible();
    expect(server.sent("PUT", PHONE).map((request) => request.body)).toEqual([{ phone: null }]);
  });
});
