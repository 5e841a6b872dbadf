import postgres from "postgres";
import { BackupError } from "./backup-error";
import { COLIBRI_SCHEMAS, countTableRows, type TableRows } from "./database-contents";
import { libpqConnection, startTool } from "./postgres-tools";

/**
 * PostgreSQL backups with the server's own tools. pg_dump reads the whole database in one snapshot (a
 * repeatable-read transaction), so the dump is consistent while the server keeps serving; the custom
 * format (-Fc) is compressed and is what pg_restore reads. Uploads are rows of `stored_file` (decision
 * 010): they are in the dump like everything else. Compression level 1: uploads are WebP and PDF,
 * already compressed, and their bytea hex text halves at any level; measured (decision 045), level 1
 * came within 3 % of the default level's size in a quarter of its time.
 */
export async function dumpPostgres(databaseUrl: string, file: string): Promise<TableRows[]> {
  const contents = await withConnection(databaseUrl, countTableRows);
  const { url, env } = libpqConnection(databaseUrl);
  const options = ["--format=custom", "--compress=1", "--no-password", `--file=${file}`, `--dbname=${url}`];
  await startTool("pg_dump", options, env, ["ignore", "ignore", "pipe"]).finished;
  return contents;
}

/**
 * Restores a dump in ONE transaction: pg_restore turns it into SQL, which psql runs between a BEGIN we
 * write first and a COMMIT we write only once pg_restore has finished without error (ON_ERROR_STOP
 * makes psql stop at the first failing statement). A damaged file, a failing statement or a crash
 * therefore commits nothing: with `replace`, Colibri's schemas are dropped inside that same
 * transaction, so a failed replacement leaves the old database exactly as it was. Owners and grants of
 * the source are left out: the restored objects belong to the user of DATABASE_URL, the one the server
 * connects as.
 */
export async function restorePostgres(
  databaseUrl: string,
  file: string,
  options: { replace: boolean },
): Promise<void> {
  const { url, env } = libpqConnection(databaseUrl);
  const psql = startTool(
    "psql",
    ["--no-psqlrc", "--quiet", "--no-password", "--set=ON_ERROR_STOP=1", `--dbname=${url}`],
    env,
    ["pipe", "ignore", "pipe"],
  );
  const pgRestore = startTool("pg_restore", ["--no-owner", "--no-privileges", "--file=-", file], env, [
    "ignore",
    "pipe",
    "pipe",
  ]);
  const input = psql.stdin as NodeJS.WritableStream;
  psql.stdin?.on("error", () => {}); // psql stopping early is reported by its exit code
  input.write("begin;\n");
  if (options.replace) {
    for (const schema of COLIBRI_SCHEMAS) input.write(`drop schema if exists ${schema} cascade;\n`);
    input.write("create schema public;\n");
  }
  pgRestore.stdout?.pipe(input, { end: false });
  // psql stopping at an error no longer reads: pg_restore would wait on a full pipe for ever.
  psql.finished.catch(() => pgRestore.kill());
  const restored = await pgRestore.finished.then(
    () => null,
    (error: unknown) => error,
  );
  // Without COMMIT, psql's end closes the connection and PostgreSQL rolls the transaction back.
  input.end(restored === null ? "commit;\n" : "");
  const applied = await psql.finished.then(
    () => null,
    (error: unknown) => error,
  );
  // When psql stops at an error, pg_restore then fails on a closed pipe: psql's error is the cause.
  if (applied) throw applied;
  if (restored) throw restored;
}

/** The rows of Colibri's tables in this database (none: it may be restored into). */
export function postgresContents(databaseUrl: string): Promise<TableRows[]> {
  return withConnection(databaseUrl, countTableRows);
}

async function withConnection<T>(
  databaseUrl: string,
  run: (query: (text: string) => Promise<Record<string, unknown>[]>) => Promise<T>,
): Promise<T> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    return await run((text) => sql.unsafe(text));
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(
      `Impossible de lire la base PostgreSQL (DATABASE_URL) : ${(error as Error).message}`,
    );
  } finally {
    await sql.end({ timeout: 5 });
  }
}
