/**
 * Gives back the pieces of orders nobody paid in time, and keeps the checkout histories that still
 * count a pending order (see orders/expire-holds.ts and orders/checkout-histories.ts). It also
 * follows up Fintoc payments the webhook could not finish (payments/fintoc-follow-up.ts): one job
 * rather than another Cloud Scheduler entry, which is billed past the first three.
 */
import { logger } from "firebase-functions";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { SCHEDULER_REGION } from "@domain/deployment.ts";
import { TIME_ZONE } from "@domain/locale.ts";
import { db } from "../firebase/app.ts";
import { sweepHolds } from "../orders/expire-holds.ts";
import { followUpFintocPayments } from "../payments/fintoc-follow-up.ts";

export const scheduledHoldSweep = onSchedule(
  { schedule: "every 10 minutes", timeZone: TIME_ZONE, region: SCHEDULER_REGION },
  async () => {
    const { backfilled, expired, unreadable, keptHistories } = await sweepHolds(db, new Date());
    if (backfilled) logger.info("Pedidos anteriores a sweepAt: campo completado", { count: backfilled });
    if (expired.length > 0) logger.info("Reservas vencidas: pedidos cancelados", { orderIds: expired });
    // Each is looked at again a day later; an error, so an alert on the logs can catch it.
    if (unreadable.length > 0)
      logger.error("Pedidos pendientes ilegibles: la reserva no puede vencer", { orderIds: unreadable });
    if (keptHistories.length > 0)
      logger.info("Historiales de compra con pedidos pendientes: se mantienen un día más", {
        count: keptHistories.length,
      });
    const { appliedEvents, overdueOrders } = await followUpFintocPayments(new Date());
    if (appliedEvents.length > 0) logger.info("Eventos de Fintoc en espera aplicados", { appliedEvents });
    if (overdueOrders.length > 0)
      logger.warn("Pagos de Fintoc en proceso hace 72 horas: avisado el dueño", { orderIds: overdueOrders });
  },
);
