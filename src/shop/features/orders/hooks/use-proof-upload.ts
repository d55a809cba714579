import { useEffect, useState } from "react";
import { toaster } from "@/lib/ui/toaster.ts";
import type { Order } from "@domain/orders/order.ts";
import { checkProofFile, PROOF_MESSAGES, takesAnotherProof } from "@domain/orders/payment-proof.ts";
import { OfflineError } from "@/lib/browser/connectivity.ts";
import { uploadPaymentProof } from "@/lib/firebase/shop/payment-proofs.ts";

export const PROOF_NEEDS_CONNECTION =
  "Necesitas conexión a internet para enviar tu comprobante. Tu pedido ya está registrado: puedes volver a esta página cuando tengas señal.";

/**
 * A proof of payment, from the file the shopper chooses to Storage: the file is checked when
 * chosen (and again before sending), previewed, and sent with its progress (0–100, `null` while
 * nothing is being sent); the recordPaymentProof function then notes it on the order.
 */
export function useProofUpload(order: Order, onSent: () => void) {
  const [chosen, setChosen] = useState<{ file: File; preview: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const file = chosen?.file ?? null;
  const preview = chosen?.preview ?? null;

  // The preview's object URL lives as long as it is shown.
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  function choose(picked: File | undefined) {
    if (!picked) return;
    const check = checkProofFile(picked);
    if (!check.ok) {
      toaster.create({ type: "error", ...check.message });
      return;
    }
    setChosen({ file: picked, preview: URL.createObjectURL(picked) });
  }

  async function send() {
    if (!file) return;
    const check = checkProofFile(file);
    if (!check.ok) return;
    setProgress(0);
    try {
      await uploadPaymentProof(order.id, file, check, setProgress);
      toaster.create({ type: "success", title: PROOF_MESSAGES.sent });
      onSent();
    } catch (error) {
      console.error("No se pudo subir el comprobante", error);
      // The rules take a replacement at most a minute after the proof it replaces, and at most
      // five of them.
      const refused = (error as { code?: unknown }).code === "storage/unauthorized";
      toaster.create({
        type: "error",
        title: PROOF_MESSAGES.uploadFailed.title,
        description:
          error instanceof OfflineError
            ? PROOF_NEEDS_CONNECTION
            : refused && !takesAnotherProof(order)
              ? PROOF_MESSAGES.noMoreReplacements
              : refused && order.proof !== null
                ? PROOF_MESSAGES.replacedTooSoon
                : PROOF_MESSAGES.uploadFailed.description,
      });
      setProgress(null);
    }
  }

  return { file, preview, progress, choose, send };
}
