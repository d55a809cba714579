import { startTransition, useEffect, useState } from "react";
import { codePreloadsStarted, type CodeGroup } from "@/lib/browser/code-preloads.ts";

/**
 * False until `wanted` and the boot script has started every preload of the group's code
 * (lib/browser/code-preloads.ts), then true, rendered as a transition: mount the group's lazy
 * parts then.
 */
export function useCodePreloaded(group: CodeGroup, wanted: boolean): boolean {
  const [preloaded, setPreloaded] = useState(false);
  useEffect(() => {
    if (!wanted) return;
    let mounted = true;
    void codePreloadsStarted(group).then(() => mounted && startTransition(() => setPreloaded(true)));
    return () => {
      mounted = false;
    };
  }, [group, wanted]);
  return preloaded;
}
