import { useCallback, useMemo, useState } from 'react';
import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { isHidden, opponentOf, type CardFace } from '../engine';
import { useDuelStore } from '../store/duelStore';
import { summonsIntoZone, zonesForCard } from '../store/interaction';
import { useUiStore } from '../store/uiStore';
import { ActionMenu } from './ActionMenu';
import { Card } from './Card';
import { openMenuFor } from './cardMenu';
import { EndDialog, GraveyardDialog } from './Dialogs';
import { HalfField } from './Field';
import { MyHand, OpponentHand } from './Hand';
import { DirectAttackArea, LifePoints } from './LifePoints';
import { PhaseBar } from './PhaseBar';
import { ChainPanel, DuelLog, ErrorBanner, Inspector, PromptPanel } from './SidePanels';
import { DIRECT_ATTACK_ID, monsterZoneId } from './side';

interface DragData {
  card: string;
  kind: 'summon' | 'attack';
}

/** Zones under the pointer win over the wide direct-attack area; keyboard drags use the nearest. */
const collisions: CollisionDetection = (args) => {
  if (!args.pointerCoordinates) return closestCenter(args);
  const hits = pointerWithin(args);
  return hits.sort((a, b) => Number(a.id === DIRECT_ATTACK_ID) - Number(b.id === DIRECT_ATTACK_ID));
};

/** Arrow keys jump between the places that accept the dragged card, instead of moving pixel by pixel. */
const jumpBetweenTargets: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const keys = ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp'];
  if (!keys.includes(event.code)) return undefined;
  event.preventDefault();
  const size = context.collisionRect;
  if (!size) return undefined;
  const targets = context.droppableContainers
    .getEnabled()
    .map((c) => context.droppableRects.get(c.id))
    .filter((r): r is NonNullable<typeof r> => r !== undefined)
    .sort((a, b) => a.left - b.left || a.top - b.top);
  if (targets.length === 0) return undefined;
  const cx = currentCoordinates.x + size.width / 2;
  const cy = currentCoordinates.y + size.height / 2;
  const at = targets.findIndex((r) => cx >= r.left && cx <= r.left + r.width && cy >= r.top && cy <= r.top + r.height);
  const forward = event.code === 'ArrowRight' || event.code === 'ArrowDown';
  const next = at === -1 ? (forward ? 0 : targets.length - 1) : (at + (forward ? 1 : -1) + targets.length) % targets.length;
  const r = targets[next]!;
  return { x: r.left + r.width / 2 - size.width / 2, y: r.top + r.height / 2 - size.height / 2 };
};

function placeName(id: UniqueIdentifier | undefined): string {
  if (id === undefined) return 'nowhere';
  if (id === DIRECT_ATTACK_ID) return 'your opponent (a direct attack)';
  const m = /^zone:(me|opp):m:(\d)$/.exec(String(id));
  return m ? `${m[1] === 'me' ? 'Your' : 'Opponent'} Monster Zone ${Number(m[2]) + 1}` : 'a zone';
}

/** Finds one of the viewer's own cards (hand or Monster Zone) by id, for the drag preview. */
function ownFace(card: string): CardFace | null {
  const { view, viewer } = useDuelStore.getState();
  const me = view?.players[viewer];
  if (!me) return null;
  for (const c of me.hand) if (!isHidden(c) && c.id === card) return c;
  for (const s of me.monsters) if (s && !isHidden(s.card) && s.card.id === card) return s.card;
  return null;
}

