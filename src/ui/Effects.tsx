import { memo, useEffect, useRef, useState } from 'react';
import { useDndMonitor, type Active, type Over } from '@dnd-kit/core';
import type { CardId, DuelView, EventView } from '../engine';
import { useDuelStore } from '../store/duelStore';
import { useUiStore } from '../store/uiStore';
import { motionFactor } from './motion';
import { placeKey, placeSelector, type Side } from './side';
import { play, type Cue } from './sound';

/**
 * What happens on the mat, shown briefly over it: attack arrows (while an attacker is dragged, and
 * when any attack is declared, the opponent's too), a flash where a monster is Summoned or Set, a
 * burst where one is destroyed, a banner when a turn starts, and the matching sounds. It reads the
 * events of each action from the view (what the viewer may know) and never blocks the mat
 * (pointer-events: none). Lengths follow motionFactor(): shorter with "Fast animations", none with
 * prefers-reduced-motion (sounds still play).
 */

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}
type Fx =
  | { id: number; kind: 'summon' | 'set' | 'destroy'; at: Box }
  | { id: number; kind: 'arrow'; from: Box; to: Box }
  | { id: number; kind: 'banner'; text: string; mine: boolean };

const boxOf = (el: Element | null): Box | null => {
  if (!el) return null;
  const r = el.getBoundingClientRect();
  return { x: r.left, y: r.top, w: r.width, h: r.height };
};
const place = (key: string | null) => (key ? boxOf(document.querySelector(placeSelector(key))) : null);

/** The place of a card on the field in a view (a Monster, Spell & Trap, Field or Pendulum Zone), if it is there. */
function zoneOf(view: DuelView | null, card: CardId | undefined): string | null {
  if (!view || !card) return null;
  for (const p of [0, 1] as const) {
    const side: Side = p === view.viewer ? 'me' : 'opp';
    const pv = view.players[p];
    const m = pv.monsters.findIndex((s) => s !== null && s.card.id === card);
    if (m >= 0) return placeKey(side, 'm', m);
    const st = pv.spellTraps.findIndex((s) => s !== null && s.card.id === card);
    if (st >= 0) return placeKey(side, 's', st);
    if (pv.field?.card.id === card) return `${side}:field`;
    if (pv.pendulum[0]?.card.id === card) return `${side}:pl`;
    if (pv.pendulum[1]?.card.id === card) return `${side}:pr`;
  }
  return null;
}

/**
 * The zones that held a card hidden from the viewer before the action and hold it no longer. A hidden
 * card's id in a view is new each time it is hidden (src/engine/veil.ts), so a Set card destroyed
 * face-up cannot be found in the earlier view by its id: it is found by the zone it left.
 */
export function hiddenVacated(before: DuelView | null, view: DuelView): string[] {
  if (!before) return [];
  const out: string[] = [];
  for (const p of [0, 1] as const) {
    const side: Side = p === view.viewer ? 'me' : 'opp';
    const was = before.players[p];
    const now = view.players[p];
    const left = (a: { card: { id: string | null } } | null, b: { card: { id: string | null } } | null): boolean => a !== null && 'hidden' in a.card && (b === null || b.card.id !== a.card.id);
    was.monsters.forEach((s, i) => left(s, now.monsters[i] ?? null) && out.push(placeKey(side, 'm', i)));
    was.spellTraps.forEach((s, i) => left(s, now.spellTraps[i] ?? null) && out.push(placeKey(side, 's', i)));
    if (left(was.field, now.field)) out.push(`${side}:field`);
  }
  return out;
}

const DURATION: Record<Fx['kind'], number> = { summon: 700, set: 500, destroy: 800, arrow: 1000, banner: 1000 };
const SOUND: Partial<Record<string, Cue>> = {
  summoned: 'summon',
  specialSummoned: 'summon',
  set: 'set',
  spellTrapSet: 'set',
  activated: 'activate',
  attackDeclared: 'attack',
  destroyedByBattle: 'destroy',
  destroyed: 'destroy',
  banished: 'destroy',
  battleDamage: 'damage',
  effectDamage: 'damage',
  gainedLp: 'heal',
  turnStarted: 'turn',
};
/** Events whose card left the field: the burst is drawn where the card was before the action. */
const LEFT_FIELD = new Set(['destroyedByBattle', 'destroyed', 'banished', 'sentToGraveyard', 'returnedToHand']);

