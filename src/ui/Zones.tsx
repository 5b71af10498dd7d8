import { memo, useCallback, useRef, type KeyboardEvent } from 'react';
import { isHidden, type MonsterView, type SpellTrapView } from '../engine';
import { summonsForZone } from '../store/interaction';
import { useUiStore } from '../store/uiStore';
import { Card, statClass } from './Card';
import { dispatchFromMat, openMenuFor } from './cardMenu';
import { OtherCard, OwnCard } from './CardView';
import { DropRegistrar } from './dnd';
import { useMat, useMatStore, type MatState } from './matSource';
import { countRender } from './renderCount';
import { fieldZoneId, monsterZoneId, pendulumZoneId, placeKey, sideWord, spellTrapZoneId, usePlayerOf, type Side } from './side';

const isActivateKey = (e: KeyboardEvent) => (e.key === 'Enter' || e.key === ' ') && e.target === e.currentTarget;

/** The ATK/DEF badge under a monster: current values, green above the printed ones, red below. */
const ZoneStats = memo(function ZoneStats({ slot }: { slot: MonsterView }) {
  if (slot.atk === null) return null;
  const printed = isHidden(slot.card) ? undefined : slot.card;
  return (
    <span className={`zone-stats pos-${slot.position}`} aria-hidden="true">
      <span className={`za ${statClass(slot.atk, printed?.atk)}`}>{slot.atk}</span>
      <span className="zs">/</span>
      <span className={`zd ${statClass(slot.def, printed?.def)}`}>{slot.def ?? '?'}</span>
    </span>
  );
});

const MonsterContent = memo(function MonsterContent({ slot, side }: { slot: MonsterView; side: Side }) {
  countRender('ZoneContent');
  return (
    <>
      {side === 'me' && !isHidden(slot.card) ? (
        <OwnCard card={slot.card} size="zone" position={slot.position} faceDown={!slot.faceUp} atk={slot.atk} def={slot.def} dragKind="attack" />
      ) : (
        // A face-down card the viewer knows (a replay showing each side as its owner saw it) is drawn marked Set.
        <OtherCard card={slot.card} size="zone" position={slot.position} faceDown={!slot.faceUp && !isHidden(slot.card)} atk={slot.atk} def={slot.def} />
      )}
      <ZoneStats slot={slot} />
      {slot.level !== undefined && (
        // A Level changed until the End Phase (Gagaga Magician); the card details say it in words.
        <span className="zone-level" aria-hidden="true">
          ★{slot.level}
        </span>
      )}
      {slot.materials.length > 0 && <XyzMaterials slot={slot} />}
    </>
  );
});

/** The Xyz Materials under an Xyz Monster: their edges, stacked, and their count (public knowledge). */
function XyzMaterials({ slot }: { slot: MonsterView }) {
  const name = isHidden(slot.card) ? 'a face-down monster' : slot.card.name;
  return (
    <ul className="xyz-materials" aria-label={`Xyz Materials of ${name}: ${slot.materials.length}`}>
      {slot.materials.map((m) => (
        <li key={m.id} title={m.name}>
          {m.name}
        </li>
      ))}
      <li className="xyz-count" aria-hidden="true">
        {slot.materials.length}
      </li>
    </ul>
  );
}

/**
 * One Monster Zone. While a card that may go (or attack) there is dragged it lights up and becomes a
 * drop target; an empty zone of the viewer's can be focused, and Enter lists what may be Summoned
 * or Set into it.
 */
