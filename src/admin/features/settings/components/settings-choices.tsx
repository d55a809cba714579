import { Box, chakra, Stack, Text } from "@chakra-ui/react";
import type { SettingsField } from "../settings-form.ts";

/**
 * A setting that is a set of options (the methods Fintoc takes): one native checkbox each, as the
 * order list's, so the back office loads no checkbox or fieldset recipe for one field.
 */
export function SettingsChoices(props: {
  field: SettingsField;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { field, error } = props;
  const options = field.options ?? [];
  const checked = new Set(props.value.split(/[\s,]+/).filter((value) => value !== ""));
  const messageId = `${field.path}-mensaje`;
  // Kept in the options' order, so the saved list does not depend on the order of the clicks.
  const toggle = (value: string) =>
    props.onChange(
      options
        .map((option) => option.value)
        .filter((option) => (option === value ? !checked.has(option) : checked.has(option)))
        .join(", "),
    );

  return (
    <Box as="fieldset" gridColumn={{ md: "span 2" }} minW="0" aria-describedby={messageId}>
      <Text as="legend" fontWeight="medium" textStyle="sm" mb="2">
        {field.label}
      </Text>
      <Stack gap="2">
        {options.map((option) => (
          <chakra.label key={option.value} display="flex" alignItems="center" gap="2" cursor="pointer">
            <chakra.input
              type="checkbox"
              checked={checked.has(option.value)}
              onChange={() => toggle(option.value)}
              aria-invalid={error ? true : undefined}
              boxSize="4"
              accentColor="brand.solid"
            />
            {option.label}
          </chakra.label>
        ))}
      </Stack>
      <Text id={messageId} textStyle="xs" mt="1.5" color={error ? "fg.error" : "fg.muted"}>
        {error ?? field.help}
      </Text>
    </Box>
  );
}
