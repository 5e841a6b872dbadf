import { describe, expect, it } from "vitest";
import { maskIp, placeOfIp } from "./session-network";

describe("placeOfIp", () => {
  it("names the country of a public IPv4 address in French, offline", () => {
    // Ranges that have belonged to the same operators for years: Togo Telecom, Orange France, Google.
    expect(placeOfIp("41.207.160.1")).toBe("Togo");
    expect(placeOfIp("90.84.1.1")).toBe("France");
    expect(placeOfIp("::ffff:90.84.1.1")).toBe("France");
    expect(placeOfIp("8.8.8.8")).toBe("États-Unis");
  });

  it("says 'Réseau local' for loopback and private addresses", () => {
    for (const ip of [
      "127.0.0.1",
      "10.200.0.1",
      "172.16.5.4",
      "192.168.1.20",
      "100.64.0.7",
      "::1",
      "fd12::1",
      "fe80::1",
    ])
      expect(placeOfIp(ip), ip).toBe("Réseau local");
  });

  it("says 'Lieu inconnu' for a public IPv6, a missing or a malformed address", () => {
    for (const ip of ["2a01:cb00:1234::1", null, "", "pas une adresse", "999.1.1.1"])
      expect(placeOfIp(ip), String(ip)).toBe("Lieu inconnu");
  });
});

describe("maskIp", () => {
  it("hides the last number of an IPv4 and all but three groups of an IPv6", () => {
    expect(maskIp("102.64.12.34")).toBe("102.64.12.*");
    expect(maskIp("::ffff:102.64.12.34")).toBe("102.64.12.*");
    expect(maskIp("2A01:CB00:1234:5678::1")).toBe("2a01:cb00:1234:*");
    expect(maskIp("2a01::1")).toBe("2a01:0:0:*");
    expect(maskIp("::1")).toBe("0:0:0:*");
  });

  it("gives nothing for an address that is missing or not one", () => {
    expect(maskIp(null)).toBeNull();
    expect(maskIp("inconnu")).toBeNull();
  });
});
