import type { ReactNode } from "react";
import { Box, Flex, Stack } from "@/styled-system/jsx";

/** An ordered how-to ("Cómo pedir un cambio"), numbered in the display face. */
export function NumberedSteps({ steps }: { steps: ReactNode[] }) {
  return (
    <Stack as="ol" gap="4" listStyleType="none">
      {steps.map((step, index) => (
        <Flex as="li" key={index} gap="4" align="start">
          <Flex
            flexShrink="0"
            boxSize="9"
            rounded="full"
            borderWidth="1px"
            borderColor="brand.300"
            color="brand.fg"
            align="center"
            justify="center"
            fontFamily="heading"
            fontSize="xl"
            fontWeight="semibold"
            fontVariantNumeric="lining-nums"
            aria-hidden
          >
            {index + 1}
          </Flex>
          <Box pt="1.5">
            <p>{step}</p>
          </Box>
        </Flex>
      ))}
    </Stack>
  );
}