export const MonsterZone = memo(function MonsterZone({ side, index }: { side: Side; index: number }) {
  const p = usePlayerOf(side);
  const slot = useMat((s) => s.view?.players[p].monsters[index] ?? null);
  // A zone that cannot be used (Ojama King) says so: nothing can be placed there.
  const unusable = useMat((s) => s.view?.players[p].unusableMonsterZones?.includes(index) === true);
  const dropId = monsterZoneId(side, index);
  const { accepts, isOver } = useDropState(dropId);
  const ref = useRef<HTMLDivElement>(null);
  countRender('MonsterZone', dropId);
  const label = `${sideWord(side)} Monster Zone ${index + 1}`;
  const mat = useMatStore();
  const openZoneMenu = useCallback(
    (el: HTMLElement) => {
      const { interaction, replay } = mat.getState();
      if (side !== 'me' || replay) return;
      openMenuFor(label, summonsForZone(interaction, index), el, undefined, 'Nothing can be Summoned or Set here right now.');
    },
    [side, index, label, mat],
  );
  return (
    <div
      ref={ref}
      role="group"
      aria-label={label}
      aria-description={unusable ? 'This zone cannot be used' : undefined}
      data-place={placeKey(side, 'm', index)}
      data-nav={slot ? undefined : ''}
      tabIndex={slot ? undefined : -1}
      onKeyDown={slot ? undefined : (e) => isActivateKey(e) && (e.preventDefault(), openZoneMenu(e.currentTarget))}
      className={`zone zone-monster a-m${index}${accepts ? ' drop-target' : ''}${isOver ? ' drop-over' : ''}${unusable ? ' zone-unusable' : ''}`}
    >
      {accepts && <DropRegistrar id={dropId} data={{ side, kind: 'm', index }} target={ref} />}
      {slot ? (
        <MonsterContent slot={slot} side={side} />
      ) : (
        <span className="zone-caption" aria-hidden="true">
          {unusable ? 'Cannot be used' : 'Monster'}
        </span>
      )}
    </div>
  );
});

function SpellTrapCard({ slot }: { slot: SpellTrapView }) {
  return (
    <>
      <OtherCard card={slot.card} size="zone" faceDown={!slot.faceUp && !isHidden(slot.card)} />
      {slot.equippedTo !== undefined && <EquipMark to={slot.equippedTo} />}
    </>
  );
}

/** The monster an Equip Card (an Equip Spell, an equipped Union monster) is equipped to, under it; the card details say it in words. */
function EquipMark({ to }: { to: string }) {
  const name = useMat((s) => monsterName(s.view, to));
  return (
    <span className="zone-equip" aria-hidden="true" title={`Equipped to ${name}`}>
      ⚙ {name}
    </span>
  );
}

/** The name of a face-up monster on the field, by id ("a monster" if it cannot be seen). */
function monsterName(view: MatState['view'], id: string): string {
  for (const p of view?.players ?? []) for (const m of p.monsters) if (m && m.card.id === id) return isHidden(m.card) ? 'a monster' : m.card.name;
  return 'a monster';
}

function EmptyCaption({ text }: { text: string }) {
  return (
    <span className="zone-caption" aria-hidden="true">
      {text}
    </span>
  );
}

/** Whether the dragged card may be dropped on `dropId`, and whether it is over it now. */
function useDropState(dropId: string): { accepts: boolean; isOver: boolean } {
  const accepts = useUiStore((s) => s.drag?.targets.has(dropId) ?? false);
  const isOver = useUiStore((s) => s.drag?.over === dropId);
  return { accepts, isOver };
}

/** A Spell & Trap Zone; a drop target while a Spell or Trap from the hand that may be Set or activated is dragged. */
export const SpellTrapZone = memo(function SpellTrapZone({ side, index }: { side: Side; index: number }) {
  const p = usePlayerOf(side);
  const slot = useMat((s) => s.view?.players[p].spellTraps[index] ?? null);
  const dropId = spellTrapZoneId(side, index);
  const { accepts, isOver } = useDropState(dropId);
  const ref = useRef<HTMLDivElement>(null);
  return (
    <div
      ref={ref}
      role="group"
      aria-label={`${sideWord(side)} Spell & Trap Zone ${index + 1}`}
      data-place={placeKey(side, 's', index)}
      data-nav={slot ? undefined : ''}
      tabIndex={slot ? undefined : -1}
      className={`zone zone-st a-s${index}${accepts ? ' drop-target' : ''}${isOver ? ' drop-over' : ''}`}
    >
      {accepts && <DropRegistrar id={dropId} data={{ side, kind: 's', index }} target={ref} />}
      {slot ? <SpellTrapCard slot={slot} /> : <EmptyCaption text="Spell & Trap" />}
    </div>
  );
});

