import { ark } from "@ark-ui/react/factory";
import { styled } from "@/styled-system/jsx";
import { input } from "@/styled-system/recipes";

/** Chakra's input. Inside a `Field.Root`, use `Field.Input`, which takes the field's id and state. */
export const Input = styled(ark.input, input);
