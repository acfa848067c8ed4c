/**
 * Remembers the result of `load(owner, key)` for `ttlMs`, per owner (a database handle): rarely
 * changing data read on every request (reference data) is answered from memory. Concurrent callers
 * share one load; a failed load is not remembered.
 */
export const memoize = <Owner extends object, Value>(
  ttlMs: number,
  load: (owner: Owner, key: string) => PromiseLike<Value>,
) => {
  const caches = new WeakMap<Owner, Map<string, { at: number; value: Promise<Value> }>>();
  return (owner: Owner, key: string): Promise<Value> => {
    let cache = caches.get(owner);
    if (!cache) {
      cache = new Map();
      caches.set(owner, cache);
    }
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < ttlMs) return hit.value;
    // Resolved once here: a drizzle query is a thenable that runs again on every await.
    const value = Promise.resolve(load(owner, key));
    const entry = { at: Date.now(), value };
    cache.set(key, entry);
    value.catch(() => {
      if (cache.get(key) === entry) cache.delete(key);
    });
    return value;
  };
};

/**
 * Remembers `load(key)` for `ttlMs` in one bounded map: at most `maxEntries` keys, the oldest
 * dropped first, so that keys chosen by callers (query strings) cannot grow it without end.
 * Concurrent callers share one load; a failed load is not remembered.
 */
export const memoizeBounded = <Value>(
  ttlMs: number,
  maxEntries: number,
  load: (key: string) => PromiseLike<Value>,
) => {
  const cache = new Map<string, { at: number; value: Promise<Value> }>();
  return (key: string): Promise<Value> => {
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < ttlMs) return hit.value;
    cache.delete(key);
    while (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
    const value = Promise.resolve(load(key));
    const entry = { at: Date.now(), value };
    if (ttlMs > 0) cache.set(key, entry);
    value.catch(() => {
      if (cache.get(key) === entry) cache.delete(key);
    });
    return value;
  };
};
