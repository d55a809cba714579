/** Status changes and deletions with the spec's toasts, one order or many. */
import { toaster } from "@/lib/ui/toaster.ts";
import type { DispatchInput } from "@domain/orders/dispatch.ts";
import type { OrderActionResult, OrderStatus } from "@domain/orders/order.ts";
import { deleteOrders, rejectPaymentProof, updateOrderStatus } from "@/lib/firebase/admin/orders.ts";
import { STAGE_WORDS } from "@domain/orders/order-stage.ts";

function report(
  result: OrderActionResult | null,
  count: number,
  copy: { one: string; many: string; oneFailed: string; manyFailed: string },
): boolean {
  const failures = result ? result.failed : [];
  if (result && failures.length === 0) {
    toaster.create({ type: "success", title: count === 1 ? copy.one : copy.many });
    return true;
  }
  toaster.create({
    type: "error",
    title: count === 1 ? copy.oneFailed : copy.manyFailed,
    description: failures.map((failure) => failure.message).join(" ") || undefined,
  });
  return false;
}

export async function changeOrderStatus(
  orderIds: string[],
  status: OrderStatus,
  dispatch?: DispatchInput,
): Promise<boolean> {
  const result = await updateOrderStatus(orderIds, status, dispatch).catch((error: unknown) => {
    console.error("No se pudo cambiar el estado", error);
    return null;
  });
  return report(result, orderIds.length, {
    one: "Estado actualizado",
    many: "Estados actualizados",
    oneFailed: "No se pudo actualizar el estado del pedido",
    manyFailed: "No se pudieron actualizar algunos pedidos",
  });
}

export async function removeOrders(orderIds: string[]): Promise<boolean> {
  const result = await deleteOrders(orderIds).catch((error: unknown) => {
    console.error("No se pudieron eliminar pedidos", error);
    return null;
  });
  return report(result, orderIds.length, {
    one: "Pedido eliminado",
    many: "Pedidos eliminados",
    oneFailed: "No se pudo eliminar el pedido",
    manyFailed: "No se pudieron eliminar algunos pedidos",
  });
}

/** The proof the admin saw did not show the money: the shopper is asked for another (see rejectPaymentProof). */
export async function rejectProof(orderId: string, proofPath: string): Promise<boolean> {
  try {
    await rejectPaymentProof(orderId, proofPath);
    toaster.create({
      type: "success",
      title: STAGE_WORDS.proofRejected,
      description: "El cliente verá que debe enviar otro.",
    });
    return true;
  } catch (error) {
    console.error("No se pudo rechazar el comprobante", error);
    toaster.create({
      type: "error",
      title: "No se pudo rechazar el comprobante",
      description: (error as { message?: string }).message,
    });
    return false;
  }
}
