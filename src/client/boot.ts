// The browser entry. The stylesheet comes with it, so it stays a <link> in index.html (and inline in
// prerendered pages); the app itself (React, the router, the page) is a second chunk.
import "./styles.css";
import { STATE_ELEMENT_ID } from "./app/prerender-state-id";

const startApp = () => import("./main");

// A prerendered public page is readable as it comes (B5): the browser paints it first, and only
// then downloads and runs the app that makes it interactive. On a slow network the text shows
// without waiting for ~75 KB of JavaScript; every other address starts the app at once.
if (document.getElementById(STATE_ELEMENT_ID)) requestAnimationFrame(() => setTimeout(startApp, 0));
else void startApp();
