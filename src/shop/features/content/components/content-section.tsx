import type { ReactNode } from "react";
import { Stack, styled } from "@/styled-system/jsx";
import { ANCHOR_SCROLL_MARGIN, SectionHeading } from "./section-heading.tsx";

interface ContentSectionProps {
  /** The URL fragment that reaches this section, e.g. "envios" for /ayuda#envios. */
  id: string;
  title: string;
  /** One line under the heading. */
  lead?: string;
  children: ReactNode;
}

/**
 * A titled section of a text page. It can be the target of a URL fragment: it keeps clear of the
 * sticky header and takes focus (without an outline) when the page scrolls to it.
 */
export function ContentSection({ id, title, lead, children }: ContentSectionProps) {
  const headingId = `${id}-titulo`;
  return (
    <styled.section
      id={id}
      aria-labelledby={headingId}
      tabIndex={-1}
      className={ANCHOR_SCROLL_MARGIN}
      _focus={{ outline: "[none]" }}
    >
      <Stack gap="2" mb="6">
        <SectionHeading id={headingId}>{title}</SectionHeading>
        {lead && <styled.p color="fg.muted">{lead}</styled.p>}
      </Stack>
      {children}
    </styled.section>
  );
}
