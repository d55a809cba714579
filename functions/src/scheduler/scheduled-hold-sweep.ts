/** Gives back the pieces of orders nobody paid in time (see orders/expire-holds.ts). */
import { logger } from "firebase-functions";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { TIME_ZONE } from "@domain/locale.ts";
import { db } from "../firebase/app.ts";
import { expireHolds } from "../orders/expire-holds.ts";

export const scheduledHoldSweep = onSchedule(
  { schedule: "every 10 minutes", timeZone: TIME_ZONE },
  async () => {
    const expired = await expireHolds(db, new Date());
    if (expired.length > 0) logger.info("Reservas vencidas: pedidos cancelados", { orderIds: expired });
  },
);
