import { useEffect, useState } from "react";
import { FAILED_MAIL_WINDOW_MS, type FailedMail } from "@domain/mail-delivery.ts";
import { fetchFailedMail } from "@/lib/firebase/admin/health.ts";

/** Owner notices that failed to send in the last 7 days, read once per visit. A failure is only logged. */
export function useFailedMail(): FailedMail | undefined {
  const [failed, setFailed] = useState<FailedMail>();
  useEffect(() => {
    let current = true;
    fetchFailedMail(new Date(Date.now() - FAILED_MAIL_WINDOW_MS)).then(
      (answer) => current && setFailed(answer),
      (error: unknown) => console.error("No se pudieron contar los correos fallidos", error),
    );
    return () => {
      current = false;
    };
  }, []);
  return failed;
}
