import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { writePgliteFolder } from "#server/test/database-template";
import { openPglite } from "./open-database";
import { DataFolderBusyError } from "./pglite-folder-lock";
import { users } from "./schema";

const freshFolder = () => mkdtempSync(join(tmpdir(), "colibri-lock-"));

/** A folder holding a migrated database, as a server's first start leaves it (no initdb to wait for). */
async function migratedFolder() {
  const folder = freshFolder();
  await writePgliteFolder(folder);
  return folder;
}

describe("embedded database folder", () => {
  it("refuses a folder already open by another live process", async () => {
    const folder = freshFolder();
    // A live process that is not us holds the lock.
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"], { stdio: "ignore" });
    try {
      writeFileSync(join(folder, "colibri.lock"), String(other.pid));
      await expect(openPglite(folder)).rejects.toThrow(DataFolderBusyError);
      await expect(openPglite(folder)).rejects.toThrow(/déjà ouvert par un autre processus/);
    } finally {
      other.kill();
    }
  });

  it("takes over the lock of a dead process", async () => {
    const folder = await migratedFolder();
    writeFileSync(join(folder, "colibri.lock"), "999999999");
    const handle = await openPglite(folder);
    expect(readFileSync(join(folder, "colibri.lock"), "utf8")).toBe(String(process.pid));
    await handle.close();
  });

  it("refuses a second opening in the same process while the first is open", async () => {
    const folder = await migratedFolder();
    const handle = await openPglite(folder);
    // Our own PID in the lock means "open here": a second PGlite on it would corrupt the data.
    await expect(openPglite(folder)).rejects.toThrow();
    await handle.close();
  });

  it("repairs a stale empty postmaster.pid left by a kill -9 during start-up", async () => {
    const folder = await migratedFolder();
    writeFileSync(join(folder, "pgdata", "postmaster.pid"), "");
    const second = await openPglite(folder);
    expect(await second.db.select({ n: count() }).from(users)).toEqual([{ n: 0 }]);
    await second.close();
  });
});
