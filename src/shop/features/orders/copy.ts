/** Words several of the order pages show (the rule: CONTRIBUTING, "Copy"). */
export const ORDER_PAGE_COPY = {
  orderNumber: "Número de pedido",
  seeSummary: "Ver resumen del pedido",
  payWithLink: "Paga con el link de pago",
} as const;
