import { Field, Input, useFieldContext } from "@chakra-ui/react";
import type { SettingsField } from "../settings-form.ts";
import { SettingsChoices } from "./settings-choices.tsx";

const INPUT_TYPES = {
  email: "email",
  // A list of addresses: "email" inputs refuse commas in some browsers.
  emails: "text",
  url: "url",
  integer: "text",
  decimal: "text",
  text: "text",
  long: "text",
  choices: "checkbox",
};

/** One setting's box, with its help or, once the form is checked, its error. */
export function SettingsInput(props: {
  field: SettingsField;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { field } = props;
  if (field.kind === "choices") return <SettingsChoices {...props} />;
  const long = field.kind === "long";
  return (
    <Field.Root invalid={!!props.error} gridColumn={long ? { md: "span 2" } : undefined}>
      <Field.Label>{field.label}</Field.Label>
      {long ? (
        <LongInput value={props.value} onChange={props.onChange} />
      ) : (
        <Input
          type={INPUT_TYPES[field.kind]}
          inputMode={
            field.kind === "integer"
              ? "numeric"
              : field.kind === "decimal"
                ? "decimal"
                : field.kind === "emails"
                  ? "email"
                  : undefined
          }
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
      {props.error ? (
        <Field.ErrorText>{props.error}</Field.ErrorText>
      ) : (
        field.help && <Field.HelperText>{field.help}</Field.HelperText>
      )}
    </Field.Root>
  );
}

/**
 * A text area dressed as the inputs. A child given through `asChild` does not get the field's id
 * and aria attributes (its label would not name it): it asks the field for them.
 */
function LongInput(props: { value: string; onChange: (value: string) => void }) {
  const field = useFieldContext();
  return (
    <Input asChild h="auto" minH="24" py="2" lineHeight="1.5">
      <textarea
        {...field?.getTextareaProps()}
        rows={3}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </Input>
  );
}
