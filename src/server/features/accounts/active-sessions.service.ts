import { and, desc, eq, gt, ne } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { sessions } from "#server/db/schema";
import { describeDevice } from "#server/http/device-description";
import type { ActiveSession } from "#shared/active-sessions";
import { maskIp, placeOfIp } from "./session-network";

/**
 * The account's signed-in devices, read and ended straight in Better Auth's `session` table
 * (docs/decisions/041-active-sessions.md). Every statement is bounded by the user's id, so no id a
 * request names can reach another account's session. Better Auth keeps no copy of a session elsewhere
 * (no cookie cache, no secondary storage): a deleted row is a signed-out device on its next request.
 */

const stillValid = (now: Date) => gt(sessions.expiresAt, now);

/** Newest activity first; `currentId` is the session of the request that asks. */
export async function listActiveSessions(
  db: Db,
  userId: string,
  currentId: string,
  now = new Date(),
): Promise<ActiveSession[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), stillValid(now)))
    .orderBy(desc(sessions.updatedAt), desc(sessions.createdAt), desc(sessions.id));
  return rows.map((row) => ({
    id: row.id,
    device: describeDevice(row.userAgent),
    place: placeOfIp(row.ipAddress),
    ipAddress: maskIp(row.ipAddress),
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.updatedAt.toISOString(),
    current: row.id === currentId,
  }));
}

/** Ends one still valid session of the user; false when the user has none with that id. */
export async function endSession(db: Db, userId: string, sessionId: string, now = new Date()) {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), stillValid(now)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/** Ends every still valid session of the user but `currentId`; returns how many it ended. */
export async function endOtherSessions(db: Db, userId: string, currentId: string, now = new Date()) {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, currentId), stillValid(now)))
    .returning({ id: sessions.id });
  return ended.length;
}
