import { Spinner, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { ConfirmDialog } from "@/admin/components/confirm-dialog.tsx";
import { toaster } from "@/lib/ui/toaster.ts";
import type { AccessKeySummary } from "@domain/analysis/access-keys.ts";
import { revokeAccessKey } from "@/lib/firebase/admin/analytics.ts";
import { useAccessKeys } from "../use-access-keys.ts";
import { AccessKeyList } from "./access-key-list.tsx";
import { AnalyticsPanel } from "./analytics-panel.tsx";
import { CreateAccessKeyForm } from "./create-access-key-form.tsx";
import { NewAccessKeyNotice } from "./new-access-key-notice.tsx";
import { ANALYTICS_COPY } from "../copy.ts";

/** Keys for the color analysis beyond the 3 free analyses of a visit: create, list, revoke. */
export function AccessKeysPanel() {
  const keys = useAccessKeys();
  const [created, setCreated] = useState<{ label: string; key: string } | null>(null);
  const [toRevoke, setToRevoke] = useState<AccessKeySummary | null>(null);

  async function revoke(key: AccessKeySummary) {
    try {
      await revokeAccessKey(key.id);
      toaster.create({ type: "success", title: "Clave revocada" });
    } catch (error) {
      console.error("No se pudo revocar la clave", error);
      toaster.create({ type: "error", title: "No se pudo revocar la clave" });
    }
    setToRevoke(null);
  }

  return (
    <AnalyticsPanel
      title={ANALYTICS_COPY.accessKeys}
      description="La asesoría de color pide una clave desde el 4.º análisis de una visita (máximo 5 por hora por clave)."
    >
      <Stack gap="4">
        {created ? (
          <NewAccessKeyNotice label={created.label} newKey={created.key} onDone={() => setCreated(null)} />
        ) : (
          <CreateAccessKeyForm onCreated={setCreated} />
        )}
        {keys === undefined ? (
          <Spinner size="sm" aria-label="Cargando claves" />
        ) : (
          <AccessKeyList keys={keys} onRevoke={setToRevoke} />
        )}
      </Stack>
      <ConfirmDialog
        open={toRevoke !== null}
        title={`¿Revocar la clave «${toRevoke?.label ?? ""}»?`}
        confirmLabel="Revocar"
        onClose={() => setToRevoke(null)}
        onConfirm={() => (toRevoke ? revoke(toRevoke) : Promise.resolve())}
      >
        Quien la tenga ya no podrá usarla en la asesoría de color. Esta acción no se puede deshacer.
      </ConfirmDialog>
    </AnalyticsPanel>
  );
}
