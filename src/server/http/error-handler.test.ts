import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { GENERIC_MESSAGES } from "#shared/api-error";
import { createTestApp, type TestApp } from "../test/test-app";
import { TEST_ORIGIN } from "../test/test-browser";
import { AppError } from "./app-error";

function probeRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    "/api/test/echo",
    {
      schema: {
        body: z
          .object({
            email: z.email("Format d'email invalide"),
            weightKg: z.number().positive("Le poids doit être supérieur à 0"),
          })
          .strict(),
      },
    },
    async (request) => request.body,
  );
  typed.get("/api/test/app-error", async () => {
    throw new AppError(
      "PARCEL_CONFLICT",
      409,
      "Ce colis a été modifié entre-temps. La page a été actualisée.",
    );
  });
  typed.get("/api/test/crash", async () => {
    throw new Error("connection to 10.0.0.5 refused: password authentication failed for user colibri");
  });
  typed.get(
    "/api/test/leaky-response",
    { schema: { response: { 200: z.object({ id: z.string() }) } } },
    async () => ({ id: 42 }) as unknown as { id: string },
  );
}

describe("the one error path", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ extraRoutes: probeRoutes });
  });
  afterAll(() => t.close());

  const post = (payload: string, contentType = "application/json") =>
    t.app.inject({
      method: "POST",
      url: "/api/test/echo",
      payload,
      headers: { "content-type": contentType, origin: TEST_ORIGIN },
    });

  it("answers a validation failure with 400 and French field errors", async () => {
    const response = await post(JSON.stringify({ email: "pas-un-email", weightKg: -1 }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: "VALIDATION",
      message: "Format d'email invalide",
      fieldErrors: { email: "Format d'email invalide", weightKg: "Le poids doit être supérieur à 0" },
    });
  });

  it("answers wrong types and unknown fields in French, never a 500", async () => {
    const response = await post(JSON.stringify({ email: "a@b.fr", weightKg: "abc", role: "admin" }));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.fieldErrors.weightKg).toMatch(/attendu/);
    expect(Object.values(body.fieldErrors).join(" ")).toMatch(/Clé non reconnue/);
  });

  it("answers malformed JSON with 400 in French", async () => {
    const response = await post("{ pas du json");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: GENERIC_MESSAGES.badRequest });
  });

  it("answers an unsupported content type with 415 in French", async () => {
    const response = await post("email=a", "application/x-www-form-urlencoded");
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ message: GENERIC_MESSAGES.unsupportedMedia });
  });

  it("answers a body over the limit with 413 in French", async () => {
    const response = await post(
      JSON.stringify({ email: "a@b.fr", weightKg: 1, pad: "x".repeat(2 * 1024 * 1024) }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: GENERIC_MESSAGES.tooLarge });
  });

  it("answers a URL Fastify cannot decode with 400 in French, not Fastify's English", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/parcels/%E0%A4%A" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: "BAD_REQUEST", message: GENERIC_MESSAGES.badRequest });
  });

  it("turns an AppError into its status, code and French message", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/test/app-error" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: "PARCEL_CONFLICT",
      message: "Ce colis a été modifié entre-temps. La page a été actualisée.",
    });
  });

  it("hides the internals of an unexpected error behind a generic French 500", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/test/crash" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: "INTERNAL", message: GENERIC_MESSAGES.internal });
    expect(response.body).not.toContain("10.0.0.5");
  });

  it("refuses to send a response that breaks its declared schema", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/test/leaky-response" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: "INTERNAL", message: GENERIC_MESSAGES.internal });
  });
});
