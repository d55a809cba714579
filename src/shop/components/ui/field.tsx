/**
 * Chakra's form field, statically styled: Ark's field (which ties the label, the input, the help
 * and the error together by id and `aria-*`) with the preset's `field` slot recipe.
 */
import { Field } from "@ark-ui/react/field";
import { createStyleContext, styled } from "@/styled-system/jsx";
import { field, input } from "@/styled-system/recipes";

const { withProvider, withContext } = createStyleContext(field);

export const Root = withProvider(Field.Root, "root");
export const Label = withContext(Field.Label, "label");
export const HelperText = withContext(Field.HelperText, "helperText");
export const ErrorText = withContext(Field.ErrorText, "errorText");
export const RequiredIndicator = withContext(Field.RequiredIndicator, "requiredIndicator", {
  defaultProps: { children: "*" },
});
/** The field's input with Chakra's input look. */
export const Input = styled(Field.Input, input);
