import { useState } from "react";
import type { Order } from "@domain/orders/order.ts";

/**
 * Whether the awaiting-payment page shows the proof as received or the steps to pay. A proof just
 * sent counts at once, before the order's listener brings it, unless an admin rejects a proof
 * afterwards; replacing one shows the steps again even though the order still holds the old proof.
 */
export function useProofReceipt() {
  // The order's last rejection when the shopper sent a proof: a newer one undoes the sending.
  const [sent, setSent] = useState<{ rejectedAt: number | null } | null>(null);
  const [replacing, setReplacing] = useState(false);
  return {
    received: (order: Order) =>
      Boolean(order.proof || (sent && sent.rejectedAt === (order.proofRejectedAt?.getTime() ?? null))) &&
      !replacing,
    replace: () => {
      setSent(null);
      setReplacing(true);
    },
    markSent: (order: Order) => {
      setSent({ rejectedAt: order.proofRejectedAt?.getTime() ?? null });
      setReplacing(false);
    },
  };
}
