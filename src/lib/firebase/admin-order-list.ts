/**
 * "Pedidos"' reads (admins only, by the rules): a page of the orders the filters select, kept live;
 * how many orders there are; and, for the CSV, every order the filters select.
 */
import {
  collection,
  getCountFromServer,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  where,
  type FirestoreError,
  type Query,
  type QueryConstraint,
  type Unsubscribe,
} from "firebase/firestore";
import { COLLECTIONS } from "@domain/collections.ts";
import {
  orderFilterBounds,
  readOrderList,
  type OrderFilters,
  type OrderList,
} from "@domain/orders/order-list.ts";
import { firestore } from "./db.ts";

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

function readDocuments(documents: { id: string; data: () => unknown }[]): OrderList {
  const list = readOrderList(documents.map((doc) => ({ id: doc.id, data: doc.data() })));
  for (const order of list.unreadable) console.warn(`Pedido ${order.id} con datos inválidos`, order.fields);
  return list;
}

/**
 * The newest `size` orders the filters select, kept live, and whether there may be more: a full
 * page says so (the next one may then be empty). A larger `size` ("Cargar más pedidos") listens
 * again from the top.
 */
export function watchOrderPage(
  filters: OrderFilters,
  size: number,
  onChange: (page: { list: OrderList; more: boolean }) => void,
  onError: (error: FirestoreError) => void,
): Unsubscribe {
  return onSnapshot(
    query(filteredOrders(filters), limit(size)),
    (snapshot) => onChange({ list: readDocuments(snapshot.docs), more: snapshot.size >= size }),
    onError,
  );
}

/** How many orders the shop has, counted by the server (one read per 1.000 orders). */
export async function countAllOrders(): Promise<number> {
  return (await getCountFromServer(collection(firestore(), COLLECTIONS.orders))).data().count;
}

/** Every order the filters select, once, newest first: for the CSV export. */
export async function readFilteredOrders(filters: OrderFilters): Promise<OrderList> {
  return readDocuments((await getDocs(filteredOrders(filters))).docs);
}
