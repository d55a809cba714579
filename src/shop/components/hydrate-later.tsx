import { Suspense, type ReactNode } from "react";

/**
 * A part of a server-rendered page that hydrates after the part around it. React hydrates each
 * Suspense boundary in a pass of its own, after its parent's: the header first (the layout's),
 * then the page's first screen, then what is wrapped in this, each in short tasks, and a tap on a
 * part not hydrated yet makes React hydrate it first and replay the tap. Nothing in it suspends:
 * on the server it renders whole, and on a page drawn in the browser it changes nothing.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
