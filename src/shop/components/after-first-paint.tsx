import { Suspense, type ReactNode } from "react";
import { useAfterFirstPaint } from "@/lib/browser/after-first-paint.ts";
import { useCodePreloaded } from "@/shop/lib/browser/use-code-preloaded.ts";

/**
 * Mounts its children once the page has painted and the browser is idle, so their lazy code loads
 * only then, and once the boot script has started that code's preloads a few a task (a lazy part
 * would otherwise start its own all at once, inside one of React's render tasks). The flag lives
 * here rather than in the page around it: when it flips, and again each time a lazy child's code
 * arrives, React renders this small subtree, not the whole page.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const preloaded = useCodePreloaded("laterParts", useAfterFirstPaint());
  return <Suspense fallback={null}>{preloaded && children}</Suspense>;
}
