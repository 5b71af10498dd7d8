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
  props: { event: Event };
  listeners: { add(type: string, handler: (e: Event) => void): void };
  windowListeners: { add(type: string, handler: (e: Event) => void): void };
  handleStart(): void;
  handleKeyDown(e: Event): void;
  handleCancel(e?: Event): void;
}

/**
 * dnd-kit's keyboard sensor, listening from the moment D picks the card up. dnd-kit starts listening
 * for the drag's keys in a timer (so the D itself is not read as a move); on a busy page an arrow
 * key pressed right after D arrived first and was lost. Here every key but the D is heard at once.
 */
export class MatKeyboardSensor extends KeyboardSensor {}
(MatKeyboardSensor.prototype as unknown as { attach(this: KeyboardSensorInternals): void }).attach = function (this: KeyboardSensorInternals) {
  this.handleStart();
  this.windowListeners.add('resize', this.handleCancel);
  this.windowListeners.add('visibilitychange', this.handleCancel);
  const pickUp = this.props.event;
  this.listeners.add('keydown', (e) => e !== pickUp && this.handleKeyDown(e));
};
