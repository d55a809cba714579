import { Field, Input, SimpleGrid } from "@chakra-ui/react";
import { memo } from "react";
import { SelectInput } from "@/admin/components/select-input.tsx";
import type { OrderFilters } from "@domain/orders/order-list.ts";
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from "@domain/orders/order.ts";
import { DELIVERY_TYPE_LABELS } from "@domain/orders/order-labels.ts";
import { adminCopy } from "@/admin/copy.ts";

/**
 * The order list's filters: a date range (both days included), the status and the delivery. Drawn
 * again only when they change, not with each answer the list gets.
 */
export const OrderFilterBar = memo(function OrderFilterBar({
  filters,
  onChange,
}: {
  filters: OrderFilters;
  onChange: (filters: OrderFilters) => void;
}) {
  const set = (change: Partial<OrderFilters>) => onChange({ ...filters, ...change });
  return (
    <SimpleGrid columns={{ base: 2, lg: 4 }} gap="3" alignItems="end">
      <Field.Root>
        <Field.Label>Desde</Field.Label>
        <Input
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(e) => set({ from: e.target.value })}
        />
      </Field.Root>
      <Field.Root>
        <Field.Label>{adminCopy.untilIncluded}</Field.Label>
        <Input
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(e) => set({ to: e.target.value })}
        />
      </Field.Root>
      <Field.Root>
        <Field.Label>Estado</Field.Label>
        <SelectInput
          value={filters.status}
          onChange={(e) => set({ status: e.target.value as OrderFilters["status"] })}
        >
          <option value="all">Todos</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ORDER_STATUS_LABELS[status]}
            </option>
          ))}
        </SelectInput>
      </Field.Root>
      <Field.Root>
        <Field.Label>Entrega</Field.Label>
        <SelectInput
          value={filters.delivery}
          onChange={(e) => set({ delivery: e.target.value as OrderFilters["delivery"] })}
        >
          <option value="all">Todas</option>
          <option value="pickup">{DELIVERY_TYPE_LABELS.pickup}</option>
          <option value="shipping">{DELIVERY_TYPE_LABELS.shipping}</option>
        </SelectInput>
      </Field.Root>
    </SimpleGrid>
  );
});
