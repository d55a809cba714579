import { useEffect, useState } from "react";
import type { PaymentsStatus } from "@domain/orders/fintoc-setup.ts";
import { fetchPaymentsStatus } from "@/lib/firebase/admin/health.ts";

/** How the shop takes payments, asked once per visit to the dashboard. A failure is only logged. */
export function usePaymentsStatus(): PaymentsStatus | undefined {
  const [status, setStatus] = useState<PaymentsStatus>();
  useEffect(() => {
    let current = true;
    fetchPaymentsStatus().then(
      (answer) => current && setStatus(answer),
      (error: unknown) => console.error("No se pudo consultar la configuración de pagos", error),
    );
    return () => {
      current = false;
    };
  }, []);
  return status;
}
