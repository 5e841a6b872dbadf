import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { GENERIC_MESSAGES } from "#shared/api-error";
import { ApiError, apiFetch, setSecondFactorRequiredHandler, setUnauthorizedHandler } from "./api-client";

// fetch is the browser's boundary: each test answers it with a real Response, as the server would.
function answer(body: string, status = 200, contentType = "application/json") {
  const fetchMock = vi.fn(
    async () => new Response(body, { status, headers: { "Content-Type": contentType } }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(undefined);
  setSecondFactorRequiredHandler(undefined);
});

describe("apiFetch", () => {
  it("sends JSON with same-origin cookies and parses the answer with the schema", async () => {
    const fetchMock = answer(JSON.stringify({ id: "pkg-1", extra: true }));
    const result = await apiFetch("/api/things", {
      method: "POST",
      body: { name: "Colis" },
      schema: z.object({ id: z.string() }),
    });
    expect(result).toEqual({ id: "pkg-1" });
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/things",
      expect.objectContaining({
        method: "POST",
        body: JSON.stringify({ name: "Colis" }),
        credentials: "same-origin",
        headers: expect.objectContaining({ "Content-Type": "application/json" }),
      }),
    );
  });

  it("turns the API's error body into an ApiError with its French message and field errors", async () => {
    answer(
      JSON.stringify({ code: "VALIDATION", message: "Vérifiez", fieldErrors: { email: "Email invalide" } }),
      400,
    );
    const error = await failure(apiFetch("/api/things"));
    expect(error).toMatchObject({ status: 400, code: "VALIDATION", message: "Vérifiez" });
    expect(error.fieldErrors).toEqual({ email: "Email invalide" });
  });

  it("gives the network message when the server cannot be reached", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    const error = await failure(apiFetch("/api/things"));
    expect(error).toMatchObject({ status: 0, code: "NETWORK", message: GENERIC_MESSAGES.network });
  });

  it("gives the generic message for a non-JSON answer, such as a proxy's error page", async () => {
    answer("<html>Bad gateway</html>", 502, "text/html");
    expect((await failure(apiFetch("/api/things"))).message).toBe(GENERIC_MESSAGES.internal);
  });

  it("gives the generic message when a success body does not match the schema", async () => {
    answer(JSON.stringify({ id: 42 }));
    const error = await failure(apiFetch("/api/things", { schema: z.object({ id: z.string() }) }));
    expect(error.message).toBe(GENERIC_MESSAGES.internal);
  });

  it("calls the unauthorized handler on 401, unless the caller opts out", async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    answer(JSON.stringify({ code: "UNAUTHORIZED", message: "Veuillez vous connecter." }), 401);
    await failure(apiFetch("/api/things"));
    expect(handler).toHaveBeenCalledTimes(1);

    await failure(apiFetch("/api/things", { redirectOnUnauthorized: false }));
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it("calls the second-factor handler on 403 TWO_FACTOR_REQUIRED only, from any route", async () => {
    const handler = vi.fn();
    setSecondFactorRequiredHandler(handler);
    answer(
      JSON.stringify({ code: "FORBIDDEN", message: "Cette action est réservée à l'administrateur." }),
      403,
    );
    await failure(apiFetch("/api/admin/statistics"));
    expect(handler).not.toHaveBeenCalled();
    answer(JSON.stringify({ code: "TWO_FACTOR_REQUIRED", message: "Confirmez cette connexion." }), 403);
    const error = await failure(apiFetch("/api/parcels"));
    expect(error.code).toBe("TWO_FACTOR_REQUIRED");
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it("returns undefined for an empty success answer (204)", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    await expect(apiFetch("/api/things", { method: "DELETE" })).resolves.toBeUndefined();
  });
});
