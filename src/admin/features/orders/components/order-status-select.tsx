import { SelectInput } from "@/admin/components/select-input.tsx";
import { ORDER_STATUS_LABELS, type OrderStatus } from "@domain/orders/order.ts";

/**
 * The status dropdown of one order or of a selection (spec: any status may be set with no
 * restriction; issue 42: only the statuses that fit the order's delivery are offered).
 */
export function OrderStatusSelect(props: {
  value: OrderStatus;
  statuses: readonly OrderStatus[];
  /** Its name, unless a field's label names it. */
  label?: string;
  disabled?: boolean;
  /** Taller on a phone, for a thumb. */
  thumb?: boolean;
  onChange: (status: OrderStatus) => void;
}) {
  return (
    <SelectInput
      aria-label={props.label}
      value={props.value}
      disabled={props.disabled}
      inputSize={props.thumb ? { base: "lg", md: "md" } : undefined}
      onChange={(event) => props.onChange(event.target.value as OrderStatus)}
      style={{ minWidth: "10.5rem" }}
    >
      {props.statuses.map((status) => (
        <option key={status} value={status}>
          {ORDER_STATUS_LABELS[status]}
        </option>
      ))}
    </SelectInput>
  );
}
