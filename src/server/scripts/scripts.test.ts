import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CompiledEntry, type CompiledServer, compileServer } from "../test/compiled-server";
import { PROCESS_TEST_TIMEOUT_MS, PRODUCTION_INVOICE_ENV, runNode } from "../test/server-process";

let compiled: CompiledServer;
beforeAll(async () => {
  compiled = await compileServer();
});
afterAll(() => compiled?.remove());

/** A task as `npm run …` runs it, compiled from the current sources once for the file. */
const runScript = (name: CompiledEntry, args: string[], env: Record<string, string>) =>
  runNode(compiled.entry(name), args, env);

// Each test runs tasks that open the embedded database in a process of their own: seconds on a quiet
// machine, past the default timeout on a loaded or slower one (admin grant then revoke: two starts).
describe("command-line tasks", { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  const env = { DATA_DIR: mkdtempSync(join(tmpdir(), "colibri-scripts-")) };

  it("db:migrate applies the migrations to the embedded database", async () => {
    const result = await runScript("scripts/migrate", [], env);
    expect(result.output).toMatch(/Migrations appliquées sur PGlite/);
    expect(result.code).toBe(0);
  });

  it("db:seed creates the demo accounts and prints them", async () => {
    const result = await runScript("scripts/seed", [], env);
    expect(result.code).toBe(0);
    expect(result.output).toMatch(/client@colibri\.example/);
  });

  it("db:seed refuses to run in production", async () => {
    const result = await runScript("scripts/seed", [], {
      ...env,
      NODE_ENV: "production",
      ...PRODUCTION_INVOICE_ENV,
      AUTH_SECRET: "s".repeat(32),
      SMTP_URL: "smtp://127.0.0.1:2525",
    });
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/jamais créées en production/);
  });

  it("admin grant promotes an existing account and revoke demotes it", async () => {
    const grant = await runScript("scripts/admin", ["grant", "client@colibri.example"], env);
    expect(grant.output).toMatch(/client@colibri\.example est maintenant administrateur/);
    expect(grant.code).toBe(0);
    const revoke = await runScript("scripts/admin", ["revoke", "client@colibri.example"], env);
    expect(revoke.output).toMatch(/n'est plus administrateur/);
    expect(revoke.code).toBe(0);
  });

  it("admin grant explains that an e-mail has no account", async () => {
    const result = await runScript("scripts/admin", ["grant", "inconnu@colibri.example"], env);
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/Aucun compte n'existe avec l'e-mail inconnu@colibri\.example/);
  });

  it("admin without a command prints its usage", async () => {
    const result = await runScript("scripts/admin", [], env);
    expect(result.code).toBe(2);
    expect(result.output).toMatch(/Usage\u00a0: npm run admin -- grant EMAIL/);
  });
});