/** The game mat: both halves of the field, both hands, the phase bar and the side panels. */
export function DuelScreen() {
  const [dragFace, setDragFace] = useState<CardFace | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, {
      keyboardCodes: { start: ['KeyD'], cancel: ['Escape'], end: ['Enter', 'Space', 'NumpadEnter'] },
      coordinateGetter: jumpBetweenTargets,
    }),
  );

  const onDragStart = useCallback(({ active }: DragStartEvent) => {
    const data = active.data.current as DragData | undefined;
    if (!data) return;
    const { interaction, view, viewer } = useDuelStore.getState();
    const targets = new Set<string>();
    if (data.kind === 'summon') {
      for (const z of zonesForCard(interaction, data.card)) targets.add(monsterZoneId('me', z));
    } else {
      const theirs = view?.players[opponentOf(viewer)].monsters ?? [];
      for (const a of interaction.byCard.get(data.card) ?? []) {
        if (a.type !== 'attack') continue;
        if (a.target === 'direct') targets.add(DIRECT_ATTACK_ID);
        else {
          const i = theirs.findIndex((s) => s !== null && s.card.id === a.target);
          if (i >= 0) targets.add(monsterZoneId('opp', i));
        }
      }
    }
    const ui = useUiStore.getState();
    ui.closeMenu();
    ui.setDrag({ card: data.card, kind: data.kind, targets });
    const face = ownFace(data.card);
    if (face) ui.inspect(face);
    setDragFace(face);
  }, []);

  const onDragEnd = useCallback(({ active, over }: DragEndEvent) => {
    useUiStore.getState().setDrag(null);
    setDragFace(null);
    const data = active.data.current as DragData | undefined;
    if (!data || !over) return;
    const { interaction, view, viewer, dispatch } = useDuelStore.getState();
    const name = ownFace(data.card)?.name ?? 'Card';
    const rect = over.rect;
    const anchor = { left: rect.left, top: rect.top, width: rect.width, height: rect.height };
    const anchorEl = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overData = over.data.current as { side?: 'me' | 'opp'; index?: number } | undefined;
    if (data.kind === 'summon' && overData?.side === 'me' && overData.index !== undefined) {
      const choices = summonsIntoZone(interaction, data.card, overData.index);
      if (choices.length === 1) dispatch(choices[0]!);
      else if (choices.length > 1) openMenuFor(name, choices, anchorEl, anchor);
      return;
    }
    if (data.kind === 'attack') {
      const attacks = (interaction.byCard.get(data.card) ?? []).filter((a) => a.type === 'attack');
      let target: string | null = null;
      if (over.id === DIRECT_ATTACK_ID) target = 'direct';
      else if (overData?.side === 'opp' && overData.index !== undefined) {
        target = view?.players[opponentOf(viewer)].monsters[overData.index]?.card.id ?? null;
      }
      const choices = target === null ? [] : attacks.filter((a) => a.type === 'attack' && a.target === target);
      if (choices.length === 1) dispatch(choices[0]!);
      else if (choices.length > 1) openMenuFor(name, choices, anchorEl, anchor);
    }
  }, []);

  const onDragCancel = useCallback(() => {
    useUiStore.getState().setDrag(null);
    setDragFace(null);
  }, []);

  const accessibility = useMemo(() => {
    const nameOf = (id: UniqueIdentifier) => {
      const data = useUiStore.getState().drag;
      return (data && ownFace(data.card)?.name) ?? (ownFace(String(id).replace(/^card:/, ''))?.name ?? 'card');
    };
    const announcements: Announcements = {
      onDragStart: ({ active }) => {
        const n = useUiStore.getState().drag?.targets.size ?? 0;
        return `Picked up ${nameOf(active.id)}. ${n} place${n === 1 ? '' : 's'} accept it; use the arrow keys to move between them.`;
      },
      onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)} is over ${placeName(over.id)}.` : `${nameOf(active.id)} is not over a place that accepts it.`),
      onDragEnd: ({ active, over }) => (over ? `Dropped ${nameOf(active.id)} on ${placeName(over.id)}.` : `${nameOf(active.id)} was dropped where nothing happens.`),
      onDragCancel: ({ active }) => `Stopped dragging ${nameOf(active.id)}.`,
    };
    return {
      announcements,
      screenReaderInstructions: {
        draggable:
          'Press Enter or Space to open this card’s actions. To drag it instead, press D, move between the places that accept it with the arrow keys, then press Enter to drop or Escape to cancel.',
      },
    };
  }, []);

  return (
    <DndContext sensors={sensors} collisionDetection={collisions} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={onDragCancel} accessibility={accessibility}>
      <div className="duel-screen">
        <main className="table" aria-label="Game mat">
          <DirectAttackArea>
            <div className="player-bar bar-opp">
              <LifePoints side="opp" />
              <OpponentHand />
            </div>
            <HalfField side="opp" />
          </DirectAttackArea>
          <div className="midline">
            <PhaseBar />
          </div>
          <HalfField side="me" />
          <div className="player-bar bar-me">
            <LifePoints side="me" />
            <MyHand />
          </div>
        </main>
        <div className="sidebar">
          <Inspector />
          <ErrorBanner />
          <PromptPanel />
          <ChainPanel />
          <DuelLog />
          <LeaveButton />
        </div>
        <ActionMenu />
        <GraveyardDialog />
        <EndDialog />
      </div>
      <DragOverlay dropAnimation={null}>{dragFace ? <Card card={dragFace} size="hand" /> : null}</DragOverlay>
    </DndContext>
  );
}

function LeaveButton() {
  const backToStart = useDuelStore((s) => s.backToStart);
  return (
    <button type="button" className="btn btn-quiet leave-btn" onClick={() => {
      if (window.confirm('Leave this duel and go back to the start screen?')) backToStart();
    }}>
      Leave duel
    </button>
  );
}
