/** Records usage alerts even when nobody has the analytics page open (spec: Alert check). */
import { logger } from "firebase-functions";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { SCHEDULER_REGION } from "@domain/deployment.ts";
import { TIME_ZONE } from "@domain/locale.ts";
import { runAlertCheck } from "../analytics/alert-check.ts";

export const scheduledAlertCheck = onSchedule(
  { schedule: "every 5 minutes", timeZone: TIME_ZONE, region: SCHEDULER_REGION },
  async () => {
    const { alerts } = await runAlertCheck();
    if (alerts.length > 0) logger.warn("Alertas de uso de IA activas", { alerts });
  },
);
