import { memo, useCallback, useRef, type KeyboardEvent, type MouseEvent, type SyntheticEvent } from 'react';
import type { DraggableSyntheticListeners } from '@dnd-kit/core';
import { isHidden, type BattlePosition, type CardFace, type SeenCard } from '../engine';
import { isSummon } from '../store/interaction';
import { useUiStore } from '../store/uiStore';
import { Card, type CardSize } from './Card';
import { openCardMenu } from './cardMenu';
import { DragRegistrar } from './dnd';
import { useMat, useMatStore } from './matSource';
import { countRender } from './renderCount';

/**
 * Interactive cards. The picture (Card) is hidden from assistive technology; over it lies an empty
 * focusable button (`.card-hit`) labelled by the card's name, so the accessible name is exactly the
 * name (DESIGN.md) and never conflicts with the text drawn on the card. Every card is labelled by its name ("Face-down card" when the viewer may not
 * see it), shows itself in the inspector on hover/focus, and opens its action menu on click, Enter
 * or Space. The viewer's own cards can also be dragged (to summon, or to attack): with the mouse,
 * a finger, or the keyboard (D, then the arrow keys, then Enter).
 *
 * Hidden cards never get their instance id into the DOM: a hidden card in the opponent's hand has
 * none, and face-down monsters are addressed by zone.
 */

