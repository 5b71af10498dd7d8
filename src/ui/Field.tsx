import { memo } from 'react';
import { MONSTER_ZONES, SPELL_TRAP_ZONES } from '../engine';
import { BanishedZone, DeckZone, ExtraDeckZone, FieldZone, GraveyardZone, MonsterZone, PendulumZone, SpellTrapZone } from './Zones';
import type { Side } from './side';

const monsterIdx = Array.from({ length: MONSTER_ZONES }, (_, i) => i);
const stIdx = Array.from({ length: SPELL_TRAP_ZONES }, (_, i) => i);

/**
 * One player's half of the field, laid out like the Game Mat: Field Zone, Monster Zones and
 * Graveyard in the front row; Extra Deck, Spell & Trap Zones and Deck behind; Pendulum Zones at the
 * ends of the Monster row; banished cards beside the Deck. The opponent's half is the same turned
 * round (their Zone 1 is on our right). The rows are `display: contents`: the half is one CSS grid
 * whose areas (styles.css, `.half-me` / `.half-opp`) place each zone, so a phone can rearrange them.
 */
export const HalfField = memo(function HalfField({ side }: { side: Side }) {
  return (
    <div className={`half half-${side}`}>
      <div className="row row-monsters">
        <FieldZone side={side} />
        <PendulumZone side={side} which="left" />
        {monsterIdx.map((i) => (
          <MonsterZone key={i} side={side} index={i} />
        ))}
        <PendulumZone side={side} which="right" />
        <GraveyardZone side={side} />
      </div>
      <div className="row row-st">
        <ExtraDeckZone side={side} />
        {stIdx.map((i) => (
          <SpellTrapZone key={i} side={side} index={i} />
        ))}
        <BanishedZone side={side} />
        <DeckZone side={side} />
      </div>
    </div>
  );
});
