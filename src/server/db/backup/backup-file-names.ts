import { closeSync, openSync, readSync } from "node:fs";
import type { DatabaseKind } from "#server/db/database";

/**
 * Backup files are named after the moment they were taken, in UTC, with `-` instead of `:` so the name
 * is valid everywhere: colibri-2026-11-25T00-10-00Z.pgdump (PostgreSQL, pg_dump's custom format) or
 * colibri-2026-11-25T00-10-00Z.pglite.tar.gz (PGlite's data folder). Sorting the names sorts by time.
 */
export const BACKUP_EXTENSIONS: Record<DatabaseKind, string> = {
  postgres: ".pgdump",
  pglite: ".pglite.tar.gz",
};

const NAME_PATTERN = /^colibri-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z(\.pgdump|\.pglite\.tar\.gz)$/;

export function backupFileName(kind: DatabaseKind, takenAt: Date): string {
  const stamp = takenAt
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replaceAll(":", "-");
  return `colibri-${stamp}${BACKUP_EXTENSIONS[kind]}`;
}

/** The moment and kind of a backup from its file name, or null for any other file (never touched). */
export function parseBackupFileName(name: string): { takenAt: Date; kind: DatabaseKind } | null {
  const match = NAME_PATTERN.exec(name);
  if (!match) return null;
  const [, day, hours, minutes, seconds, extension] = match;
  const takenAt = new Date(`${day}T${hours}:${minutes}:${seconds}Z`);
  if (Number.isNaN(takenAt.getTime())) return null;
  return { takenAt, kind: extension === ".pgdump" ? "postgres" : "pglite" };
}

/**
 * What a file holds, from its first bytes rather than its name (a renamed or downloaded copy keeps
 * them): pg_dump's custom format starts with "PGDMP", PGlite's tarball is gzip (1f 8b).
 */
export function backupKindOfFile(path: string): DatabaseKind | null {
  const head = Buffer.alloc(5);
  const fd = openSync(path, "r");
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString("latin1") === "PGDMP") return "postgres";
  if (head[0] === 0x1f && head[1] === 0x8b) return "pglite";
  return null;
}
