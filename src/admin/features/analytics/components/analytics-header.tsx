import { Button, Flex, Stack, Text } from "@chakra-ui/react";
import { RefreshCw } from "lucide-react";
import { formatOrderDate } from "@domain/orders/order-list.ts";
import { PageTitle } from "@/admin/components/page-parts.tsx";

/** 'Panel de Análisis', when the figures were read, and the refresh button. */
export function AnalyticsHeader(props: {
  updatedAt: Date | undefined;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  return (
    <Flex justify="space-between" align={{ base: "start", sm: "end" }} gap="3" wrap="wrap">
      <Stack gap="1">
        <PageTitle>Panel de Análisis</PageTitle>
        <Text color="fg.muted" fontSize="sm">
          Uso de la asesoría de color y visitas a productos. Se actualiza cada 2 minutos
          {props.updatedAt ? ` (última: ${formatOrderDate(props.updatedAt).slice(-5)}).` : "."}
        </Text>
      </Stack>
      <Button
        variant="outline"
        size="sm"
        loading={props.refreshing}
        loadingText="Actualizando..."
        onClick={props.onRefresh}
      >
        <RefreshCw />
        Actualizar
      </Button>
    </Flex>
  );
}
