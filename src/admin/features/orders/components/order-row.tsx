import { memo, useMemo, type HTMLAttributes, type ReactNode, type Ref } from "react";
import { useRecipe, type SystemStyleObject } from "@chakra-ui/react";
import { AlarmClock, BadgeCheck, ChevronDown, Paperclip, TimerOff, Trash2 } from "lucide-react";
import { formatWhatsapp } from "@domain/chile/whatsapp.ts";
import { formatClp } from "@domain/money.ts";
import { expiredAt } from "@domain/orders/order-hold.ts";
import { orderShipping, shippingLabel } from "@domain/orders/order-amounts.ts";
import { isProofReviewOverdue } from "@domain/orders/payment-proof.ts";
import { paidThroughFintoc } from "@domain/orders/order-stage.ts";
import { formatOrderDate, formatShortOrderDate } from "@domain/orders/order-list.ts";
import { ORDER_STATUS_LABELS, statusesFor, type Order, type OrderStatus } from "@domain/orders/order.ts";
import { DELIVERY_TYPE_LABELS } from "@domain/orders/order-labels.ts";
import { STAGE_WORDS } from "@domain/orders/order-stage.ts";

/** What a virtual list sets on a row's item: its place in the list, its measuring, its position. */
export type RowItemProps = HTMLAttributes<HTMLLIElement> & {
  ref?: Ref<HTMLLIElement>;
  "data-index"?: number;
};

/** What a row does, the same functions for every row and every drawing (so a row redraws only when it changes). */
export interface RowActions {
  toggle: (orderId: string) => void;
  setStatus: (orderIds: string[], status: OrderStatus) => void;
  open: (orderId: string) => void;
  remove: (orderIds: string[]) => void;
}

/** Waiting is orange, paid is the brand's, on its way green, done gray, cancelled red. */
const STAGE_PALETTES: Record<OrderStatus, string> = {
  pending: "orange",
  verified: "brand",
  shipped: "green",
  ready: "green",
  delivered: "gray",
  cancelled: "red",
};
const PALETTES = [...new Set([...Object.values(STAGE_PALETTES), "green", "orange"])];

/**
 * The rows' looks, set once around the list rather than on each of a row's elements: with Chakra's
 * components a row cost about 12 ms to draw at 4× CPU, 600 ms for a page of 50 (issue 41), as
 * each component computes its styles at every drawing. The rows are plain elements named by
 * `data-part`; the badges, the status select and the delete button take Chakra's own recipes.
 */
