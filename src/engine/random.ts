/**
 * The duel's seeded generator: xoshiro128** (Blackman & Vigna, https://prng.di.unimi.it/), 128 bits
 * of state kept as four uint32 in the duel, so every shuffle, coin and die is reproducible from the
 * seed. Pure: each call takes a state and returns the next one.
 */
export type RngState = readonly [number, number, number, number];

/** Expands a seed into a full 128-bit state with SplitMix32, so nearby seeds give unrelated streams. */
export function seedRng(seed: number): RngState {
  let s = seed >>> 0;
  const next = (): number => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  const state: [number, number, number, number] = [next(), next(), next(), next()];
  // The all-zero state is the one state xoshiro can never leave.
  if (state.every((w) => w === 0)) state[0] = 1;
  return state;
}

const rotl = (x: number, k: number): number => ((x << k) | (x >>> (32 - k))) >>> 0;

/** One uint32 and the next state. */
export function nextUint32(rng: RngState): [number, RngState] {
  const state: [number, number, number, number] = [rng[0], rng[1], rng[2], rng[3]];
  return [step(state), state];
}

/** xoshiro128**'s step on a state kept in place: returns the output and advances `s` (one generator for nextUint32 and shuffle). */
function step(s: [number, number, number, number]): number {
  const [s0, s1, s2, s3] = s;
  const result = Math.imul(rotl(Math.imul(s1, 5) >>> 0, 7), 9) >>> 0;
  const t = (s1 << 9) >>> 0;
  let n2 = (s2 ^ s0) >>> 0;
  const n3 = (s3 ^ s1) >>> 0;
  s[1] = (s1 ^ n2) >>> 0;
  s[0] = (s0 ^ n3) >>> 0;
  n2 = (n2 ^ t) >>> 0;
  s[2] = n2;
  s[3] = rotl(n3, 11);
  return result;
}

/** An unbiased integer in [0, n): rejection sampling drops the uneven top of the uint32 range. */
export function randomInt(rng: RngState, n: number): [number, RngState] {
  if (!Number.isInteger(n) || n <= 0 || n > 0x100000000) throw new RangeError(`randomInt: bad bound ${n}`);
  const limit = 0x100000000 - (0x100000000 % n);
  let state = rng;
  for (;;) {
    const [x, next] = nextUint32(state);
    state = next;
    if (x < limit) return [x % n, state];
  }
}

/**
 * Fisher-Yates shuffle into a new array (the input is untouched). The same draws as randomInt, with
 * the generator's state advanced in place: a new duel shuffles 80-100 cards, and a pair and a state
 * per draw were most of what shuffling cost.
 */
export function shuffle<T>(items: readonly T[], rng: RngState): [T[], RngState] {
  const out = items.slice();
  if (out.length < 2) return [out, rng];
  const state: [number, number, number, number] = [rng[0], rng[1], rng[2], rng[3]];
  for (let i = out.length - 1; i > 0; i--) {
    const n = i + 1;
    const limit = 0x100000000 - (0x100000000 % n);
    let x = step(state);
    while (x >= limit) x = step(state);
    const j = x % n;
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return [out, state];
}
