import { ApiError, errorMessage } from "#client/lib/api-error";
import { DEPARTURE_SAVE_FAILED, DEPARTURES_LOAD_FAILED } from "#shared/departures/admin-departures";

/**
 * A departure's errors. A departure the server refuses (4xx: duplicate, past, in use…) shows the server's
 * own reason; a save or a load that failed for any other reason (server down, no network) says which
 * one failed, then why.
 */
export function departureSaveErrorText(error: unknown): string {
  if (error instanceof ApiError && error.isClientError) return error.message;
  return `${DEPARTURE_SAVE_FAILED} : ${errorMessage(error)}`;
}

export const departuresLoadErrorText = (error: unknown): string =>
  `${DEPARTURES_LOAD_FAILED} : ${errorMessage(error)}`;
