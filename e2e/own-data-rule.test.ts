import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "#server/features/demo/demo-data";

/**
 * Journeys own their data (docs/decisions/089-journeys-own-their-data.md): a journey that signs in as
 * a demo account reads and counts what every other journey running beside it may change. Only the
 * journey about the demo itself may use them; any other file of e2e/ that names a demo account's
 * address or password fails here, so the rule holds without anyone remembering it.
 */
const ALLOWED = new Set(["demo-accounts.spec.ts"]);
const E2E_FOLDER = join(import.meta.dirname);

/** The demo credentials a source names, as "address" or "password of address". */
function demoAccountUses(source: string): string[] {
  const found: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    if (source.toLowerCase().includes(account.email.toLowerCase())) found.push(account.email);
    if (source.includes(account.password)) found.push(`mot de passe de ${account.email}`);
  }
  return found;
}

describe("journeys own their data", () => {
  it("no journey but the demo's signs in as a demo account", () => {
    const offenders = readdirSync(E2E_FOLDER)
      .filter((name) => name.endsWith(".ts") && !ALLOWED.has(name) && name !== "own-data-rule.test.ts")
      .flatMap((name) =>
        demoAccountUses(readFileSync(join(E2E_FOLDER, name), "utf8")).map((use) => `${name}: ${use}`),
      );
    expect(offenders, "use newClient() / carrier() from e2e/own-data.ts instead").toEqual([]);
  });

  it("refuses a spec that signs in as the demo client or the demo admin, however it is written", () => {
    const [admin, client] = DEMO_ACCOUNTS;
    const spec = `
      const CLIENT = { email: "${client.email.toUpperCase()}", password: "${client.password}" };
      await signIn(page, "${admin.email}", process.env.PASSWORD ?? "${admin.password}");`;
    expect(demoAccountUses(spec)).toEqual([
      admin.email,
      `mot de passe de ${admin.email}`,
      client.email,
      `mot de passe de ${client.email}`,
    ]);
    expect(demoAccountUses(`await signInByApi(page.request, await newClient("suivi"));`)).toEqual([]);
  });

  it("the allowed journey exists, so the list names no file that is gone", () => {
    const names = readdirSync(E2E_FOLDER);
    for (const name of ALLOWED) expect(names).toContain(name);
  });
});
