import { useEffect, useState } from "react";
import { toaster } from "@/lib/ui/toaster.ts";
import type { AccessKeySummary } from "@domain/analysis/access-keys.ts";
import { watchAccessKeys } from "@/lib/firebase/admin/analytics.ts";

/** The color analysis' access keys, newest first, live; `undefined` until the first answer. */
export function useAccessKeys(): AccessKeySummary[] | undefined {
  const [keys, setKeys] = useState<AccessKeySummary[]>();
  useEffect(
    () =>
      watchAccessKeys(setKeys, (error) => {
        console.error("No se pudieron cargar las claves de acceso", error);
        toaster.create({ type: "error", title: "No se pudieron cargar las claves de acceso" });
        setKeys([]);
      }),
    [],
  );
  return keys;
}
