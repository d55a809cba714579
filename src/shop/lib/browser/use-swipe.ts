/**
 * One-finger horizontal swipes between photos (spec 9: 50 px). The swiped element sets
 * `touch-action: pan-y`, so the browser still scrolls the page for vertical moves while horizontal
 * ones come here: the photos follow the finger, and a release past the threshold moves one photo
 * while anything shorter springs back. Native scroll snapping could not do this: it snaps to the
 * nearest photo, so a deliberate 50 px swipe snapped back. Two fingers are left to pinch zoom.
 */
import { useRef, useState, type TouchEvent } from "react";

export const SWIPE_THRESHOLD_PX = 50;
/** How far a finger moves before the gesture counts as horizontal or vertical. */
const AXIS_LOCK_PX = 8;
/** Past the first or last photo the track gives way only this much: there is nothing more. */
const EDGE_RESISTANCE = 0.3;

/** 1 (next photo), -1 (previous) or 0 for a finger that moved `dx` right and `dy` down. */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** Where a track of `count` full-width photos sits, showing `index` with the finger `dragX` away. */
export function trackOffset(index: number, count: number, dragX: number): string {
  const pastEdge = (dragX > 0 && index === 0) || (dragX < 0 && index >= count - 1);
  const follow = pastEdge ? dragX * EDGE_RESISTANCE : dragX;
  return `calc(${-index * 100}% + ${Math.round(follow)}px)`;
}

type Gesture = { x: number; y: number; axis: "x" | "y" | null };

/** A click this soon after a touch is the browser's echo of it. */
const CLICK_AFTER_TOUCH_MS = 800;

/**
 * `onTap` gets one-finger taps (no movement past the axis lock): the browser does not always follow
 * a touch with a click (Chromium dropped it after some swipes), so a tap acts on its own, and
 * `clickFollowsTouch` tells the click handler to ignore the echo when one comes.
 */
export function useSwipe(onStep: (step: -1 | 1) => void, onTap?: () => void) {
  const gesture = useRef<Gesture | null>(null);
  const lastTouchEnd = useRef(Number.NEGATIVE_INFINITY);
  const [dragX, setDragX] = useState(0);

  const stop = () => {
    gesture.current = null;
    setDragX(0);
  };

  const handlers = {
    onTouchStart(event: TouchEvent) {
      const touch = event.touches[0];
      if (event.touches.length !== 1 || !touch) return stop();
      gesture.current = { x: touch.clientX, y: touch.clientY, axis: null };
    },
    onTouchMove(event: TouchEvent) {
      const current = gesture.current;
      const touch = event.touches[0];
      if (!current) return;
      if (event.touches.length !== 1 || !touch) return stop();
      const [dx, dy] = [touch.clientX - current.x, touch.clientY - current.y];
      if (current.axis === null && Math.max(Math.abs(dx), Math.abs(dy)) >= AXIS_LOCK_PX) {
        current.axis = Math.abs(dx) > Math.abs(dy) ? "x" : "y";
      }
      if (current.axis === "x") setDragX(dx);
    },
    onTouchEnd(event: TouchEvent) {
      const current = gesture.current;
      const touch = event.changedTouches[0];
      stop();
      lastTouchEnd.current = performance.now();
      if (!current || !touch) return;
      if (current.axis === null) {
        if (onTap) {
          // No echo click: after a navigation it would land on whatever the next page has there.
          event.preventDefault();
          onTap();
        }
        return;
      }
      const step = current.axis === "x" ? swipeStep(touch.clientX - current.x, touch.clientY - current.y) : 0;
      if (step !== 0) onStep(step);
    },
    onTouchCancel: stop,
  };

  return {
    /** How far the finger has dragged the photos; 0 when no swipe is under way. */
    dragX,
    handlers,
    /** Whether a click is the browser's echo of a touch just handled here. */
    clickFollowsTouch: () => performance.now() - lastTouchEnd.current < CLICK_AFTER_TOUCH_MS,
  };
}