export const FieldZone = memo(function FieldZone({ side }: { side: Side }) {
  const p = usePlayerOf(side);
  const slot = useMat((s) => s.view?.players[p].field ?? null);
  const dropId = fieldZoneId(side);
  const { accepts, isOver } = useDropState(dropId);
  const ref = useRef<HTMLDivElement>(null);
  return (
    <div
      ref={ref}
      role="group"
      aria-label={`${sideWord(side)} Field Zone`}
      data-place={`${side}:field`}
      data-nav={slot ? undefined : ''}
      tabIndex={slot ? undefined : -1}
      className={`zone zone-field a-fld${accepts ? ' drop-target' : ''}${isOver ? ' drop-over' : ''}`}
    >
      {accepts && <DropRegistrar id={dropId} data={{ side, kind: 'field' }} target={ref} />}
      {slot ? <SpellTrapCard slot={slot} /> : <EmptyCaption text="Field" />}
    </div>
  );
});

/**
 * A Pendulum Zone: its card with its Pendulum Scale shown; a drop target while a Pendulum Monster
 * that may be activated there is dragged. The viewer's left zone offers "Pendulum Summon" when one
 * is legal.
 */
export const PendulumZone = memo(function PendulumZone({ side, which }: { side: Side; which: 'left' | 'right' }) {
  const p = usePlayerOf(side);
  const index = which === 'left' ? 0 : 1;
  const slot = useMat((s) => s.view?.players[p].pendulum[index] ?? null);
  // The declaration itself: its monsters and their positions are then asked in the prompt panel.
  const pendulumSummon = useMat((s) => (side === 'me' && index === 0 ? (s.interaction.all.find((a) => a.type === 'specialSummon' && a.method === 'pendulum') ?? null) : null));
  const dropId = pendulumZoneId(side, index);
  const { accepts, isOver } = useDropState(dropId);
  const ref = useRef<HTMLDivElement>(null);
  const scale = slot && !isHidden(slot.card) ? slot.card.scale : undefined;
  return (
    <div
      ref={ref}
      role="group"
      aria-label={`${sideWord(side)} Pendulum Zone ${which}`}
      aria-description={scale !== undefined ? `Scale ${scale}` : undefined}
      data-place={`${side}:p${which === 'left' ? 'l' : 'r'}`}
      data-nav={slot ? undefined : ''}
      tabIndex={slot ? undefined : -1}
      className={`zone zone-pendulum ${which === 'left' ? 'a-pl' : 'a-pr'}${accepts ? ' drop-target' : ''}${isOver ? ' drop-over' : ''}`}
    >
      {accepts && <DropRegistrar id={dropId} data={{ side, kind: 'p', index }} target={ref} />}
      {slot ? <SpellTrapCard slot={slot} /> : <EmptyCaption text={'Pend\u00adulum'} />}
      {scale !== undefined && (
        <span className="scale-badge" aria-hidden="true">
          {scale}
        </span>
      )}
      {pendulumSummon && (
        <button type="button" className="btn btn-small pendulum-summon" onClick={() => dispatchFromMat(pendulumSummon)}>
          Pendulum Summon
        </button>
      )}
    </div>
  );
});

export const GraveyardZone = memo(function GraveyardZone({ side }: { side: Side }) {
  const p = usePlayerOf(side);
  const top = useMat((s) => s.view?.players[p].graveyard.at(-1) ?? null);
  const count = useMat((s) => s.view?.players[p].graveyard.length ?? 0);
  const inspect = () => top && useUiStore.getState().inspect(top);
  return (
    <div className="zone zone-pile zone-gy a-gy" data-place={`${side}:gy`} onMouseEnter={inspect}>
      {top ? <Card card={top} size="zone" /> : <EmptyCaption text="Graveyard" />}
      <span className="pile-count" aria-hidden="true">
        {count}
      </span>
      <button
        type="button"
        className="zone-hit"
        aria-label={`${sideWord(side)} Graveyard`}
        aria-description={`${count} card${count === 1 ? '' : 's'}${top ? `, ${top.name} on top` : ''}; open to look through them`}
        data-nav=""
        onClick={() => useUiStore.getState().browseGraveyard(p)}
        onFocus={inspect}
      />
    </div>
  );
});

