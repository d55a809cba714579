import { useEffect, useState } from "react";
import { toaster } from "@/lib/ui/toaster.ts";
import { DEFAULT_BACK_OFFICE_SETTINGS, type BackOfficeSettings } from "@domain/settings/settings.ts";
import { watchBackOfficeSettings } from "@/lib/firebase/settings.ts";

/**
 * The admin-only settings, live: `undefined` while loading, the defaults until an admin saves
 * them (the functions use the same defaults).
 */
export function useBackOfficeSettings(): BackOfficeSettings | undefined {
  const [settings, setSettings] = useState<BackOfficeSettings>();
  useEffect(
    () =>
      watchBackOfficeSettings(
        (saved) => setSettings(saved ?? DEFAULT_BACK_OFFICE_SETTINGS),
        (error) => {
          console.error("No se pudieron cargar los ajustes internos", error);
          toaster.create({ type: "error", title: "No se pudieron cargar los ajustes internos" });
          setSettings(DEFAULT_BACK_OFFICE_SETTINGS);
        },
      ),
    [],
  );
  return settings;
}
