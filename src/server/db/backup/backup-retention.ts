import { parseBackupFileName } from "./backup-file-names";

export type Retention = { daily: number; weekly: number };

/**
 * Which backups `--keep-daily D --keep-weekly W` deletes, as restic's `forget` counts: the newest backup
 * of each of the last D days that have one, and the newest of each of the last W ISO weeks that have
 * one, are kept; every other backup of the same kind goes. Days and weeks are UTC, like the names.
 * Counting days that have a backup (not calendar days) means a stopped cron never empties the folder.
 * Files whose name is not a backup's are never deleted.
 */
export function backupsToDelete(names: readonly string[], keep: Retention): string[] {
  const backups = names
    .flatMap((name) => {
      const parsed = parseBackupFileName(name);
      return parsed ? [{ name, ...parsed }] : [];
    })
    .sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());

  const kept = new Set<string>();
  for (const kind of ["postgres", "pglite"] as const) {
    const ofKind = backups.filter((backup) => backup.kind === kind);
    keepNewestPerPeriod(ofKind, keep.daily, dayOf, kept);
    keepNewestPerPeriod(ofKind, keep.weekly, isoWeekOf, kept);
  }
  return backups.filter((backup) => !kept.has(backup.name)).map((backup) => backup.name);
}

function keepNewestPerPeriod(
  newestFirst: { name: string; takenAt: Date }[],
  periods: number,
  periodOf: (date: Date) => string,
  kept: Set<string>,
): void {
  const seen = new Set<string>();
  for (const backup of newestFirst) {
    const period = periodOf(backup.takenAt);
    if (seen.has(period)) continue;
    if (seen.size === periods) break;
    seen.add(period);
    kept.add(backup.name);
  }
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** ISO 8601 week, e.g. "2026-W48": the week of its Thursday, weeks starting on Monday. */
export function isoWeekOf(date: Date): string {
  const thursday = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  thursday.setUTCDate(thursday.getUTCDate() + 3 - ((thursday.getUTCDay() + 6) % 7));
  const firstOfYear = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  const week = Math.floor((thursday.getTime() - firstOfYear) / 86_400_000 / 7) + 1;
  return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}
