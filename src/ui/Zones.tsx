import { memo } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { isHidden, type SpellTrapView } from '../engine';
import { useDuelStore } from '../store/duelStore';
import { useUiStore } from '../store/uiStore';
import { Card } from './Card';
import { OtherCard, OwnCard } from './CardView';
import { monsterZoneId, sideWord, usePlayerOf, type Side } from './side';

/** One Monster Zone; a drop target while a card that may go (or attack) there is dragged. */
export const MonsterZone = memo(function MonsterZone({ side, index }: { side: Side; index: number }) {
  const p = usePlayerOf(side);
  const slot = useDuelStore((s) => s.view?.players[p].monsters[index] ?? null);
  const dropId = monsterZoneId(side, index);
  const accepts = useUiStore((s) => s.drag?.targets.has(dropId) ?? false);
  const { setNodeRef, isOver } = useDroppable({ id: dropId, disabled: !accepts, data: { side, index } });
  const label = `${sideWord(side)} Monster Zone ${index + 1}`;
  return (
    <div
      ref={setNodeRef}
      role="group"
      aria-label={label}
      className={`zone zone-monster${accepts ? ' drop-target' : ''}${accepts && isOver ? ' drop-over' : ''}`}
    >
      {slot ? (
        side === 'me' && !isHidden(slot.card) ? (
          <OwnCard card={slot.card} size="zone" position={slot.position} faceDown={!slot.faceUp} atk={slot.atk} def={slot.def} dragKind="attack" />
        ) : (
          <OtherCard card={slot.card} size="zone" position={slot.position} atk={slot.atk} def={slot.def} />
        )
      ) : (
        <span className="zone-caption" aria-hidden="true">
          Monster
        </span>
      )}
      {slot && slot.atk !== null && (
        <span className={`zone-stats pos-${slot.position}`} aria-hidden="true">
          <span className="za">{slot.atk}</span>
          <span className="zs">/</span>
          <span className="zd">{slot.def ?? '?'}</span>
        </span>
      )}
    </div>
  );
});

function SpellTrapCard({ slot, side }: { slot: SpellTrapView; side: Side }) {
  return side === 'me' && !isHidden(slot.card) ? (
    <OtherCard card={slot.card} size="zone" faceDown={!slot.faceUp} />
  ) : (
    <OtherCard card={slot.card} size="zone" />
  );
}

export const SpellTrapZone = memo(function SpellTrapZone({ side, index }: { side: Side; index: number }) {
  const p = usePlayerOf(side);
  const slot = useDuelStore((s) => s.view?.players[p].spellTraps[index] ?? null);
  return (
    <div role="group" aria-label={`${sideWord(side)} Spell & Trap Zone ${index + 1}`} className="zone zone-st">
      {slot ? <SpellTrapCard slot={slot} side={side} /> : <span className="zone-caption" aria-hidden="true">Spell &amp; Trap</span>}
    </div>
  );
});

export const FieldZone = memo(function FieldZone({ side }: { side: Side }) {
  const p = usePlayerOf(side);
  const slot = useDuelStore((s) => s.view?.players[p].field ?? null);
  return (
    <div role="group" aria-label={`${sideWord(side)} Field Zone`} className="zone zone-field">
      {slot ? <SpellTrapCard slot={slot} side={side} /> : <span className="zone-caption" aria-hidden="true">Field</span>}
    </div>
  );
});

export const PendulumZone = memo(function PendulumZone({ side, which }: { side: Side; which: 'left' | 'right' }) {
  const p = usePlayerOf(side);
  const slot = useDuelStore((s) => s.view?.players[p].pendulum[which === 'left' ? 0 : 1] ?? null);
  return (
    <div role="group" aria-label={`${sideWord(side)} Pendulum Zone ${which}`} className="zone zone-pendulum">
      {slot ? <SpellTrapCard slot={slot} side={side} /> : <span className="zone-caption" aria-hidden="true">Pendulum</span>}
    </div>
  );
});

export const GraveyardZone = memo(function GraveyardZone({ side }: { side: Side }) {
  const p = usePlayerOf(side);
  const top = useDuelStore((s) => s.view?.players[p].graveyard.at(-1) ?? null);
  const count = useDuelStore((s) => s.view?.players[p].graveyard.length ?? 0);
  return (
    <button
      type="button"
      aria-label={`${sideWord(side)} Graveyard`}
      aria-description={`${count} card${count === 1 ? '' : 's'}; open to look through them`}
      className="zone zone-pile zone-gy"
      onClick={() => useUiStore.getState().browseGraveyard(p)}
      onMouseEnter={() => top && useUiStore.getState().inspect(top)}
    >
      {top ? <Card card={top} size="zone" /> : <span className="zone-caption">Graveyard</span>}
      <span className="pile-count">{count}</span>
    </button>
  );
});

export const DeckZone = memo(function DeckZone({ side, extra }: { side: Side; extra?: boolean }) {
  const p = usePlayerOf(side);
  const count = useDuelStore((s) => (s.view ? (extra ? s.view.players[p].extraCount : s.view.players[p].deckCount) : 0));
  return (
    <div role="group" aria-label={`${sideWord(side)} ${extra ? 'Extra Deck' : 'Deck'}`} className={`zone zone-pile ${extra ? 'zone-extra' : 'zone-deck'}`}>
      {count > 0 ? <Card card={{ hidden: true, id: null }} size="zone" /> : <span className="zone-caption">{extra ? 'Extra Deck' : 'Deck'}</span>}
      <span className="pile-count">{count}</span>
    </div>
  );
});

export const BanishedZone = memo(function BanishedZone({ side }: { side: Side }) {
  const p = usePlayerOf(side);
  const top = useDuelStore((s) => s.view?.players[p].banished.at(-1) ?? null);
  const count = useDuelStore((s) => s.view?.players[p].banished.length ?? 0);
  return (
    <div role="group" aria-label={`${sideWord(side)} banished cards`} className="zone zone-pile zone-banished">
      {top ? <OtherCard card={top} size="zone" /> : <span className="zone-caption">Banished</span>}
      <span className="pile-count">{count}</span>
    </div>
  );
});
