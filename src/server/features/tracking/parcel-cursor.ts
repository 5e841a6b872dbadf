import { badRequest } from "#server/http/app-error";
import { INVALID_CURSOR } from "#shared/tracking/tracking-schemas";

/**
 * Keyset pagination over (created_at, id), newest first: a parcel created while someone reads the
 * list lands before page one and never shifts the later pages (no duplicates, no gaps), unlike
 * OFFSET. The time is kept as PostgreSQL prints it, to the microsecond: a JavaScript Date would
 * round it to the millisecond and skip or repeat rows created in the same millisecond.
 */
export type ParcelCursor = { createdAt: string; id: string };

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/**
 * A real instant PostgreSQL accepts: the shape alone lets through 2026-02-30 or 2026-13-45, which the
 * database refuses with an error. Parcels exist only from 2000 on.
 */
function isRealInstant(text: string): boolean {
  if (!TIMESTAMP.test(text)) return false;
  const date = new Date(`${text.slice(0, 23)}Z`);
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().slice(0, 19) === text.slice(0, 19) &&
    date.getUTCFullYear() >= 2000
  );
}

export function encodeCursor(cursor: ParcelCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString("base64url");
}

/** A cursor the server did not make (edited, truncated) is a 400 in French, never a 500. */
export function decodeCursor(value: string): ParcelCursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      typeof parsed[0] === "string" &&
      isRealInstant(parsed[0]) &&
      typeof parsed[1] === "string" &&
      parsed[1].length > 0 &&
      !parsed[1].includes("\u0000") &&
      parsed[1].length <= 100
    ) {
      return { createdAt: parsed[0], id: parsed[1] };
    }
  } catch {
    // Falls through to the same answer as a well-formed but foreign value.
  }
  throw badRequest("INVALID_CURSOR", INVALID_CURSOR);
}
