import type { z } from "zod";
import { GENERIC_MESSAGE_BY_STATUS, GENERIC_MESSAGES, isApiErrorBody } from "#shared/api-error";
import { ApiError } from "./api-error";
import { takeAnnouncedRead } from "./preloaded-responses";

export { ApiError } from "./api-error";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type ApiFetchOptions<T> = {
  method?: Method;
  /** Sent as JSON, or as is when FormData (uploads). */
  body?: unknown;
  /**
   * Parses the success body; a body that does not match counts as a server error. Optional: the
   * server already serialises through the shared schemas, and Zod is heavy for the first page load,
   * so the app shell's own calls (session, configuration) do without.
   */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /** Login forms answer 401 for a wrong password: they opt out of the redirect. */
  redirectOnUnauthorized?: boolean;
  /** Extra request headers, such as the Idempotency-Key of the parcel request (decision 011). */
  headers?: Record<string, string>;
};

let unauthorizedHandler: (() => void) | undefined;
let answerObserver: ((path: string, response: Response) => void) | undefined;

/**
 * Sees every answer before it is read: the offline copies' module (lib/offline-copies.ts) registers
 * itself here when a page that may show a copy loads, so public pages carry none of it (decision 078).
 */
export function setAnswerObserver(observer: ((path: string, response: Response) => void) | undefined): void {
  answerObserver = observer;
}
let secondFactorHandler: (() => void) | undefined;

/** The router registers how to reach /login, so this module stays free of routing. */
export function setUnauthorizedHandler(handler: (() => void) | undefined): void {
  unauthorizedHandler = handler;
}

/**
 * Called on a 403 TWO_FACTOR_REQUIRED from any call: an administrator's session without the second
 * factor (docs/product/accounts.md#second-factor). The session registers a fresh read of who is signed
 * in, after which the route guards send the page to /validation-deux-etapes.
 */
export function setSecondFactorRequiredHandler(handler: (() => void) | undefined): void {
  secondFactorHandler = handler;
}

/** The one way the client talks to the API: same-origin cookies, JSON in and out, French errors. */
export async function apiFetch<T = unknown>(path: string, options: ApiFetchOptions<T> = {}): Promise<T> {
  const { method = "GET", body, schema, signal, redirectOnUnauthorized = true } = options;
  const isForm = body instanceof FormData;
  const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
  if (body !== undefined && !isForm) headers["Content-Type"] = "application/json";

  let response: Response;
  try {
    // A read the page's HTML already started (decision 077); a refused or failed one is asked again.
    const announced = method === "GET" ? await takeAnnouncedRead(path) : null;
    response =
      announced ??
      (await fetch(path, {
        method,
        headers,
        body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
        credentials: "same-origin",
        signal,
      }));
  } catch (error) {
    // A cancelled query is not a failure: let TanStack Query see the AbortError it expects.
    if (signal?.aborted) throw error;
    throw new ApiError(0, "NETWORK", GENERIC_MESSAGES.network);
  }

  // The service worker may have answered with a copy kept for a bad connection (decision 078).
  answerObserver?.(path, response);
  const payload = await readJson(response);

  if (!response.ok) throw failure(response.status, payload, redirectOnUnauthorized);

  if (payload === INVALID_JSON) throw unexpectedBody(response.status);
  if (!schema) return payload as T;
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw unexpectedBody(response.status);
  return parsed.data;
}

/** A refused call as the screens show it: our French message, or the status's generic one. */
function failure(status: number, payload: unknown, redirectOnUnauthorized: boolean): ApiError {
  if (status === 401 && redirectOnUnauthorized) unauthorizedHandler?.();
  if (status === 403 && isApiErrorBody(payload) && payload.code === "TWO_FACTOR_REQUIRED")
    secondFactorHandler?.();
  if (isApiErrorBody(payload))
    return new ApiError(status, payload.code, payload.message, payload.fieldErrors);
  // An error body missing or not ours (a proxy's HTML page…): the status still says enough.
  return new ApiError(
    status,
    "UNEXPECTED_RESPONSE",
    GENERIC_MESSAGE_BY_STATUS[status] ?? GENERIC_MESSAGES.internal,
  );
}

/**
 * A file from the API (the data export): its bytes and the name the server gave it
 * (Content-Disposition), or `fallbackName`. Refusals are the same French ApiErrors as apiFetch's.
 */
export async function apiDownload(path: string, fallbackName: string): Promise<{ blob: Blob; name: string }> {
  let response: Response;
  let blob: Blob;
  try {
    response = await fetch(path, { credentials: "same-origin" });
    if (!response.ok) throw failure(response.status, await readJson(response), true);
    // Read here, inside the try: a download cut off midway is a network failure too.
    blob = await response.blob();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(0, "NETWORK", GENERIC_MESSAGES.network);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "")?.[1];
  return { blob, name: name ?? fallbackName };
}

const INVALID_JSON = Symbol("invalid JSON");

/** An empty body (204) reads as undefined; anything that is not JSON as INVALID_JSON. */
async function readJson(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return INVALID_JSON;
  }
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return INVALID_JSON;
  }
}

function unexpectedBody(status: number): ApiError {
  return new ApiError(status, "UNEXPECTED_RESPONSE", GENERIC_MESSAGES.internal);
}
