import { useCallback, useEffect, useState } from "react";
import { toaster } from "@/lib/ui/toaster.ts";

/** Spec 9: copy feedback lasts 2 s. */
const COPIED_FEEDBACK_MS = 2000;

/** Copies text with the spec's toasts; `copied` names what was copied last, for 2 s. */
export function useCopy() {
  const [copied, setCopied] = useState<string | null>(null);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), COPIED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = useCallback(async (id: string, text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(id);
      toaster.create({ type: "success", title: "Copiado" });
    } catch {
      toaster.create({
        type: "error",
        title: "Error al copiar",
        description: "No se pudo copiar al portapapeles",
      });
    }
  }, []);

  return { copied, copy };
}
