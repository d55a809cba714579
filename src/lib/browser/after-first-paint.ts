/**
 * Work that must not hold back the first paint (live listeners, overlays, the recently viewed
 * strip) waits until the browser is idle after painting.
 */
import { useEffect, useState } from "react";

export function afterFirstPaint(task: () => void): void {
  if ("requestIdleCallback" in window) requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 300);
}

/** False on the first renders, true once the page has painted and the browser is idle. */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterFirstPaint(() => setPainted(true)), []);
  return painted;
}
