import { describe, expect, it } from "vitest";
import { backupFileName, parseBackupFileName } from "./backup-file-names";
import { backupsToDelete, isoWeekOf } from "./backup-retention";

/** A backup taken at this UTC moment ("2026-11-25 00:10"). */
const at = (moment: string, kind: "postgres" | "pglite" = "postgres") =>
  backupFileName(kind, new Date(`${moment.replace(" ", "T")}:00Z`));

describe("backup file names", () => {
  it("name a backup after its UTC second, readable back", () => {
    const name = backupFileName("postgres", new Date("2026-11-25T00:10:00.123Z"));
    expect(name).toBe("colibri-2026-11-25T00-10-00Z.pgdump");
    expect(backupFileName("pglite", new Date("2026-11-25T00:10:00Z"))).toBe(
      "colibri-2026-11-25T00-10-00Z.pglite.tar.gz",
    );
    expect(parseBackupFileName(name)).toEqual({
      takenAt: new Date("2026-11-25T00:10:00Z"),
      kind: "postgres",
    });
  });

  it("recognise nothing else", () => {
    for (const name of [
      "notes.txt",
      "colibri-2026-11-25T00-10-00Z.pgdump.partial",
      "colibri-latest.pgdump",
    ]) {
      expect(parseBackupFileName(name)).toBeNull();
    }
  });
});

describe("retention (--keep-daily, --keep-weekly)", () => {
  it("keeps the newest backup of each of the last days that have one", () => {
    const names = [
      at("2026-11-25 00:10"),
      at("2026-11-24 12:00"),
      at("2026-11-24 00:10"),
      at("2026-11-23 00:10"),
    ];
    expect(backupsToDelete(names, { daily: 2, weekly: 0 })).toEqual([
      at("2026-11-24 00:10"),
      at("2026-11-23 00:10"),
    ]);
  });

  it("counts days that have a backup, so a cron stopped for weeks never empties the folder", () => {
    const names = [at("2026-10-01 00:10"), at("2026-09-01 00:10")];
    expect(backupsToDelete(names, { daily: 14, weekly: 0 })).toEqual([]);
  });

  it("keeps 14 daily + 8 weekly out of 60 days of nightly backups", () => {
    const names = Array.from({ length: 60 }, (_, day) =>
      backupFileName("postgres", new Date(Date.UTC(2026, 10, 25 - day, 0, 10))),
    );
    const kept = names.filter((name) => !backupsToDelete(names, { daily: 14, weekly: 8 }).includes(name));
    // 25 November 2026 is a Wednesday: the 14 days (12–25 Nov) hold the newest backup of weeks 48, 47
    // and 46, so the weekly rule adds the Sundays of weeks 45 to 41.
    expect(kept.slice(0, 14)).toEqual(names.slice(0, 14));
    expect(kept.slice(14)).toEqual(
      ["11-08", "11-01", "10-25", "10-18", "10-11"].map((day) => at(`2026-${day} 00:10`)),
    );
    const weeks = new Set(kept.map((name) => isoWeekOf(parseBackupFileName(name)?.takenAt as Date)));
    expect(weeks.size).toBe(8);
  });

  it("treats PostgreSQL and PGlite backups of one folder apart, and leaves other files alone", () => {
    const names = [
      at("2026-11-25 00:10", "pglite"),
      at("2026-11-24 00:10"),
      at("2026-11-23 00:10"),
      "LISEZMOI.txt",
    ];
    expect(backupsToDelete(names, { daily: 1, weekly: 0 })).toEqual([at("2026-11-23 00:10")]);
  });

  it("computes ISO weeks across a new year", () => {
    expect(isoWeekOf(new Date("2026-01-01T12:00:00Z"))).toBe("2026-W01");
    expect(isoWeekOf(new Date("2027-01-01T12:00:00Z"))).toBe("2026-W53");
    expect(isoWeekOf(new Date("2026-11-25T00:10:00Z"))).toBe("2026-W48");
  });
});
