import { Flex, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

interface PolicyHighlightProps {
  /** The number that matters, e.g. 15 (days) or 3 (months). */
  figure: number;
  unit: string;
  caption: string;
  /** The policy text from the shop settings. */
  children: ReactNode;
}

/** A policy's key number set large beside its full text (returns period, warranty length). */
export function PolicyHighlight({ figure, unit, caption, children }: PolicyHighlightProps) {
  return (
    <Flex
      direction={{ base: "column", sm: "row" }}
      gap={{ base: "4", sm: "8" }}
      align={{ base: "start", sm: "center" }}
      bg="bg.panel"
      borderWidth="1px"
      rounded="lg"
      px={{ base: "5", md: "8" }}
      py={{ base: "5", md: "7" }}
    >
      <Stack gap="0" flexShrink={0} minW={{ sm: "32" }}>
        <Text
          fontFamily="heading"
          fontSize={{ base: "5xl", md: "6xl" }}
          lineHeight="1"
          color="brand.fg"
          fontVariantNumeric="lining-nums"
        >
          {figure}{" "}
          <Text as="span" fontSize={{ base: "2xl", md: "3xl" }}>
            {unit}
          </Text>
        </Text>
        <Text fontSize="sm" color="fg.muted" mt="2">
          {caption}
        </Text>
      </Stack>
      <Text fontSize={{ base: "md", md: "lg" }}>{children}</Text>
    </Flex>
  );
}
