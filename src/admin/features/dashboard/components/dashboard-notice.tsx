import { Button, Flex, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";
import { adminHref } from "@domain/admin-paths.ts";

const TO_ORDERS = (
  <Button asChild size="sm" variant="outline">
    <RouterLink to={adminHref("orders")}>Ver pedidos</RouterLink>
  </Button>
);

/**
 * A note at the head of the dashboard about what waits for the owner, with the way to it (the
 * orders, unless `action` says otherwise; null for none).
 */
export function DashboardNotice({
  label,
  icon,
  palette,
  title,
  children,
  action = TO_ORDERS,
}: {
  label: string;
  icon: ReactNode;
  palette: "orange" | "brand";
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Flex
      as="section"
      aria-label={label}
      colorPalette={palette}
      bg="colorPalette.subtle"
      color="colorPalette.fg"
      rounded="lg"
      px="4"
      py="3"
      gap="3"
      align={{ base: "start", md: "center" }}
      direction={{ base: "column", md: "row" }}
    >
      {icon}
      <Stack gap="0" flex="1">
        <Text fontWeight="600">{title}</Text>
        {children}
      </Stack>
      {action}
    </Flex>
  );
}
