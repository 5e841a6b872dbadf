import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#server/test/test-app";

describe("GET /suivre, the tracking-code form without JavaScript", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const submit = (query: string) => t.app.inject({ method: "GET", url: `/suivre${query}` });

  it("redirects a typed code, normalised, to its public tracking page", async () => {
    const response = await submit("?code=7kq2+m9xh-4d1p");
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/suivi/7KQ2M9XH4D1P");
  });

  it("sends anything else to the public page, which says 'Colis introuvable', never elsewhere", async () => {
    const odd = await submit(`?code=${encodeURIComponent("//evil.example/<script>")}`);
    expect(odd.statusCode).toBe(303);
    expect(odd.headers.location).toMatch(/^\/suivi\/[^/]+$/);
    const long = await submit(`?code=${"A".repeat(5000)}`);
    expect(long.headers.location).toBe(`/suivi/${"A".repeat(64)}`);
  });

  it("goes home when the form was sent empty", async () => {
    for (const query of ["", "?code=", "?code=+-+"]) {
      const response = await submit(query);
      expect([response.statusCode, response.headers.location]).toEqual([303, "/"]);
    }
  });
});
