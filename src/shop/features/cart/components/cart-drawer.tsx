import { Portal } from "@ark-ui/react/portal";
import { Trash2 } from "lucide-react";
import type { ComponentType } from "react";
import { Link as RouterLink } from "react-router-dom";
import { QuantityStepper } from "@/shop/components/quantity-stepper.tsx";
import { Button, IconButton } from "@/shop/components/ui/button.tsx";
import { CloseButton } from "@/shop/components/ui/close-button.tsx";
import * as Drawer from "@/shop/components/ui/drawer.tsx";
import { orderableUnits, type CartItem } from "@domain/orders/cart.ts";
import { formatClp } from "@domain/money.ts";
import { mediaUrl } from "@/lib/firebase/media.ts";
import { useCartDrawerStore } from "../stores/cart-drawer-store.ts";
import { useCartStore } from "@/shop/stores/cart-store.ts";
import { css } from "@/styled-system/css";
import { Stack, styled } from "@/styled-system/jsx";
import { flex, hstack, stack } from "@/styled-system/patterns";
import { thumbnail } from "@/styled-system/recipes";
import { href } from "@domain/shop-paths.ts";
import { EMPTY_CART_MESSAGE } from "@domain/orders/checkout-limits.ts";

// One per piece in the cart: the classes are computed once.
const itemStyles = {
  root: flex({ gap: "3" }),
  photo: thumbnail({ size: "md" }),
  text: stack({ flex: "1", minW: "[0]", gap: "1" }),
  name: css({ lineClamp: "2" }),
  price: css({ fontWeight: "semibold", color: "brand.fg" }),
  controls: hstack({ justify: "space-between" }),
};

/**
 * The cart side panel (spec: cart side panel). `Amounts` shows what the pieces come to (the layout
 * gives checkout's summary, so the drawer's total is the one charged).
 */
export function CartDrawer({ Amounts }: { Amounts: ComponentType<{ items: readonly CartItem[] }> }) {
  const open = useCartDrawerStore((state) => state.open);
  const setOpen = useCartDrawerStore((state) => state.setOpen);
  const items = useCartStore((state) => state.items);

  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      placement="end"
      size={{ base: "full", sm: "sm" }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title textStyle="panelTitle">Carrito</Drawer.Title>
              <Drawer.CloseTrigger asChild>
                <CloseButton aria-label="Cerrar carrito" />
              </Drawer.CloseTrigger>
            </Drawer.Header>
            <Drawer.Body>
              {items.length === 0 ? (
                <styled.p color="fg.muted" textAlign="center" py="10">
                  {EMPTY_CART_MESSAGE}
                </styled.p>
              ) : (
                <Stack as="ul" gap="4" listStyleType="none">
                  {items.map((item) => (
                    <CartDrawerItem key={item.productId} item={item} />
                  ))}
                </Stack>
              )}
            </Drawer.Body>
            <Drawer.Footer flexDirection="column" alignItems="stretch" gap="3" borderTopWidth="1px">
              {items.length > 0 && <Amounts items={items} />}
              {items.length > 0 && (
                <Button
                  asChild
                  className={css({ colorPalette: "brand" })}
                  size="lg"
                  onClick={() => setOpen(false)}
                >
                  <RouterLink to={href("cart")}>Ir al checkout</RouterLink>
                </Button>
              )}
              <Button variant="outline" size="lg" onClick={() => setOpen(false)}>
                Seguir comprando
              </Button>
            </Drawer.Footer>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function CartDrawerItem({ item }: { item: CartItem }) {
  const setQuantity = useCartStore((state) => state.setQuantity);
  const remove = useCartStore((state) => state.remove);
  const image = mediaUrl(item.image);

  return (
    <li className={itemStyles.root}>
      <div className={itemStyles.photo}>{image && <img src={image} alt="" />}</div>
      <div className={itemStyles.text}>
        <p className={itemStyles.name}>{item.name}</p>
        <p className={itemStyles.price}>{formatClp(item.price)}</p>
        <div className={itemStyles.controls}>
          <QuantityStepper
            size="xs"
            value={item.quantity}
            max={orderableUnits(item.stock)}
            itemName={item.name}
            onChange={(quantity) => setQuantity(item.productId, quantity)}
          />
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={`Eliminar ${item.name} del carrito`}
            onClick={() => remove(item.productId)}
          >
            <Trash2 />
          </IconButton>
        </div>
      </div>
    </li>
  );
}
