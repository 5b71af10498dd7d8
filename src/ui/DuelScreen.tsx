import { useCallback, useEffect, useMemo, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import {
  closestCenter,
  DndContext,
  DragOverlay,
  pointerWithin,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { isHidden, isPendulumScaleActivation, opponentOf, PHASES, type CardFace } from '../engine';
import { useDuelStore } from '../store/duelStore';
import { spellTrapPlays, spellTrapPlaysIntoZone, summonsIntoZone, zonesForCard } from '../store/interaction';
import { useSettingsStore } from '../store/settingsStore';
import { useUiStore } from '../store/uiStore';
import { ActionMenu } from './ActionMenu';
import { Card } from './Card';
import { dispatchFromMat, openMenuFor } from './cardMenu';
import { EndDialog, GraveyardDialog, KeyboardDialog, SettingsDialog } from './Dialogs';
import { ExtraDeckPanel, MaterialPicker } from './ExtraDeck';
import { EffectsLayer } from './Effects';
import { HalfField } from './Field';
import { MatKeyboardSensor, MatMouseSensor, MatTouchSensor } from './sensors';
import { MyHand, OpponentHand } from './Hand';
import { DirectAttackArea, LifePoints } from './LifePoints';
import { PhaseBar } from './PhaseBar';
import { PromptPanel, useChainPromptSetting } from './Prompt';
import { ConfirmDialog } from './decks/ConfirmDialog';
import { Announcer, ChainPanel, DuelLog, ErrorBanner, Inspector } from './SidePanels';
import { StorageProblem } from './Screens';
import { PuzzleBanner, TutorialBanner } from './puzzles/PuzzleBanner';
import { FormatBadge } from './match/FormatBadge';
import { DIRECT_ATTACK_ID, fieldZoneId, monsterZoneId, pendulumZoneId, spellTrapZoneId } from './side';

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
  const m = /^zone:(me|opp):(m|s):(\d)$/.exec(String(id));
  if (m) return `${m[1] === 'me' ? 'Your' : 'Opponent'} ${m[2] === 'm' ? 'Monster' : 'Spell & Trap'} Zone ${Number(m[3]) + 1}`;
  return /:field$/.test(String(id)) ? 'your Field Zone' : 'a zone';
}

/** Finds one of the viewer's own cards (hand or Monster Zone) by id, for the drag preview. */
function ownFace(card: string): CardFace | null {
  const { view, viewer } = useDuelStore.getState();
  const me = view?.players[viewer];
  if (!me) return null;
  for (const c of me.hand) if (!isHidden(c) && c.id === card) return c;
  for (const s of me.monsters) if (s && !isHidden(s.card) && s.card.id === card) return s.card;
  for (const c of me.extra) if (c.id === card) return c;
  return null;
}

/** The `--t` animation factor on the root element: "Fast animations" shortens every CSS animation. */
function useMotionSetting() {
  const speed = useSettingsStore((s) => s.animations);
  useEffect(() => {
    document.documentElement.dataset.anim = speed;
    return () => {
      delete document.documentElement.dataset.anim;
    };
  }, [speed]);
}

const isTyping = (el: Element | null) => el instanceof HTMLElement && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName));

/** Moves focus to the nearest `[data-nav]` element of the mat in the arrow's direction. */
function moveFocus(from: HTMLElement, key: string): boolean {
  const root = from.closest('.table');
  if (!root) return false;
  const a = from.getBoundingClientRect();
  const ax = a.left + a.width / 2;
  const ay = a.top + a.height / 2;
  let best: HTMLElement | null = null;
  let bestScore = Infinity;
  for (const el of root.querySelectorAll<HTMLElement>('[data-nav]')) {
    if (el === from || el.contains(from) || from.contains(el)) continue;
    const b = el.getBoundingClientRect();
    if (b.width === 0) continue;
    const dx = b.left + b.width / 2 - ax;
    const dy = b.top + b.height / 2 - ay;
    let main: number;
    let cross: number;
    if (key === 'ArrowRight') [main, cross] = [dx, dy];
    else if (key === 'ArrowLeft') [main, cross] = [-dx, dy];
    else if (key === 'ArrowDown') [main, cross] = [dy, dx];
    else [main, cross] = [-dy, dx];
    if (main < 8) continue;
    // Stay in the row (or column) when possible: sideways distance counts three times.
    const score = main + Math.abs(cross) * 3;
    if (score < bestScore) {
      bestScore = score;
      best = el;
    }
  }
  best?.focus();
  return best !== null;
}

function focusFirst(selector: string) {
  document.querySelector<HTMLElement>(selector)?.focus();
}

