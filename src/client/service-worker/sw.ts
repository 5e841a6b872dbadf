// The service worker served as /sw.js, scope / (docs/decisions/083-web-push.md). Minimal here: the
// installable app's own worker (precache, offline) replaces this file and keeps this import.
import "./push";
