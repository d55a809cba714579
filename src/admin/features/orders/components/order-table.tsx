import { Box, chakra, Stack, useBreakpointValue } from "@chakra-ui/react";
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from "@tanstack/react-virtual";
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { UnreadableOrder } from "@domain/orders/order-list.ts";
import type { Order, OrderStatus } from "@domain/orders/order.ts";
import { OrderCheckbox } from "./order-checkbox.tsx";
import { OrderRow, useOrderRowStyles, type RowActions, type RowItemProps } from "./order-row.tsx";
import { UnreadableOrderRow } from "./unreadable-order-row.tsx";
import { ORDERS_COPY } from "../copy.ts";
import { EmptyList, LoadingLine } from "@/admin/components/page-parts.tsx";

/**
 * The orders on screen, each with its own controls, under a 'select all' that covers only these
 * and says how many: when the filters select more than are loaded (`more`), it says they are the
 * ones loaded. Documents that cannot be read as orders come first. `loading`: the first answer has
 * not come yet.
 */
export function OrderTable(props: {
  orders: readonly Order[];
  unreadable: readonly UnreadableOrder[];
  loading: boolean;
  more?: boolean;
  selected: ReadonlySet<string>;
  allChosen: boolean;
  busy: boolean;
  onToggle: (orderId: string) => void;
  onToggleAll: () => void;
  onStatus: (orderIds: string[], status: OrderStatus) => void;
  onOpen: (orderId: string) => void;
  onDelete: (orderIds: string[]) => void;
}) {
  // One layout drawn per row, chosen here for all of them: a phone's cards or a wide screen's rows.
  const compact = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const actions = useRowActions(props);
  const rowStyles = useOrderRowStyles();
  // The rows' styles go on a box that is there from the first drawing, "Cargando pedidos..." included:
  // inserting them with the first answer restyled the whole page then (at 4× CPU, part of the 0.35 s
  // of style and layout between the answer and the first row).
  return <Box css={rowStyles}>{tableContent(props, compact, actions)}</Box>;
}

function tableContent(props: Parameters<typeof OrderTable>[0], compact: boolean, actions: RowActions) {
  const { orders, unreadable } = props;
  if (props.loading) {
    return <LoadingLine>{ORDERS_COPY.loading}</LoadingLine>;
  }
  if (orders.length === 0 && unreadable.length === 0) {
    return <EmptyList>No hay pedidos que coincidan con los filtros.</EmptyList>;
  }
  return (
    <Box borderWidth="1px" rounded="lg" bg="bg" overflow="hidden">
      <chakra.label
        display="flex"
        alignItems="center"
        gap="3"
        px="4"
        py="3"
        borderBottomWidth="1px"
        bg="bg.muted"
        fontSize="sm"
      >
        <OrderCheckbox checked={props.allChosen} onChange={props.onToggleAll} />
        {props.more
          ? `Seleccionar los ${unreadable.length + orders.length} pedidos cargados`
          : `Seleccionar todos (${unreadable.length + orders.length})`}
      </chakra.label>
      <OrderRows {...props} compact={compact} actions={actions} />
    </Box>
  );
}

/**
 * Past this many rows only those near the screen are drawn (issue 41: 5.000 drawn rows held 155.000
 * elements and 397 MB; a first page of 50 drawn whole held its first row and a filter's answer
 * back on a slow phone); below it every row is, as a short list costs little and finds in the page.
 */
export const DRAW_ALL_UP_TO = 30;

type RowsProps = Omit<Parameters<typeof OrderTable>[0], "loading"> & {
  compact: boolean;
  actions: RowActions;
};

/** The table's handlers as functions that never change, calling the latest ones: rows stay memoized. */
function useRowActions(props: Parameters<typeof OrderTable>[0]): RowActions {
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  return useMemo(
    () => ({
      toggle: (orderId) => latest.current.onToggle(orderId),
      setStatus: (orderIds, status) => latest.current.onStatus(orderIds, status),
      open: (orderId) => latest.current.onOpen(orderId),
      remove: (orderIds) => latest.current.onDelete(orderIds),
    }),
    [],
  );
}

function OrderRows(props: RowsProps) {
  const rows = props.unreadable.length + props.orders.length;
  return rows > DRAW_ALL_UP_TO ? (
    <VirtualRows {...props} />
  ) : (
    <Stack as="ul" listStyleType="none" gap="0" aria-label="Pedidos">
      {Array.from({ length: rows }, (_, index) => (
        <Row key={rowId(props, index)} {...props} index={index} />
      ))}
    </Stack>
  );
}

const rowId = (props: RowsProps, index: number) =>
  (props.unreadable[index] ?? props.orders[index - props.unreadable.length]!).id;

/** Row `index` of the list: the unreadable documents first, then the orders. */
function Row(props: RowsProps & { index: number; itemProps?: RowItemProps }) {
  const { index, unreadable, itemProps } = props;
  const broken = unreadable[index];
  if (broken) {
    return (
      <UnreadableOrderRow
        order={broken}
        selected={props.selected.has(broken.id)}
        onToggle={() => props.actions.toggle(broken.id)}
        onDelete={() => props.actions.remove([broken.id])}
        itemProps={itemProps}
      />
    );
  }
  const order = props.orders[index - unreadable.length]!;
  return (
    <OrderRow
      order={order}
      compact={props.compact}
      selected={props.selected.has(order.id)}
      busy={props.busy}
      actions={props.actions}
      itemProps={itemProps}
    />
  );
}

/**
 * The rows near the screen, placed where the whole list would put them; the page scrolls as it
 * does with every row drawn. Each says its place in the list (aria-posinset of aria-setsize) for a
 * screen reader, and the row that holds the focus stays drawn when scrolled away, so the focus and
 * the drawer's return to it are kept.
 */
function VirtualRows(props: RowsProps) {
  const count = props.unreadable.length + props.orders.length;
  const [list, setList] = useState<HTMLUListElement | null>(null);
  const [focused, setFocused] = useState<number | null>(null);
  const keepFocused = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (focused === null || focused >= range.count || indexes.includes(focused)) return indexes;
      return [...indexes, focused].sort((a, b) => a - b);
    },
    [focused],
  );
  const virtualizer = useWindowVirtualizer({
    count,
    // A desktop row; a phone's is taller. Each row is measured once drawn.
    estimateSize: () => 80,
    overscan: 6,
    // Where the list starts in the page, read again with each drawing (the bar above it may grow).
    scrollMargin: list ? list.getBoundingClientRect().top + window.scrollY : 0,
    getItemKey: (index) => rowId(props, index),
    rangeExtractor: keepFocused,
  });
  const margin = virtualizer.options.scrollMargin;

  return (
    <chakra.ul
      ref={setList}
      listStyleType="none"
      position="relative"
      aria-label="Pedidos"
      style={{ height: virtualizer.getTotalSize() }}
      onFocus={(event) => {
        const item = (event.target as HTMLElement).closest<HTMLElement>("[data-index]");
        if (item) setFocused(Number(item.dataset.index));
      }}
    >
      {virtualizer.getVirtualItems().map((item) => (
        <Row
          key={item.key}
          {...props}
          index={item.index}
          itemProps={{
            ref: virtualizer.measureElement,
            "data-index": item.index,
            "aria-setsize": count,
            "aria-posinset": item.index + 1,
            style: {
              position: "absolute",
              top: 0,
              insetInline: 0,
              borderBottomWidth: item.index === count - 1 ? 0 : "1px",
              transform: `translateY(${item.start - margin}px)`,
            },
          }}
        />
      ))}
    </chakra.ul>
  );
}
