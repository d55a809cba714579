import { Badge, Box, Flex, LinkBox, LinkOverlay, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";
import { adminHref, ADMIN_ROUTES, type NavigationRoute } from "@domain/admin-paths.ts";

/**
 * A card that leads to an admin section, titled with its name in the navigation: the whole card is
 * the link, with an optional badge.
 */
export function QuickAction(props: {
  section: NavigationRoute;
  icon: ReactNode;
  text: string;
  badge?: string;
}) {
  return (
    <LinkBox
      as="article"
      p="5"
      rounded="xl"
      borderWidth="1px"
      bg="bg"
      _hover={{ borderColor: "brand.solid" }}
    >
      <Flex gap="4" align="start">
        <Box color="brand.fg" aria-hidden css={{ "& svg": { width: "6", height: "6" } }}>
          {props.icon}
        </Box>
        <Stack gap="1" flex="1">
          <Flex gap="2" align="center" wrap="wrap">
            <LinkOverlay asChild fontWeight="600">
              <RouterLink to={adminHref(props.section)}>{ADMIN_ROUTES[props.section].label}</RouterLink>
            </LinkOverlay>
            {props.badge && (
              <Badge colorPalette={props.badge === "Completado" ? "green" : "orange"} variant="subtle">
                {props.badge}
              </Badge>
            )}
          </Flex>
          <Text fontSize="sm" color="fg.muted">
            {props.text}
          </Text>
        </Stack>
      </Flex>
    </LinkBox>
  );
}
