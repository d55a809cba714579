import type { OrderAmounts } from "@domain/orders/order-amounts.ts";
import { amountsRows } from "@domain/orders/order-amounts-rows.ts";
import { css, cx } from "@/styled-system/css";
import { flex, stack } from "@/styled-system/patterns";

const styles = {
  list: stack({ gap: "1" }),
  row: flex({ justify: "space-between", gap: "4", color: "fg.muted" }),
  discount: css({ color: "green.fg" }),
  total: flex({
    justify: "space-between",
    gap: "4",
    pt: "2",
    fontSize: "xl",
    fontWeight: "semibold",
    color: "fg",
  }),
};

/**
 * What an order charges, line by line: the pieces, the discount code's share (only when it takes
 * something off), delivery, and the total — the one the shopper pays. The cart passes the preview
 * of `orderAmounts()`, the order pages `placedOrderAmounts(order)`: one component, so both read alike.
 */
export function OrderAmountsSummary(props: {
  amounts: OrderAmounts;
  /** The discount code, named on the discount line. */
  discountCode: string | null;
  /** Home delivery before a comuna is chosen: its price is not known yet. */
  shippingPending?: boolean;
  className?: string;
}) {
  const rows = amountsRows(props.amounts, props.discountCode, { shippingPending: props.shippingPending });
  return (
    <dl aria-label="Montos del pedido" className={cx(styles.list, props.className)}>
      {rows.map((row) => (
        <div
          key={row.kind}
          className={
            row.kind === "total" ? styles.total : cx(styles.row, row.kind === "discount" && styles.discount)
          }
        >
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
