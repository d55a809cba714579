import { Check } from "lucide-react";
import { courierLabel, trackingUrl, type Dispatch } from "@domain/orders/dispatch.ts";
import { formatHoldTime } from "@domain/orders/order-hold.ts";
import { orderTimeline, type TimelineStep } from "@domain/orders/order-timeline.ts";
import type { Order } from "@domain/orders/order.ts";
import { useShopSettings } from "@/lib/storefront/use-shop-settings.ts";
import { css, cx } from "@/styled-system/css";
import { OrderPanel } from "./order-page-shell.tsx";

const styles = {
  list: css({ display: "flex", flexDirection: "column", listStyleType: "none" }),
  step: css({
    position: "relative",
    display: "flex",
    gap: "3",
    pb: "5",
    _last: { pb: "0" },
    // The line down to the next step, behind the dots.
    _before: {
      content: '""',
      position: "absolute",
      insetStart: "[11px]",
      top: "6",
      bottom: "0",
      w: "0.5",
      bg: "border",
    },
    "&:last-child::before": { display: "none" },
  }),
  dot: css({
    flexShrink: "0",
    boxSize: "6",
    rounded: "full",
    display: "grid",
    placeItems: "center",
    borderWidth: "2px",
    borderColor: "border",
    bg: "bg.panel",
    position: "relative",
    "[data-state=done] &, [data-state=current] &": {
      bg: "green.solid",
      borderColor: "green.solid",
      color: "white",
    },
  }),
  tick: css({ boxSize: "3.5" }),
  label: css({
    fontWeight: "semibold",
    "[data-state=upcoming] &": { color: "fg.muted", fontWeight: "normal" },
  }),
  detail: css({ fontSize: "sm", color: "fg.muted" }),
  link: css({ color: "brand.fg", textDecoration: "underline", fontWeight: "medium" }),
};

/**
 * Where the order is on its way to the shopper: recibido → pago verificado → despachado (with the
 * courier, the number and its tracking page) or listo para retiro (with the pickup details) →
 * entregado. The order page listens to the order, so a step done by the shop shows at once.
 */
export function OrderTimeline({ order }: { order: Order }) {
  const steps = orderTimeline(order);
  if (!steps) return null;
  return (
    <OrderPanel title="Seguimiento">
      <ol className={styles.list}>
        {steps.map((step) => (
          <li
            key={step.key}
            data-state={step.state}
            aria-current={step.state === "current" ? "step" : undefined}
            className={styles.step}
          >
            <span className={styles.dot} aria-hidden>
              {step.state !== "upcoming" && <Check className={styles.tick} strokeWidth={3} />}
            </span>
            <div>
              <p className={styles.label}>
                {step.label}
                {step.state === "upcoming" && <span className={css({ srOnly: true })}> (pendiente)</span>}
              </p>
              {step.at && <p className={styles.detail}>{formatHoldTime(step.at)}</p>}
              {step.state !== "upcoming" && <StepDetail step={step} order={order} />}
            </div>
          </li>
        ))}
      </ol>
    </OrderPanel>
  );
}

function StepDetail({ step, order }: { step: TimelineStep; order: Order }) {
  const settings = useShopSettings();
  if (step.key === "shipped" && order.dispatch) return <Shipment dispatch={order.dispatch} />;
  if (step.key === "ready" && settings) {
    return <p className={styles.detail}>{settings.pickup.details}</p>;
  }
  return null;
}

function Shipment({ dispatch }: { dispatch: Dispatch }) {
  const url = trackingUrl(dispatch);
  return (
    <p className={cx(styles.detail, css({ color: "fg" }))}>
      {courierLabel(dispatch)} · N° de seguimiento <strong>{dispatch.trackingNumber}</strong>
      {url && (
        <>
          {" · "}
          <a href={url} target="_blank" rel="noreferrer" className={styles.link}>
            Seguir envío en {courierLabel(dispatch)}
          </a>
        </>
      )}
    </p>
  );
}
