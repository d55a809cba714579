/**
 * "Pedidos"' reads (admins only, by the rules): the pages of the orders the filters select, kept live;
 * how many orders there are; and, for the CSV, every order the filters select.
 */
import {
  collection,
  endAt,
  getCountFromServer,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  startAfter,
  Timestamp,
  where,
  type FirestoreError,
  type QueryDocumentSnapshot,
  type Query,
  type QueryConstraint,
  type Unsubscribe,
} from "firebase/firestore";
import { COLLECTIONS } from "@domain/collections.ts";
import type { Order } from "@domain/orders/order.ts";
import {
  orderFilterBounds,
  orderListOf,
  ORDER_PAGE_SIZE,
  readOrderDocument,
  readOrderList,
  type OrderFilters,
  type OrderList,
  type OrderReading,
  type UnreadableOrder,
} from "@domain/orders/order-list.ts";
import { firestore } from "../db.ts";

/**
 * The orders the filters select, newest first. Each combination of filters has its composite index
 * in firestore.indexes.json (status, delivery type, or both, with createdAt descending).
 */
function filteredOrders(filters: OrderFilters): Query {
  const { status, delivery, since, until } = orderFilterBounds(filters);
  const constraints: QueryConstraint[] = [];
  if (status) constraints.push(where("status", "==", status));
  if (delivery) constraints.push(where("delivery.type", "==", delivery));
  if (since) constraints.push(where("createdAt", ">=", since));
  if (until) constraints.push(where("createdAt", "<", until));
  return query(collection(firestore(), COLLECTIONS.orders), ...constraints, orderBy("createdAt", "desc"));
}

/** Order documents as the back office reads them; an unreadable one is also logged. */
export function readOrderDocuments(documents: { id: string; data: () => unknown }[]): OrderList {
  const list = readOrderList(documents.map((doc) => ({ id: doc.id, data: doc.data() })));
  for (const order of list.unreadable) warnUnreadable(order);
  return list;
}

const warnUnreadable = (order: UnreadableOrder) =>
  console.warn(`Pedido ${order.id} con datos inválidos`, order.fields);

