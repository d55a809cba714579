import { Badge, Box, Button, Flex, Link, Stack, Text } from "@chakra-ui/react";
import { Suspense } from "react";
import { NavLink, Outlet, useNavigate } from "react-router-dom";
import { NeedsConnection } from "@/admin/components/needs-connection.tsx";
import { newOrderBadge } from "@domain/analytics/dashboard.ts";
import { useNewOrderCount } from "@/admin/features/dashboard/use-new-order-count.ts";
import { signOutAdmin } from "@/lib/firebase/auth.ts";
import { BRAND_NAME } from "@/i18n/es-CL.ts";
import { PageLoading } from "@/admin/components/page-loading.tsx";

const sections = [
  { to: "/admin/home", label: "Dashboard" },
  { to: "/admin/products", label: "Productos" },
  { to: "/admin/orders", label: "Pedidos" },
  { to: "/admin/discounts", label: "Descuentos" },
  { to: "/admin/analytics", label: "Análisis" },
  { to: "/admin/migrate-images", label: "Migrar imágenes" },
  { to: "/admin/settings", label: "Configuración" },
];

export function AdminShell({ email }: { email: string }) {
  const navigate = useNavigate();
  const newOrders = newOrderBadge(useNewOrderCount() ?? 0);
  const signOut = async () => {
    await signOutAdmin();
    navigate("/admin/login", { replace: true });
  };

  return (
    <Flex direction={{ base: "column", md: "row" }} minH="100dvh" bg="bg.panel">
      <Stack
        as="nav"
        aria-label="Administración"
        w={{ md: "60" }}
        p="4"
        gap="1"
        bg="sand.900"
        color="sand.100"
      >
        <Text fontFamily="heading" fontSize="2xl" px="3" pb="3">
          {BRAND_NAME} · Admin
        </Text>
        <Flex direction={{ base: "row", md: "column" }} wrap="wrap" gap="1">
          {sections.map((section) => (
            <Link
              key={section.to}
              asChild
              px="3"
              py="2"
              rounded="md"
              color="sand.200"
              _currentPage={{ bg: "sand.800", color: "white" }}
            >
              <NavLink
                to={section.to}
                aria-label={
                  section.to === "/admin/orders" && newOrders
                    ? `${section.label} (${newOrders} nuevos)`
                    : undefined
                }
              >
                {section.label}
                {section.to === "/admin/orders" && newOrders && (
                  <Badge ms="2" colorPalette="orange" variant="solid" rounded="full" aria-hidden>
                    {newOrders}
                  </Badge>
                )}
              </NavLink>
            </Link>
          ))}
        </Flex>
        <Box mt={{ md: "auto" }} px="3" pt="4">
          <Text fontSize="xs" color="sand.400" truncate>
            {email}
          </Text>
          <Button mt="2" size="sm" variant="outline" color="sand.100" onClick={signOut}>
            Cerrar sesión
          </Button>
        </Box>
      </Stack>
      <Box as="main" flex="1" p={{ base: "4", md: "8" }}>
        <NeedsConnection>
          Sin conexión: el panel muestra lo último que cargó, pero no puede guardar cambios hasta que vuelva
          la señal.
        </NeedsConnection>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Box>
    </Flex>
  );
}
