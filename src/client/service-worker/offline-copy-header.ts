/**
 * The header the service worker puts on an API answer it served from its cache instead of the
 * network: the time that copy was fetched (ISO). The page reads it to say « hors ligne — dernière mise
 * à jour à … » (decision 078). Its own file: the page's code needs the name, not the worker's code.
 */
export const OFFLINE_COPY_HEADER = "x-colibri-offline-copy";
