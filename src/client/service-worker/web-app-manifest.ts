import type { ManifestOptions } from "vite-plugin-pwa";

/**
 * The web app manifest (decision 078): what a phone shows when Colibri is added to its home screen.
 * Colours are the site's own (styles.css): brand-700 for the bar, stone-50 behind the splash icon.
 * Read by vite.config.ts at build time, which writes /manifest.webmanifest and links it from index.html.
 */
export const pwaManifest: Partial<ManifestOptions> = {
  id: "/",
  name: "Colibri",
  short_name: "Colibri",
  description: "Envoyez vos colis de la France vers le Togo et suivez-les, même avec une connexion fragile.",
  lang: "fr",
  dir: "ltr",
  start_url: "/",
  scope: "/",
  display: "standalone",
  orientation: "portrait",
  theme_color: "#047857",
  background_color: "#fafaf9",
  icons: [
    { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
    { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
    { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
  ],
};