let nextFx = 1;

/**
 * The effects on screen with a new one: at most 12 older ones, and one turn banner at a time (a new
 * turn's banner replaces the last one's: when the computer's turn took no time the two were drawn
 * over each other, "OPPYOUR TURNURN").
 */
export function withEffect<T extends { readonly kind: string }>(list: readonly T[], item: T): T[] {
  const kept = item.kind === 'banner' ? list.filter((f) => f.kind !== 'banner') : list;
  return [...kept.slice(-12), item];
}

export const EffectsLayer = memo(function EffectsLayer() {
  const [fx, setFx] = useState<readonly Fx[]>([]);

  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const add = (item: Fx, factor: number) => {
      setFx((list) => withEffect(list, item));
      const t = setTimeout(() => {
        timers.delete(t);
        setFx((list) => list.filter((f) => f.id !== item.id));
      }, DURATION[item.kind] * factor + 50);
      timers.add(t);
    };
    const unsubscribe = useDuelStore.subscribe((state, prev) => {
      if (state.log === prev.log || state.log.length <= prev.log.length || !state.view) return;
      const view = state.view;
      const before = prev.view;
      const events = view.events;
      const cues = new Set<Cue>();
      for (const e of events) {
        const cue = SOUND[e.type];
        if (cue) cues.add(cue);
      }
      if (view.winner !== null) cues.add(view.winner === view.viewer ? 'win' : 'lose');
      for (const cue of cues) play(cue);

      const factor = motionFactor();
      if (factor === 0) return;
      // Where destroyed cards were is known only before the action; the rest after React has drawn it.
      const left = events.filter((e) => LEFT_FIELD.has(e.type) && zoneOf(view, e.card) === null).map((e) => zoneOf(before, e.card));
      // A card that was hidden before (by another id then) is placed by the zone it left.
      const unfound = left.filter((k) => k === null).length;
      const gone = [...left.filter((k): k is string => k !== null), ...hiddenVacated(before, view).slice(0, unfound)].map(place);
      for (const at of gone) if (at) add({ id: nextFx++, kind: 'destroy', at }, factor);
      requestAnimationFrame(() => {
        for (const e of events) {
          const item = effectFor(e, view, before);
          if (item) add(item, factor);
        }
      });
    });
    return () => {
      unsubscribe();
      for (const t of timers) clearTimeout(t);
    };
  }, []);

  return (
    <div className="fx-layer" aria-hidden="true">
      <DragArrow />
      {fx.map((f) =>
        f.kind === 'arrow' ? (
          <svg key={f.id} className="fx-arrow-svg">
            <ArrowPath id={f.id} from={f.from} to={f.to} className="fx-arrow" />
          </svg>
        ) : f.kind === 'banner' ? (
          <div key={f.id} className={`fx-banner ${f.mine ? 'mine' : 'theirs'}`}>
            {f.text}
          </div>
        ) : (
          <div key={f.id} className={`fx-${f.kind}`} style={{ left: f.at.x, top: f.at.y, width: f.at.w, height: f.at.h }}>
            {f.kind === 'destroy' && Array.from({ length: 8 }, (_, i) => <span key={i} className="shard" style={{ ['--a' as string]: `${i * 45}deg` }} />)}
          </div>
        ),
      )}
    </div>
  );
});

