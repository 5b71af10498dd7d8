import { memo } from 'react';
import { isHidden } from '../engine';
import { useDuelStore } from '../store/duelStore';
import { HiddenHandCard, OwnCard } from './CardView';
import { usePlayerOf } from './side';

/** The viewer's hand: their cards face-up, draggable onto the field when a summon is legal. */
export const MyHand = memo(function MyHand() {
  const p = usePlayerOf('me');
  const hand = useDuelStore((s) => s.view?.players[p].hand);
  const cards = hand ?? [];
  return (
    <section className="hand hand-me" aria-label="Your hand" data-count={cards.length} data-place="me:hand">
      {cards.map((c) => (isHidden(c) ? null : <OwnCard key={c.id} card={c} size="hand" dragKind="summon" />))}
    </section>
  );
});

/** The opponent's hand: only card backs, and only how many. */
export const OpponentHand = memo(function OpponentHand() {
  const p = usePlayerOf('opp');
  const count = useDuelStore((s) => s.view?.players[p].handCount ?? 0);
  return (
    <section className="hand hand-opp" aria-label="Opponent hand" data-count={count} data-place="opp:hand">
      {Array.from({ length: count }, (_, i) => (
        <HiddenHandCard key={i} />
      ))}
    </section>
  );
});
