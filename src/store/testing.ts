import { afterEach, beforeEach, onTestFinished } from 'vitest';
import { useDuelStore, useFixedSeed, type DuelEnd, type DuelOwner } from './duelStore';
import { connectStores } from './owners';

/**
 * Test helper: an in-memory Web Storage (localStorage's shape), to stub the browser's storage in
 * store tests. `failWrites` makes every write throw as a full storage does; `writes` counts them.
 */
export class MemoryStorage implements Storage {
  readonly items = new Map<string, string>();
  failWrites = false;
  writes = 0;
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  key(i: number): string | null {
    return [...this.items.keys()][i] ?? null;
  }
  getItem(k: string): string | null {
    return this.items.get(k) ?? null;
  }
  removeItem(k: string): void {
    this.items.delete(k);
  }
  setItem(k: string, v: string): void {
    this.writes++;
    if (this.failWrites) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(k, v);
  }
}

/**
 * Test helper: every duel (and every computer move) started by the tests of the enclosing `describe`
 * uses `seed`, as `?seed=` does in the app, so the test replays exactly. A store test that starts a
 * duel without it fails: `newSeed` refuses to draw a random seed under Vitest.
 */
export function seedDuels(seed: number): void {
  beforeEach(() => useFixedSeed(seed));
  afterEach(() => useFixedSeed(null));
}

/** Test helper: the stores of the enclosing `describe` are wired together (./owners.ts) as the app wires them. */
export function wireStores(): void {
  let stop: (() => void) | undefined;
  beforeEach(() => {
    stop = connectStores();
  });
  afterEach(() => stop?.());
}

/** Test helper: the ends of owned duels as ./owners.ts hears them, until the test finishes. */
export function ownedEnds(): { readonly ends: DuelEnd[]; readonly owners: DuelOwner[] } {
  const ends: DuelEnd[] = [];
  const owners: DuelOwner[] = [];
  const stop = useDuelStore.subscribe((now, before) => {
    if (now.end && now.end !== before.end && now.owner) {
      ends.push(now.end);
      owners.push(now.owner);
    }
  });
  onTestFinished(stop);
  return { ends, owners };
}
