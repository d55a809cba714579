import { HStack, Stack, Text } from "@chakra-ui/react";
import { CircleCheck } from "lucide-react";
import type { ActiveAlert, AnalysisSettings } from "@domain/analytics/usage-alerts.ts";
import { AnalyticsPanel } from "./analytics-panel.tsx";
import { WarningNote } from "./warning-note.tsx";

/** The windows whose AI usage has reached its threshold right now. */
export function ActiveAlerts(props: { alerts: ActiveAlert[] | undefined; settings: AnalysisSettings }) {
  const alerts = props.alerts ?? [];
  return (
    <AnalyticsPanel
      title="Alertas activas"
      description={`Umbrales: ${props.settings.hourlyThreshold} usos de IA por hora y ${props.settings.dailyThreshold} por día (análisis y descripciones).`}
    >
      {alerts.length === 0 ? (
        <HStack color="green.fg" gap="2">
          <CircleCheck size={18} aria-hidden />
          <Text fontSize="sm">Sin alertas activas: el uso está bajo los umbrales.</Text>
        </HStack>
      ) : (
        <Stack gap="3">
          {alerts.map((alert) => (
            <WarningNote key={alert.windowHours} role="alert" title={alert.message}>
              Uso actual: <strong>{alert.currentUsage}</strong> · Umbral: <strong>{alert.threshold}</strong> ·
              Ventana: {alert.windowHours} h
            </WarningNote>
          ))}
        </Stack>
      )}
    </AnalyticsPanel>
  );
}
