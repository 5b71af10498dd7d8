import { KeyboardSensor, MouseSensor, PointerSensor, TouchSensor } from '@dnd-kit/core';

/**
 * dnd-kit's pointer sensors, without the lost click after a drop.
 *
 * After a drag, dnd-kit swallows every click on the page for 50 ms (a timer), to hide the click that
 * the drop's own mouseup makes. When the page is busy (the drop set off a Summon, a battle, a new
 * screen), that timer runs late, and a real click on what the drop opened (its menu, the hotseat
 * cover) is swallowed too: the player clicks and nothing happens. These sensors swallow exactly the
 * drop's own click instead: clicks are held back only until the next pointerdown, mousedown,
 * touchstart or keydown, which begin a new gesture of the player's.
 */

interface SensorInternals {
  activated: boolean;
  documentListeners: { removeAll(): void };
  detach(): void;
}

const NEW_GESTURE = ['pointerdown', 'mousedown', 'touchstart', 'keydown'] as const;

/** Swallows the click a finished drag is about to produce, and nothing after the player's next gesture. */
export function swallowDropClick(doc: Document): void {
  const swallow = (e: Event) => e.stopPropagation();
  const release = () => {
    doc.removeEventListener('click', swallow, true);
    for (const type of NEW_GESTURE) doc.removeEventListener(type, release, true);
  };
  doc.addEventListener('click', swallow, true);
  for (const type of NEW_GESTURE) doc.addEventListener(type, release, true);
}

type SensorClass = typeof MouseSensor | typeof TouchSensor | typeof PointerSensor;

function withPreciseClickGuard<T extends SensorClass>(Base: T): T {
  const detach = (Base.prototype as unknown as SensorInternals).detach;
  class Guarded extends (Base as typeof MouseSensor) {}
  (Guarded.prototype as unknown as SensorInternals).detach = function (this: SensorInternals) {
    const dragged = this.activated;
    detach.call(this);
    // Drop dnd-kit's timed click guard (and its other document listeners) now, not in 50 ms.
    this.documentListeners.removeAll();
    if (dragged) swallowDropClick(document);
  };
  return Guarded as unknown as T;
}

export const MatMouseSensor = withPreciseClickGuard(MouseSensor);
export const MatTouchSensor = withPreciseClickGuard(TouchSensor);
export const MatPointerSensor = withPreciseClickGuard(PointerSensor);

interface KeyboardSensorInternals {
  props: {
    event: Event;
    options: { keyboardCodes?: { start: string[]; cancel: string[]; end: string[] } };
    context: { current: { collisionRect: unknown; droppableRects: { size: number } } };
  };
  listeners: { add(type: string, handler: (e: Event) => void): void; removeAll(): void };
  windowListeners: { add(type: string, handler: (e: Event) => void): void };
  handleStart(): void;
  handleKeyDown(e: Event): void;
  handleCancel(e?: Event): void;
}

const DRAG_KEYS = ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp'];
/** How many frames keys may wait for the drag to be measured before they are given up. */
const MEASURE_FRAMES = 120;

/**
 * dnd-kit's keyboard sensor, hearing every key of the drag in order, however busy the page is.
 * dnd-kit starts listening for the drag's keys in a timer (so the D itself is not read as a move),
 * and reads an arrow key only once the places that accept the card have been measured; on a busy
 * page an arrow or Enter pressed right after D came first and was lost (the card stayed in the
 * air). Here every key but the D is heard at once, and keys that come before the drag is measured
 * wait for it (a frame or two), then apply in the order they were pressed.
 */
export class MatKeyboardSensor extends KeyboardSensor {}
type Sensor = KeyboardSensorInternals & { waiting?: KeyboardEvent[]; ended?: boolean; detach(): void };
const { handleKeyDown, detach } = KeyboardSensor.prototype as unknown as Sensor;
(MatKeyboardSensor.prototype as unknown as Sensor).detach = function (this: Sensor) {
  this.ended = true;
  detach.call(this);
};
(MatKeyboardSensor.prototype as unknown as { attach(this: Sensor): void }).attach = function (this: Sensor) {
  this.handleStart();
  this.windowListeners.add('resize', this.handleCancel);
  this.windowListeners.add('visibilitychange', this.handleCancel);
  const pickUp = this.props.event;
  const codes = this.props.options.keyboardCodes;
  const isDragKey = (e: KeyboardEvent) =>
    DRAG_KEYS.includes(e.code) || !!codes?.end.includes(e.code) || !!codes?.cancel.includes(e.code);
  const measured = () => {
    const c = this.props.context.current;
    return c.collisionRect !== null && c.droppableRects.size > 0;
  };
  let frames = 0;
  const flush = () => {
    const waiting = this.waiting ?? [];
    if (!measured() && frames++ < MEASURE_FRAMES) {
      requestAnimationFrame(flush);
      return;
    }
    this.waiting = undefined;
    for (const e of waiting) if (!this.ended) handleKeyDown.call(this, e);
  };
  this.listeners.add('keydown', (event) => {
    if (event === pickUp || !(event instanceof KeyboardEvent)) return;
    if (this.waiting || (!measured() && isDragKey(event))) {
      // Held for the drag: the page must not scroll, nor a button under focus be pressed.
      if (isDragKey(event)) event.preventDefault();
      if (!this.waiting) {
        this.waiting = [];
        requestAnimationFrame(flush);
      }
      this.waiting.push(event);
      return;
    }
    handleKeyDown.call(this, event);
  });
};
