import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyRequest } from "fastify";

/**
 * Whose sessions or account a request changed, so that the session cache forgets those users only
 * (session-cache.ts, decision 049 as amended by 059). Two ways in:
 * - the product's own routes say it: `accountChanged(request, userId)` once their change is made
 *   (a device ended, a phone saved, an account deleted);
 * - Better Auth's writes (sign-out, a new password, a confirmed address, the second factor…) are seen by
 *   its database hooks (auth.ts), which run inside the bridge's `recordingAccountChanges` and call
 *   `accountChangedHere(userId)`.
 * A request that records nothing (a parcel, a proof, a refused form) leaves every cache alone.
 */

const changedByRequest = new WeakMap<FastifyRequest, Set<string>>();
const scope = new AsyncLocalStorage<Set<string>>();

function changesOf(request: FastifyRequest): Set<string> {
  let changed = changedByRequest.get(request);
  if (!changed) {
    changed = new Set();
    changedByRequest.set(request, changed);
  }
  return changed;
}

/** This request changed the sessions or the account of `userId` (call it once the change is made). */
export function accountChanged(request: FastifyRequest, userId: string): void {
  changesOf(request).add(userId);
}

/** Runs `work` (Better Auth's handler) so that `accountChangedHere` inside it counts for `request`. */
export function recordingAccountChanges<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
  return scope.run(changesOf(request), work);
}

/** For code that has no request at hand (Better Auth's database hooks); nothing outside a bridge call. */
export function accountChangedHere(userId: string): void {
  scope.getStore()?.add(userId);
}

/** The users this request changed, or undefined when it changed none. */
export function changedAccountsOf(request: FastifyRequest): ReadonlySet<string> | undefined {
  const changed = changedByRequest.get(request);
  return changed && changed.size > 0 ? changed : undefined;
}
