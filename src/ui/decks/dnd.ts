import {
  closestCenter,
  KeyboardSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { MatPointerSensor } from '../sensors';

/**
 * Drag and drop shared by the deck builder's pieces: the sensors (a real pointer, and the keyboard:
 * D picks a card up, the arrow keys jump between the places that take it, Enter drops, Escape
 * cancels), and how a drop finds its place.
 */

/** What is being dragged: a card of the pool, or one copy from a deck section. */
export interface DragCard {
  readonly passcode: string;
  readonly from: 'pool' | 'main' | 'extra' | 'side';
}

export const DROP_POOL = 'drop:pool';
export const dropId = (section: 'main' | 'extra' | 'side'): string => `drop:${section}`;

/** Under the pointer when there is one; the nearest place for keyboard drags. */
export const collisions: CollisionDetection = (args) => (args.pointerCoordinates ? pointerWithin(args) : closestCenter(args));

/** Arrow keys move the dragged card from one drop place to the next instead of pixel by pixel. */
const jumpBetweenPlaces: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  if (!['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp'].includes(event.code)) return undefined;
  event.preventDefault();
  const size = context.collisionRect;
  if (!size) return undefined;
  const places = context.droppableContainers
    .getEnabled()
    .map((c) => context.droppableRects.get(c.id))
    .filter((r): r is NonNullable<typeof r> => r !== undefined)
    .sort((a, b) => a.left - b.left || a.top - b.top);
  if (places.length === 0) return undefined;
  const cx = currentCoordinates.x + size.width / 2;
  const cy = currentCoordinates.y + size.height / 2;
  const at = places.findIndex((r) => cx >= r.left && cx <= r.left + r.width && cy >= r.top && cy <= r.top + r.height);
  const forward = event.code === 'ArrowRight' || event.code === 'ArrowDown';
  const next = at === -1 ? (forward ? 0 : places.length - 1) : (at + (forward ? 1 : -1) + places.length) % places.length;
  const r = places[next]!;
  return { x: r.left + r.width / 2 - size.width / 2, y: r.top + r.height / 2 - size.height / 2 };
};

export function useBuilderSensors() {
  return useSensors(
    useSensor(MatPointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, {
      keyboardCodes: { start: ['KeyD'], cancel: ['Escape'], end: ['Enter', 'Space', 'NumpadEnter'] },
      coordinateGetter: jumpBetweenPlaces,
    }),
  );
}

export const DRAG_INSTRUCTIONS =
  'Press Enter or Space to use this card. To drag it instead, press D, move between the Card pool, Main Deck, Extra Deck and Side Deck with the arrow keys, then press Enter to drop or Escape to cancel.';
