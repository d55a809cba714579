/** A small card at the bottom of the screen for the app's own notices (update, install). */
import { Box, Flex, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

export function FloatingNotice({
  label,
  children,
  actions,
}: {
  label: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Box
      role="region"
      aria-label={label}
      position="fixed"
      insetX="4"
      bottom="calc(1rem + env(safe-area-inset-bottom))"
      zIndex="toast"
      mx="auto"
      maxW="md"
      bg="bg.panel"
      borderWidth="1px"
      rounded="lg"
      shadow="lg"
      px="4"
      py="3"
    >
      <Flex gap="3" align="center" justify="space-between" wrap="wrap">
        <Text fontSize="sm" flex="1" minW="48">
          {children}
        </Text>
        <Flex gap="2">{actions}</Flex>
      </Flex>
    </Box>
  );
}
