// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { asRead } from "#client/test/as-read";
import { fakeServer } from "#client/test/fake-fetch";
import { renderWithData } from "#client/test/render";
import { sessionUser } from "#client/test/session-user";
import { OTHER_DEVICES_SIGNED_OUT } from "#shared/two-factor";
import { TWO_FACTOR_ENABLED, TwoFactorSection } from "./two-factor-section";

afterEach(() => {
  vi.unstubAllGlobals();
});

const USER = sessionUser({ email: "kofi@mail.com", name: "Kofi" });
const CODES = Array.from({ length: 10 }, (_, n) => `code${n}-abcde`);
const SETUP = {
  qrCodeSvg: "<svg xmlns='http://www.w3.org/2000/svg'></svg>",
  manualKey: "ABCD EFGH IJKL",
  backupCodes: CODES,
};

describe("TwoFactorSection", () => {
  it("sets up: password, QR code and key, first code, then the backup codes shown once", async () => {
    const server = fakeServer({
      "POST /api/auth/two-factor/enable": (request) =>
        (request.body as { password: string }).password === "Colibri-Test-2026"
          ? { body: SETUP }
          : {
              status: 400,
              body: { code: "INVALID_PASSWORD", message: "Le mot de passe actuel est incorrect." },
            },
      "POST /api/auth/two-factor/verify-totp": { body: { ok: true } },
      "GET /api/accounts/me": { body: { user: { ...USER, twoFactorEnabled: true } } },
    });
    const { user } = renderWithData(<TwoFactorSection user={USER} />);
    expect(screen.getByText("Désactivée")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Activer la validation en deux étapes" }));
    await user.click(screen.getByRole("button", { name: "Continuer" }));
    expect(await screen.findByText("Le mot de passe est requis")).toBeTruthy();
    await user.type(screen.getByLabelText("Mot de passe actuel"), "Faux-2026");
    await user.click(screen.getByRole("button", { name: "Continuer" }));
    expect(await screen.findByText("Le mot de passe actuel est incorrect.")).toBeTruthy();
    await user.clear(screen.getByLabelText("Mot de passe actuel"));
    await user.type(screen.getByLabelText("Mot de passe actuel"), "Colibri-Test-2026");
    await user.click(screen.getByRole("button", { name: "Continuer" }));

    expect(
      await screen.findByAltText("QR code à scanner avec votre application d'authentification"),
    ).toBeTruthy();
    expect(screen.getByText("ABCD EFGH IJKL")).toBeTruthy();
    await user.type(screen.getByLabelText("Code à 6 chiffres"), "123456");
    await user.click(screen.getByRole("button", { name: "Activer" }));

    const list = await screen.findByRole("list", { name: "Codes de secours" });
    expect(list.querySelectorAll("li")).toHaveLength(10);
    // Said on this device: turning it on signed the account out everywhere else.
    expect(screen.getByText(new RegExp(asRead(OTHER_DEVICES_SIGNED_OUT)))).toBeTruthy();
    expect(server.sent("POST", "/api/auth/two-factor/verify-totp")[0]?.body).toEqual({
      code: "123456",
      trustDevice: false,
    });
    await user.click(screen.getByRole("button", { name: "J'ai conservé mes codes" }));
    expect(screen.queryByRole("list", { name: "Codes de secours" })).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent(
      asRead(`${TWO_FACTOR_ENABLED} ${OTHER_DEVICES_SIGNED_OUT}`),
    );
  });

  it("when on: new backup codes and turning it off ask for the password", async () => {
    const server = fakeServer({
      "POST /api/auth/two-factor/generate-backup-codes": { body: { backupCodes: CODES } },
      "POST /api/auth/two-factor/disable": { body: { ok: true } },
      "GET /api/accounts/me": { body: { user: USER } },
    });
    const { user } = renderWithData(<TwoFactorSection user={{ ...USER, twoFactorEnabled: true }} />);
    expect(screen.getByText("Activée")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Nouveaux codes de secours" }));
    await user.type(screen.getByLabelText("Mot de passe actuel"), "Colibri-Test-2026");
    await user.click(screen.getByRole("button", { name: "Créer de nouveaux codes" }));
    expect(await screen.findByRole("list", { name: "Codes de secours" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "J'ai conservé mes codes" }));

    await user.click(screen.getByRole("button", { name: "Désactiver" }));
    await user.type(screen.getByLabelText("Mot de passe actuel"), "Colibri-Test-2026");
    await user.click(screen.getByRole("button", { name: "Désactiver" }));
    expect(await screen.findByText("La validation en deux étapes est désactivée.")).toBeTruthy();
    expect(server.sent("POST", "/api/auth/two-factor/disable")[0]?.body).toEqual({
      password: "Colibri-Test-2026",
    });
  });
});
