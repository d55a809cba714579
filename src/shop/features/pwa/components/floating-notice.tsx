/**
 * A small card at the bottom of the screen for the app's own notices (update, install). It slides
 * in and out; render it inside AnimatePresence and a MotionBoundary.
 */
import { Box, Flex, Text } from "@chakra-ui/react";
import * as m from "motion/react-m";
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
      asChild
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
      <m.div initial={{ opacity: 0, y: 24 }} animate={{ opacity: 1, y: 0 }} exit={{ opacity: 0, y: 24 }}>
        <Flex gap="3" align="center" justify="space-between" wrap="wrap">
          <Text fontSize="sm" flex="1" minW="48">
            {children}
          </Text>
          <Flex gap="2">{actions}</Flex>
        </Flex>
      </m.div>
    </Box>
  );
}
