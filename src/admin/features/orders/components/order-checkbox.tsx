import { chakra } from "@chakra-ui/react";

/** A plain checkbox for choosing orders: the whole list's and each row's. */
export function OrderCheckbox({
  checked,
  onChange,
  label,
}: {
  checked: boolean;
  onChange: () => void;
  label?: string;
}) {
  return (
    <chakra.input
      type="checkbox"
      checked={checked}
      onChange={onChange}
      aria-label={label}
      boxSize="4"
      accentColor="brand.solid"
      flexShrink={0}
    />
  );
}