function effectFor(e: EventView, view: DuelView, before: DuelView | null): Fx | null {
  switch (e.type) {
    case 'summoned':
    case 'specialSummoned':
    case 'set':
    case 'spellTrapSet':
    case 'activated':
    case 'flippedFaceUp': {
      const at = place(zoneOf(view, e.card));
      return at ? { id: nextFx++, kind: e.type === 'set' || e.type === 'spellTrapSet' ? 'set' : 'summon', at } : null;
    }
    case 'attackDeclared': {
      const fromKey = zoneOf(view, e.card) ?? zoneOf(before, e.card);
      const from = place(fromKey);
      const attackerIsMine = fromKey?.startsWith('me:') ?? false;
      const to = e.target === 'direct' ? place(attackerIsMine ? 'opp:lp' : 'me:lp') : place(zoneOf(view, e.target) ?? zoneOf(before, e.target));
      return from && to ? { id: nextFx++, kind: 'arrow', from, to } : null;
    }
    case 'turnStarted':
      return { id: nextFx++, kind: 'banner', text: e.player === view.viewer ? 'Your turn' : 'Opponent’s turn', mine: e.player === view.viewer };
    default:
      return null;
  }
}

const centre = (b: Box) => ({ x: b.x + b.w / 2, y: b.y + b.h / 2 });

function arrowD(a: { x: number; y: number }, b: { x: number; y: number }): string {
  const mx = (a.x + b.x) / 2;
  const my = (a.y + b.y) / 2;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const bend = 0.18;
  return `M${a.x.toFixed(1)} ${a.y.toFixed(1)} Q${(mx - dy * bend).toFixed(1)} ${(my + dx * bend).toFixed(1)} ${b.x.toFixed(1)} ${b.y.toFixed(1)}`;
}

function ArrowPath({ id, from, to, className }: { id: number; from: Box; to: Box; className: string }) {
  return (
    <>
      <defs>
        <marker id={`fx-head-${id}`} viewBox="0 0 10 10" refX="6" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">
          <path d="M0 0 L10 5 L0 10 Z" fill="#ff5b4d" />
        </marker>
      </defs>
      <path d={arrowD(centre(from), centre(to))} className={className} markerEnd={`url(#fx-head-${id})`} />
    </>
  );
}

/**
 * The arrow from a dragged attacker to the pointer, snapping to the target under it. It is drawn by
 * writing the path's attributes directly on each move, so dragging re-renders no React component.
 */
function DragArrow() {
  const svg = useRef<SVGSVGElement>(null);
  const path = useRef<SVGPathElement>(null);
  const from = useRef<{ x: number; y: number } | null>(null);

  const attacking = useRef(false);

  const draw = (active: Active, over: Over | null) => {
    if (!attacking.current) return;
    // The dragged card's first box is measured just after the drag starts: begin the arrow there.
    if (!from.current) {
      const r = active.rect.current.initial;
      if (!r) return;
      from.current = { x: r.left + r.width / 2, y: r.top + r.height / 2 };
      svg.current?.classList.add('shown');
    }
    const el = path.current;
    if (!el) return;
    const r = active.rect.current.translated;
    const end = over ? centre({ x: over.rect.left, y: over.rect.top, w: over.rect.width, h: over.rect.height }) : r ? { x: r.left + r.width / 2, y: r.top + r.height / 2 } : null;
    if (!end) return;
    el.setAttribute('d', arrowD(from.current, end));
    svg.current?.classList.toggle('locked', over !== null);
  };
  const stop = () => {
    attacking.current = false;
    from.current = null;
    svg.current?.classList.remove('shown', 'locked');
  };
  const accepted = (over: Over | null) => (over && useUiStore.getState().drag?.targets.has(String(over.id)) ? over : null);

  useDndMonitor({
    onDragStart: ({ active }) => {
      attacking.current = (active.data.current as { kind?: string } | undefined)?.kind === 'attack';
      from.current = null;
      draw(active, null);
    },
    onDragMove: ({ active, over }) => draw(active, accepted(over)),
    onDragOver: ({ active, over }) => draw(active, accepted(over)),
    onDragEnd: stop,
    onDragCancel: stop,
  });

  return (
    <svg ref={svg} className="fx-arrow-svg drag-arrow">
      <defs>
        <marker id="fx-head-drag" viewBox="0 0 10 10" refX="6" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">
          <path d="M0 0 L10 5 L0 10 Z" fill="#ff5b4d" />
        </marker>
      </defs>
      <path ref={path} className="fx-arrow live" markerEnd="url(#fx-head-drag)" />
    </svg>
  );
}
