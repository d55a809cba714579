import {
  Badge,
  Box,
  Button,
  CloseButton,
  Drawer,
  Flex,
  HStack,
  IconButton,
  Link,
  Portal,
  Stack,
  Text,
} from "@chakra-ui/react";
import { Menu } from "lucide-react";
import { Suspense, useState } from "react";
import { NavLink, Outlet, useNavigate } from "react-router-dom";
import { adminHref, ADMIN_ROUTES, NAVIGATION_ROUTES, type NavigationRoute } from "@domain/admin-paths.ts";
import { NeedsConnection } from "@/admin/components/needs-connection.tsx";
import { newOrderBadge } from "@domain/analytics/dashboard.ts";
import { useNewOrderCount } from "@/admin/features/dashboard/use-new-order-count.ts";
import { signOutAdmin } from "@/lib/firebase/admin/auth.ts";
import { BRAND_NAME } from "@domain/brand.ts";
import { PageLoading } from "@/admin/components/page-loading.tsx";

/**
 * The sidebar on a wide screen; on a phone a bar of one line (issue 42: at 390 px the sidebar put
 * the orders page's title 314 px down) with "Pedidos" and its badge of new orders always at hand,
 * and the whole navigation in a menu drawer.
 */
export function AdminShell({ email }: { email: string }) {
  const navigate = useNavigate();
  const newOrders = newOrderBadge(useNewOrderCount() ?? 0);
  const [menuOpen, setMenuOpen] = useState(false);
  const signOut = async () => {
    await signOutAdmin();
    navigate(adminHref("login"), { replace: true });
  };
  const navigation = <Navigation newOrders={newOrders} onNavigate={() => setMenuOpen(false)} />;
  const account = <Account email={email} onSignOut={signOut} />;

  return (
    <Flex direction={{ base: "column", md: "row" }} minH="100dvh" bg="bg.panel">
      <Stack hideBelow="md" w="60" p="4" gap="1" bg="sand.900" color="sand.100">
        <Text fontFamily="heading" fontSize="2xl" px="3" pb="3">
          {BRAND_NAME} · Admin
        </Text>
        {navigation}
        <Box mt="auto">{account}</Box>
      </Stack>
      <HStack
        hideFrom="md"
        position="sticky"
        top="0"
        zIndex="sticky"
        h="14"
        px="3"
        gap="2"
        bg="sand.900"
        color="sand.100"
      >
        <Text fontFamily="heading" fontSize="xl" flex="1" truncate>
          {BRAND_NAME} · Admin
        </Text>
        <SectionLink section="orders" newOrders={newOrders} />
        <Drawer.Root open={menuOpen} onOpenChange={(details) => setMenuOpen(details.open)} placement="end">
          <Drawer.Trigger asChild>
            <IconButton aria-label="Menú" variant="ghost" color="sand.100" _hover={{ bg: "sand.800" }}>
              <Menu aria-hidden />
            </IconButton>
          </Drawer.Trigger>
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content bg="sand.900" color="sand.100">
                <Drawer.Header>
                  <Drawer.Title fontFamily="heading" fontSize="xl">
                    {BRAND_NAME} · Admin
                  </Drawer.Title>
                </Drawer.Header>
                <Drawer.Body>
                  {navigation}
                  <Box mt="6">{account}</Box>
                </Drawer.Body>
                <Drawer.CloseTrigger asChild>
                  <CloseButton aria-label="Cerrar menú" color="sand.100" _hover={{ bg: "sand.800" }} />
                </Drawer.CloseTrigger>
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
      </HStack>
      <Box as="main" flex="1" minW="0" p={{ base: "4", md: "8" }}>
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

function Navigation({ newOrders, onNavigate }: { newOrders: string | null; onNavigate: () => void }) {
  return (
    <Stack as="nav" aria-label="Administración" gap="1">
      {NAVIGATION_ROUTES.map((section) => (
        <SectionLink key={section} section={section} newOrders={newOrders} onClick={onNavigate} />
      ))}
    </Stack>
  );
}

/** A section of the back office; "Pedidos" carries the count of new orders. */
function SectionLink({
  section,
  newOrders,
  onClick,
}: {
  section: NavigationRoute;
  newOrders: string | null;
  onClick?: () => void;
}) {
  const { label } = ADMIN_ROUTES[section];
  const badge = section === "orders" ? newOrders : null;
  return (
    <Link
      asChild
      px="3"
      py="2"
      rounded="md"
      color="sand.200"
      whiteSpace="nowrap"
      _currentPage={{ bg: "sand.800", color: "white" }}
    >
      <NavLink
        to={adminHref(section)}
        onClick={onClick}
        aria-label={badge ? `${label} (${badge} nuevos)` : undefined}
      >
        {label}
        {badge && (
          <Badge ms="2" colorPalette="orange" variant="solid" rounded="full" aria-hidden>
            {badge}
          </Badge>
        )}
      </NavLink>
    </Link>
  );
}

function Account({ email, onSignOut }: { email: string; onSignOut: () => void }) {
  return (
    <Box px="3" pt="4">
      <Text fontSize="xs" color="sand.400" truncate>
        {email}
      </Text>
      <Button mt="2" size="sm" variant="outline" color="sand.100" onClick={onSignOut}>
        Cerrar sesión
      </Button>
    </Box>
  );
}
