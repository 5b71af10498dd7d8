/**
 * The χ² distribution's upper tail, for the shuffle test: p = Q(k/2, x/2), the regularized upper
 * incomplete gamma function, by its series below a + 1 and its continued fraction above
 * (Numerical Recipes' gammq; accurate to about 1e-10 here).
 */
const EPS = 1e-12;
const ITERATIONS = 500;

function logGamma(z: number): number {
  // Lanczos approximation (g = 7, n = 9).
  const c = [0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7];
  if (z < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * z)) - logGamma(1 - z);
  const x = z - 1;
  let a = c[0]!;
  const t = x + 7.5;
  for (let i = 1; i < 9; i++) a += c[i]! / (x + i);
  return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(a);
}

function lowerSeries(a: number, x: number): number {
  let sum = 1 / a;
  let term = sum;
  for (let n = 1; n < ITERATIONS; n++) {
    term *= x / (a + n);
    sum += term;
    if (Math.abs(term) < Math.abs(sum) * EPS) break;
  }
  return sum * Math.exp(-x + a * Math.log(x) - logGamma(a));
}

function upperFraction(a: number, x: number): number {
  let b = x + 1 - a;
  let c = 1 / 1e-300;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < ITERATIONS; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < 1e-300) d = 1e-300;
    c = b + an / c;
    if (Math.abs(c) < 1e-300) c = 1e-300;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < EPS) break;
  }
  return Math.exp(-x + a * Math.log(x) - logGamma(a)) * h;
}

/** P(X ≥ x) for X ~ χ² with `df` degrees of freedom. */
export function chiSquareUpperTail(x: number, df: number): number {
  if (x <= 0) return 1;
  const a = df / 2;
  const half = x / 2;
  return half < a + 1 ? 1 - lowerSeries(a, half) : upperFraction(a, half);
}

/** Pearson's χ² statistic of observed counts against one expected count for every cell. */
export function chiSquare(observed: readonly number[], expected: number): number {
  return observed.reduce((sum, o) => sum + ((o - expected) * (o - expected)) / expected, 0);
}
