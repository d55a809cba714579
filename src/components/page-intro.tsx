import { Container, Heading, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** Title block of a simple page. */
export function PageIntro({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Container maxW="3xl" px={{ base: "4", md: "6" }} py={{ base: "10", md: "16" }}>
      <Stack gap="4">
        <Heading
          as="h1"
          fontFamily="heading"
          fontWeight="500"
          fontSize={{ base: "4xl", md: "5xl" }}
          lineHeight="1.1"
        >
          {title}
        </Heading>
        {typeof children === "string" ? <Text color="fg.muted">{children}</Text> : children}
      </Stack>
    </Container>
  );
}
