import { Flex, Link, Text } from "@chakra-ui/react";
import { Hourglass } from "lucide-react";
import { Link as RouterLink } from "react-router-dom";
import { adminHref } from "@domain/admin-paths.ts";
import { fintocProcessingOverdue } from "@domain/orders/fintoc.ts";
import type { Order } from "@domain/orders/order.ts";
import { DashboardNotice } from "./dashboard-notice.tsx";

/**
 * Orders whose Fintoc payment has been processing at the bank for 72 hours or more: Fintoc sends
 * nothing for a transfer that never settles, so only the owner can decide (the e-mail says so too).
 */
export function FintocOverdueNotice({ orders, now }: { orders: readonly Order[]; now: Date }) {
  const overdue = orders.filter((order) => fintocProcessingOverdue(order, now));
  if (overdue.length === 0) return null;
  return (
    <DashboardNotice
      label="Pagos de Fintoc en proceso hace 72 horas"
      icon={<Hourglass aria-hidden />}
      palette="orange"
      title={
        overdue.length === 1
          ? "1 pago con Fintoc lleva más de 72 horas en proceso"
          : `${overdue.length} pagos con Fintoc llevan más de 72 horas en proceso`
      }
    >
      <Text fontSize="sm">
        Revisa cada pago en el panel de Fintoc: si llegó, marca el pedido como «Pago verificado»; si no,
        cancélalo para que las piezas vuelvan a la tienda.
      </Text>
      <Flex as="ul" gap="3" wrap="wrap" listStyleType="none" fontSize="sm">
        {overdue.map((order) => (
          <li key={order.id}>
            <Link asChild fontWeight="600" color="colorPalette.fg">
              <RouterLink to={adminHref("orders", { pedido: order.id })}>{order.orderNumber}</RouterLink>
            </Link>
          </li>
        ))}
      </Flex>
    </DashboardNotice>
  );
}
