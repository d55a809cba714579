/** 'Dashboard': four figures and the way to each admin page (spec: Admin dashboard). */
import { Flex, SimpleGrid, Spinner, Stack, Text } from "@chakra-ui/react";
import {
  BarChart3,
  Boxes,
  FileClock,
  ImageUp,
  PackageOpen,
  ShoppingBag,
  Sparkles,
  TriangleAlert,
} from "lucide-react";
import {
  dashboardOrderFigures,
  dashboardStats,
  NO_DASHBOARD_ORDER_READS,
} from "@domain/analytics/dashboard.ts";
import { countExternalMedia } from "@domain/catalog/media-migration.ts";
import { LOW_STOCK_THRESHOLD } from "@domain/catalog/product.ts";
import { AwaitingDispatchNotice } from "@/admin/features/dashboard/components/awaiting-dispatch-notice.tsx";
import { DashboardNotice } from "@/admin/features/dashboard/components/dashboard-notice.tsx";
import { FailedMailNotice } from "@/admin/features/dashboard/components/failed-mail-notice.tsx";
import { FintocOverdueNotice } from "@/admin/features/dashboard/components/fintoc-overdue-notice.tsx";
import { FintocSetupNotice } from "@/admin/features/dashboard/components/fintoc-setup-notice.tsx";
import { QuickAction } from "@/admin/features/dashboard/components/quick-action.tsx";
import { StatCard } from "@/admin/features/dashboard/components/stat-card.tsx";
import { useAnalysisCount } from "@/admin/features/dashboard/use-analysis-count.ts";
import { useFailedMail } from "@/admin/features/dashboard/use-failed-mail.ts";
import { usePaymentsStatus } from "@/admin/features/dashboard/use-payments-status.ts";
import { useDashboardOrders } from "@/admin/features/orders/use-dashboard-orders.ts";
import { useAdminCatalog } from "@/admin/features/products/use-admin-catalog.ts";
import { adminCopy } from "@/admin/copy.ts";
import { PageTitle } from "@/admin/components/page-parts.tsx";

export function Component() {
  const catalog = useAdminCatalog();
  const orders = useDashboardOrders();
  const analyses = useAnalysisCount();
  const paymentsStatus = usePaymentsStatus();
  const failedMail = useFailedMail();

  const loading = catalog.status === "loading" || orders === undefined || analyses === undefined;
  const products = catalog.status === "ready" ? catalog.products : [];
  const now = new Date();
  const stats = dashboardStats(products, dashboardOrderFigures(orders ?? NO_DASHBOARD_ORDER_READS, now));
  const externalMedia = countExternalMedia(products);

  return (
    <Stack gap="8">
      <Stack gap="1">
        <PageTitle>Dashboard</PageTitle>
        <Text color="fg.muted">Bienvenida al panel de administración de la tienda.</Text>
      </Stack>

      {loading ? (
        <Flex justify="center" py="16">
          <Spinner color="brand.solid" size="lg" aria-label="Cargando" />
        </Flex>
      ) : (
        <>
          {stats.proofsToReview > 0 && (
            <DashboardNotice
              label="Comprobantes por revisar"
              icon={<FileClock aria-hidden />}
              palette={stats.proofsOverdue > 0 ? "orange" : "brand"}
              title={
                (stats.proofsToReview === 1
                  ? "1 comprobante espera tu revisión"
                  : `${stats.proofsToReview} comprobantes esperan tu revisión`) +
                (stats.proofsOverdue > 0 ? ` (${stats.proofsOverdue} con la revisión atrasada)` : "")
              }
            >
              <Text fontSize="sm">
                Sus piezas siguen reservadas hasta que confirmes el pago o rechaces el comprobante.
              </Text>
            </DashboardNotice>
          )}
          <AwaitingDispatchNotice count={orders?.awaitingDispatch} />
          <FintocOverdueNotice orders={orders?.fintocProcessing ?? []} now={now} />
          <FintocSetupNotice status={paymentsStatus} />
          <FailedMailNotice failed={failedMail} />
          <SimpleGrid columns={{ base: 2, lg: 4 }} gap="4" as="section" aria-label="Resumen">
            <StatCard
              icon={<Boxes />}
              label="Total Productos"
              value={stats.products}
              note={stats.lowStock > 0 ? `${stats.lowStock} con stock bajo` : undefined}
            />
            <StatCard
              icon={<ShoppingBag />}
              label="Pedidos Pendientes"
              value={stats.pendingOrders}
              note={stats.newPendingOrders > 0 ? `${stats.newPendingOrders} nuevos hoy` : undefined}
            />
            <StatCard icon={<Sparkles />} label={adminCopy.analysesLastDay} value={analyses ?? 0} />
            <StatCard
              icon={<TriangleAlert />}
              label="Stock Bajo"
              value={stats.lowStock}
              note={`Menos de ${LOW_STOCK_THRESHOLD} unidades`}
            />
          </SimpleGrid>

          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" as="section" aria-label="Accesos rápidos">
            <QuickAction
              section="products"
              icon={<PackageOpen />}
              text="Crea, edita y ajusta el stock de tus joyas."
              badge={stats.lowStock > 0 ? `${stats.lowStock} stock bajo` : undefined}
            />
            <QuickAction
              section="orders"
              icon={<ShoppingBag />}
              text="Revisa pagos, cambia estados y exporta pedidos."
              badge={stats.newPendingOrders > 0 ? `${stats.newPendingOrders} nuevos` : undefined}
            />
            <QuickAction
              section="analytics"
              icon={<BarChart3 />}
              text="Visitas por producto y uso de la asesoría de color."
            />
            <QuickAction
              section="migrateImages"
              icon={<ImageUp />}
              text={
                externalMedia === 0
                  ? "Las fotos de la tienda ya están en Cloud Storage."
                  : "Copia a Cloud Storage las fotos que aún se cargan desde otra web."
              }
              badge={externalMedia === 0 ? "Completado" : `${externalMedia} por migrar`}
            />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
