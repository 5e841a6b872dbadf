// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionResource } from "#client/features/accounts/session";
import { SESSION_CHECK_TITLE } from "#client/features/accounts/two-factor-session-check";
import { fakeServer } from "#client/test/fake-fetch";
import { renderWithData } from "#client/test/render";
import { ADMIN_WITHOUT_SESSION_FACTOR as ADMIN } from "#client/test/session-user";
import { TwoFactorSetupPage } from "./two-factor-setup-page";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("/validation-deux-etapes for a session without the second factor", () => {
  it("asks a code for this session, shows the refusal, then lets the admin continue", async () => {
    sessionResource.set(ADMIN);
    let right = false;
    const server = fakeServer({
      "POST /api/auth/two-factor/verify-totp": () =>
        right
          ? { body: { ok: true } }
          : {
              status: 401,
              body: {
                code: "INVALID_CODE",
                message: "Code incorrect. Vérifiez que l'heure de votre téléphone est juste, puis réessayez.",
              },
            },
      "GET /api/accounts/me": () => ({ body: { user: { ...ADMIN, mustVerifyTwoFactor: !right } } }),
    });
    const { user } = renderWithData(<TwoFactorSetupPage />);
    const form = screen.getByRole("region", { name: SESSION_CHECK_TITLE });
    expect(form).toBeTruthy();
    // Not the set-up: the account already has it.
    expect(screen.queryByRole("button", { name: "Activer la validation en deux étapes" })).toBeNull();
    expect(screen.queryByRole("link", { name: /Continuer vers l'administration/ })).toBeNull();

    await user.type(screen.getByLabelText("Code à 6 chiffres"), "000000");
    await user.click(screen.getByRole("button", { name: "Valider" }));
    expect(await screen.findByText(/^Code incorrect/)).toBeTruthy();

    right = true;
    await user.clear(screen.getByLabelText("Code à 6 chiffres"));
    await user.type(screen.getByLabelText("Code à 6 chiffres"), "123 456");
    await user.click(screen.getByRole("button", { name: "Valider" }));
    expect(await screen.findByRole("link", { name: /Continuer vers l'administration/ })).toBeTruthy();
    expect(screen.queryByRole("region", { name: SESSION_CHECK_TITLE })).toBeNull();
    expect(server.sent("POST", "/api/auth/two-factor/verify-totp").at(-1)?.body).toEqual({
      code: "123456",
      trustDevice: false,
    });
  });

  it("takes a backup code instead", async () => {
    sessionResource.set(ADMIN);
    const server = fakeServer({
      "POST /api/auth/two-factor/verify-backup-code": { body: { ok: true } },
      "GET /api/accounts/me": { body: { user: { ...ADMIN, mustVerifyTwoFactor: false } } },
    });
    const { user } = renderWithData(<TwoFactorSetupPage />);
    await user.click(screen.getByRole("button", { name: "Utiliser un code de secours" }));
    await user.type(screen.getByLabelText("Code de secours"), "abcde-12345");
    await user.click(screen.getByRole("button", { name: "Valider" }));
    expect(await screen.findByRole("link", { name: /Continuer vers l'administration/ })).toBeTruthy();
    expect(server.sent("POST", "/api/auth/two-factor/verify-backup-code")).toHaveLength(1);
  });
});
