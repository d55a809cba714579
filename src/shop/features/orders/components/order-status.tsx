import { CheckCircle2, Clock, XCircle } from "lucide-react";
import { describeOrderStage } from "@domain/orders/order-stage.ts";
import type { Order } from "@domain/orders/order.ts";
import { css, cx } from "@/styled-system/css";

const styles = {
  root: css({ rounded: "lg", py: "3", px: "4", display: "flex", gap: "3" }),
  icon: css({ boxSize: "5", flexShrink: "0", mt: "0.5" }),
  title: css({ fontWeight: "semibold" }),
};

const TONES = {
  waiting: { className: css({ bg: "bg.muted", color: "fg" }), icon: Clock },
  done: { className: css({ bg: "green.subtle", color: "green.fg" }), icon: CheckCircle2 },
  stopped: { className: css({ bg: "orange.subtle", color: "orange.fg" }), icon: XCircle },
} as const;

/**
 * Where the order stands, on every order page. The pages listen to the order, so this changes the
 * moment a payment is confirmed (by Fintoc or an admin), the order ships, or its hold expires; a
 * live region reads the change aloud.
 */
export function OrderStatus({ order }: { order: Order }) {
  const { stage, title, detail, tone } = describeOrderStage(order);
  const { className, icon: Icon } = TONES[tone];
  return (
    <div role="status" aria-live="polite" data-stage={stage} className={cx(styles.root, className)}>
      <Icon className={styles.icon} aria-hidden />
      <div>
        <p className={styles.title}>{title}</p>
        <p>{detail}</p>
      </div>
    </div>
  );
}
