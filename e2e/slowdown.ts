/**
 * How much slower than a quiet 2-core machine the journeys' machine may be. Every bound of the suite
 * is written for a machine twice as slow (decision 089) and multiplied by E2E_SLOWDOWN where one is
 * slower still: `npm run test:e2e:stress` runs the suite on one core with 3. A bound only says how long
 * to wait for a state before failing: a passing journey never waits for it.
 */
export const SLOWDOWN = Math.max(1, Number(process.env.E2E_SLOWDOWN) || 1);

/** A bound in milliseconds, scaled to this machine. */
export const budget = (milliseconds: number) => milliseconds * SLOWDOWN;
