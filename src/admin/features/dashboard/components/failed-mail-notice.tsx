import { Text } from "@chakra-ui/react";
import { MailWarning } from "lucide-react";
import type { FailedMail } from "@domain/mail-delivery.ts";
import { formatOrderDate } from "@domain/orders/order-list.ts";
import { DashboardNotice } from "./dashboard-notice.tsx";

/**
 * Owner notices the e-mail extension could not send in the last 7 days: every order notice depends
 * on it, and a wrong SMTP value fails without a sign anywhere else.
 */
export function FailedMailNotice({ failed }: { failed: FailedMail | undefined }) {
  if (!failed || failed.count === 0) return null;
  return (
    <DashboardNotice
      label="Avisos por correo que no se enviaron"
      icon={<MailWarning aria-hidden />}
      palette="orange"
      title={
        failed.count === 1
          ? "1 aviso por correo no se pudo enviar en los últimos 7 días"
          : `${failed.count} avisos por correo no se pudieron enviar en los últimos 7 días`
      }
    >
      {failed.latest && (
        <Text fontSize="sm">
          Último error ({formatOrderDate(failed.latest.at)}): {failed.latest.error}
        </Text>
      )}
      <Text fontSize="sm">
        Revisa los valores SMTP de la extensión «Trigger Email» en la consola de Firebase (Extensions): la
        dirección del servidor, el usuario, la contraseña y el remitente. Mientras tanto, revisa aquí los
        pedidos nuevos: no te llegará el correo de cada uno.
      </Text>
    </DashboardNotice>
  );
}
