import type { PointerEvent } from "react";

/** A pointer position relative to the element being dragged on, with that element's size. */
export type DragPoint = { x: number; y: number; width: number; height: number };

/**
 * Handlers for dragging on an element. The pointer is captured on press, so the drag goes on
 * when the pointer leaves the element and ends wherever it is released (or cancelled).
 */
export function pointerDragHandlers(onDrag: (point: DragPoint) => void, onRelease: () => void) {
  function report(event: PointerEvent<HTMLElement>) {
    const rect = event.currentTarget.getBoundingClientRect();
    onDrag({ x: event.clientX - rect.left, y: event.clientY - rect.top, width: rect.width, height: rect.height });
  }
  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.button !== 0) return;
      // Keeps the page from selecting text or scrolling; it also skips the focus a press would give.
      event.preventDefault();
      event.currentTarget.focus();
      event.currentTarget.setPointerCapture(event.pointerId);
      report(event);
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (event.currentTarget.hasPointerCapture(event.pointerId)) report(event);
    },
    onLostPointerCapture() {
      onRelease();
    },
  };
}
