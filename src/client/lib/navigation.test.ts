import { describe, expect, it } from "vitest";
import { isActivePath } from "./navigation";

// An island's menu must mark the same entry as React Router's NavLink did on the server, or the
// hydrated header would disagree with the prerendered one (decision 076).
describe("isActivePath (React Router's NavLink rule)", () => {
  it("matches the path itself, and below it unless `end`", () => {
    expect(isActivePath("/services", "/services")).toBe(true);
    expect(isActivePath("/services/x", "/services")).toBe(true);
    expect(isActivePath("/services/x", "/services", true)).toBe(false);
    expect(isActivePath("/", "/", true)).toBe(true);
    expect(isActivePath("/services", "/", true)).toBe(false);
  });

  it("never matches a longer word that starts the same", () => {
    expect(isActivePath("/services-plus", "/services")).toBe(false);
    expect(isActivePath("/contact-support", "/contact")).toBe(false);
  });
});
