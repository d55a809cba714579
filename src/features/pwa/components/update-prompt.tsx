/**
 * Registers the service worker (through workbox-window) and, when a new version of the shop is
 * waiting, offers to switch to it: 'Nueva versión disponible' / 'Actualizar'. Nothing reloads
 * behind the shopper's back.
 */
import { Button } from "@chakra-ui/react";
import { AnimatePresence } from "motion/react";
import { useRegisterSW } from "virtual:pwa-register/react";
import { FloatingNotice } from "./floating-notice.tsx";

export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisterError: (error) => console.error("No se pudo registrar el service worker", error),
  });
  return (
    <AnimatePresence>
      {needRefresh && (
        <FloatingNotice
          key="actualizacion"
          label="Actualización"
          actions={
            <>
              <Button size="sm" variant="ghost" onClick={() => setNeedRefresh(false)}>
                Más tarde
              </Button>
              <Button size="sm" colorPalette="brand" onClick={() => void updateServiceWorker(true)}>
                Actualizar
              </Button>
            </>
          }
        >
          <strong>Nueva versión disponible</strong>
        </FloatingNotice>
      )}
    </AnimatePresence>
  );
}