interface BaseProps {
  card: SeenCard;
  size: CardSize;
  position?: BattlePosition | undefined;
  /** Face-down on the field ('banished': banished face-down, a card of the viewer's). */
  faceDown?: boolean | 'banished' | undefined;
  atk?: number | null | undefined;
  def?: number | null | undefined;
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
function cardDescription(card: SeenCard, position?: BattlePosition, faceDown?: boolean | 'banished', atk?: number | null, def?: number | null): string | undefined {
  const bits: string[] = [];
  if (!isHidden(card)) {
    if (card.level) bits.push(`${card.frame === 'xyz' ? 'Rank' : 'Level'} ${card.level}`);
    if (card.attribute) bits.push(card.attribute);
    if (card.atk !== undefined) {
      const a = atk ?? card.atk;
      const d = def ?? card.def;
      bits.push(`ATK ${a}${a !== card.atk ? ` (printed ${card.atk})` : ''}, DEF ${d ?? '?'}${d !== card.def ? ` (printed ${card.def ?? '?'})` : ''}`);
    } else bits.push(card.frame === 'trap' ? 'Trap' : 'Spell');
  }
  if (position) bits.push(`${faceDown ? 'face-down ' : ''}${position === 'attack' ? 'Attack' : 'Defense'} Position`);
  if (faceDown === 'banished') bits.push('banished face-down');
  return bits.length ? bits.join('; ') : undefined;
}

/** A card of the viewer's (hand or field): draggable when some legal action starts with a drag. */
export const OwnCard = memo(function OwnCard({ card, size, position, faceDown, atk, def, dragKind }: BaseProps & { card: CardFace; dragKind: 'summon' | 'attack' }) {
  const id = card.id;
  countRender('OwnCard', id);
  const canDrag = useMat((s) =>
    (s.interaction.byCard.get(id) ?? []).some((a) =>
      dragKind === 'summon'
        ? isSummon(a) || ((a.type === 'setSpellTrap' || a.type === 'activate') && s.interaction.inHand.has(id))
        : a.type === 'attack',
    ),
  );
  const hasActions = useMat((s) => s.interaction.byCard.has(id));
  const selectable = useMat((s) => s.interaction.selects.some((a) => 'ids' in a && a.ids.includes(id)));
  const lit = useUiStore((s) => s.highlight?.has(id) ?? false);
  const dragging = useUiStore((s) => s.drag?.card === id);
  const ref = useRef<HTMLDivElement>(null);
  const listeners = useRef<DraggableSyntheticListeners | null>(null);

  const forward = useCallback((name: string, e: SyntheticEvent) => {
    (listeners.current?.[name] as ((e: SyntheticEvent) => void) | undefined)?.(e);
  }, []);
  const mat = useMatStore();
  const inspect = useCallback(() => useUiStore.getState().inspect(card), [card]);
  // On a replay's mat nothing can be done: choosing a card shows it in the card details.
  const open = useCallback((el: HTMLElement) => (mat.getState().replay ? inspect() : openCardMenu(id, card.name, el)), [id, card.name, mat, inspect]);
  const onKeyDown = useCallback(
    (e: KeyboardEvent<HTMLDivElement>) => {
      if (useUiStore.getState().drag) return;
      if (isMenuKey(e)) {
        e.preventDefault();
        open(e.currentTarget);
        return;
      }
      forward('onKeyDown', e);
    },
    [open, forward],
  );
  const onClick = useCallback((e: MouseEvent<HTMLDivElement>) => open(e.currentTarget), [open]);

  return (
    <div
      ref={ref}
      onMouseDown={(e) => forward('onMouseDown', e)}
      onTouchStart={(e) => forward('onTouchStart', e)}
      onMouseEnter={inspect}
      className={`card-slot${hasActions ? ' has-actions' : ''}${selectable ? ' selectable' : ''}${lit ? ' lit' : ''}${dragging ? ' is-dragging' : ''}${canDrag ? ' can-drag' : ''}`}
    >
      {canDrag && <DragRegistrar id={`card:${id}`} data={{ card: id, kind: dragKind }} target={ref} listenersRef={listeners} />}
      <Card card={card} size={size} position={position} setFaceDown={faceDown} atk={atk} def={def} />
      <div
        className="card-hit"
        onKeyDown={onKeyDown}
        onClick={onClick}
        onFocus={inspect}
        role="button"
        tabIndex={0}
        data-nav=""
        aria-label={card.name}
        aria-description={cardDescription(card, position, faceDown, atk, def)}
        aria-roledescription={canDrag ? 'draggable card' : 'card'}
        aria-haspopup="menu"
        {...levelAttrs(card)}
      />
    </div>
  );
});

/** A card of the opponent's on the field, or any card in a pile being browsed. */
export const OtherCard = memo(function OtherCard({ card, size, position, faceDown, atk, def }: BaseProps) {
  const id = card.id;
  const attackable = useMat((s) => (id ? s.interaction.attacksOn.has(id) : false));
  const selectable = useMat((s) => (id ? (s.interaction.byCard.get(id) ?? []).some((a) => a.type === 'select') : false));
  const hasActions = useMat((s) => (id ? (s.interaction.byCard.get(id) ?? []).some((a) => a.type !== 'select') : false));
  const lit = useUiStore((s) => (id ? (s.highlight?.has(id) ?? false) : false));
  const label = cardLabel(card);
  const inspect = useCallback(() => useUiStore.getState().inspect(isHidden(card) ? 'hidden' : card), [card]);
  const mat = useMatStore();
  const open = useCallback(
    (el: HTMLElement) => {
      const { interaction: ia, replay } = mat.getState();
      if (replay) inspect();
      else if (id && (ia.attacksOn.has(id) || ia.byCard.has(id))) openCardMenu(id, label, el);
    },
    [id, label, mat, inspect],
  );
  return (
    <div className={`card-slot${attackable ? ' attackable' : ''}${hasActions ? ' has-actions' : ''}${selectable ? ' selectable' : ''}${lit ? ' lit' : ''}`} onMouseEnter={inspect}>
      <Card card={card} size={size} position={position} setFaceDown={faceDown} atk={atk} def={def} />
      <div
        className="card-hit"
        role="button"
        tabIndex={0}
        data-nav=""
        aria-label={label}
        aria-description={cardDescription(card, position, faceDown, atk, def)}
        aria-haspopup={attackable || selectable || hasActions ? 'menu' : undefined}
        {...levelAttrs(card)}
        onFocus={inspect}
        onClick={(e) => open(e.currentTarget)}
        onKeyDown={(e) => {
          if (isMenuKey(e)) {
            e.preventDefault();
            open(e.currentTarget);
          }
        }}
      />
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