export function useOrderRowStyles(): SystemStyleObject {
  const badge = useRecipe({ key: "badge" });
  const button = useRecipe({ key: "button" });
  const input = useRecipe({ key: "input" });
  return useMemo(
    () => ({
      "& [data-part=row]": {
        display: "flex",
        gap: { base: "3", md: "4" },
        alignItems: "center",
        px: "4",
        py: "3",
        borderBottomWidth: "1px",
        _last: { borderBottomWidth: 0 },
        "&[data-compact]": { alignItems: "start" },
        "&[data-selected]": { bg: "brand.subtle" },
      },
      "& [data-part=check] input": { boxSize: "4", accentColor: "brand.solid", flexShrink: 0 },
      "& [data-compact] > [data-part=check]": { pt: "0.5" },
      "& [data-part=number]": {
        textAlign: "start",
        fontWeight: "600",
        color: "brand.fg",
        _hover: { textDecoration: "underline" },
      },
      "& [data-part=total]": { fontWeight: "600" },
      "& [data-part~=small]": { fontSize: "sm" },
      "& [data-part~=muted]": { color: "fg.muted" },
      "& [data-part~=truncate]": { overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" },
      "& [data-part~=discount]": { color: "green.fg" },
      "& [data-part=card]": { display: "flex", flexDirection: "column", flex: "1", minW: "0", gap: "1" },
      "& [data-part=card-head]": {
        display: "flex",
        justifyContent: "space-between",
        alignItems: "baseline",
        gap: "3",
      },
      "& [data-part=card-line]": {
        display: "flex",
        alignItems: "center",
        gap: "2",
        flexWrap: "wrap",
        fontSize: "sm",
      },
      "& [data-part=cells]": { display: "flex", flex: "1", minW: "0", gap: "4", alignItems: "center" },
      "& [data-part~=cell]": { display: "flex", flexDirection: "column", minW: "0" },
      "& [data-part=amount]": { display: "flex", alignItems: "center", flex: "0.8", gap: "2" },
      "& [data-part=actions]": { display: "flex", alignItems: "center", gap: "2" },
      "& [data-part=badge]": badge({ variant: "subtle" }),
      "& [data-part=badge][data-solid]": badge({ variant: "solid" }),
      ...Object.fromEntries(
        PALETTES.map((palette) => [
          `& [data-part=badge][data-palette=${palette}]`,
          { colorPalette: palette },
        ]),
      ),
      "& [data-part=select]": { position: "relative", w: "full", minW: "10.5rem" },
      "& [data-part=select] select": {
        ...input({}),
        pe: "10",
        appearance: "none",
        cursor: "pointer",
        _disabled: { cursor: "not-allowed" },
      },
      "& [data-part=select] svg": {
        position: "absolute",
        insetEnd: "3",
        top: "50%",
        transform: "translateY(-50%)",
        boxSize: "4",
        color: "fg.muted",
        pointerEvents: "none",
      },
      "& [data-part=delete]": button({ size: "sm", variant: "ghost" }),
    }),
    [badge, button, input],
  );
}

/**
 * One order in the list: its number opens the detail. On a wide screen a row with its contact,
 * delivery, status and deletion; on a phone (`compact`) a card of two lines (number and total;
 * time, stage and proof), whose stage is changed from the detail drawer. Drawn again only when
 * its own props change; its looks come from the list (`useOrderRowStyles`).
 */
export const OrderRow = memo(function OrderRow(props: {
  order: Order;
  compact: boolean;
  selected: boolean;
  busy: boolean;
  actions: RowActions;
  /** What a virtual list sets on the row's item: its place, its measuring. */
  itemProps?: RowItemProps;
}) {
  const { order, compact, actions } = props;
  const total = <p data-part="total">{formatClp(order.totalAmount)}</p>;
  const number = (
    <button
      type="button"
      data-part="number"
      onClick={() => actions.open(order.id)}
      aria-label={`Ver pedido ${order.orderNumber}`}
    >
      {order.orderNumber}
    </button>
  );
  return (
    <li
      data-part="row"
      data-compact={compact || undefined}
      data-selected={props.selected || undefined}
      {...props.itemProps}
    >
      <div data-part="check">
        <input
          type="checkbox"
          checked={props.selected}
          onChange={() => actions.toggle(order.id)}
          aria-label={`Seleccionar pedido ${order.orderNumber}`}
        />
      </div>
      {compact ? (
        <div data-part="card">
          <div data-part="card-head">
            {number}
            {total}
          </div>
          <div data-part="card-line">
            <p data-part="muted">{formatShortOrderDate(order.createdAt, new Date())}</p>
            <RowBadge palette={STAGE_PALETTES[order.status]}>{ORDER_STATUS_LABELS[order.status]}</RowBadge>
            <OrderBadges order={order} />
          </div>
        </div>
      ) : (
        <div data-part="cells">
          <div data-part="cell" style={{ flex: 1.3 }}>
            {number}
            <p data-part="small muted">{formatOrderDate(order.createdAt)}</p>
          </div>
          <div data-part="cell small" style={{ flex: 1.2 }}>
            <p>{formatWhatsapp(order.customer.whatsapp)}</p>
            <p data-part="muted truncate">
              {order.delivery.type === "pickup"
                ? DELIVERY_TYPE_LABELS.pickup
                : `Envío · ${order.delivery.comuna} · ${shippingLabel(orderShipping(order))}`}
            </p>
            {order.discount && (
              <p data-part="discount truncate">
                Descuento {order.discount.code} · −{formatClp(order.discount.amount)}
              </p>
            )}
          </div>
          <div data-part="amount">
            {total}
            <OrderBadges order={order} />
          </div>
          <div data-part="actions">
            <span data-part="select">
              <select
                aria-label={`Estado del pedido ${order.orderNumber}`}
                value={order.status}
                disabled={props.busy}
                onChange={(event) => actions.setStatus([order.id], event.target.value as OrderStatus)}
              >
                {statusesFor(order.delivery).map((status) => (
                  <option key={status} value={status}>
                    {ORDER_STATUS_LABELS[status]}
                  </option>
                ))}
              </select>
              <ChevronDown aria-hidden />
            </span>
            <button
              type="button"
              data-part="delete"
              aria-label={`Eliminar pedido ${order.orderNumber}`}
              onClick={() => actions.remove([order.id])}
            >
              <Trash2 />
            </button>
          </div>
        </div>
      )}
    </li>
  );
});

function RowBadge(props: { palette: string; solid?: boolean; title?: string; children: ReactNode }) {
  return (
    <span
      data-part="badge"
      data-palette={props.palette}
      data-solid={props.solid || undefined}
      title={props.title}
    >
      {props.children}
    </span>
  );
}

/** The proof, Fintoc's confirmation, an expired hold: what the owner should see at a glance. */
function OrderBadges({ order }: { order: Order }) {
  return (
    <>
      {order.proof &&
        (isProofReviewOverdue(order, new Date()) ? (
          <RowBadge
            palette="orange"
            solid
            title={`El comprobante debía revisarse antes del ${formatOrderDate(order.proof.reviewBy!)}`}
          >
            <AlarmClock size={12} /> Revisión atrasada
          </RowBadge>
        ) : (
          <RowBadge palette="green" title="Tiene comprobante">
            <Paperclip size={12} /> Comprobante
          </RowBadge>
        ))}
      {paidThroughFintoc(order) && (
        <RowBadge palette="green" title="Pago confirmado por Fintoc">
          <BadgeCheck size={12} /> Fintoc
        </RowBadge>
      )}
      {expiredAt(order) && (
        <RowBadge palette="orange" title="Cancelado por el sistema: nadie pagó a tiempo">
          <TimerOff size={12} /> {STAGE_WORDS.holdExpired}
        </RowBadge>
      )}
    </>
  );
}
