import { nextUint32, seedRng, type RngState } from '../engine/random';

/**
 * The computer's own seeded dice (the engine's generator, kept outside any duel): the same seed
 * gives the same choices, so tests, benchmarks and replays reproduce.
 */
export class Dice {
  private state: RngState;
  constructor(seed: number) {
    this.state = seedRng(seed);
  }
  /** A float in [0, 1). */
  next(): number {
    const [x, s] = nextUint32(this.state);
    this.state = s;
    return x / 0x100000000;
  }
  int(n: number): number {
    return Math.min(n - 1, Math.floor(this.next() * n));
  }
  /** A fresh 32-bit seed for a sub-search. */
  seed(): number {
    const [x, s] = nextUint32(this.state);
    this.state = s;
    return x;
  }
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  }
}
