import { Trash2 } from "lucide-react";
import { Link as RouterLink } from "react-router-dom";
import { QuantityStepper } from "@/shop/components/quantity-stepper.tsx";
import { IconButton } from "@/shop/components/ui/button.tsx";
import { orderableUnits, type CartItem } from "@domain/orders/cart.ts";
import { MAX_UNITS_PER_PRODUCT } from "@domain/orders/checkout-limits.ts";
import { formatClp } from "@domain/money.ts";
import { productPath } from "@domain/shop-paths.ts";
import { useCartStore } from "@/shop/stores/cart-store.ts";
import { mediaSrcSet, mediaVariantUrl } from "@/lib/firebase/media.ts";
import { css, cx } from "@/styled-system/css";
import { flex, hstack, stack } from "@/styled-system/patterns";
import { link, thumbnail } from "@/styled-system/recipes";

// One per piece in the cart: the classes are computed once.
const styles = {
  list: stack({ listStyleType: "none", gap: "0", borderTopWidth: "1px" }),
  line: flex({ gap: { base: "3", md: "5" }, py: "5", borderBottomWidth: "1px" }),
  photo: thumbnail({ size: "lg" }),
  text: stack({ flex: "1", minW: "[0]", gap: "2" }),
  heading: flex({ justify: "space-between", gap: "3", align: "start" }),
  name: cx(
    link(),
    css({ fontFamily: "heading", fontSize: "xl", lineHeight: "[1.2]", color: "fg", fontWeight: "medium" }),
  ),
  remove: css({ mt: "-1" }),
  unitPrice: css({ color: "fg.muted" }),
  srOnly: css({ srOnly: true }),
  bottom: hstack({ justify: "space-between", alignItems: "end", flexWrap: "wrap", gap: "2" }),
  quantity: stack({ gap: "1" }),
  limit: css({ fontSize: "sm", color: "fg.muted" }),
  lineTotal: css({ fontWeight: "semibold", fontSize: "lg" }),
};

/** The cart's lines: photo, name linking to the piece, unit price, quantity 1..what an order may take, line total. */
export function CartLines({ items }: { items: readonly CartItem[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <CartLine key={item.productId} item={item} />
      ))}
    </ul>
  );
}

function CartLine({ item }: { item: CartItem }) {
  const setQuantity = useCartStore((state) => state.setQuantity);
  const remove = useCartStore((state) => state.remove);
  const image = mediaVariantUrl(item.image);
  const href = productPath({ id: item.productId, name: item.name, productType: item.productType });

  return (
    <li className={styles.line}>
      <div className={styles.photo}>
        {image && <img src={image} srcSet={mediaSrcSet(item.image)} sizes="112px" alt="" />}
      </div>
      <div className={styles.text}>
        <div className={styles.heading}>
          <RouterLink to={href} className={styles.name}>
            {item.name}
          </RouterLink>
          <IconButton
            size="sm"
            variant="ghost"
            className={styles.remove}
            aria-label={`Eliminar ${item.name} del carrito`}
            onClick={() => remove(item.productId)}
          >
            <Trash2 />
          </IconButton>
        </div>
        <p className={styles.unitPrice}>
          {formatClp(item.price)} <span className={styles.srOnly}>por unidad</span>
        </p>
        <div className={styles.bottom}>
          <div className={styles.quantity}>
            <QuantityStepper
              value={item.quantity}
              max={orderableUnits(item.stock)}
              itemName={item.name}
              onChange={(quantity) => setQuantity(item.productId, quantity)}
            />
            {item.quantity >= orderableUnits(item.stock) && (
              <p className={styles.limit}>
                {item.stock > MAX_UNITS_PER_PRODUCT
                  ? `Máximo por pedido: ${MAX_UNITS_PER_PRODUCT} unidades`
                  : `Stock máximo: ${item.stock} unidades`}
              </p>
            )}
          </div>
          <p className={styles.lineTotal}>{formatClp(item.price * item.quantity)}</p>
        </div>
      </div>
    </li>
  );
}
