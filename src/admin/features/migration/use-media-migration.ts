/**
 * The migration page's run: reads the products as they are now, plans the external files and runs
 * them through the import and the guarded write, publishing every state (spec: Migration phases).
 */
import { useCallback, useEffect, useState } from "react";
import {
  IDLE_MIGRATION,
  planMediaMigration,
  runMediaMigration,
  type MigrationState,
} from "@domain/catalog/media-migration.ts";
import {
  importProductMedia,
  readProductsForMigration,
  writeImportedMedia,
} from "@/lib/firebase/admin/migration.ts";
import { deleteStoredMedia } from "@/lib/firebase/admin/products.ts";

export type MediaMigration = MigrationState & {
  running: boolean;
  /** 'uploading' has begun, but the products are still being read: no plan yet. */
  preparing: boolean;
  /** Set when the run could not start (the products could not be read). */
  failedToStart: boolean;
  start: () => Promise<void>;
};

const steps = {
  importFile: importProductMedia,
  writeFile: writeImportedMedia,
  discardFile: deleteStoredMedia,
};

export function useMediaMigration(): MediaMigration {
  const [state, setState] = useState<MigrationState>(IDLE_MIGRATION);
  const [failedToStart, setFailedToStart] = useState(false);
  const [preparing, setPreparing] = useState(false);
  const running = state.phase === "uploading" || state.phase === "updating-db";

  // Leaving the page mid-run would stop it between an upload and its product update.
  useEffect(() => {
    if (!running) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [running]);

  const start = useCallback(async () => {
    setFailedToStart(false);
    setPreparing(true);
    setState({ ...IDLE_MIGRATION, phase: "uploading" });
    try {
      const files = planMediaMigration(await readProductsForMigration());
      setPreparing(false);
      await runMediaMigration(files, steps, setState);
    } catch (error) {
      console.error("No se pudo ejecutar la migración", error);
      setFailedToStart(true);
      setPreparing(false);
      setState((current) => ({ ...current, phase: "error" }));
    }
  }, []);

  return { ...state, running, preparing, failedToStart, start };
}
