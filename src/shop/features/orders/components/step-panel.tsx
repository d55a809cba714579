import { Circle, HStack, Text, VisuallyHidden } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { OrderPanel } from "./order-page-shell.tsx";

/** A numbered step of the awaiting-payment page; screen readers hear "Paso n" before its title. */
export function StepPanel({
  number,
  title,
  children,
}: {
  number: number;
  title: string;
  children: ReactNode;
}) {
  return (
    <OrderPanel>
      <HStack gap="3">
        <Circle size="8" bg="brand.solid" color="brand.contrast" fontWeight="600" aria-hidden>
          {number}
        </Circle>
        <Text as="h2" fontWeight="600" fontSize="lg">
          <VisuallyHidden>Paso {number}: </VisuallyHidden>
          {title}
        </Text>
      </HStack>
      {children}
    </OrderPanel>
  );
}
