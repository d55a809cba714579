import type { ReactNode } from "react";
import { Flex, Stack, styled } from "@/styled-system/jsx";

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
      <Stack gap="0" flexShrink="0" minW={{ sm: "32" }}>
        <styled.p
          fontFamily="heading"
          fontSize={{ base: "5xl", md: "6xl" }}
          lineHeight="[1]"
          color="brand.fg"
          fontVariantNumeric="lining-nums"
        >
          {figure} <styled.span fontSize={{ base: "2xl", md: "3xl" }}>{unit}</styled.span>
        </styled.p>
        <styled.p fontSize="sm" color="fg.muted" mt="2">
          {caption}
        </styled.p>
      </Stack>
      <styled.p fontSize={{ base: "md", md: "lg" }}>{children}</styled.p>
    </Flex>
  );
}
