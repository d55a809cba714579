import { Heading, type HeadingProps } from "@chakra-ui/react";

/**
 * Room left above an anchored section: the sticky header (h 14 on mobile, 16 from md) plus a little
 * air, so /ayuda#envios does not land under it.
 */
export const ANCHOR_SCROLL_MARGIN = { base: "20", md: "24" } as const;

/** A page's h2, in the display face. */
export function SectionHeading(props: HeadingProps) {
  return (
    <Heading
      as="h2"
      fontFamily="heading"
      fontWeight="500"
      fontSize={{ base: "2xl", md: "3xl" }}
      lineHeight="1.2"
      scrollMarginTop={ANCHOR_SCROLL_MARGIN}
      {...props}
    />
  );
}
