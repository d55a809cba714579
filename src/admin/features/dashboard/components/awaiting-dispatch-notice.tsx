import { Text } from "@chakra-ui/react";
import { Truck } from "lucide-react";
import { DashboardNotice } from "./dashboard-notice.tsx";

/** Paid orders still to send or to get ready for pickup (issue 42); none, or not counted: nothing. */
export function AwaitingDispatchNotice({ count }: { count: number | null | undefined }) {
  if (!count) return null;
  return (
    <DashboardNotice
      label="Pedidos por despachar"
      icon={<Truck aria-hidden />}
      palette="brand"
      title={
        count === 1
          ? "1 pedido pagado espera su despacho o retiro"
          : `${count} pedidos pagados esperan su despacho o retiro`
      }
    >
      <Text fontSize="sm">
        En Pedidos, márcalos «Despachado» con el número de seguimiento, o «Listo para retiro»: tus clientas lo
        verán en su pedido.
      </Text>
    </DashboardNotice>
  );
}
