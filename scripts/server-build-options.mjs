// How the server is compiled (decision 043): one ESM bundle per entry, dependencies left in
// node_modules, source maps beside. `npm run build` (build-server.mjs) and the process tests'
// compilation (src/server/test/compiled-server.ts) use these same options, so the tests start what ships.
export const SERVER_BUILD_OPTIONS = {
  bundle: true,
  splitting: true,
  platform: "node",
  format: "esm",
  target: "node22",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
};
