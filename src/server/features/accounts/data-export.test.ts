import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, emailOutbox } from "#server/db/schema";
import { type AccountWithData, accountWithData, unzipped } from "#server/test/account-data-test-kit";
import { confirmedAccount } from "#server/test/accounts-test-kit";
import { createTestApp, type TestApp } from "#server/test/test-app";
import { testBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import { EXPORT_PATH } from "#shared/account-data";
import { todayInParis } from "#shared/calendar";
import { EXPORT_LIMIT } from "./account-data.routes";
import { EXPORT_JSON_NAME } from "./data-export.service";
import { withoutLinkSecrets } from "./data-export-values";

/** 'Télécharger mes données' (docs/product/accounts.md#data-export): one's own data, all of it, nobody else's. */
describe.each(testDatabaseKinds)("data export on %s", (kind) => {
  let t: TestApp;
  let awa: AccountWithData;
  let kofi: AccountWithData;
  // Awa's archive, downloaded once: the tests below read it.
  let download: Awaited<ReturnType<AccountWithData["browser"]["get"]>>;
  let files: Record<string, Buffer>;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    awa = await accountWithData(t.app, "awa@mail.com");
    kofi = await accountWithData(t.app, "kofi@mail.com");
    download = await awa.browser.get(EXPORT_PATH);
    files = unzipped(download.rawPayload);
  });
  afterAll(() => t.close());

  it("answers a visitor 401 in French", async () => {
    const response = await testBrowser(t.app).get(EXPORT_PATH);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: "Veuillez vous connecter pour continuer." });
  });

  it("downloads a dated ZIP, never cached", async () => {
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers["content-type"]).toBe("application/zip");
    expect(download.headers["cache-control"]).toBe("no-store");
    expect(download.headers["content-disposition"]).toBe(
      `attachment; filename="colibri-mes-donnees-${todayInParis()}.zip"`,
    );
  });

  it("holds the JSON and exactly the account's photos and proofs, byte for byte", async () => {
    expect(Object.keys(files).sort()).toEqual(
      [
        EXPORT_JSON_NAME,
        `photos/${awa.unpaid.id}/photo-1.webp`,
        `photos/${awa.unpaid.id}/photo-2.webp`,
        `photos/${awa.delivered.id}/photo-1.webp`,
        `preuves-de-paiement/${awa.unpaid.id}/preuve-1.pdf`,
        `preuves-de-paiement/${awa.delivered.id}/preuve-1.pdf`,
      ].sort(),
    );
    expect(files[`photos/${awa.unpaid.id}/photo-1.webp`]).toEqual(awa.unpaid.photos[0]);
    expect(files[`photos/${awa.unpaid.id}/photo-2.webp`]).toEqual(awa.unpaid.photos[1]);
    expect(files[`photos/${awa.delivered.id}/photo-1.webp`]).toEqual(awa.delivered.photos[0]);
    expect(files[`preuves-de-paiement/${awa.unpaid.id}/preuve-1.pdf`]).toEqual(awa.unpaid.proof);
    expect(files[`preuves-de-paiement/${awa.delivered.id}/preuve-1.pdf`]).toEqual(awa.delivered.proof);
  });

  it("lists the account, its parcels with their history and payment, its alert and its e-mails", async () => {
    const text = files[EXPORT_JSON_NAME]?.toString("utf8") ?? "";
    // Pretty-printed UTF-8, accents as they are.
    expect(text).toContain('\n  "compte": {');
    const data = JSON.parse(text);
    expect(data.compte).toMatchObject({
      id: awa.userId,
      email: "awa@mail.com",
      nom: "awa",
      rôle: "client",
      adresseConfirmée: true,
      notificationsParEmail: true,
    });
    expect(data.colis.map((parcel: { id: string }) => parcel.id).sort()).toEqual(
      [awa.unpaid.id, awa.delivered.id].sort(),
    );
    const delivered = data.colis.find((parcel: { id: string }) => parcel.id === awa.delivered.id);
    expect(delivered).toMatchObject({
      description: "Médicaments pour la maman de awa",
      statut: "delivered",
      libelléDuStatut: "Livré",
      payé: true,
      prixEnCentimesDEuro: 2400,
      preuvesDePaiement: [
        {
          fichier: `preuves-de-paiement/${awa.delivered.id}/preuve-1.pdf`,
          nomDuFichierEnvoyé: "recu-tmoney.pdf",
          référenceDeTransaction: "TM-123456",
          type: "application/pdf",
        },
      ],
    });
    // Each balance settled after a weigh-in, kept as it was settled.
    expect(delivered.soldesRéglés).toMatchObject([
      { état: "paid", centimesDEuro: 600, fcfa: 3930, motif: null },
    ]);
    expect(delivered.destinataire).toEqual({
      nom: "Maman de awa",
      téléphone: "+22890123456",
      secondTéléphone: null,
      ville: "Lomé",
      quartierRepère: "Bè Kpota",
    });
    expect(delivered.remise).toMatchObject({ mode: "pièce d'identité", retiréPar: "Frère de awa" });
    expect(delivered.codeDeRetrait).toMatch(/^\d{6}$/);
    expect(data.destinatairesEnregistrés).toMatchObject([{ nom: "Maman de awa", téléphone: "+22890123456" }]);
    expect(delivered.historique.map((entry: { note: string }) => entry.note)).toEqual([
      "Demande créée — En attente de paiement",
      "Livré avec succès",
    ]);
    expect(data.alertesDeDate).toMatchObject([{ description: "Alerte de awa", départ: "TG", arrivée: "FR" }]);
    expect(data.emails.map((email: { objet: string }) => email.objet)).toEqual([
      "Confirmez votre adresse e-mail — Colibri",
    ]);
  });

  it("never holds a password hash, nor a link that still works", async () => {
    const text = files[EXPORT_JSON_NAME]?.toString() ?? "";
    const [credential] = await t.database.db
      .select({ hash: accounts.password })
      .from(accounts)
      .where(eq(accounts.userId, awa.userId));
    expect(credential?.hash).toMatch(/^\$argon2id\$/);
    expect(text).not.toContain("argon2");
    const [confirmation] = await t.database.db
      .select({ body: emailOutbox.textBody })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, "awa@mail.com"));
    const token = /[?&]token=([^&\s]+)/.exec(confirmation?.body ?? "")?.[1];
    expect(token).toBeDefined();
    expect(text).not.toContain(token);
    expect(text).toContain("token=retiré-de-l-export");
  });

  it("holds nothing of another client", async () => {
    const everything = Object.values(files)
      .map((content) => content.toString("latin1"))
      .join("\n");
    const text = files[EXPORT_JSON_NAME]?.toString("utf8") ?? "";
    for (const trace of [
      kofi.email,
      kofi.userId,
      kofi.unpaid.id,
      kofi.delivered.id,
      kofi.unpaid.trackingCode,
    ])
      expect(text).not.toContain(trace);
    expect(text).not.toContain("kofi");
    for (const content of [...kofi.unpaid.photos, ...kofi.delivered.photos, kofi.unpaid.proof])
      expect(everything).not.toContain(content.toString("latin1"));
  });

  it(`allows ${EXPORT_LIMIT.max} exports an hour per account, then the French 429`, async () => {
    const ama = await confirmedAccount(t.app, "ama-export@mail.com");
    for (let i = 0; i < EXPORT_LIMIT.max; i += 1) expect((await ama.get(EXPORT_PATH)).statusCode).toBe(200);
    const refused = await ama.get(EXPORT_PATH);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe("Trop de tentatives. Veuillez réessayer dans quelques minutes.");
    // Another account keeps its own count.
    expect((await kofi.browser.get(EXPORT_PATH)).statusCode).toBe(200);
  });
});

describe("links in exported e-mails", () => {
  it("lose their secret, whatever the link", () => {
    expect(
      withoutLinkSecrets(
        "Confirmer : http://localhost:3000/api/auth/verify-email?token=eyJhbGc.x-y_z&callbackURL=%2F\nFin",
      ),
    ).toBe(
      "Confirmer : http://localhost:3000/api/auth/verify-email?token=retiré-de-l-export&callbackURL=%2F\nFin",
    );
    expect(withoutLinkSecrets("https://colibri.example/reset-password?token=abc123")).toBe(
      "https://colibri.example/reset-password?token=retiré-de-l-export",
    );
    expect(withoutLinkSecrets("Suivre : https://colibri.example/suivi/7KQ2M9XH4D1P")).toBe(
      "Suivre : https://colibri.example/suivi/7KQ2M9XH4D1P",
    );
  });
});
