import { Badge, Flex, Stack, Text } from "@chakra-ui/react";
import { formatOrderDate } from "@domain/orders/order-list.ts";
import type { AlertCheck } from "@/lib/firebase/admin/analytics.ts";
import { AnalyticsPanel } from "./analytics-panel.tsx";

/** Alerts recorded in the last 24 hours, newest first, with their window. */
export function AlertHistory({ alerts }: { alerts: AlertCheck["recentAlerts"] | undefined }) {
  return (
    <AnalyticsPanel
      title="Historial de alertas (24 h)"
      description="Una alerta por hora o por día en que se superó un umbral."
    >
      {!alerts || alerts.length === 0 ? (
        <Text fontSize="sm" color="fg.muted" py="4">
          No hubo alertas en las últimas 24 horas.
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="0" aria-label="Alertas de las últimas 24 horas">
          {alerts.map((alert) => (
            <Flex
              as="li"
              key={alert.id}
              gap="3"
              py="3"
              borderTopWidth={{ base: "1px" }}
              _first={{ borderTopWidth: "0", pt: "0" }}
              align="start"
            >
              <Badge
                colorPalette={alert.timeWindowHours === 1 ? "orange" : "red"}
                variant="subtle"
                flexShrink="0"
                minW="11"
                justifyContent="center"
              >
                {alert.timeWindowHours === 1 ? "1 h" : "24 h"}
              </Badge>
              <Stack gap="0.5" minW="0">
                <Text fontSize="sm">{alert.message}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {formatOrderDate(alert.createdAt)}
                </Text>
              </Stack>
            </Flex>
          ))}
        </Stack>
      )}
    </AnalyticsPanel>
  );
}
