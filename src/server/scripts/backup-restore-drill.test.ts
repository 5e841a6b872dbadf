import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/database";
import { storedFiles } from "#server/db/schema";
import { confirmedAccount, NEW_PASSWORD, PASSWORD, signIn, tokenOf } from "#server/test/accounts-test-kit";
import {
  type DrillDatabase,
  drillDatabase,
  migrateFirst,
  migrationCount,
  tableFingerprints,
} from "#server/test/backup-drill-kit";
import { type CompiledServer, compileServer } from "#server/test/compiled-server";
import {
  client,
  createParcel,
  jpeg,
  publishDeparture,
  upload,
  uploadPhoto,
} from "#server/test/parcels-test-kit";
import { MINIMAL_PDF } from "#server/test/pdf-test-kit";
import { runNode } from "#server/test/server-process";
import { createTestApp, type TestApp } from "#server/test/test-app";
import { lastEmailTo, testBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";

/**
 * The restore drill (docs/DEPLOYMENT.md#backups-and-restore, decision 045): real data made through the
 * API — accounts, a parcel with a photo and a payment proof, e-mails in the outbox, a password reset
 * waiting in `verification` — backed up and restored by the real db:backup and db:restore processes
 * into a fresh database, on which the app must find every row, every file byte for byte and links
 * that need no session.
 */

const PROOF = MINIMAL_PDF;
const SLOW = 180_000; // processes and PGlite start-ups on a shared 2-core machine

// db:backup and db:restore as `npm run build` compiles them, once for the whole file.
let compiled: CompiledServer;
beforeAll(async () => {
  compiled = await compileServer();
});
afterAll(() => compiled?.remove());

describe.each(testDatabaseKinds)("backup and restore drill on %s", (kind) => {
  const backupDir = mkdtempSync(join(tmpdir(), "colibri-backups-"));
  const olderDir = mkdtempSync(join(tmpdir(), "colibri-old-backup-"));
  const drops: DrillDatabase[] = [];
  let source: DrillDatabase;
  let before: Record<string, string>;
  const seen = {} as {
    awaCookies: Map<string, string>;
    parcelId: string;
    trackingCode: string;
    files: Record<string, Buffer>;
    tracking: unknown;
    resetToken: string;
  };

  /** The served bytes of every upload of the parcel: photo, thumbnail and proof. */
  async function servedFiles(t: TestApp, cookies: Map<string, string>) {
    const awa = testBrowser(t.app);
    for (const [name, value] of cookies) awa.cookies.set(name, value);
    const detail = (await awa.get(`/api/parcels/${seen.parcelId}`)).json().parcel;
    const photo = detail.photos[0] as { url: string; thumbnailUrl: string };
    const files: Record<string, Buffer> = {};
    for (const [name, url] of [
      ["photo", photo.url],
      ["thumbnail", photo.thumbnailUrl],
      ["proof", `/api/parcels/${seen.parcelId}/payment-proof`],
    ] as const) {
      const response = await awa.get(url);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
      files[name] = response.rawPayload;
    }
    return files;
  }

  const tracking = (t: TestApp) =>
    t.app.inject({ method: "GET", url: `/api/public/tracking/${seen.trackingCode}` }).then((r) => r.json());

  const newDatabase = async () => {
    const database = await drillDatabase(kind);
    drops.push(database);
    return database;
  };

  const backup = (database: DrillDatabase) =>
    runNode(compiled.entry("scripts/backup"), ["--dir", backupDir], database.env);
  const restore = (database: DrillDatabase, file: string, ...flags: string[]) =>
    runNode(compiled.entry("scripts/restore"), [file, ...flags], database.env);
  const onlyBackup = () => {
    const names = readdirSync(backupDir);
    expect(names).toHaveLength(1);
    return join(backupDir, names[0] as string);
  };

  beforeAll(async () => {
    source = await newDatabase();
    const handle = await source.open();
    await handle.migrate();
    const t = await createTestApp({ database: handle });
    try {
      const awa = await client(t.app, "awa"); // its confirmation e-mail stays in the outbox
      const parcel = await createParcel(awa, await publishDeparture(t.app, "FR", "TG", 7));
      const photo = await uploadPhoto(t.app, awa, parcel.id, {
        name: "photo",
        filename: "colis.jpg",
        contentType: "image/jpeg",
        content: await jpeg(),
      });
      expect(photo.statusCode, photo.body).toBe(201);
      const proof = await upload(t.app, awa, `/api/parcels/${parcel.id}/payment-proof`, [
        { name: "transactionReference", content: "TX-DRILL-1" },
        { name: "proof", filename: "recu.pdf", contentType: "application/pdf", content: PROOF },
      ]);
      expect(proof.statusCode, proof.body).toBe(201);
      await confirmedAccount(t.app, "bob-drill@example.com");
      const reset = await testBrowser(t.app).post("/api/auth/request-password-reset", {
        email: "bob-drill@example.com",
      });
      expect(reset.statusCode).toBe(200);

      Object.assign(seen, {
        awaCookies: new Map(awa.cookies),
        parcelId: parcel.id,
        trackingCode: parcel.trackingCode,
        resetToken: tokenOf((await lastEmailTo(t.app, "bob-drill@example.com")).link),
      });
      seen.files = await servedFiles(t, seen.awaCookies);
      seen.tracking = await tracking(t);
      // Served rebuilt without active content (decision 060), the same bytes every time.
      expect(seen.files.proof?.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      before = await tableFingerprints(handle.db);
    } finally {
      await t.close();
      await handle.close();
    }
  }, SLOW);

  afterAll(async () => {
    for (const database of drops) await database.drop();
    for (const folder of [backupDir, olderDir]) rmSync(folder, { recursive: true, force: true });
  });

  if (kind === "pglite") {
    it(
      "refuses to back up a data folder the server has open, and says to stop it",
      async () => {
        const running = await source.open();
        try {
          const result = await backup(source);
          expect(result.code).toBe(1);
          expect(result.output).toMatch(/est ouverte par un autre processus \(PID \d+\)/);
          expect(result.output).toMatch(/arrêtez le serveur le temps de la sauvegarde/);
          expect(readdirSync(backupDir)).toEqual([]);
        } finally {
          await running.close();
        }
      },
      SLOW,
    );
  }

  it(
    "writes one compressed, timestamped file and says where, how big and how long",
    async () => {
      const result = await backup(source);
      expect(result.code, result.output).toBe(0);
      const file = onlyBackup();
      const extension = kind === "postgres" ? "pgdump" : "pglite\\.tar\\.gz";
      expect(file).toMatch(new RegExp(`colibri-\\d{4}-\\d\\d-\\d\\dT\\d\\d-\\d\\d-\\d\\dZ\\.${extension}$`));
      expect(result.output).toContain(`écrite : ${file} (`);
      expect(result.output).toMatch(/\(\d+(,\d)? (Ko|Mo), en \d+(,\d)? s\)/);
      expect(result.output).toMatch(/Contenu\u00a0: .*parcel 1 .*stored_file 3/);
      expect(result.output).toMatch(/AUTH_SECRET n'est pas dans la sauvegarde/);
      const head = readFileSync(file).subarray(0, 5);
      expect(kind === "postgres" ? head.toString("latin1") : head.subarray(0, 2).toString("hex")).toBe(
        kind === "postgres" ? "PGDMP" : "1f8b",
      );
    },
    SLOW,
  );

  describe("restored into a fresh database", () => {
    let target: DrillDatabase;
    let handle: DatabaseHandle;
    let t: TestApp;

    beforeAll(async () => {
      target = await newDatabase();
      const result = await restore(target, onlyBackup());
      expect(result.code, result.output).toBe(0);
      expect(result.output).toMatch(/Restauré en \d+(,\d)? s\u00a0: .*parcel 1/);
      handle = await target.open();
      await handle.migrate(); // as the server does at start-up
      t = await createTestApp({ database: handle });
    }, SLOW);

    afterAll(async () => {
      await t?.close();
      await handle?.close();
    });

    it("holds every row of every table", async () => {
      expect(await tableFingerprints(handle.db)).toEqual(before);
    });

    it("serves every uploaded file byte for byte, each matching its stored checksum", async () => {
      const files = await servedFiles(t, seen.awaCookies);
      for (const name of Object.keys(seen.files))
        expect(files[name]?.equals(seen.files[name] as Buffer)).toBe(true);
      for (const file of await handle.db.select().from(storedFiles)) {
        expect(createHash("sha256").update(file.content).digest("hex")).toBe(file.sha256);
      }
    });

    it("answers the public tracking page and the reset link, which need no session", async () => {
      expect(await tracking(t)).toEqual(seen.tracking);
      const reset = await testBrowser(t.app).post("/api/auth/reset-password", {
        token: seen.resetToken,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(reset.statusCode, reset.body).toBe(200);
      expect((await signIn(testBrowser(t.app), "bob-drill@example.com", NEW_PASSWORD)).statusCode).toBe(200);
      expect((await signIn(testBrowser(t.app), "bob-drill@example.com", PASSWORD)).statusCode).toBe(401);
    });

    it("keeps Awa signed in (same AUTH_SECRET) and takes new requests", async () => {
      const awa = testBrowser(t.app);
      for (const [name, value] of seen.awaCookies) awa.cookies.set(name, value);
      expect((await awa.me())?.email).toMatch(/^awa-/);
      await createParcel(awa, await publishDeparture(t.app, "FR", "TG", 14));
    });
  });

  it(
    "refuses a database that is not empty, then replaces it with --force and says what it replaced",
    async () => {
      const target = drops[1] as DrillDatabase; // the one restored above, changed since
      const refused = await restore(target, onlyBackup());
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/Restauration refusée\u00a0: .* n'est pas vide \(.*parcel 2.*\)/);
      expect(refused.output).toMatch(/relancez avec --force/);

      const forced = await restore(target, onlyBackup(), "--force");
      expect(forced.code, forced.output).toBe(0);
      expect(forced.output).toMatch(/--force\u00a0: le contenu actuel de .* va être remplacé .*parcel 2/);
      const handle = await target.open();
      try {
        expect(await tableFingerprints(handle.db)).toEqual(before);
      } finally {
        await handle.close();
      }
      if (kind === "pglite") {
        const dataDir = target.env.DATA_DIR as string;
        expect(readdirSync(dataDir).some((name) => name.startsWith("pgdata.replaced-"))).toBe(true);
        expect(existsSync(join(dataDir, "pgdata.restoring"))).toBe(false);
      }
    },
    SLOW,
  );

  it(
    "restores a backup of an older version, which the server's start-up brings up to date",
    async () => {
      const older = await newDatabase();
      const oldHandle = await older.open();
      await migrateFirst(oldHandle, migrationCount() - 1);
      await oldHandle.close();
      const saved = await runNode(compiled.entry("scripts/backup"), ["--dir", olderDir], older.env);
      expect(saved.code, saved.output).toBe(0);
      const target = await newDatabase();
      const file = join(olderDir, readdirSync(olderDir)[0] as string);
      const restored = await restore(target, file);
      expect(restored.code, restored.output).toBe(0);
      expect(restored.output).toContain(`${migrationCount() - 1} migrations`);

      const handle = await target.open();
      await handle.migrate();
      const t = await createTestApp({ database: handle });
      try {
        expect((await tableFingerprints(handle.db))["drizzle.__drizzle_migrations"]).toMatch(
          new RegExp(`^${migrationCount()} rows`),
        );
        await client(t.app, "apres-mise-a-jour");
      } finally {
        await t.close();
        await handle.close();
      }
    },
    SLOW,
  );
});
