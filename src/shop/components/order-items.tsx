import { formatClp } from "@domain/money.ts";
import { amountsRows, placedOrderAmounts, type OrderAmounts } from "@domain/orders/order-amounts.ts";
import type { Order } from "@domain/orders/order.ts";
import { mediaVariantUrl } from "@/lib/firebase/media.ts";
import { css, cx } from "@/styled-system/css";
import { flex, stack } from "@/styled-system/patterns";
import { sharedWords } from "@/i18n/shared-words.ts";
import { thumbnail } from "@/styled-system/recipes";

// One line per piece: the classes are computed once.
const styles = {
  list: stack({ gap: "0", listStyleType: "none" }),
  line: flex({ gap: "3", py: "3", borderBottomWidth: "1px", align: "center" }),
  photo: thumbnail({ size: "sm" }),
  text: stack({ gap: "0", flex: "1", minW: "[0]" }),
  name: css({ fontWeight: "medium" }),
  detail: css({ fontSize: "sm", color: "fg.muted" }),
  subtotal: css({ fontWeight: "medium" }),
  amounts: css({ pt: "3" }),
};

/** An order's lines (photo, name, quantity × price, subtotal) and its amounts down to the total. */
export function OrderItems({ order, photos = true }: { order: Order; photos?: boolean }) {
  return (
    <div className={stack({ gap: "0" })}>
      <ul className={styles.list} aria-label={sharedWords.lists.items}>
        {order.items.map((item) => {
          const image = photos ? mediaVariantUrl(item.imageUrl) : null;
          return (
            <li key={item.productId} className={styles.line}>
              {photos && <div className={styles.photo}>{image && <img src={image} alt="" />}</div>}
              <div className={styles.text}>
                <p className={styles.name}>{item.name}</p>
                <p className={styles.detail}>
                  {item.quantity} × {formatClp(item.price)}
                </p>
              </div>
              <p className={styles.subtotal}>{formatClp(item.subtotal)}</p>
            </li>
          );
        })}
      </ul>
      <OrderAmountsSummary
        amounts={placedOrderAmounts(order)}
        discountCode={order.discount?.code ?? null}
        className={styles.amounts}
      />
    </div>
  );
}

const amountsStyles = {
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
    <dl aria-label={sharedWords.lists.amounts} className={cx(amountsStyles.list, props.className)}>
      {rows.map((row) => (
        <div
          key={row.kind}
          className={
            row.kind === "total"
              ? amountsStyles.total
              : cx(amountsStyles.row, row.kind === "discount" && amountsStyles.discount)
          }
        >
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
