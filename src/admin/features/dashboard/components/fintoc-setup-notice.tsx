import { Text } from "@chakra-ui/react";
import { CreditCard } from "lucide-react";
import { FINTOC_SETUP_PROBLEMS, type PaymentsStatus } from "@domain/orders/fintoc-setup.ts";
import { DashboardNotice } from "./dashboard-notice.tsx";

/**
 * A deployed shop whose Fintoc is half set up (checkout refuses the payment-link button until it
 * is fixed), or still in test mode (payments are not real money). Nothing for a shop without
 * Fintoc, nor on the emulators, whose Fintoc is the local stand-in.
 */
export function FintocSetupNotice({ status }: { status: PaymentsStatus | undefined }) {
  if (!status?.deployed) return null;
  const { fintoc } = status;
  if (fintoc.state === "incomplete") {
    return (
      <DashboardNotice
        label="Configuración de Fintoc"
        icon={<CreditCard aria-hidden />}
        palette="orange"
        title="El pago con link está desactivado: falta terminar de configurar Fintoc"
        action={null}
      >
        <Text fontSize="sm">{FINTOC_SETUP_PROBLEMS[fintoc.problem]}</Text>
        <Text fontSize="sm">
          Mientras tanto, quien elige «link de pago» en el checkout recibe un aviso para pagar por
          transferencia. Pon los dos secretos (o «sin-clave» en ambos para vender sin Fintoc) con «firebase
          functions:secrets:set» y vuelve a desplegar las funciones.
        </Text>
      </DashboardNotice>
    );
  }
  if (fintoc.state === "test") {
    return (
      <DashboardNotice
        label="Configuración de Fintoc"
        icon={<CreditCard aria-hidden />}
        palette="brand"
        title="Fintoc está en modo de prueba: sus pagos no son dinero real"
        action={null}
      >
        <Text fontSize="sm">
          Un pedido «pagado» con Fintoc ahora no trae dinero. Cuando tu pago de prueba funcione, pon la clave
          live (sk_live_…) y el secreto del webhook live antes de vender.
        </Text>
      </DashboardNotice>
    );
  }
  return null;
}
