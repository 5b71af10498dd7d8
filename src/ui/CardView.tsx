import { memo, useCallback, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { isHidden, type BattlePosition, type CardFace, type SeenCard } from '../engine';
import { useDuelStore } from '../store/duelStore';
import { useUiStore } from '../store/uiStore';
import { Card, type CardSize } from './Card';
import { openCardMenu } from './cardMenu';

/**
 * Interactive cards. Every card is labelled by its name ("Face-down card" when the viewer may not
 * see it), shows itself in the inspector on hover/focus, and opens its action menu on click, Enter
 * or Space. The viewer's own cards can also be dragged (to summon, or to attack).
 *
 * Hidden cards never get their instance id into the DOM: a hidden card in the opponent's hand has
 * none, and face-down monsters are addressed by zone.
 */

interface BaseProps {
  card: SeenCard;
  size: CardSize;
  position?: BattlePosition;
  /** Face-down on the field. */
  faceDown?: boolean;
  atk?: number | null;
  def?: number | null;
}

const isMenuKey = (e: KeyboardEvent) => e.key === 'Enter' || e.key === ' ';

function cardLabel(card: SeenCard): string {
  return isHidden(card) ? 'Face-down card' : card.name;
}

function levelAttrs(card: SeenCard): Record<string, string | number | undefined> {
  if (isHidden(card)) return {};
  return { 'data-level': card.level, 'data-frame': card.frame };
}

/** A short spoken summary of what the card shows (its name is the label). */
function cardDescription(card: SeenCard, position?: BattlePosition, faceDown?: boolean, atk?: number | null, def?: number | null): string | undefined {
  const bits: string[] = [];
  if (!isHidden(card)) {
    if (card.level) bits.push(`${card.frame === 'xyz' ? 'Rank' : 'Level'} ${card.level}`);
    if (card.atk !== undefined) bits.push(`ATK ${atk ?? card.atk}, DEF ${def ?? card.def ?? '?'}`);
  }
  if (position) bits.push(`${faceDown ? 'face-down ' : ''}${position === 'attack' ? 'Attack' : 'Defense'} Position`);
  return bits.length ? bits.join('; ') : undefined;
}

/** A card of the viewer's (hand or field): draggable when some legal action starts with a drag. */
export const OwnCard = memo(function OwnCard({ card, size, position, faceDown, atk, def, dragKind }: BaseProps & { card: CardFace; dragKind: 'summon' | 'attack' }) {
  const id = card.id;
  const canDrag = useDuelStore((s) =>
    (s.interaction.byCard.get(id) ?? []).some((a) => (dragKind === 'summon' ? a.type === 'normalSummon' || a.type === 'setMonster' : a.type === 'attack')),
  );
  const hasActions = useDuelStore((s) => s.interaction.byCard.has(id));
  const selectable = useDuelStore((s) => s.interaction.selects.some((a) => 'ids' in a && a.ids.includes(id)));
  const dragging = useUiStore((s) => s.drag?.card === id);
  const { attributes, listeners, setNodeRef } = useDraggable({ id: `card:${id}`, disabled: !canDrag, data: { card: id, kind: dragKind } });

  const onKeyDown = useCallback(
    (e: KeyboardEvent<HTMLDivElement>) => {
      if (useUiStore.getState().drag) return;
      if (isMenuKey(e)) {
        e.preventDefault();
        openCardMenu(id, card.name, e.currentTarget);
        return;
      }
      listeners?.onKeyDown?.(e);
    },
    [id, card.name, listeners],
  );
  const onClick = useCallback((e: MouseEvent<HTMLDivElement>) => openCardMenu(id, card.name, e.currentTarget), [id, card.name]);
  const inspect = useCallback(() => useUiStore.getState().inspect(card), [card]);

  return (
    <div
      ref={setNodeRef}
      {...attributes}
      onPointerDown={listeners?.onPointerDown as ((e: PointerEvent) => void) | undefined}
      onKeyDown={onKeyDown}
      onClick={onClick}
      onMouseEnter={inspect}
      onFocus={inspect}
      role="button"
      tabIndex={0}
      aria-label={card.name}
      aria-description={cardDescription(card, position, faceDown, atk, def)}
      aria-roledescription={canDrag ? 'draggable card' : 'card'}
      aria-disabled={undefined}
      {...levelAttrs(card)}
      className={`card-slot${hasActions ? ' has-actions' : ''}${selectable ? ' selectable' : ''}${dragging ? ' is-dragging' : ''}${canDrag ? ' can-drag' : ''}`}
    >
      <Card card={card} size={size} position={position} setFaceDown={faceDown} atk={atk} def={def} />
    </div>
  );
});

/** A card of the opponent's on the field, or any card in a pile being browsed. */
export const OtherCard = memo(function OtherCard({ card, size, position, faceDown, atk, def }: BaseProps) {
  const id = card.id;
  const attackable = useDuelStore((s) => (id ? s.interaction.attacksOn.has(id) : false));
  const label = cardLabel(card);
  const inspect = useCallback(() => useUiStore.getState().inspect(isHidden(card) ? 'hidden' : card), [card]);
  const open = useCallback(
    (el: HTMLElement) => {
      if (id && useDuelStore.getState().interaction.attacksOn.has(id)) openCardMenu(id, label, el);
    },
    [id, label],
  );
  return (
    <div
      role="button"
      tabIndex={0}
      aria-label={label}
      aria-description={cardDescription(card, position, faceDown, atk, def)}
      {...levelAttrs(card)}
      className={`card-slot${attackable ? ' attackable' : ''}`}
      onMouseEnter={inspect}
      onFocus={inspect}
      onClick={(e) => open(e.currentTarget)}
      onKeyDown={(e) => {
        if (isMenuKey(e)) {
          e.preventDefault();
          open(e.currentTarget);
        }
      }}
    >
      <Card card={card} size={size} position={position} setFaceDown={faceDown} atk={atk} def={def} />
    </div>
  );
});

/** A card back in the opponent's hand: no id, no name, nothing to do. */
export const HiddenHandCard = memo(function HiddenHandCard() {
  return (
    <div role="img" aria-label="Face-down card" className="card-slot">
      <Card card={{ hidden: true, id: null }} size="mini" />
    </div>
  );
});
