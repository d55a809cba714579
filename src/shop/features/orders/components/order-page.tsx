import { useEffect, type ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import { useOnline } from "@/lib/browser/connectivity.ts";
import { toaster } from "@/lib/ui/toaster.ts";
import { Container, styled } from "@/styled-system/jsx";
import type { Order } from "@domain/orders/order.ts";
import { ORDER_LOOKUP_MESSAGES } from "@domain/orders/order-lookup.ts";
import { useOrder } from "../hooks/use-order.ts";
import { OrderPageState } from "./order-page-state.tsx";
import { href } from "@domain/shop-paths.ts";

type Props = {
  /** The order to show, live; none reads as not found. */
  orderId: string | null | undefined;
  /** On a read error, go home (after the toast) instead of saying the order was not found. */
  homeOnError?: boolean;
  /** The page, once its order is here; it gets every later change of the order. */
  children: (order: Order) => ReactNode;
};

/** What the order pages share before their order: loading, not found, and a read error. */
export function OrderPage({ orderId, homeOnError = false, children }: Props) {
  const state = useOrder(orderId);
  const online = useOnline();
  const navigate = useNavigate();
  const goHome = homeOnError ? navigate : null;

  useEffect(() => {
    if (state.status !== "error") return;
    toaster.create({ type: "error", title: ORDER_LOOKUP_MESSAGES.loadFailed });
    goHome?.(href("home"));
  }, [state.status, goHome]);

  if (state.status === "loading" || (goHome && state.status === "error")) return <OrderPageState loading />;
  if (state.status !== "ready") return <OrderPageState message={ORDER_LOOKUP_MESSAGES.notFound} />;
  return (
    <>
      {state.saved && !online && (
        <Container maxW="2xl" px={{ base: "4", md: "6" }} pt="6" mb="-4">
          <styled.p role="status" textAlign="center" fontSize="sm" color="fg.muted">
            Sin conexión: esta es la última información guardada de tu pedido. Se pondrá al día cuando vuelva
            la conexión.
          </styled.p>
        </Container>
      )}
      {children(state.order)}
    </>
  );
}
