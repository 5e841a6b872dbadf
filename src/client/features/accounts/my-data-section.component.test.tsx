// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { asRead } from "#client/test/as-read";
import { fakeServer } from "#client/test/fake-fetch";
import { renderWithData } from "#client/test/render";
import {
  DELETE_ACCOUNT_PATH,
  DELETION_CODE_REQUIRED,
  DELETION_LAST_ADMIN,
  DELETION_PASSWORD_REQUIRED,
  DELETION_WRONG_CODE,
  DELETION_WRONG_PASSWORD,
  EXPORT_PATH,
} from "#shared/account-data";
import type { SessionUser } from "#shared/accounts";
import { ACCOUNT_DELETED, AccountDeletedNotice } from "./account-deleted-notice";
import { DELETED_ITEMS, KEPT_PARCELS } from "./account-deletion";
import { DOWNLOAD_READY, MyDataSection } from "./my-data-section";
import { sessionResource } from "./session";

// Only what the section needs of the signed-in user.
const USER = {
  id: "u-awa",
  email: "awa@mail.com",
  name: "Awa",
  role: "client",
  emailVerified: true,
} as SessionUser;

/** The profile's section at /profile, and home with the layout's notice. */
function renderProfile() {
  return renderWithData(
    <Routes>
      <Route path="/profile" element={<MyDataSection />} />
      <Route path="/" element={<AccountDeletedNotice />} />
    </Routes>,
    { path: "/profile" },
  );
}

