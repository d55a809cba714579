import { useState } from "react";
import type { Order } from "@domain/orders/order.ts";

/** What has happened to the order's proofs since: a rejection by an admin, or a file refused as unreadable. */
const proofVerdicts = (order: Order) =>
  `${order.proofRejectedAt?.getTime() ?? ""}/${order.proofRefusedAt?.getTime() ?? ""}`;

/**
 * Whether the awaiting-payment page shows the proof as received or the steps to pay. A proof just
 * sent counts at once, before the order's listener brings it, unless an admin rejects a proof or
 * the file is refused as unreadable afterwards; replacing one shows the steps again even though
 * the order still holds the old proof.
 */
export function useProofReceipt() {
  // The order's verdicts when the shopper sent a proof: a newer one undoes the sending.
  const [sent, setSent] = useState<string | null>(null);
  const [replacing, setReplacing] = useState(false);
  return {
    received: (order: Order) => Boolean(order.proof || sent === proofVerdicts(order)) && !replacing,
    replace: () => {
      setSent(null);
      setReplacing(true);
    },
    markSent: (order: Order) => {
      setSent(proofVerdicts(order));
      setReplacing(false);
    },
  };
}
