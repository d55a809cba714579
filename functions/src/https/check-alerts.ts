/** The analytics page's on-demand AI usage check (admin only); the same check runs every 5 minutes. */
import { onCall } from "firebase-functions/v2/https";
import { checkAlertsInputSchema, type AlertCheckResponse } from "@domain/analytics/usage-alerts.ts";
import { runAlertCheck } from "../analytics/alert-check.ts";
import { parseInput, requireAdmin } from "./guards.ts";

export const checkAlerts = onCall(async (request): Promise<AlertCheckResponse> => {
  await requireAdmin(request);
  parseInput(checkAlertsInputSchema, request.data);
  return runAlertCheck();
});
