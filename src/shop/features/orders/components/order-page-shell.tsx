import { Container, Heading, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

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
    <Container maxW="2xl" px={{ base: "4", md: "6" }} py={{ base: "8", md: "14" }}>
      <Stack gap="8">
        <Stack gap="2" textAlign="center">
          <Heading
            as="h1"
            fontFamily="heading"
            fontWeight="500"
            fontSize={{ base: "3xl", md: "4xl" }}
            lineHeight="1.15"
          >
            {title}
          </Heading>
          {lead && <Text color="fg.muted">{lead}</Text>}
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
        <Heading as="h2" fontSize="lg" fontWeight="600">
          {title}
        </Heading>
      )}
      {children}
    </Stack>
  );
}
