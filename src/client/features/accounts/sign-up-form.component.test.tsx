// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeServer, type Reply } from "#client/test/fake-fetch";
import { renderWithData } from "#client/test/render";
import { PASSWORD_FROM_EMAIL_MESSAGE, PASSWORD_FROM_NAME_MESSAGE } from "#shared/guessable-passwords";
import { PHONE_INVALID } from "#shared/phones/phone-number";
import { SignUpForm } from "./sign-up-form";

const SIGN_UP = "/api/auth/sign-up/email";
// The settings ask for 10 characters: the form's rule and hint follow GET /api/config.
const CONFIG = {
  body: { passwordMinLength: 10, tariff: { centsPerKg: 1200, fcfaPerKg: 7860 }, business: {} },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The sign-up screen holds the e-mail (it is kept when switching to sign-in). */
function Screen({ onRegistered }: { onRegistered: (email: string) => void }) {
  const [email, setEmail] = useState("");
  return <SignUpForm email={email} onEmailChange={setEmail} onRegistered={onRegistered} />;
}

function openForm(signUp: Reply = { body: { ok: true } }) {
  const server = fakeServer({ "GET /api/config": CONFIG, [`POST ${SIGN_UP}`]: signUp });
  const onRegistered = vi.fn();
  const view = renderWithData(<Screen onRegistered={onRegistered} />);
  return { ...view, server, onRegistered };
}

const field = (label: string) => screen.getByLabelText(label);
const create = () => screen.getByRole("button", { name: "Créer mon compte" });

async function fill(
  user: ReturnType<typeof openForm>["user"],
  values: { name?: string; email?: string; password?: string; confirmation?: string },
) {
  if (values.name) await user.type(field("Nom complet (facultatif)"), values.name);
  if (values.email) await user.type(field("Adresse e-mail"), values.email);
  if (values.password) await user.type(field("Mot de passe"), values.password);
  if (values.confirmation) await user.type(field("Confirmer le mot de passe"), values.confirmation);
}

describe("the sign-up form", () => {
  it("states the configured password length", async () => {
    openForm();
    expect(
      await screen.findByText("Au moins 10 caractères. Évitez les mots de passe trop courants."),
    ).toBeVisible();
  });

  it("shows each problem beside its field, focuses the first, and sends nothing", async () => {
    const { user, server } = openForm();
    await screen.findByText(/Au moins 10 caractères/);
    await user.click(create());

    expect(field("Adresse e-mail")).toHaveAccessibleDescription("L'e-mail est requis");
    expect(field("Adresse e-mail")).toHaveFocus();
    expect(field("Mot de passe")).toHaveAccessibleDescription(
      "Le mot de passe doit contenir au moins 10 caractères",
    );
    expect(field("Nom complet (facultatif)")).not.toHaveAttribute("aria-invalid");
    expect(server.sent("POST", SIGN_UP)).toHaveLength(0);
  });

  it("refuses a password shorter than the settings ask, and a confirmation that differs", async () => {
    const { user, server } = openForm();
    await screen.findByText(/Au moins 10 caractères/);
    await fill(user, { email: "ama@example.com", password: "123456789", confirmation: "987654321" });
    await user.click(create());

    expect(field("Mot de passe")).toHaveAccessibleDescription(
      "Le mot de passe doit contenir au moins 10 caractères",
    );
    expect(field("Confirmer le mot de passe")).toHaveAccessibleDescription(
      "Les mots de passe ne correspondent pas",
    );
    expect(server.sent("POST", SIGN_UP)).toHaveLength(0);
  });

  it("sends the account, e-mail trimmed and lower-cased, then reports the registration", async () => {
    const { user, server, onRegistered } = openForm();
    await fill(user, {
      name: "Ama Mensah",
      email: " Ama@Example.com",
      password: "une phrase longue",
      confirmation: "une phrase longue",
    });
    await user.click(create());

    await vi.waitFor(() => expect(onRegistered).toHaveBeenCalledExactlyOnceWith("ama@example.com"));
    expect(server.sent("POST", SIGN_UP).map((r) => r.body)).toEqual([
      {
        name: "Ama Mensah",
        email: "ama@example.com",
        password: "une phrase longue",
        confirmPassword: "une phrase longue",
      },
    ]);
  });

  it("sends the optional phone as typed: the server reads it, and its objection shows on the field", async () => {
    const { user, server, onRegistered } = openForm({
      status: 400,
      body: { code: "VALIDATION", message: PHONE_INVALID, fieldErrors: { phone: PHONE_INVALID } },
    });
    await fill(user, {
      email: "ama@example.com",
      password: "une phrase longue",
      confirmation: "une phrase longue",
    });
    const phone = field("Téléphone (facultatif)");
    await user.type(phone, "12 34");
    await user.click(create());
    await vi.waitFor(() => expect(phone).toHaveAccessibleDescription(PHONE_INVALID));
    expect(server.sent("POST", SIGN_UP)[0]?.body).toMatchObject({ phone: "12 34" });
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it("puts the server's objection beside the field it names", async () => {
    const { user, onRegistered } = openForm({
      status: 400,
      body: {
        code: "VALIDATION",
        message: "Vérifiez le formulaire.",
        fieldErrors: { password: "Ce mot de passe est trop courant. Choisissez-en un autre." },
      },
    });
    await fill(user, { email: "ama@example.com", password: "azertyuiop", confirmation: "azertyuiop" });
    await user.click(create());

    await vi.waitFor(() =>
      expect(field("Mot de passe")).toHaveAccessibleDescription(
        "Ce mot de passe est trop courant. Choisissez-en un autre.",
      ),
    );
    expect(screen.queryByText("Vérifiez le formulaire.")).toBeNull();
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it("says, before sending, that a password is built on the e-mail or on the name typed above", async () => {
    const { user, server } = openForm();
    await fill(user, {
      email: "koffi.lome@mail.tg",
      password: "Koffi-Lome-2026!",
      confirmation: "Koffi-Lome-2026!",
    });
    await user.click(create());
    expect(field("Mot de passe")).toHaveAccessibleDescription(PASSWORD_FROM_EMAIL_MESSAGE);
    expect(field("Mot de passe")).toHaveFocus();

    await user.clear(field("Adresse e-mail"));
    await fill(user, { name: "Koffi Lomé", email: "kl@mail.tg" });
    await user.click(create());
    expect(field("Mot de passe")).toHaveAccessibleDescription(PASSWORD_FROM_NAME_MESSAGE);
    expect(server.sent("POST", SIGN_UP)).toHaveLength(0);
  });

  it("says the account could not be created when the answer is not the server's", async () => {
    const { user, onRegistered } = openForm({ status: 502, text: "<html>Bad Gateway</html>" });
    await fill(user, {
      email: "ama@example.com",
      password: "une phrase longue",
      confirmation: "une phrase longue",
    });
    await user.click(create());

    expect(await screen.findByText("Erreur lors de la création du compte.")).toBeVisible();
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it("shows the password on demand", async () => {
    const { user } = openForm();
    await user.type(field("Mot de passe"), "secret");
    expect(field("Mot de passe")).toHaveAttribute("type", "password");
    const [show] = screen.getAllByRole("button", { name: "Afficher le mot de passe" });
    await user.click(show as HTMLElement);
    expect(field("Mot de passe")).toHaveAttribute("type", "text");
    expect(screen.getAllByRole("button", { name: "Masquer le mot de passe" })).toHaveLength(1);
  });
});
