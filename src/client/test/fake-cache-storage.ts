/**
 * A CacheStorage in memory with the behaviour offline-data.ts relies on (keys in the order they were
 * put, a put replacing an entry at the end), for tests on Node, which has Request and Response but no
 * Cache API.
 */
const keyOf = (request: RequestInfo | URL) =>
  typeof request === "string" ? request : request instanceof URL ? request.href : request.url;

class MemoryCache {
  readonly entries = new Map<string, Response>();
  async match(request: RequestInfo | URL) {
    return this.entries.get(keyOf(request))?.clone();
  }
  async put(request: RequestInfo | URL, response: Response) {
    const key = keyOf(request);
    this.entries.delete(key);
    this.entries.set(key, response.clone());
  }
  async delete(request: RequestInfo | URL) {
    return this.entries.delete(keyOf(request));
  }
  async keys() {
    return [...this.entries.keys()].map((url) => ({ url }) as Request);
  }
}

export class FakeCacheStorage {
  readonly caches = new Map<string, MemoryCache>();
  async open(name: string) {
    let cache = this.caches.get(name);
    if (!cache) {
      cache = new MemoryCache();
      this.caches.set(name, cache);
    }
    return cache as unknown as Cache;
  }
  async has(name: string) {
    return this.caches.has(name);
  }
  async delete(name: string) {
    return this.caches.delete(name);
  }
  async keys() {
    return [...this.caches.keys()];
  }
  asCacheStorage() {
    return this as unknown as CacheStorage;
  }
}
