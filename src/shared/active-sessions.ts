import { z } from "zod";

/**
 * The profile's list of the account's signed-in devices (docs/product/accounts.md#sessions,
 * docs/decisions/041-active-sessions.md). Every text is written by the server in French; the session
 * token never leaves the database, only the row's id, which opens nothing by itself.
 */
export const activeSessionSchema = z.object({
  id: z.string(),
  /** 'Chrome sur Android', 'Safari sur iPhone', … or 'Navigateur inconnu'. */
  device: z.string(),
  /** 'Togo', 'France', 'Réseau local' or 'Lieu inconnu': a country guessed from the IP, offline. */
  place: z.string(),
  /** The IP address with its last part hidden ('102.64.12.*'), or null when none was recorded. */
  ipAddress: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** When Better Auth last renewed the session: at most a day behind while it is used. */
  lastSeenAt: z.iso.datetime(),
  /** The session of the request that asked: 'Cet appareil'. */
  current: z.boolean(),
});

export type ActiveSession = z.infer<typeof activeSessionSchema>;

export const activeSessionsSchema = z.object({ sessions: z.array(activeSessionSchema) });

export type ActiveSessions = z.infer<typeof activeSessionsSchema>;

/** How many sessions `end-others` ended. */
export const endedSessionsSchema = z.object({ ended: z.number().int().nonnegative() });

export const SESSION_NOT_FOUND = "Cette session n'existe pas ou a déjà pris fin.";
export const CURRENT_SESSION_REFUSED =
  "C'est la session de cet appareil : utilisez « Déconnexion » pour en sortir.";
