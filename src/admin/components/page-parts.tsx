/** The pieces every back-office page is built from, so the pages look and read alike. */
import {
  Flex,
  Heading,
  HStack,
  Spinner,
  Stack,
  Text,
  type HeadingProps,
  type TextProps,
} from "@chakra-ui/react";
import type { ReactNode } from "react";

/** The page's one h1. */
export const PageTitle = (props: HeadingProps) => (
  <Heading as="h1" size="2xl" fontFamily="heading" {...props} />
);

/** The title, with what the page offers (a button) at its end, wrapping below it on a phone. */
export function PageHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" gap="3" wrap="wrap">
      <PageTitle>{title}</PageTitle>
      {children}
    </Flex>
  );
}

/** "Cargando…" while a list's first snapshot is on its way. */
export function LoadingLine({ children }: { children: ReactNode }) {
  return (
    <HStack color="fg.muted">
      <Spinner size="sm" /> <Text>{children}</Text>
    </HStack>
  );
}

/** What an empty list says in its place. */
export const EmptyList = (props: TextProps) => (
  <Text color="fg.muted" py="10" textAlign="center" {...props} />
);

/** A framed list of rows, named for screen readers. */
export function RowList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack as="ul" listStyleType="none" gap="0" borderWidth="1px" rounded="lg" bg="bg" aria-label={label}>
      {children}
    </Stack>
  );
}
