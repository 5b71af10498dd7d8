import { useLayoutEffect, type RefObject } from 'react';
import { useDraggable, useDroppable, type DraggableSyntheticListeners } from '@dnd-kit/core';

/**
 * dnd-kit re-renders every component that calls `useDraggable`/`useDroppable` whenever the place
 * under the dragged card changes. These registrars hold the hooks in components that render
 * nothing, so the cards and zones themselves re-render only when their own state changes (read
 * from the ui store: `drag.card`, `drag.over`). A zone mounts its registrar only while it accepts
 * the dragged card, so places that do not accept it are not drop targets at all.
 */
export function DropRegistrar({ id, data, target }: { id: string; data: Record<string, unknown>; target: RefObject<HTMLElement | null> }) {
  const { setNodeRef } = useDroppable({ id, data });
  useLayoutEffect(() => {
    setNodeRef(target.current);
    return () => setNodeRef(null);
  }, [setNodeRef, target]);
  return null;
}

export function DragRegistrar({
  id,
  data,
  target,
  listenersRef,
}: {
  id: string;
  data: Record<string, unknown>;
  target: RefObject<HTMLElement | null>;
  listenersRef: { current: DraggableSyntheticListeners | null };
}) {
  const { setNodeRef, listeners } = useDraggable({ id, data });
  useLayoutEffect(() => {
    setNodeRef(target.current);
    listenersRef.current = listeners ?? null;
    return () => {
      setNodeRef(null);
      listenersRef.current = null;
    };
  }, [setNodeRef, target, listeners, listenersRef]);
  return null;
}
