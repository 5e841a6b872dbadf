// npm run test:production: proves that a built tree runs with the runtime dependencies alone
// (docs/decisions/096-node-24-reference-runtime.md). Builds when dist/ is missing, copies dist/ and the
// two package files into a temporary folder, installs there with `npm ci --omit=dev`, checks that no
// development package came along, then starts `npm run start:prod` on an empty embedded database and
// waits for what a visitor and a load balancer get: /api/ready, the home page, /api/config. Prints
// "N passed, N failed" and exits 1 on any failure.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

// Starting on an empty database migrates it first: a minute on a machine three times slower.
const START_LIMIT_MS = 180_000;
const checks = [];
const check = (name, ok, detail = "") => {
  checks.push(ok);
  console.log(`${ok ? "✓" : "✗"} ${name}${detail ? ` — ${detail}` : ""}`);
};

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} exited with ${result.status}`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

async function waitFor(url, deadline) {
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return response;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} never answered 200`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

if (!existsSync("dist/.build-stamp")) run("npm", ["run", "build"]);

const folder = mkdtempSync(join(tmpdir(), "colibri-production-"));
let server;
try {
  // What a server keeps after `npm run build` (docs/DEPLOYMENT.md): the build and the migrations.
  for (const built of ["dist", "drizzle"]) cpSync(built, join(folder, built), { recursive: true });
  for (const file of ["package.json", "package-lock.json"]) cpSync(file, join(folder, file));
  run("npm", ["ci", "--omit=dev", "--no-audit", "--no-fund"], { cwd: folder });

  // npm leaves out what only development needs (lockfile's `dev`). A development tool that a runtime
  // package names as an optional peer (better-auth: vitest, drizzle-kit) is `devOptional` and stays.
  const { packages } = JSON.parse(readFileSync("package-lock.json", "utf8"));
  const devOnly = Object.entries(packages)
    .filter(([path, entry]) => path.startsWith("node_modules/") && entry.dev)
    .map(([path]) => path);
  const devInstalled = devOnly.filter((path) => existsSync(join(folder, path)));
  check(
    `none of the ${devOnly.length} development-only packages installed`,
    devOnly.length > 0 && devInstalled.length === 0,
    devInstalled.slice(0, 5).join(", "),
  );

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  server = spawn("npm", ["run", "start:prod"], {
    cwd: folder,
    detached: true,
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      DATA_DIR: join(folder, "data"),
      DATABASE_URL: "",
      AUTH_SECRET: randomBytes(32).toString("hex"),
      // Nothing listens there: queued e-mails wait and retry, which is what production does when its relay is down.
      SMTP_URL: "smtp://127.0.0.1:9",
      INVOICE_SELLER_NAME: "Colibri (vérification)",
      INVOICE_SELLER_ADDRESS: "1 rue de l'Exemple | 75000 Paris | France",
      INVOICE_SELLER_SIRET: "00000000000000",
      LOG_LEVEL: "warn",
    },
  });
  const exited = new Promise((resolve) => server.on("exit", resolve));
  const deadline = Date.now() + START_LIMIT_MS;
  const started = await Promise.race([
    waitFor(`${base}/api/ready`, deadline).then(() => true),
    exited.then(() => false),
  ]);
  check("npm run start:prod answers /api/ready", started);
  if (started) {
    const home = await fetch(`${base}/`);
    const html = await home.text();
    check("the home page is served", home.ok && html.includes("<html"), `status ${home.status}`);
    const config = await fetch(`${base}/api/config`);
    check("/api/config answers", config.ok, `status ${config.status}`);
  }
} catch (error) {
  check("production install", false, error.message);
} finally {
  if (server && server.exitCode === null) {
    process.kill(-server.pid, "SIGTERM");
    await new Promise((resolve) => server.on("exit", resolve));
  }
  rmSync(folder, { recursive: true, force: true });
}

const failed = checks.filter((ok) => !ok).length;
console.log(`${checks.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
