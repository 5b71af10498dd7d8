import { isHidden, isPendulumScaleActivation, type Action, type CardFace, type DuelView } from '../engine';

/**
 * Placing Pendulum Scales (every level). One step ahead, a Scale alone only costs a card in
 * hand, so the look-ahead never places the first one and never reaches a Pendulum Summon. This
 * plans the pair instead: when a Pendulum Monster in hand makes, with the other Scale (in hand or
 * already placed), a span that some other monster in hand fits, it is activated first, before the
 * Normal Summon. Judged from the viewer's own hand and field only.
 */

/** Frames a Pendulum Summon can bring from the hand (a Ritual Monster needs its Ritual Summon first). */
const SUMMONABLE = new Set(['normal', 'effect', 'pendulum']);

interface Span {
  readonly lo: number;
  readonly hi: number;
}

/** Monsters in hand (not the Scales themselves) a span lets Pendulum Summon. */
function fitting(hand: readonly CardFace[], span: Span, scales: readonly string[]): CardFace[] {
  return hand.filter((c) => !scales.includes(c.id) && SUMMONABLE.has(c.frame) && c.level !== undefined && c.level > span.lo && c.level < span.hi);
}

const spanOf = (a: number, b: number): Span => ({ lo: Math.min(a, b), hi: Math.max(a, b) });
const worth = (monsters: readonly CardFace[]): number => monsters.length * 10_000 + monsters.reduce((s, m) => s + (m.atk ?? 0), 0);

/** The Pendulum activation that sets up a useful Pendulum Summon this turn, if there is one. */
export function pendulumScaleToPlace(view: DuelView, legal: readonly Action[]): Action | null {
  const activations = legal.filter(isPendulumScaleActivation);
  if (activations.length === 0 || view.prompt !== null || view.chain.length > 0) return null;
  if (!(view.phase === 'main1' || view.phase === 'main2')) return null;
  const mine = view.players[view.viewer];
  // A zone that cannot be used (Ojama King) is no room for a Pendulum Summon.
  if (!mine.monsters.some((m, i) => m === null && mine.unusableMonsterZones?.includes(i) !== true)) return null;
  const hand = mine.hand.filter((c): c is CardFace => !isHidden(c));
  const placed = mine.pendulum.map((p) => (p && !isHidden(p.card) ? p.card : null)).filter((c): c is CardFace => c !== null);
  if (placed.length >= 2) return null;
  const scaleOf = (id: string): number | undefined => hand.find((c) => c.id === id)?.scale;

  let choice: Action | null = null;
  let bestWorth = 0;
  for (const a of activations) {
    const s = scaleOf(a.card);
    if (s === undefined) continue;
    // The other Scale: the one already placed, or another Pendulum Monster in hand.
    const partners: { scale: number; id: string | null }[] = placed.length === 1
      ? [{ scale: placed[0]!.scale ?? -1, id: null }]
      : activations.filter((b) => b.card !== a.card).map((b) => ({ scale: scaleOf(b.card) ?? -1, id: b.card }));
    for (const p of partners) {
      if (p.scale < 0) continue;
      const fits = fitting(hand, spanOf(s, p.scale), p.id ? [a.card, p.id] : [a.card]);
      const w = worth(fits);
      if (fits.length > 0 && w > bestWorth) {
        bestWorth = w;
        choice = a;
      }
    }
  }
  return choice;
}
