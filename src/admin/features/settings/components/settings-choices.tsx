import { Checkbox, Fieldset, Stack } from "@chakra-ui/react";
import type { SettingsField } from "../settings-form.ts";

/** A setting that is a set of options (the methods Fintoc takes): one checkbox each. */
export function SettingsChoices(props: {
  field: SettingsField;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { field } = props;
  const options = field.options ?? [];
  const checked = props.value.split(/[\s,]+/).filter((value) => value !== "");
  return (
    <Fieldset.Root invalid={!!props.error} gridColumn={{ md: "span 2" }}>
      <Fieldset.Legend>{field.label}</Fieldset.Legend>
      <Checkbox.Group
        value={checked}
        // Kept in the options' order, so the saved list does not depend on the order of the clicks.
        onValueChange={(next) =>
          props.onChange(
            options
              .filter((option) => next.includes(option.value))
              .map((option) => option.value)
              .join(", "),
          )
        }
      >
        <Stack gap="2">
          {options.map((option) => (
            <Checkbox.Root
              key={option.value}
              value={option.value}
              invalid={!!props.error}
              colorPalette="brand"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{option.label}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      </Checkbox.Group>
      {props.error ? (
        <Fieldset.ErrorText>{props.error}</Fieldset.ErrorText>
      ) : (
        field.help && <Fieldset.HelperText>{field.help}</Fieldset.HelperText>
      )}
    </Fieldset.Root>
  );
}
