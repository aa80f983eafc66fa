/**
 * Web Locks, the browser's cross-tab mutex: one tab drives sync ('mise-sync-leader') and one
 * call at a time may sign in or refresh ('mise-auth'). Where the API is missing (old browsers,
 * unit tests) a lock falls back to a queue inside this page, which is all one tab needs.
 */

export type WithLock = <T>(name: string, run: () => Promise<T>) => Promise<T>;

type LockApi = Pick<LockManager, 'request'>;

/** A lock that only serialises callers in this page: the fallback, and the unit tests' lock. */
export function pageLock(): WithLock {
  const tails = new Map<string, Promise<unknown>>();
  return <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const previous = tails.get(name) ?? Promise.resolve();
    const result = previous.then(run, run);
    const tail = result.catch(() => undefined);
    tails.set(name, tail);
    void tail.then(() => {
      if (tails.get(name) === tail) tails.delete(name);
    });
    return result;
  };
}

export function browserLock(locks: LockApi | undefined = globalThis.navigator?.locks): WithLock {
  if (!locks) return pageLock();
  // request() types the callback's promise as the result; then() flattens it back to T.
  return <T>(name: string, run: () => Promise<T>) =>
    locks.request(name, run).then((value) => value);
}

/**
 * Waits for `name`, then keeps it until the page goes away: the tab that gets it leads, and the
 * next tab in line takes over the moment the leader closes. Without Web Locks every tab leads:
 * wasteful but safe for writes, since the server skips a mutation it already applied (S3).
 */
export function holdForLife(
  name: string,
  onAcquired: () => void,
  locks: LockApi | undefined = globalThis.navigator?.locks,
): void {
  if (!locks) {
    onAcquired();
    return;
  }
  void locks.request(name, () => {
    onAcquired();
    return new Promise<never>(() => undefined);
  });
}