/** Letter shortcuts (listed in the Keyboard dialog): phases, pass, jumping to parts of the mat. */
function useShortcuts() {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || isTyping(document.activeElement)) return;
      const ui = useUiStore.getState();
      if (ui.drag || ui.menu || ui.graveyardOf !== null || (ui.dialog && e.key !== '?')) return;
      const { interaction, view } = useDuelStore.getState();
      if (view?.winner !== null && view?.winner !== undefined) return;
      const phaseTo = (to: string) => interaction.phases.find((a) => a.to === to);
      let handled = true;
      switch (e.key) {
        case 'n':
        case 'N': {
          const next = [...interaction.phases].sort((a, b) => PHASES.indexOf(a.to) - PHASES.indexOf(b.to))[0];
          if (next) dispatchFromMat(next);
          break;
        }
        case 'b':
        case 'B': {
          const a = phaseTo('battle');
          if (a) dispatchFromMat(a);
          break;
        }
        case 'e':
        case 'E': {
          const a = phaseTo('end');
          if (a) dispatchFromMat(a);
          break;
        }
        case 'p':
        case 'P':
          if (interaction.pass) dispatchFromMat(interaction.pass);
          break;
        case 'r':
        case 'R':
          // Held: claims the next response window while it is down (the Respond button claims it until used).
          if (!e.repeat) {
            respondKeyHeld = true;
            useDuelStore.getState().claimNextWindow(true);
          }
          break;
        case 'h':
        case 'H':
          focusFirst('.hand-me [data-nav]');
          break;
        case 'f':
        case 'F':
          focusFirst('.half-me .a-m0 [data-nav], .half-me .a-m0[data-nav]');
          break;
        case 'o':
        case 'O':
          focusFirst('.half-opp .a-m0 [data-nav], .half-opp .a-m0[data-nav]');
          break;
        case 'l':
        case 'L':
          focusFirst('[data-log]');
          break;
        case 's':
        case 'S':
          ui.openDialog('settings');
          break;
        case '?':
          ui.openDialog(ui.dialog === 'keyboard' ? null : 'keyboard');
          break;
        case 'Escape':
          // Takes back an activation whose costs or targets are being chosen (a menu or dialog open takes Escape first).
          if (useDuelStore.getState().canCancel) useDuelStore.getState().cancelActivation();
          else handled = false;
          break;
        default:
          handled = false;
      }
      if (handled) e.preventDefault();
    };
    const onKeyUp = (e: KeyboardEvent) => {
      if ((e.key === 'r' || e.key === 'R') && respondKeyHeld) {
        respondKeyHeld = false;
        useDuelStore.getState().claimNextWindow(false);
      }
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('keyup', onKeyUp);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('keyup', onKeyUp);
    };
  }, []);
}

/** The R key is down and claimed the next window (released: the claim goes, if still unused). */
let respondKeyHeld = false;

