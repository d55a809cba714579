import { Box, Input, useFieldContext } from "@chakra-ui/react";
import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";

/**
 * A native `<select>` dressed as the shop's inputs. Native on purpose: phones open their own
 * picker, which is the quickest way through 346 comunas, and it costs no extra component code.
 * Inside a Chakra `Field.Root` it gets the field's id, label and invalid state like an input.
 */
export function SelectInput({
  children,
  inputSize,
  ...props
}: ComponentProps<"select"> & { inputSize?: ComponentProps<typeof Input>["size"] }) {
  // A child given through `asChild` does not get the field's id and aria attributes: ask for them.
  const field = useFieldContext();
  return (
    <Box position="relative" w="full">
      <Input
        asChild
        size={inputSize}
        pe="10"
        appearance="none"
        cursor="pointer"
        _disabled={{ cursor: "not-allowed" }}
      >
        <select {...field?.getSelectProps()} {...props}>
          {children}
        </select>
      </Input>
      <Box
        as={ChevronDown}
        position="absolute"
        insetEnd="3"
        top="50%"
        transform="translateY(-50%)"
        boxSize="4"
        color="fg.muted"
        pointerEvents="none"
        aria-hidden
      />
    </Box>
  );
}
