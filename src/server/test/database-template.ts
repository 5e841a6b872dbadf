import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { MIGRATIONS_FOLDER, openPostgres, pgliteHandle } from "../db/open-database";
import { PGLITE_EXTENSIONS } from "../db/pglite-extensions";
import { PROJECT_ROOT } from "../project-root";
import { databaseUrl } from "./empty-postgres-database";

/**
 * Migrated templates, so that a test gets a migrated database in well under a second (decision 056):
 * PGlite's initdb and the migrations take 2–4 s a database, loading a dumped data folder ≈ 0.6 s;
 * on PostgreSQL, create + migrate ≈ 0.6 s, `CREATE DATABASE … TEMPLATE` ≈ 0.04 s.
 *
 * A template's name carries a fingerprint of the migrations (and of PGlite's version, which the dump's
 * format depends on): a changed or added migration makes a new template, so one is never stale. Vitest's
 * global setup (vitest.global-setup.ts) makes the in-memory PGlite one and the PostgreSQL one once per run
 * before the workers start; a test started some other way, or the few that need a PGlite folder, make
 * theirs on first use.
 */

let fingerprint: string | undefined;

/** A hash of every migration file, of PGlite's version, of the extensions the database loads and of the PGlite templates' recipe. */
export function migrationsFingerprint(): string {
  if (fingerprint) return fingerprint;
  const hash = createHash("sha256");
  const files = (folder: string, prefix = ""): string[] =>
    readdirSync(join(folder, prefix), { withFileTypes: true })
      .flatMap((entry) =>
        entry.isDirectory() ? files(folder, join(prefix, entry.name)) : [join(prefix, entry.name)],
      )
      .sort();
  for (const file of files(MIGRATIONS_FOLDER)) {
    hash
      .update(file)
      .update("\0")
      .update(readFileSync(join(MIGRATIONS_FOLDER, file)))
      .update("\0");
  }
  const pglitePackage = join(PROJECT_ROOT, "node_modules/@electric-sql/pglite/package.json");
  const pgliteVersion = JSON.parse(readFileSync(pglitePackage, "utf8")).version;
  hash.update(`pglite ${pgliteVersion} ${Object.keys(PGLITE_EXTENSIONS).sort().join(",")}`);
  // How the PGlite templates are made (ensurePgliteTemplate): a new recipe makes new files.
  hash.update("plain tar after a checkpoint; memory: 1 MB WAL segments, the postgres database only");
  fingerprint = hash.digest("hex").slice(0, 16);
  return fingerprint;
}

/**
 * The two PGlite templates. `folder`: the data folder as a server's first start leaves it, for the few
 * tests that give a process or a lock a folder on disk. `memory`: what the in-memory database of nearly
 * every test file is copied from, made for being copied (decision 088): WAL segments of 1 MB instead of
 * 16 (a copy writes every byte of the dump), and only the database tests use, without template0 and
 * template1, which nothing creates a database from. A copy of it costs ≈ 0.5 s of CPU against ≈ 1 s.
 */
export type PgliteTemplateKind = "memory" | "folder";

/** Where a dumped, migrated PGlite template of these migrations lives (shared by all test runs). */
export function pgliteTemplatePath(kind: PgliteTemplateKind): string {
  return join(tmpdir(), `colibri-pglite-${kind}-template-${migrationsFingerprint()}.tar`);
}

/** Makes a PGlite template if it is not there yet. Two processes may race: each writes its own file and renames it. */
export async function ensurePgliteTemplate(kind: PgliteTemplateKind): Promise<string> {
  const path = pgliteTemplatePath(kind);
  if (existsSync(path)) return path;
  const client = await PGlite.create({
    extensions: PGLITE_EXTENSIONS,
    ...(kind === "memory" ? { initDbStartParams: ["--wal-segsize=1"] } : {}),
  });
  const handle = pgliteHandle(client, "PGlite (modèle de test)");
  try {
    await handle.migrate();
    if (kind === "memory") {
      await client.exec(
        "update pg_database set datistemplate = false where datname in ('template0', 'template1')",
      );
      await client.exec("drop database template0");
      await client.exec("drop database template1");
    }
    // A dump is of a running database: each copy recovers from the last checkpoint, so one right before.
    await client.exec("checkpoint");
    // Not compressed: each copy would unzip it again.
    const dump = await client.dumpDataDir("none");
    const partial = `${path}.${process.pid}.${randomBytes(4).toString("hex")}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, path);
  } finally {
    await handle.close();
  }
  return path;
}

const pgliteTemplates = new Map<PgliteTemplateKind, Promise<Blob>>();

/** A template's bytes, read once per process (test files share their worker's process). */
export function pgliteTemplateBlob(kind: PgliteTemplateKind): Promise<Blob> {
  let blob = pgliteTemplates.get(kind);
  if (!blob) {
    blob = ensurePgliteTemplate(kind).then((path) => new Blob([readFileSync(path)]));
    pgliteTemplates.set(kind, blob);
  }
  return blob;
}

/**
 * Fills `folder` (a DATA_DIR) with a copy of the migrated template, as a server's first start would
 * leave it: for tests of processes and folders, which open PGlite from disk.
 */
export async function writePgliteFolder(folder: string): Promise<void> {
  const client = await PGlite.create({
    dataDir: join(folder, "pgdata"),
    loadDataDir: await pgliteTemplateBlob("folder"),
    extensions: PGLITE_EXTENSIONS,
  });
  await client.close();
}

/** The template database's name on the PostgreSQL server of the tests. */
export function postgresTemplateName(): string {
  return `colibri_template_${migrationsFingerprint()}`;
}

/**
 * Makes the PostgreSQL template if the server has none for these migrations. It is built under another
 * name and renamed when complete, so a database is never cloned from a half-migrated template.
 */
export async function ensurePostgresTemplate(serverUrl: string): Promise<string> {
  const name = postgresTemplateName();
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    const [found] = await admin`select 1 from pg_database where datname = ${name}`;
    if (found) return name;
    const building = `${name}_${randomBytes(4).toString("hex")}`;
    await admin.unsafe(`create database ${building}`);
    const handle = await openPostgres(databaseUrl(serverUrl, building), { maxConnections: 1 });
    try {
      await handle.migrate();
    } finally {
      await handle.close();
    }
    try {
      await admin.unsafe(`alter database ${building} rename to ${name}`);
    } catch (error) {
      // Another process finished its template first: theirs is the same, ours goes.
      await admin.unsafe(`drop database if exists ${building} with (force)`);
      const [other] = await admin`select 1 from pg_database where datname = ${name}`;
      if (!other) throw error;
    }
    return name;
  } finally {
    await admin.end();
  }
}

let postgresTemplate: Promise<string> | undefined;

/** The template's name, checked once per process. */
export function postgresTemplateFor(serverUrl: string): Promise<string> {
  postgresTemplate ??= ensurePostgresTemplate(serverUrl);
  return postgresTemplate;
}