/** The game mat: both halves of the field, both hands, the phase bar and the side panels. */
export function DuelScreen() {
  const [dragFace, setDragFace] = useState<CardFace | null>(null);
  const sensors = useSensors(
    useSensor(MatMouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(MatTouchSensor, { activationConstraint: { distance: 8 } }),
    useSensor(MatKeyboardSensor, {
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
      // A Spell or Trap from the hand: a Field Spell onto the Field Zone, any other onto a free Spell & Trap Zone.
      if (spellTrapPlays(interaction, data.card).length > 0) {
        const face = ownFace(data.card);
        if (face?.frame === 'spell' && face.subtype.includes('field')) {
          if (interaction.fieldZoneFree || interaction.byCard.get(data.card)?.some((a) => a.type === 'activate')) targets.add(fieldZoneId('me'));
        } else for (const z of interaction.freeSpellTrapZones) targets.add(spellTrapZoneId('me', z));
      }
      // A Pendulum Monster from the hand: onto a free Pendulum Zone.
      if (interaction.byCard.get(data.card)?.some(isPendulumScaleActivation)) {
        const pendulum = view?.players[viewer].pendulum ?? [null, null];
        for (const i of [0, 1] as const) if (!pendulum[i]) targets.add(pendulumZoneId('me', i));
      }
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
    ui.setDrag({ card: data.card, kind: data.kind, targets, over: null });
    const face = ownFace(data.card);
    if (face) ui.inspect(face);
    setDragFace(face);
  }, []);

  const onDragOver = useCallback(({ over }: DragOverEvent) => {
    const ui = useUiStore.getState();
    const id = over ? String(over.id) : null;
    ui.setDragOver(id !== null && ui.drag?.targets.has(id) ? id : null);
  }, []);

  const onDragEnd = useCallback(({ active, over }: DragEndEvent) => {
    useUiStore.getState().setDrag(null);
    setDragFace(null);
    const data = active.data.current as DragData | undefined;
    if (!data || !over) return;
    const { interaction, view, viewer } = useDuelStore.getState();
    const name = ownFace(data.card)?.name ?? 'Card';
    const rect = over.rect;
    const anchor = { left: rect.left, top: rect.top, width: rect.width, height: rect.height };
    const anchorEl = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overData = over.data.current as { side?: 'me' | 'opp'; kind?: 'm' | 's' | 'field' | 'p'; index?: number } | undefined;
    if (data.kind === 'summon' && overData?.side === 'me' && overData.kind === 'p') {
      const activation = interaction.byCard.get(data.card)?.find(isPendulumScaleActivation);
      if (activation) dispatchFromMat({ ...activation, zone: overData.index === 1 ? 1 : 0 });
      return;
    }
    if (data.kind === 'summon' && overData?.side === 'me') {
      const choices =
        overData.kind === 'm' && overData.index !== undefined
          ? summonsIntoZone(interaction, data.card, overData.index)
          : overData.kind === 's' && overData.index !== undefined
            ? spellTrapPlaysIntoZone(interaction, data.card, overData.index)
            : overData.kind === 'field'
              ? spellTrapPlaysIntoZone(interaction, data.card, 'field')
              : [];
      if (choices.length === 1) dispatchFromMat(choices[0]!);
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
      if (choices.length === 1) dispatchFromMat(choices[0]!);
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
      return (data && ownFace(data.card)?.name) ?? ownFace(String(id).replace(/^card:/, ''))?.name ?? 'card';
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
      // dnd-kit would focus the dragged card again a frame after a keyboard drop, taking focus away
      // from the menu the drop opened (a keyboard user's Enter then chose nothing, or the wrong
      // item). Focus after a drop is the mat's: the menu takes it, or it stays on the card.
      restoreFocus: false,
      screenReaderInstructions: {
        draggable:
          'Press Enter or Space to open this card’s actions. To drag it instead, press D, move between the places that accept it with the arrow keys, then press Enter to drop or Escape to cancel. Press question mark for every keyboard shortcut.',
      },
    };
  }, []);

  const onTableKeyDown = useCallback((e: ReactKeyboardEvent<HTMLElement>) => {
    if (!e.key.startsWith('Arrow') || e.altKey || e.ctrlKey || e.metaKey || useUiStore.getState().drag) return;
    const from = e.target as HTMLElement;
    if (!from.hasAttribute('data-nav')) return;
    if (moveFocus(from, e.key)) e.preventDefault();
  }, []);

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={onDragCancel}
      accessibility={accessibility}
      // The mat fits the screen (1280×720 and a phone's first screen), so nothing needs scrolling
      // while a card is carried; dnd-kit's auto-scroll measured every scrollable ancestor on each
      // pointer move (about half the script time of an attack drag, scripts/bench-ui.mjs).
      autoScroll={false}
    >
      <div className={`duel-screen${dragFace ? ' dragging' : ''}`}>
        <main className="table" aria-label="Game mat" onKeyDown={onTableKeyDown}>
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
        <section className="sidebar" aria-label="Duel panels">
          <PuzzleBanner />
          <TutorialBanner />
          <Inspector />
          {/* On a phone this group floats at the bottom of the screen while it asks or shows something:
              the prompt and the chain it answers stay in view together. */}
          <div className="sidebar-float">
            <ErrorBanner />
            <PromptPanel />
            <MaterialPicker />
            <ExtraDeckPanel />
            <ChainPanel />
          </div>
          <DuelLog />
          <StorageProblem />
          <FormatBadge />
          <Toolbar />
        </section>
        <ActionMenu />
        <GraveyardDialog />
        <SettingsDialog />
        <KeyboardDialog />
        <EndDialog />
        <EffectsLayer />
        <Announcer />
        <Behaviours />
      </div>
      <DragOverlay dropAnimation={null}>
        {dragFace ? (
          <div className="drag-overlay-card">
            <Card card={dragFace} size="hand" />
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}

/**
 * The mat's store-driven behaviours (shortcuts, the animation setting, passing chain windows per
 * the setting) in a component of their own that renders nothing: they subscribe to the duel after
 * every action, and the mat around them must not re-render for it.
 */
function Behaviours() {
  useMotionSetting();
  useShortcuts();
  useChainPromptSetting();
  return null;
}

function Toolbar() {
  const backToStart = useDuelStore((s) => s.backToStart);
  const openDialog = useUiStore((s) => s.openDialog);
  const practice = useDuelStore((s) => s.practice);
  const canUndo = useDuelStore((s) => s.canUndo);
  const undo = useDuelStore((s) => s.undo);
  const [leaving, setLeaving] = useState(false);
  return (
    <div className="toolbar">
      {leaving && (
        <ConfirmDialog
          title="Leave this duel?"
          choices={[{ label: 'Leave duel', tone: 'danger', onChoose: backToStart }]}
          onCancel={() => setLeaving(false)}
        >
          <p>The duel ends here and you go back to the start screen.</p>
        </ConfirmDialog>
      )}
      {practice && (
        <button type="button" className="btn btn-quiet" onClick={undo} disabled={!canUndo} title="Go back to your previous decision (practice duel)">
          Undo
        </button>
      )}
      <button type="button" className="btn btn-quiet" onClick={() => openDialog('settings')} aria-keyshortcuts="S">
        Settings
      </button>
      <button type="button" className="btn btn-quiet" onClick={() => openDialog('keyboard')} aria-keyshortcuts="?">
        Keyboard
      </button>
      <button
        type="button"
        className="btn btn-quiet leave-btn"
        onClick={() => setLeaving(true)}
      >
        Leave duel
      </button>
    </div>
  );
}
