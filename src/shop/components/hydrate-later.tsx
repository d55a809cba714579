import { Suspense, useEffect, useLayoutEffect, useRef, type ReactNode } from "react";
import { holdInputUntilHydrated } from "@/lib/browser/early-input.ts";

/**
 * A part of a server-rendered page that hydrates after the part around it. React hydrates each
 * Suspense boundary in a pass of its own, after its parent's: the header first (the layout's),
 * then the page's first screen, then what is wrapped in this, each in short tasks. Nothing in it
 * suspends: on the server it renders whole, and on a page drawn in the browser it changes nothing.
 * Until it has hydrated, the boot script keeps holding taps (lib/browser/early-input.ts): React
 * drops a tap on a part it has not hydrated yet.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  const release = useRef<() => void>(undefined);
  // A layout effect: it runs in the page's own commit, before the page says it answers input.
  useLayoutEffect(() => {
    const done = holdInputUntilHydrated();
    release.current = done;
    return done;
  }, []);
  return (
    <Suspense fallback={null}>
      <Hydrated onHydrated={() => release.current?.()} />
      {children}
    </Suspense>
  );
}

/** Its effect runs once the boundary around it has hydrated. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}
