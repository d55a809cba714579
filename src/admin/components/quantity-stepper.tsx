import { HStack, IconButton, Text } from "@chakra-ui/react";
import { Minus, Plus } from "lucide-react";
import { stepperParts, type StepperOptions } from "@/lib/ui/headless.ts";

/** A thumb's target on a phone (44 px), small beside a mouse. */
const THUMB_SIZE = { base: "lg", md: "xs" } as const;

/** A count bounded min..max: the stock of a new product, or one saved on each press. */
export function QuantityStepper(props: StepperOptions) {
  const parts = stepperParts(props);
  return (
    <HStack gap="1" borderWidth="1px" rounded="md" w="fit-content" {...parts.group}>
      <IconButton size={THUMB_SIZE} variant="ghost" {...parts.less}>
        <Minus />
      </IconButton>
      <Text minW="6" textAlign="center" {...parts.value} />
      <IconButton size={THUMB_SIZE} variant="ghost" {...parts.more}>
        <Plus />
      </IconButton>
    </HStack>
  );
}
