import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * The import boundaries of docs/ARCHITECTURE.md#boundaries are enforced by `npm run lint` (Biome's
 * noRestrictedImports, configured in biome.json). This writes one deliberate break per rule, lints
 * it with the project's configuration, and checks that each is refused — and that an allowed import
 * passes, so the rules are not simply refusing everything.
 */
const PROBES: Array<{ rule: string; dir: string; source: string; refused: boolean }> = [
  { rule: "shared imports no server", dir: "src/shared", source: "#server/db/ids", refused: true },
  {
    rule: "shared imports no server (relative)",
    dir: "src/shared",
    source: "../server/db/ids",
    refused: true,
  },
  { rule: "shared imports no client", dir: "src/shared", source: "#client/lib/api-client", refused: true },
  {
    rule: "client imports no server",
    dir: "src/client/lib",
    source: "#server/config/public-config",
    refused: true,
  },
  {
    rule: "a client feature imports no server either",
    dir: "src/client/features/home",
    source: "../../../server/db/ids",
    refused: true,
  },
  {
    rule: "server imports no client",
    dir: "src/server/config",
    source: "#client/lib/api-client",
    refused: true,
  },
  {
    rule: "a server feature imports no client either",
    dir: "src/server/features/health",
    source: "#client/lib/api-client",
    refused: true,
  },
  {
    rule: "a feature imports no app shell",
    dir: "src/client/features/home",
    source: "#client/app/app-routes",
    refused: true,
  },
  {
    rule: "infrastructure imports no feature",
    dir: "src/server/http",
    source: "#server/features/health",
    refused: true,
  },
  {
    rule: "a client feature imports no other feature's files",
    dir: "src/client/features/home",
    source: "#client/features/public-site/faq",
    refused: true,
  },
  {
    rule: "a client feature imports no other feature's files (relative)",
    dir: "src/client/features/home",
    source: "../public-site/faq",
    refused: true,
  },
  {
    rule: "a server feature imports no other feature's files",
    dir: "src/server/features/accounts",
    source: "#server/features/mail/outbox",
    refused: true,
  },
  {
    rule: "a server feature imports no other feature's files (relative)",
    dir: "src/server/features/accounts",
    source: "../mail/outbox",
    refused: true,
  },
  {
    rule: "a server feature's subfolder imports no other feature's files (relative)",
    dir: "src/server/features/admin/parcels",
    source: "../../mail/outbox",
    refused: true,
  },
  {
    rule: "a client feature's subfolder imports no other feature's files (relative)",
    dir: "src/client/features/admin/parcels",
    source: "../../tracking/parcels-api",
    refused: true,
  },
  {
    rule: "a client feature's subfolder imports no other feature's files",
    dir: "src/client/features/admin/parcels",
    source: "#client/features/tracking/parcels-api",
    refused: true,
  },
  {
    rule: "a client feature's subfolder imports no server either",
    dir: "src/client/features/admin/parcels",
    source: "../../../../server/db/ids",
    refused: true,
  },
  {
    rule: "a feature may use what another feature exports on purpose",
    dir: "src/server/features/accounts",
    source: "#server/features/mail",
    refused: false,
  },
  {
    rule: "a feature's subfolder may import the rest of its feature",
    dir: "src/server/features/admin/parcels",
    source: "../admin.routes",
    refused: false,
  },
  {
    rule: "a client feature's subfolder may import the rest of its feature",
    dir: "src/client/features/admin/parcels",
    source: "../common/modal",
    refused: false,
  },
  {
    rule: "a feature may import shared code",
    dir: "src/client/features/home",
    source: "#shared/pricing",
    refused: false,
  },
];

function lint(file: string): { ok: boolean; output: string } {
  try {
    execFileSync("node_modules/.bin/biome", ["lint", "--max-diagnostics=5", file], { stdio: "pipe" });
    return { ok: true, output: "" };
  } catch (error) {
    const failed = error as { stdout?: Buffer; stderr?: Buffer };
    return { ok: false, output: `${failed.stdout ?? ""}${failed.stderr ?? ""}` };
  }
}

describe("import boundaries", () => {
  it.each(PROBES)("$rule", ({ dir, source, refused }) => {
    const file = `${dir}/boundary-probe-${randomUUID()}.ts`;
    writeFileSync(file, `export * from "${source}";\n`);
    try {
      const result = lint(file);
      expect(result.ok).toBe(!refused);
      if (refused) expect(result.output).toContain("noRestrictedImports");
    } finally {
      rmSync(file, { force: true });
    }
  });
});
