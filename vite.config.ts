import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { signedInChunks } from "./scripts/signed-in-chunks";

// The client is built into dist/client and served by Fastify (one process). A second, server-side
// build of src/client/entry-server.tsx goes to dist/ssr: the server uses it at start-up to prerender
// the public pages (docs/decisions). In development, Vite serves the client and proxies /api to the server.
const apiPort = process.env.PORT ?? "3000";

export default defineConfig(({ isSsrBuild }) => ({
  root: "src/client",
  publicDir: "public",
  plugins: [react(), tailwindcss()],
  build: {
    // Chrome on Android (our customers' browser) has preloaded modules natively since version 66: the
    // polyfill only cost every public page ~0.4 KB of its 90 KB budget (decision 033).
    modulePreload: { polyfill: false },
    // The server reads which files each signed-in page needs from the manifest, and lists them in the
    // page's HTML as modulepreload links: one parallel wave instead of one per lazy level (decision 077).
    manifest: !isSsrBuild,
    // The signed-in pages' own code in a few chunks per area, and no more ~1 KB common chunks on any
    // page: see scripts/signed-in-chunks.ts (decision 077).
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: signedInChunks(fileURLToPath(new URL("./src/client/boot.ts", import.meta.url))),
          },
        },
    outDir: isSsrBuild ? "../../dist/ssr" : "../../dist/client",
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    proxy: {
      "/api": `http://127.0.0.1:${apiPort}`,
      "/dev": `http://127.0.0.1:${apiPort}`,
    },
  },
}));
