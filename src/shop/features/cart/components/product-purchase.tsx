import { useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import { QuantityStepper } from "@/shop/components/quantity-stepper.tsx";
import { Button } from "@/shop/components/ui/button.tsx";
import { orderableUnits } from "@domain/orders/cart.ts";
import { stockStatus, type Product } from "@domain/catalog/product.ts";
import { useCartStore } from "@/shop/stores/cart-store.ts";
import { css, cx } from "@/styled-system/css";
import { hstack, stack } from "@/styled-system/patterns";
import { href } from "@domain/shop-paths.ts";
import { copy } from "@/i18n/es-CL.ts";

/** Spec: 'Agregada' shows for about 1 s after adding. */
const ADDED_FEEDBACK_MS = 1000;

const stockStyles = {
  out: css({ color: "fg.muted", fontWeight: "medium" }),
  low: css({ color: "orange.700", fontWeight: "medium" }),
  ok: css({ color: "green.700", fontWeight: "medium" }),
};

// The tap on 'Agregar al carrito' renders this again: its classes are computed once, here.
const styles = {
  root: stack({ gap: "4" }),
  actions: hstack({ gap: "3", flexWrap: "wrap" }),
  action: css({ flex: "1", minW: "40" }),
};

function stockText(stock: number): string {
  const status = stockStatus(stock);
  if (status === "out") return copy.soldOut;
  if (status === "low") return stock === 1 ? "¡Última unidad disponible!" : `Solo quedan ${stock} unidades`;
  return `${stock} unidades disponibles`;
}

/** Quantity, add to cart and buy now, bounded by the live stock. */
export function ProductPurchase({ product }: { product: Product }) {
  const navigate = useNavigate();
  const add = useCartStore((state) => state.add);
  const [quantity, setQuantity] = useState(1);
  const [justAdded, setJustAdded] = useState(false);
  const soldOut = product.stock <= 0;
  const boundedQuantity = Math.max(1, Math.min(quantity, orderableUnits(product.stock)));

  useEffect(() => {
    if (!justAdded) return;
    const timer = setTimeout(() => setJustAdded(false), ADDED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [justAdded]);

  return (
    <div className={styles.root}>
      <p
        className={
          soldOut ? stockStyles.out : stockStatus(product.stock) === "low" ? stockStyles.low : stockStyles.ok
        }
      >
        {stockText(product.stock)}
      </p>
      {!soldOut && (
        <QuantityStepper
          value={boundedQuantity}
          max={orderableUnits(product.stock)}
          onChange={setQuantity}
          itemName={product.name}
        />
      )}
      <div className={styles.actions}>
        <Button
          className={cx(css({ colorPalette: "brand" }), styles.action)}
          size="lg"
          disabled={soldOut}
          onClick={() => {
            if (add(product, boundedQuantity)) setJustAdded(true);
          }}
        >
          {soldOut ? copy.soldOut : justAdded ? "Agregada" : "Agregar al carrito"}
        </Button>
        <Button
          className={styles.action}
          size="lg"
          variant="outline"
          disabled={soldOut}
          onClick={() => {
            add(product, boundedQuantity);
            navigate(href("cart"));
          }}
        >
          Comprar ahora
        </Button>
      </div>
    </div>
  );
}
