import type { ReactNode } from "react";
import { Heading } from "@/shop/components/ui/heading.tsx";
import { css } from "@/styled-system/css";
import { Container, Stack, styled } from "@/styled-system/jsx";

/** Narrow centred column with a serif title: the frame of every payment and order page. */
export function OrderPageShell({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container w="full" maxW="2xl" px={{ base: "4", md: "6" }} py={{ base: "8", md: "14" }}>
      <Stack gap="8">
        <Stack gap="2" textAlign="center">
          <Heading
            as="h1"
            className={css({
              fontWeight: "medium",
              fontSize: { base: "3xl", md: "4xl" },
              lineHeight: "[1.15]",
            })}
          >
            {title}
          </Heading>
          {lead && <styled.p color="fg.muted">{lead}</styled.p>}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}

/** A titled white panel inside an order page. */
export function OrderPanel({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Stack gap="4" bg="bg.panel" borderWidth="1px" rounded="xl" p={{ base: "5", md: "6" }}>
      {title && (
        <Heading as="h2" className={css({ fontSize: "lg", fontWeight: "semibold" })}>
          {title}
        </Heading>
      )}
      {children}
    </Stack>
  );
}
