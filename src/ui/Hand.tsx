import { memo } from 'react';
import { isHidden, type SeenCard } from '../engine';
import { HiddenHandCard, OtherCard, OwnCard } from './CardView';
import { useMat } from './matSource';
import { usePlayerOf } from './side';

/** The viewer's hand: their cards face-up, draggable onto the field when a summon is legal. */
export const MyHand = memo(function MyHand() {
  const p = usePlayerOf('me');
  const hand = useMat((s) => s.view?.players[p].hand);
  const cards = hand ?? [];
  return (
    <section className="hand hand-me" aria-label="Your hand" data-count={cards.length} data-place="me:hand">
      {cards.map((c) => (isHidden(c) ? null : <OwnCard key={c.id} card={c} size="hand" dragKind="summon" />))}
    </section>
  );
});

/**
 * The opponent's hand: card backs, only how many; a card their view shows (a replay showing both
 * hands) face-up.
 */
export const OpponentHand = memo(function OpponentHand() {
  const p = usePlayerOf('opp');
  const cards = useMat((s) => s.view?.players[p].hand) ?? NO_CARDS;
  return (
    <section className="hand hand-opp" aria-label="Opponent hand" data-count={cards.length} data-place="opp:hand">
      {cards.map((c, i) => (isHidden(c) ? <HiddenHandCard key={i} /> : <OtherCard key={c.id} card={c} size="mini" />))}
    </section>
  );
});

const NO_CARDS: readonly SeenCard[] = [];