/** Orders, newest first: by creation, then (as Firestore breaks ties) by id, descending. */
function newerFirst(a: Order, b: Order): number {
  return b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

/** Whether `a` comes before `b` in the list (newer), as the query orders them. */
function isNewer(a: QueryDocumentSnapshot, b: QueryDocumentSnapshot): boolean {
  const at = a.get("createdAt") as unknown;
  const bt = b.get("createdAt") as unknown;
  // A document whose date is not a timestamp cannot be placed: a gap listener covers it anyway.
  if (!(at instanceof Timestamp) || !(bt instanceof Timestamp)) return true;
  const later = at.seconds - bt.seconds || at.nanoseconds - bt.nanoseconds;
  return later > 0 || (later === 0 && a.id > b.id);
}

/** One listener's documents and how many the server has sent it (its reads). */
interface Listened {
  docs: QueryDocumentSnapshot[];
  answered: boolean;
  read: number;
  stop: Unsubscribe;
}

interface LoadedPage extends Listened {
  /**
   * The document the next page starts after: this page's last one when the next was loaded, or
   * `null` while this is the last page. Orders that enter this page's range later (a new order on
   * page 1, an order changed into the filter) push its last ones out of its limit: `gap` listens
   * to those, from this page's last document to `boundary`.
   */
  boundary: QueryDocumentSnapshot | null;
  gap: (Listened & { after: QueryDocumentSnapshot }) | null;
}

export interface OrderPages {
  /** The loaded orders the filters select, newest first, and the documents that cannot be read. */
  list: OrderList;
  /** Whether the filters may select more orders than those loaded. */
  more: boolean;
  /** Whether a page asked for by `loadMore` is on its way. */
  loading: boolean;
  /** Order documents the server has sent these listeners so far (what Firestore bills as reads). */
  read: number;
}

/**
 * The orders the filters select, newest first, a page of ORDER_PAGE_SIZE at a time, each page its
 * own listener: page 1 the newest (so a new order arrives there), page N the next ORDER_PAGE_SIZE
 * after page N−1's last document. `loadMore` reads one page more and re-reads none of the loaded
 * ones (a larger limit on one listener would make Firestore send the first pages again). An order
 * held by two listeners (a page that lost one fills up from the next) shows once.
 */
export function watchOrderPages(
  filters: OrderFilters,
  onChange: (pages: OrderPages) => void,
  onError: (error: FirestoreError) => void,
): { loadMore: () => void; stop: Unsubscribe } {
  const base = filteredOrders(filters);
  const pages: LoadedPage[] = [];
  let stopped = false;
  // Each document read once per change: an unchanged order keeps its object, so the list redraws
  // only the rows that changed (a page re-read and re-drew all 50 on every answer).
  const readings = new Map<string, OrderReading>();
  function read(doc: QueryDocumentSnapshot) {
    const reading = readOrderDocument(doc.id, doc.data());
    if (reading.unreadable) warnUnreadable(reading.unreadable);
    readings.set(doc.id, reading);
    return reading;
  }

  function listen(target: Query, into: Listened, then?: () => void): Unsubscribe {
    return onSnapshot(
      target,
      // A page waits for the server's answer; when it equals what this device's cache already
      // held (the same list opened before), only the metadata changes, and without this option no
      // event would say so: the list would stay "Cargando pedidos..." for ever.
      { includeMetadataChanges: true },
      (snapshot) => {
        if (!snapshot.metadata.fromCache) {
          // A new listener is sent its whole result; later, each document added or changed.
          into.read += into.answered
            ? snapshot.docChanges().filter((change) => change.type !== "removed").length
            : snapshot.size;
          into.answered = true;
        }
        for (const change of snapshot.docChanges()) if (change.type !== "removed") read(change.doc);
        into.docs = snapshot.docs;
        then?.();
        publish();
      },
      (error) => {
        stop();
        onError(error);
      },
    );
  }

  /** Listens to the orders a page's limit pushed out, between its last one and its boundary. */
  function coverGap(page: LoadedPage) {
    const last = page.docs.at(-1);
    if (!page.boundary || !last || page.docs.length < ORDER_PAGE_SIZE || !isNewer(last, page.boundary))
      return;
    // A wider gap than the one listened to (a gap never shrinks: what it holds twice shows once).
    if (page.gap && !isNewer(last, page.gap.after)) return;
    page.gap?.stop();
    const gap = { docs: [], answered: false, read: page.gap?.read ?? 0, after: last, stop: () => {} };
    page.gap = gap;
    gap.stop = listen(query(base, startAfter(last), endAt(page.boundary)), gap);
  }

  function addPage(after: QueryDocumentSnapshot | null) {
    const page: LoadedPage = {
      docs: [],
      answered: false,
      read: 0,
      boundary: null,
      gap: null,
      stop: () => {},
    };
    pages.push(page);
    const target = after
      ? query(base, startAfter(after), limit(ORDER_PAGE_SIZE))
      : query(base, limit(ORDER_PAGE_SIZE));
    page.stop = listen(target, page, () => coverGap(page));
  }

  function publish() {
    if (stopped || !pages[0]?.answered) return;
    const byId = new Map<string, QueryDocumentSnapshot>();
    for (const page of pages)
      for (const doc of [...page.docs, ...(page.gap?.docs ?? [])])
        if (!byId.has(doc.id)) byId.set(doc.id, doc);
    const list = orderListOf([...byId].map(([id, doc]) => readings.get(id) ?? read(doc)));
    // What no listener holds any more is read again if it comes back.
    for (const id of readings.keys()) if (!byId.has(id)) readings.delete(id);
    list.orders.sort(newerFirst);
    const last = pages.at(-1)!;
    onChange({
      list,
      more: !last.answered || last.docs.length >= ORDER_PAGE_SIZE,
      loading: !last.answered,
      read: pages.reduce((sum, page) => sum + page.read + (page.gap?.read ?? 0), 0),
    });
  }

  function stop() {
    stopped = true;
    for (const page of pages) {
      page.stop();
      page.gap?.stop();
    }
  }

  addPage(null);
  return {
    loadMore: () => {
      const last = pages.at(-1)!;
      const after = last.docs.at(-1);
      // One page at a time, and only past a full one.
      if (stopped || !last.answered || !after || last.docs.length < ORDER_PAGE_SIZE) return;
      last.boundary = after;
      addPage(after);
    },
    stop,
  };
}

/** How many orders the shop has, counted by the server (one read per 1.000 orders). */
export async function countAllOrders(): Promise<number> {
  return (await getCountFromServer(collection(firestore(), COLLECTIONS.orders))).data().count;
}

/** Every order the filters select, once, newest first: for the CSV export. */
export async function readFilteredOrders(filters: OrderFilters): Promise<OrderList> {
  return readOrderDocuments((await getDocs(filteredOrders(filters))).docs);
}
