import type { ComponentProps } from "react";
import { css, cx } from "@/styled-system/css";
import { Heading } from "@/shop/components/ui/heading.tsx";

/**
 * Room left above an anchored section: the sticky header (h 14 on mobile, 16 from md) plus a little
 * air, so /ayuda#envios does not land under it. A class for any element a URL fragment can reach.
 */
export const ANCHOR_SCROLL_MARGIN = css({ scrollMarginTop: { base: "20", md: "24" } });

const sectionHeading = css({ textStyle: "sectionTitle" });

/** A page's h2, in the display face. */
export function SectionHeading({ className, ...props }: ComponentProps<typeof Heading>) {
  return <Heading as="h2" className={cx(sectionHeading, ANCHOR_SCROLL_MARGIN, className)} {...props} />;
}
