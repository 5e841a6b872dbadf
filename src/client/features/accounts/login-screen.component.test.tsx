// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeServer } from "#client/test/fake-fetch";
import { renderWithData } from "#client/test/render";
import { LoginScreen } from "./login-screen";
import { sessionResource } from "./session";

afterEach(() => {
  vi.unstubAllGlobals();
});

const SIGNED_IN = {
  id: "u1",
  email: "efua@mail.com",
  name: "Efua",
  role: "client",
  emailVerified: true,
  twoFactorEnabled: true,
  mustSetUpTwoFactor: false,
  mustVerifyTwoFactor: false,
};

/** The sign-in of an account with two-step sign-in: the password, then the code, then the session. */
function openLogin() {
  let signedIn = false;
  const server = fakeServer({
    "POST /api/auth/sign-in/email": { body: { ok: true, twoFactor: true } },
    "POST /api/auth/two-factor/verify-totp": (request) => {
      if ((request.body as { code: string }).code !== "123456")
        return {
          status: 401,
          body: {
            code: "INVALID_CODE",
            message: "Code incorrect. Vérifiez que l'heure de votre téléphone est juste, puis réessayez.",
          },
        };
      signedIn = true;
      return { body: { ok: true } };
    },
    "POST /api/auth/two-factor/verify-backup-code": {
      status: 401,
      body: { code: "INVALID_BACKUP_CODE", message: "Code de secours incorrect ou déjà utilisé." },
    },
    "GET /api/accounts/me": () => ({ body: { user: signedIn ? SIGNED_IN : null } }),
  });
  sessionResource.invalidate();
  return { server, ...renderWithData(<LoginScreen />) };
}

async function passPassword(user: ReturnType<typeof openLogin>["user"]) {
  await user.type(screen.getByLabelText("Adresse e-mail"), "efua@mail.com");
  await user.type(screen.getByLabelText("Mot de passe"), "Colibri-Test-2026");
  await user.click(screen.getByRole("button", { name: "Se connecter" }));
  await screen.findByRole("heading", { name: "Validation en deux étapes" });
}

describe("LoginScreen with two-step sign-in", () => {
  it("asks for the code after a right password, checks its format, shows the server's refusal, then signs in", async () => {
    const { user, server } = openLogin();
    await passPassword(user);
    await user.type(screen.getByLabelText("Code à 6 chiffres"), "12");
    await user.click(screen.getByRole("button", { name: "Valider" }));
    expect(await screen.findByText("Le code doit contenir 6 chiffres")).toBeTruthy();
    expect(server.sent("POST", "/api/auth/two-factor/verify-totp")).toHaveLength(0);

    await user.clear(screen.getByLabelText("Code à 6 chiffres"));
    await user.type(screen.getByLabelText("Code à 6 chiffres"), "654 321");
    await user.click(screen.getByRole("button", { name: "Valider" }));
    expect(await screen.findByText(/^Code incorrect/)).toBeTruthy();

    await user.clear(screen.getByLabelText("Code à 6 chiffres"));
    await user.type(screen.getByLabelText("Code à 6 chiffres"), "123 456");
    await user.click(screen.getByLabelText(/Se souvenir de cet appareil 30 jours/));
    await user.click(screen.getByRole("button", { name: "Valider" }));
    // The session is read once the code is accepted, and no error is left on the screen.
    await vi.waitFor(() => expect(server.sent("GET", "/api/accounts/me")).toHaveLength(1));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(server.sent("POST", "/api/auth/two-factor/verify-totp").at(-1)?.body).toEqual({
      code: "123456",
      trustDevice: true,
    });
  });

  it("takes a backup code instead, and goes back to the password", async () => {
    const { user, server } = openLogin();
    await passPassword(user);
    await user.click(screen.getByRole("button", { name: "Utiliser un code de secours" }));
    await user.type(screen.getByLabelText("Code de secours"), "ABCDE12345");
    await user.click(screen.getByRole("button", { name: "Valider" }));
    expect(await screen.findByText("Code de secours incorrect ou déjà utilisé.")).toBeTruthy();
    expect(server.sent("POST", "/api/auth/two-factor/verify-backup-code")[0]?.body).toEqual({
      code: "ABCDE-12345",
      trustDevice: false,
    });
    await user.click(screen.getByRole("button", { name: "Retour à la connexion" }));
    expect(await screen.findByRole("heading", { name: "Connexion" })).toBeTruthy();
  });
});
