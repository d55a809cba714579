import { Box, Flex, Stack, Text } from "@chakra-ui/react";
import { Wallet } from "lucide-react";
import type { AnalysisSettings, UsageStatistics } from "@domain/analytics/usage-alerts.ts";
import { LOCALE } from "@domain/locale.ts";
import { formatClp } from "@domain/money.ts";

// A single use costs a fraction of a peso, so this one figure keeps decimals.
const perUse = new Intl.NumberFormat(LOCALE, {
  style: "currency",
  currency: "CLP",
  maximumFractionDigits: 3,
});
const usd = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 6 });

/** This month's estimated Gemini cost against the monthly free credit, and how a use is costed. */
export function MonthlyCreditCard(props: {
  month: UsageStatistics["thisMonth"] | undefined;
  settings: AnalysisSettings;
}) {
  const { month, settings } = props;
  const spent = month?.estimatedCostClp ?? 0;
  const credit = settings.monthlyFreeCreditClp;
  const over = spent > credit;
  return (
    <Stack
      as="article"
      aria-label="Crédito gratis del mes"
      gap="3"
      p="5"
      rounded="xl"
      borderWidth="1px"
      bg="bg"
    >
      <Flex justify="space-between" align="center" color="fg.muted">
        <Text fontSize="sm">Crédito gratis del mes</Text>
        <Box aria-hidden css={{ "& svg": { width: "5", height: "5" } }}>
          <Wallet />
        </Box>
      </Flex>
      <Text fontSize="3xl" fontWeight="600" lineHeight="1">
        {formatClp(spent)}
        <Text as="span" fontSize="md" fontWeight="400" color="fg.muted">
          {" "}
          de {formatClp(credit)}
        </Text>
      </Text>
      <Box
        h="2"
        rounded="full"
        bg="bg.muted"
        role="meter"
        aria-label="Crédito usado este mes"
        aria-valuemin={0}
        aria-valuemax={credit}
        aria-valuenow={Math.min(spent, credit)}
      >
        <Box
          h="full"
          rounded="full"
          bg={over ? "red.solid" : "brand.solid"}
          w={`${credit > 0 ? Math.min(100, (spent / credit) * 100) : 100}%`}
        />
      </Box>
      <Text fontSize="sm" color={over ? "red.fg" : "fg.muted"}>
        {over
          ? `Superaste el crédito gratis por ${formatClp(spent - credit)}.`
          : `Quedan ${formatClp(credit - spent)} · ${month?.geminiUses ?? 0} usos con Gemini este mes.`}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        Cada uso de Gemini: {usd.format(settings.costPerAnalysisUsd)} USD × {formatClp(settings.usdToClp)} ≈{" "}
        {perUse.format(settings.costPerAnalysisUsd * settings.usdToClp)}. El análisis básico de la tienda no
        tiene costo.
      </Text>
    </Stack>
  );
}