/** The Extra Deck pile: its count, and a button that opens its viewer (the owner sees every card; the opponent only face-up Pendulum Monsters). */
export const ExtraDeckZone = memo(function ExtraDeckZone({ side }: { side: Side }) {
  const p = usePlayerOf(side);
  const count = useMat((s) => s.view?.players[p].extraCount ?? 0);
  const faceUp = useMat((s) => s.view?.players[p].extraFaceUp.length ?? 0);
  const summonable = useMat((s) => side === 'me' && (s.view?.players[p].extra ?? []).some((c) => (s.interaction.byCard.get(c.id) ?? []).length > 0));
  return (
    <div className={`zone zone-pile zone-extra a-ex${summonable ? ' has-actions' : ''}`} data-place={`${side}:ex`}>
      {count > 0 ? <Card card={{ hidden: true, id: null }} size="zone" /> : <span className="zone-caption">Extra Deck</span>}
      <span className="pile-count" aria-hidden="true">
        {count}
      </span>
      <button
        type="button"
        className="zone-hit"
        aria-label={`${sideWord(side)} Extra Deck`}
        aria-description={`${count} card${count === 1 ? '' : 's'}${faceUp > 0 ? `, ${faceUp} face-up` : ''}; open to look at it`}
        data-nav=""
        onClick={() => useUiStore.getState().browseExtraDeck(p)}
      />
    </div>
  );
});

export const DeckZone = memo(function DeckZone({ side, extra }: { side: Side; extra?: boolean }) {
  const p = usePlayerOf(side);
  const count = useMat((s) => (s.view ? (extra ? s.view.players[p].extraCount : s.view.players[p].deckCount) : 0));
  const name = `${sideWord(side)} ${extra ? 'Extra Deck' : 'Deck'}`;
  // A Deck turned upside-down (Convulsion of Nature) shows its top card face-up, named for both players.
  const top = useMat((s) => (s.view && !extra ? (s.view.players[p].deckTop ?? null) : null));
  return (
    <div
      role="group"
      aria-label={name}
      aria-description={`${count} card${count === 1 ? '' : 's'}`}
      data-place={`${side}:${extra ? 'ex' : 'dk'}`}
      data-nav=""
      tabIndex={-1}
      className={`zone zone-pile ${extra ? 'zone-extra a-ex' : 'zone-deck a-dk'}${!extra && count > 0 && count <= 5 ? ' low' : ''}`}
    >
      {count > 0 ? top ? <OtherCard card={top} size="zone" /> : <Card card={{ hidden: true, id: null }} size="zone" /> : <span className="zone-caption">{extra ? 'Extra Deck' : 'Deck'}</span>}
      <span className="pile-count" aria-hidden="true">
        {count}
      </span>
    </div>
  );
});

export const BanishedZone = memo(function BanishedZone({ side }: { side: Side }) {
  const p = usePlayerOf(side);
  const top = useMat((s) => s.view?.players[p].banished.at(-1) ?? null);
  const count = useMat((s) => s.view?.players[p].banished.length ?? 0);
  // The top card banished face-down (its owner sees its name, the opponent a "Face-down card").
  const topFaceDown = useMat((s) => (top ? (s.view?.players[p].banishedFaceDown?.includes(top.id ?? '') ?? false) : false));
  return (
    <div
      role="group"
      aria-label={`${sideWord(side)} banished cards`}
      aria-description={`${count} card${count === 1 ? '' : 's'}`}
      data-place={`${side}:ban`}
      data-nav={top ? undefined : ''}
      tabIndex={top ? undefined : -1}
      className="zone zone-pile zone-banished a-ban"
    >
      {top ? <OtherCard card={top} size="zone" faceDown={topFaceDown ? 'banished' : undefined} /> : <span className="zone-caption">Banished</span>}
      <span className="pile-count" aria-hidden="true">
        {count}
      </span>
    </div>
  );
});
