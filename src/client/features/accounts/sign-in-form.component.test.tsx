// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { asRead } from "#client/test/as-read";
import { fakeServer } from "#client/test/fake-fetch";
import { renderWithData } from "#client/test/render";
import { SIGN_IN_LINK_INVALID, SignInForm } from "./sign-in-form";

const LINK_SENT =
  "Pour votre sécurité, après plusieurs tentatives infructueuses, la connexion par mot de passe est suspendue pour ce compte pendant 15 minutes au plus. Si cette adresse correspond à un compte, un lien de connexion vient d'y être envoyé : ouvrez-le pour vous connecter.";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The login screen holds the e-mail. */
function Screen() {
  const [email, setEmail] = useState("");
  return (
    <SignInForm email={email} onEmailChange={setEmail} onForgotPassword={() => {}} onTwoFactor={() => {}} />
  );
}

function openForm(path = "/login") {
  fakeServer({
    "POST /api/auth/sign-in/email": {
      status: 403,
      body: { code: "SIGN_IN_LINK_SENT", message: LINK_SENT },
    },
  });
  return renderWithData(<Screen />, { path });
}

describe("SignInForm and the sign-in link (decision 038)", () => {
  it("says so when a used or expired sign-in link lands on /login?link=invalid", () => {
    openForm("/login?link=invalid");
    expect(screen.getByText(asRead(SIGN_IN_LINK_INVALID))).toBeTruthy();
  });

  it("shows nothing of the kind on a plain /login", () => {
    openForm();
    expect(screen.queryByText(asRead(SIGN_IN_LINK_INVALID))).toBeNull();
  });

  it("shows the server's sign-in-link answer after repeated failures", async () => {
    const { user } = openForm();
    await user.type(screen.getByLabelText("Adresse e-mail"), "kossi@mail.com");
    await user.type(screen.getByLabelText("Mot de passe"), "Faux-Mot-2026");
    await user.click(screen.getByRole("button", { name: "Se connecter" }));
    expect(await screen.findByText(asRead(LINK_SENT))).toBeTruthy();
  });
});
