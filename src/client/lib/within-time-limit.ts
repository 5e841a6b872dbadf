/**
 * `promise`'s value if it settles within `ms`, else `fallback`: for a read whose answer is worth
 * waiting for only so long (the public pages' session read on a slow network, decision 087). The read
 * itself goes on; whoever needs its late answer listens to it directly.
 */
export function withinTimeLimit<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => resolve(fallback), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
