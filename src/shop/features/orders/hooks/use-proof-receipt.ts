import { useState } from "react";
import type { Order } from "@domain/order.ts";

/**
 * Whether the awaiting-payment page shows the proof as received or the steps to pay. A proof just
 * sent counts at once, before the order's listener brings it; replacing one shows the steps again
 * even though the order still holds the old proof.
 */
export function useProofReceipt() {
  const [sent, setSent] = useState(false);
  const [replacing, setReplacing] = useState(false);
  return {
    received: (order: Order) => Boolean(sent || order.proof) && !replacing,
    replace: () => {
      setSent(false);
      setReplacing(true);
    },
    markSent: () => {
      setSent(true);
      setReplacing(false);
    },
  };
}
