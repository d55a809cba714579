import { Badge, Heading, Stack, Table, Text } from "@chakra-ui/react";
import type { PageTypeSummary } from "@domain/analytics/web-vitals-stats.ts";
import { FIELD_DATA_DAYS } from "@domain/analytics/web-vitals-stats.ts";
import { LOCALE } from "@domain/locale.ts";
import type { VitalsBand, VitalsPageType, WebVitalMetric } from "@domain/analytics/web-vitals.ts";
import { AnalyticsPanel } from "./analytics-panel.tsx";

const PAGE_LABELS: Record<VitalsPageType, string> = {
  home: "Inicio",
  product: "Producto",
  cart: "Carrito",
  other: "Otras",
};

const METRIC_LABELS: Record<WebVitalMetric, string> = {
  LCP: "LCP · carga",
  INP: "INP · respuesta",
  CLS: "CLS · estabilidad",
  TTFB: "TTFB · servidor",
};

/** The text says the band; the color only repeats it. */
const BANDS: Record<VitalsBand, { label: string; palette: string }> = {
  good: { label: "Bueno", palette: "green" },
  "needs-improvement": { label: "Necesita mejorar", palette: "orange" },
  poor: { label: "Deficiente", palette: "red" },
};

const seconds = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 2 });
const milliseconds = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const score = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 3 });

function formatValue(metric: WebVitalMetric, value: number): string {
  if (metric === "CLS") return score.format(value);
  if (metric === "INP") return `${milliseconds.format(value)} ms`;
  return `${seconds.format(value / 1000)} s`;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * How fast the shop is for real shoppers: each metric's 75th percentile per page type over the last
 * 28 days, with Google's band and the visits it rests on.
 */
export function FieldVitalsPanel({ pages }: { pages: PageTypeSummary[] | undefined }) {
  const visited = (pages ?? []).filter((page) => page.visits > 0);
  return (
    <AnalyticsPanel
      title={`Velocidad real de la tienda (últimos ${FIELD_DATA_DAYS} días)`}
      description="Percentil 75 de las visitas medidas en los teléfonos y computadores de tus clientes, con los umbrales de Google. Se mide una parte de las visitas."
    >
      {visited.length === 0 ? (
        <Text fontSize="sm" color="fg.muted" py="4">
          Aún no hay visitas medidas. Los datos aparecen cuando tus clientes abren la tienda.
        </Text>
      ) : (
        <Stack gap="6">
          {visited.map((page) => (
            <PageTypeTable key={page.page} page={page} />
          ))}
        </Stack>
      )}
    </AnalyticsPanel>
  );
}

function PageTypeTable({ page }: { page: PageTypeSummary }) {
  const label = PAGE_LABELS[page.page];
  return (
    <Stack gap="2" as="section" aria-label={`Páginas: ${label}`}>
      <Heading as="h3" size="sm">
        {label}{" "}
        <Text as="span" fontWeight="normal" color="fg.muted">
          · {count(page.visits, "visita", "visitas")}
        </Text>
      </Heading>
      <Table.Root size="sm" aria-label={`Velocidad de ${label}`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Métrica</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">p75</Table.ColumnHeader>
            <Table.ColumnHeader>Estado</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" hideBelow="sm">
              Muestras
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {page.metrics.map((metric) => (
            <Table.Row key={metric.metric}>
              <Table.Cell>{METRIC_LABELS[metric.metric]}</Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                {metric.p75 === null ? "—" : formatValue(metric.metric, metric.p75)}
              </Table.Cell>
              <Table.Cell>
                {metric.band ? (
                  <Badge colorPalette={BANDS[metric.band].palette} variant="subtle">
                    {BANDS[metric.band].label}
                  </Badge>
                ) : (
                  <Text as="span" fontSize="sm" color="fg.muted">
                    Sin datos
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" hideBelow="sm">
                {metric.samples}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}
