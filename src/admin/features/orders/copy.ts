/** Words several parts of the orders list show (the rule: CONTRIBUTING, "Copy"). */
export const ORDERS_COPY = {
  loading: "Cargando pedidos...",
} as const;
