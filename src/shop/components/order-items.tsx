import { formatClp } from "@domain/money.ts";
import { placedOrderAmounts } from "@domain/orders/order-amounts.ts";
import type { Order } from "@domain/orders/order.ts";
import { mediaVariantUrl } from "@/lib/firebase/media.ts";
import { css } from "@/styled-system/css";
import { flex, stack } from "@/styled-system/patterns";
import { OrderAmountsSummary } from "./order-amounts-summary.tsx";

// One line per piece: the classes are computed once.
const styles = {
  list: stack({ gap: "0", listStyleType: "none" }),
  line: flex({ gap: "3", py: "3", borderBottomWidth: "1px", align: "center" }),
  photo: css({
    w: "14",
    flexShrink: "0",
    aspectRatio: "portrait",
    rounded: "md",
    overflow: "hidden",
    bg: "bg.muted",
  }),
  image: css({ w: "full", h: "full", objectFit: "cover" }),
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
      <ul className={styles.list} aria-label="Productos del pedido">
        {order.items.map((item) => {
          const image = photos ? mediaVariantUrl(item.imageUrl) : null;
          return (
            <li key={item.productId} className={styles.line}>
              {photos && (
                <div className={styles.photo}>
                  {image && <img src={image} alt="" className={styles.image} />}
                </div>
              )}
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
