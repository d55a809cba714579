import { HStack, IconButton, Text } from "@chakra-ui/react";
import { Minus, Plus } from "lucide-react";
import type { ComponentProps } from "react";

type Props = {
  value: number;
  max: number;
  /** 1 unless said otherwise (a new product may start with no stock). */
  min?: number;
  onChange: (value: number) => void;
  /** What is being counted, for screen readers: "Collar Luna". */
  itemName: string;
  size?: ComponentProps<typeof IconButton>["size"];
};

/** A thumb's target on a phone (44 px), small beside a mouse. */
const THUMB_SIZE = { base: "lg", md: "sm" } as const;

/** Quantity bounded min..max (spec: the stepper is bounded 1..stock; minus is disabled at 1). */
export function QuantityStepper({ value, max, min = 1, onChange, itemName, size = THUMB_SIZE }: Props) {
  return (
    <HStack
      gap="1"
      borderWidth="1px"
      rounded="md"
      w="fit-content"
      role="group"
      aria-label={`Cantidad de ${itemName}`}
    >
      <IconButton
        size={size}
        variant="ghost"
        aria-label={`Quitar una unidad de ${itemName}`}
        disabled={value <= min}
        onClick={() => onChange(value - 1)}
      >
        <Minus />
      </IconButton>
      <Text minW="6" textAlign="center" aria-live="polite">
        {value}
      </Text>
      <IconButton
        size={size}
        variant="ghost"
        aria-label={`Agregar una unidad de ${itemName}`}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        <Plus />
      </IconButton>
    </HStack>
  );
}
