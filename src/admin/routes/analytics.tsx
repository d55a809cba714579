/**
 * 'Panel de Análisis' (spec: Admin analytics): AI usage and its estimated cost, active alerts and
 * their 24 h history, the most viewed products, the shop's real speed (field Web Vitals),
 * uses and sales per discount code, thresholds and costs, and the color analysis' access keys. Figures refresh every 2 minutes and on demand.
 */
import { Flex, Grid, SimpleGrid, Spinner, Stack } from "@chakra-ui/react";
import { AccessKeysPanel } from "@/admin/features/analytics/components/access-keys-panel.tsx";
import { ActiveAlerts } from "@/admin/features/analytics/components/active-alerts.tsx";
import { AlertHistory } from "@/admin/features/analytics/components/alert-history.tsx";
import { DiscountCodeStats } from "@/admin/features/analytics/components/discount-code-stats.tsx";
import { AnalyticsHeader } from "@/admin/features/analytics/components/analytics-header.tsx";
import { FieldVitalsPanel } from "@/admin/features/analytics/components/field-vitals-panel.tsx";
import { MonthlyCreditCard } from "@/admin/features/analytics/components/monthly-credit-card.tsx";
import { ThresholdForm } from "@/admin/features/analytics/components/threshold-form.tsx";
import { TopProducts } from "@/admin/features/analytics/components/top-products.tsx";
import { UsageCard } from "@/admin/features/analytics/components/usage-card.tsx";
import { useAnalytics } from "@/admin/features/analytics/use-analytics.ts";
import { useDiscountCodes } from "@/admin/features/discounts/use-discount-codes.ts";
import { useBackOfficeSettings } from "@/admin/features/settings/use-back-office-settings.ts";
import { adminCopy } from "@/admin/copy.ts";

export function Component() {
  const { alertCheck, viewStats, fieldVitals, loading, refreshing, updatedAt, refresh } = useAnalytics();
  const settings = useBackOfficeSettings();
  const discountCodes = useDiscountCodes();
  const statistics = alertCheck?.statistics;

  return (
    <Stack gap="6" maxW="7xl">
      <AnalyticsHeader updatedAt={updatedAt} refreshing={refreshing} onRefresh={refresh} />

      {loading || settings === undefined ? (
        <Flex justify="center" py="16">
          <Spinner color="brand.solid" size="lg" aria-label="Cargando estadísticas" />
        </Flex>
      ) : (
        <>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" as="section" aria-label="Uso de IA">
            <UsageCard label="Análisis (última hora)" stats={statistics?.lastHour} />
            <UsageCard label={adminCopy.analysesLastDay} stats={statistics?.last24Hours} />
            <MonthlyCreditCard month={statistics?.thisMonth} settings={settings.analysis} />
          </SimpleGrid>

          <ActiveAlerts alerts={alertCheck?.alerts} settings={settings.analysis} />

          <Grid
            templateColumns={{ base: "minmax(0, 1fr)", xl: "minmax(0, 3fr) minmax(0, 2fr)" }}
            gap="6"
            alignItems="start"
          >
            <TopProducts stats={viewStats} />
            <AlertHistory alerts={alertCheck?.recentAlerts} />
          </Grid>

          <FieldVitalsPanel pages={fieldVitals} />

          <DiscountCodeStats codes={discountCodes} />

          <Grid
            templateColumns={{ base: "minmax(0, 1fr)", xl: "repeat(2, minmax(0, 1fr))" }}
            gap="6"
            alignItems="start"
          >
            <ThresholdForm key={JSON.stringify(settings.analysis)} settings={settings} onSaved={refresh} />
            <AccessKeysPanel />
          </Grid>
        </>
      )}
    </Stack>
  );
}
