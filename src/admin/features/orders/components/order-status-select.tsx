import { SelectInput } from "@/admin/components/select-input.tsx";
import type { OrderStatus } from "@domain/orders/order.ts";
import { STATUS_OPTIONS } from "../order-actions.ts";

/** The status dropdown of one order (spec: any status may be set, with no restriction). */
export function OrderStatusSelect(props: {
  value: OrderStatus;
  label: string;
  disabled?: boolean;
  onChange: (status: OrderStatus) => void;
}) {
  return (
    <SelectInput
      aria-label={props.label}
      value={props.value}
      disabled={props.disabled}
      onChange={(event) => props.onChange(event.target.value as OrderStatus)}
      style={{ minWidth: "10.5rem" }}
    >
      {STATUS_OPTIONS.map(([status, label]) => (
        <option key={status} value={status}>
          {label}
        </option>
      ))}
    </SelectInput>
  );
}
