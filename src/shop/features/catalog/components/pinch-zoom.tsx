/**
 * Two-finger zoom on a photo, 1x–3x, back to 1x on release (spec: product page gallery). One
 * finger still swipes between photos: only two-finger gestures are handled here.
 */
import { useRef, useState, type ReactNode, type TouchEvent } from "react";
import { css, cx } from "@/styled-system/css";

const MIN_SCALE = 1;
const MAX_SCALE = 3;

const scaled = css({ w: "full", h: "full" });

const styles = {
  frame: css({ w: "full", h: "full", overflow: "hidden", touchAction: "pan-x pan-y" }),
  // Back to 1x smoothly on release; under the fingers, no delay.
  released: cx(scaled, css({ transition: "[transform 0.2s ease-out]" })),
  pinched: cx(scaled, css({ transition: "[none]" })),
};

type Pinch = { startDistance: number; originX: number; originY: number };

function distance(touches: React.TouchList): number {
  const [a, b] = [touches[0]!, touches[1]!];
  return Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY);
}

export function PinchZoom({ children }: { children: ReactNode }) {
  const pinch = useRef<Pinch | null>(null);
  const [zoom, setZoom] = useState({ scale: 1, originX: 50, originY: 50 });

  const onTouchStart = (event: TouchEvent<HTMLDivElement>) => {
    if (event.touches.length !== 2) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const [a, b] = [event.touches[0]!, event.touches[1]!];
    pinch.current = {
      startDistance: distance(event.touches),
      originX: (((a.clientX + b.clientX) / 2 - rect.left) / rect.width) * 100,
      originY: (((a.clientY + b.clientY) / 2 - rect.top) / rect.height) * 100,
    };
  };

  const onTouchMove = (event: TouchEvent<HTMLDivElement>) => {
    if (!pinch.current || event.touches.length !== 2) return;
    const ratio = distance(event.touches) / pinch.current.startDistance;
    const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, ratio));
    setZoom({ scale, originX: pinch.current.originX, originY: pinch.current.originY });
  };

  const release = () => {
    pinch.current = null;
    setZoom((current) => ({ ...current, scale: 1 }));
  };

  return (
    <div
      className={styles.frame}
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      onTouchEnd={release}
      onTouchCancel={release}
      data-zoom={zoom.scale.toFixed(2)}
    >
      <div
        className={zoom.scale === 1 ? styles.released : styles.pinched}
        // Set on every finger move: a style, not a class.
        style={{ transform: `scale(${zoom.scale})`, transformOrigin: `${zoom.originX}% ${zoom.originY}%` }}
      >
        {children}
      </div>
    </div>
  );
}
