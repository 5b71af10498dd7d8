/**
 * Structural sharing between two plain JSON values: returns `next`, except that every part of it
 * deep-equal to the same part of `prev` is replaced by `prev`'s object. `viewFor` builds a fresh view
 * after every action; sharing the unchanged parts lets narrow store selectors (one zone, one hand)
 * keep their identity, so only what changed re-renders.
 */
export function shareEqual<T>(prev: unknown, next: T): T {
  if (prev === next) return next;
  if (Array.isArray(prev) && Array.isArray(next)) {
    let same = prev.length === next.length;
    const out = next.map((item, i) => {
      const shared = i < prev.length ? shareEqual(prev[i], item) : item;
      if (shared !== prev[i]) same = false;
      return shared;
    });
    return (same ? prev : out) as T;
  }
  if (isPlainObject(prev) && isPlainObject(next)) {
    const prevKeys = Object.keys(prev);
    const nextKeys = Object.keys(next);
    let same = prevKeys.length === nextKeys.length;
    const out: Record<string, unknown> = {};
    for (const key of nextKeys) {
      const shared = key in prev ? shareEqual(prev[key], next[key]) : next[key];
      if (shared !== prev[key]) same = false;
      out[key] = shared;
    }
    return (same ? prev : out) as T;
  }
  return next;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;
}
