import { Box, Flex, Separator, Stack, Text } from "@chakra-ui/react";
import { Sparkles } from "lucide-react";
import type { WindowStatistics } from "@domain/analytics/usage-alerts.ts";
import { formatClp } from "@domain/money.ts";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Analyses of a window, the other AI uses and what Gemini's share is estimated to cost. */
export function UsageCard({ label, stats }: { label: string; stats: WindowStatistics | undefined }) {
  return (
    <Stack as="article" aria-label={label} gap="3" p="5" rounded="xl" borderWidth="1px" bg="bg">
      <Flex justify="space-between" align="center" color="fg.muted">
        <Text fontSize="sm">{label}</Text>
        <Box aria-hidden css={{ "& svg": { width: "5", height: "5" } }}>
          <Sparkles />
        </Box>
      </Flex>
      <Stack gap="1">
        <Text fontSize="3xl" fontWeight="600" lineHeight="1" data-testid="analysis-count">
          {stats?.analyses ?? "—"}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {stats
            ? `análisis · ${plural(stats.descriptions, "descripción", "descripciones")} con IA`
            : "análisis"}
        </Text>
      </Stack>
      <Separator />
      <Flex justify="space-between" align="baseline" gap="2" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          Costo estimado
        </Text>
        <Text fontWeight="600">{stats ? formatClp(stats.estimatedCostClp) : "—"}</Text>
      </Flex>
      {stats && (
        <Text fontSize="xs" color="fg.muted" mt="-2">
          {plural(stats.geminiUses, "uso", "usos")} con Gemini
        </Text>
      )}
    </Stack>
  );
}