/** The file the browser is handed: the name and bytes behind the link that is clicked. */
function watchDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
    const url = `blob:colibri/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href) as Blob });
  });
  return saved;
}

beforeEach(() => {
  sessionResource.set(USER);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("Mes données: the download", () => {
  it("hands the browser the ZIP under the server's dated name", async () => {
    const server = fakeServer({
      [`GET ${EXPORT_PATH}`]: {
        text: "PK-archive",
        headers: {
          "Content-Type": "application/zip",
          "Content-Disposition": 'attachment; filename="colibri-mes-donnees-2026-11-24.zip"',
        },
      },
    });
    const saved = watchDownloads();
    const { user } = renderProfile();
    const section = screen.getByRole("region", { name: "Mes données" });
    await user.click(within(section).getByRole("button", { name: "Télécharger mes données" }));
    expect(await screen.findByText(asRead(DOWNLOAD_READY))).toBeVisible();
    expect(server.sent("GET", EXPORT_PATH)).toHaveLength(1);
    expect(saved).toHaveLength(1);
    expect(saved[0]?.name).toBe("colibri-mes-donnees-2026-11-24.zip");
    expect(await saved[0]?.blob.text()).toBe("PK-archive");
  });

  it("shows the server's French refusal instead of a file", async () => {
    fakeServer({
      [`GET ${EXPORT_PATH}`]: {
        status: 429,
        body: {
          code: "RATE_LIMITED",
          message: "Trop de tentatives. Veuillez réessayer dans quelques minutes.",
        },
      },
    });
    const saved = watchDownloads();
    const { user } = renderProfile();
    await user.click(screen.getByRole("button", { name: "Télécharger mes données" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Trop de tentatives. Veuillez réessayer dans quelques minutes.",
    );
    expect(saved).toEqual([]);
  });
});

describe("Mes données: deleting the account", () => {
  it("says what goes and what stays before asking the password, and Annuler closes it", async () => {
    const server = fakeServer({});
    const { user } = renderProfile();
    const trigger = screen.getByRole("button", { name: "Supprimer mon compte" });
    await user.click(trigger);
    const form = screen.getByRole("form", { name: "Confirmer la suppression du compte" });
    for (const item of DELETED_ITEMS) expect(within(form).getByText(item)).toBeVisible();
    expect(within(form).getByText(asRead(KEPT_PARCELS))).toBeVisible();
    expect(within(form).getByText(/Tant qu'un colis payé n'est pas livré/)).toBeVisible();

    await user.click(within(form).getByRole("button", { name: "Supprimer définitivement mon compte" }));
    expect(within(form).getByLabelText("Mot de passe")).toHaveAccessibleDescription(
      expect.stringContaining(DELETION_PASSWORD_REQUIRED),
    );
    expect(server.requests).toEqual([]);

    await user.click(within(form).getByRole("button", { name: "Annuler" }));
    expect(screen.queryByRole("form")).toBeNull();
    expect(screen.getByRole("button", { name: "Supprimer mon compte" })).toHaveFocus();
  });

  it("shows a wrong password beside the field and a refusal as one message, the account kept", async () => {
    let answer = {
      status: 400,
      body: {
        code: "WRONG_PASSWORD",
        message: DELETION_WRONG_PASSWORD,
        fieldErrors: { password: DELETION_WRONG_PASSWORD },
      },
    };
    const server = fakeServer({ [`POST ${DELETE_ACCOUNT_PATH}`]: () => answer });
    const { user } = renderProfile();
    await user.click(screen.getByRole("button", { name: "Supprimer mon compte" }));
    const password = screen.getByLabelText("Mot de passe");
    await user.type(password, "Pas-le-bon");
    await user.click(screen.getByRole("button", { name: "Supprimer définitivement mon compte" }));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(expect.stringContaining(DELETION_WRONG_PASSWORD)),
    );
    expect(server.sent("POST", DELETE_ACCOUNT_PATH)[0]?.body).toEqual({ password: "Pas-le-bon" });

    answer = { status: 409, body: { code: "LAST_ADMIN", message: DELETION_LAST_ADMIN } } as typeof answer;
    await user.click(screen.getByRole("button", { name: "Supprimer définitivement mon compte" }));
    expect(await screen.findByText(asRead(DELETION_LAST_ADMIN))).toBeVisible();
    expect(sessionResource.get().data?.email).toBe("awa@mail.com");
  });

  it("asks an account with two-step sign-in for a code too, and sends it", async () => {
    sessionResource.set({ ...USER, twoFactorEnabled: true });
    const server = fakeServer({
      [`POST ${DELETE_ACCOUNT_PATH}`]: (request) =>
        (request.body as { code?: string }).code === "123456"
          ? { body: { ok: true } }
          : {
              status: 400,
              body: {
                code: "WRONG_CODE",
                message: DELETION_WRONG_CODE,
                fieldErrors: { code: DELETION_WRONG_CODE },
              },
            },
    });
    const { user } = renderProfile();
    await user.click(screen.getByRole("button", { name: "Supprimer mon compte" }));
    const code = screen.getByLabelText("Code de validation en deux étapes");
    await user.type(screen.getByLabelText("Mot de passe"), "Colibri-Test-2026");
    await user.click(screen.getByRole("button", { name: "Supprimer définitivement mon compte" }));
    expect(code).toHaveAccessibleDescription(expect.stringContaining(DELETION_CODE_REQUIRED));
    expect(server.requests).toEqual([]);

    await user.type(code, "654321");
    await user.click(screen.getByRole("button", { name: "Supprimer définitivement mon compte" }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(expect.stringContaining(DELETION_WRONG_CODE)),
    );
    await user.clear(code);
    await user.type(code, "123 456");
    await user.click(screen.getByRole("button", { name: "Supprimer définitivement mon compte" }));
    expect(await screen.findByText(asRead(ACCOUNT_DELETED))).toBeVisible();
    expect(server.sent("POST", DELETE_ACCOUNT_PATH).at(-1)?.body).toEqual({
      password: "Colibri-Test-2026",
      code: "123456",
    });
  });

  it("shows the code field when the server asks for it, the page having read the account before", async () => {
    fakeServer({
      [`POST ${DELETE_ACCOUNT_PATH}`]: {
        status: 400,
        body: {
          code: "TWO_FACTOR_CODE_REQUIRED",
          message: DELETION_CODE_REQUIRED,
          fieldErrors: { code: DELETION_CODE_REQUIRED },
        },
      },
    });
    const { user } = renderProfile();
    await user.click(screen.getByRole("button", { name: "Supprimer mon compte" }));
    expect(screen.queryByLabelText("Code de validation en deux étapes")).toBeNull();
    await user.type(screen.getByLabelText("Mot de passe"), "Colibri-Test-2026");
    await user.click(screen.getByRole("button", { name: "Supprimer définitivement mon compte" }));
    // The server's sentence says what to do; the field is there to do it.
    expect(await screen.findByLabelText("Code de validation en deux étapes")).toBeVisible();
    expect(screen.getByText(asRead(DELETION_CODE_REQUIRED))).toBeVisible();
  });

  it("once deleted, signs out here and lands on home with the notice", async () => {
    fakeServer({ [`POST ${DELETE_ACCOUNT_PATH}`]: { body: { ok: true } } });
    const { user } = renderProfile();
    await user.click(screen.getByRole("button", { name: "Supprimer mon compte" }));
    await user.type(screen.getByLabelText("Mot de passe"), "Colibri-Test-2026");
    await user.click(screen.getByRole("button", { name: "Supprimer définitivement mon compte" }));
    expect(await screen.findByText(asRead(ACCOUNT_DELETED))).toBeVisible();
    expect(screen.queryByRole("region", { name: "Mes données" })).toBeNull();
    expect(sessionResource.get().data).toBeNull();
  });
});
