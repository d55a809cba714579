/** The notices themselves, sliding in and out ('Nueva versión disponible', the install suggestion). */
import { AnimatePresence } from "motion/react";
import { MotionBoundary } from "@/shop/components/motion/motion-boundary.tsx";
import { Button } from "@/shop/components/ui/button.tsx";
import type { useInstallSuggestion } from "../use-install-suggestion.ts";
import type { useUpdatePrompt } from "../use-update-prompt.ts";
import { FloatingNotice } from "./floating-notice.tsx";
import { css } from "@/styled-system/css";

type Props = {
  update: ReturnType<typeof useUpdatePrompt>;
  install: ReturnType<typeof useInstallSuggestion>;
};

export function NoticesView({ update, install }: Props) {
  return (
    <MotionBoundary>
      <AnimatePresence>
        {update.waiting ? (
          <FloatingNotice
            key="actualizacion"
            label="Actualización"
            actions={
              <>
                <Button size="sm" variant="ghost" onClick={update.later}>
                  Más tarde
                </Button>
                <Button size="sm" className={css({ colorPalette: "brand" })} onClick={update.update}>
                  Actualizar
                </Button>
              </>
            }
          >
            <strong>Nueva versión disponible</strong>
          </FloatingNotice>
        ) : (
          install.suggest && (
            <FloatingNotice
              key="instalar"
              label="Instalar la tienda"
              actions={
                <>
                  <Button size="sm" variant="ghost" onClick={install.notNow}>
                    Ahora no
                  </Button>
                  <Button size="sm" className={css({ colorPalette: "brand" })} onClick={install.install}>
                    Instalar
                  </Button>
                </>
              }
            >
              Instala Chatoyant en tu pantalla de inicio: abre la tienda en un toque, incluso sin conexión.
            </FloatingNotice>
          )
        )}
      </AnimatePresence>
    </MotionBoundary>
  );
}
