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
 * global setup (vitest.global-setup.ts) makes both once per run before the workers start; a test started
 * some other way makes them on first use.
 */

let fingerprint: string | undefined;

/** A hash of every migration file, of PGlite's version and of the extensions the database loads. */
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
  fingerprint = hash.digest("hex").slice(0, 16);
  return fingerprint;
}

/** Where the dumped, migrated PGlite data folder of these migrations lives (shared by all test runs). */
export function pgliteTemplatePath(): string {
  return join(tmpdir(), `colibri-pglite-template-${migrationsFingerprint()}.tar.gz`);
}

/** Makes the PGlite template if it is not there yet. Two processes may race: each writes its own file and renames it. */
export async function ensurePgliteTemplate(): Promise<string> {
  const path = pgliteTemplatePath();
  if (existsSync(path)) return path;
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const handle = pgliteHandle(client, "PGlite (modèle de test)");
  try {
    await handle.migrate();
    const dump = await client.dumpDataDir("gzip");
    const partial = `${path}.${process.pid}.${randomBytes(4).toString("hex")}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, path);
  } finally {
    await handle.close();
  }
  return path;
}

let pgliteTemplate: Promise<Blob> | undefined;

/** The template's bytes, read once per process (test files share their worker's process). */
export function pgliteTemplateBlob(): Promise<Blob> {
  pgliteTemplate ??= ensurePgliteTemplate().then((path) => new Blob([readFileSync(path)]));
  return pgliteTemplate;
}

/**
 * Fills `folder` (a DATA_DIR) with a copy of the migrated template, as a server's first start would
 * leave it: for tests of processes and folders, which open PGlite from disk.
 */
export async function writePgliteFolder(folder: string): Promise<void> {
  const client = await PGlite.create({
    dataDir: join(folder, "pgdata"),
    loadDataDir: await pgliteTemplateBlob(),
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
