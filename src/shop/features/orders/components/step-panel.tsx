import type { ReactNode } from "react";
import { Circle, HStack, styled, VisuallyHidden } from "@/styled-system/jsx";
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
        <Circle size="8" bg="brand.solid" color="brand.contrast" fontWeight="semibold" aria-hidden>
          {number}
        </Circle>
        <styled.h2 fontWeight="semibold" fontSize="lg">
          <VisuallyHidden>Paso {number}: </VisuallyHidden>
          {title}
        </styled.h2>
      </HStack>
      {children}
    </OrderPanel>
  );
}
