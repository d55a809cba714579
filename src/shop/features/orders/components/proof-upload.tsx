import { ImageUp } from "lucide-react";
import { useRef } from "react";
import { NeedsConnection } from "@/shop/components/needs-connection.tsx";
import type { Order } from "@domain/orders/order.ts";
import {
  PROOF_FORMATS_LABEL,
  PROOF_MAX_SIZE_LABEL,
  PROOF_MESSAGES,
  takesAnotherProof,
} from "@domain/orders/payment-proof.ts";
import { useOnline } from "@/lib/browser/connectivity.ts";
import { PROOF_NEEDS_CONNECTION, useProofUpload } from "../hooks/use-proof-upload.ts";
import { StepPanel } from "./step-panel.tsx";
import { ProgressBar } from "@/shop/components/progress-bar.tsx";
import { Button } from "@/shop/components/ui/button.tsx";
import { css } from "@/styled-system/css";
import { Flex, Stack, styled } from "@/styled-system/jsx";

const ACCEPTED_FILES = "image/jpeg,image/png,image/webp,image/heic,image/heif,.jpg,.jpeg,.png,.webp,.heic";

/** Step 2 of the awaiting-payment page: choose a proof, see it, and send it with its progress. */
export function ProofUpload({ order, onSent }: { order: Order; onSent: () => void }) {
  const online = useOnline();
  const input = useRef<HTMLInputElement>(null);
  const { file, preview, progress, choose, send } = useProofUpload(order, onSent);
  const uploading = progress !== null;

  if (!takesAnotherProof(order) && !uploading)
    return (
      <StepPanel number={2} title="Envíanos tu comprobante">
        <styled.p color="fg.muted">{PROOF_MESSAGES.noMoreReplacements}</styled.p>
      </StepPanel>
    );

  return (
    <StepPanel number={2} title="Envíanos tu comprobante">
      <input
        ref={input}
        type="file"
        accept={ACCEPTED_FILES}
        hidden
        aria-label="Comprobante de pago"
        onChange={(event) => {
          choose(event.target.files?.[0]);
          event.target.value = "";
        }}
      />
      <NeedsConnection>{PROOF_NEEDS_CONNECTION}</NeedsConnection>
      {file ? (
        <Stack gap="4">
          <Flex
            bg="bg.muted"
            rounded="lg"
            overflow="hidden"
            justify="center"
            align="center"
            minH="32"
            maxH="96"
          >
            {/* Browsers other than Safari cannot draw HEIC: the file name stands in for it. */}
            {preview && !/heic|heif/i.test(file.type + file.name) ? (
              <styled.img src={preview} alt="Vista previa del comprobante" maxH="96" objectFit="contain" />
            ) : (
              <styled.p p="6" color="fg.muted" overflowWrap="anywhere">
                {file.name}
              </styled.p>
            )}
          </Flex>
          {uploading && (
            <Stack gap="1">
              <ProgressBar label="Subiendo comprobante" value={progress} />
              <styled.p fontSize="sm" color="fg.muted">
                Subiendo… {progress}%
              </styled.p>
            </Stack>
          )}
          <Stack gap="3" direction={{ base: "column-reverse", sm: "row" }}>
            <Button
              variant="outline"
              size="lg"
              className={css({ flex: { sm: "1" } })}
              disabled={uploading}
              onClick={() => input.current?.click()}
            >
              Cambiar
            </Button>
            <Button
              className={css({ colorPalette: "brand", flex: { sm: "1" } })}
              size="lg"
              loading={uploading}
              loadingText="Enviando..."
              disabled={!online}
              onClick={send}
            >
              Confirmar y enviar
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Stack gap="3">
          <styled.p color="fg.muted">
            Una foto o captura de pantalla ({PROOF_FORMATS_LABEL}, hasta {PROOF_MAX_SIZE_LABEL}).
          </styled.p>
          <Button variant="outline" size="lg" onClick={() => input.current?.click()}>
            <ImageUp />
            Elegir comprobante
          </Button>
        </Stack>
      )}
    </StepPanel>
  );
}
