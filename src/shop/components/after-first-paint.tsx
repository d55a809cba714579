import { Suspense, type ReactNode } from "react";
import { useAfterFirstPaint } from "@/lib/browser/after-first-paint.ts";

/**
 * Mounts its children once the page has painted and the browser is idle, so their lazy code loads
 * only then. The flag lives here rather than in the page around it: when it flips, and again each
 * time a lazy child's code arrives, React renders this small subtree, not the whole page.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const painted = useAfterFirstPaint();
  return <Suspense fallback={null}>{painted && children}</Suspense>;
}
