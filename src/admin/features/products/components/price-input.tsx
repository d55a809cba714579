/**
 * The price field (spec 5): it shows the Chilean format while the admin types — 24990 reads
 * 24.990 — and the caret stays after the same digit as the dots come and go.
 */
import { Input, type InputProps } from "@chakra-ui/react";
import { useLayoutEffect, useRef } from "react";
import { formatClpInput } from "@domain/money.ts";

type Props = Omit<InputProps, "value" | "onChange"> & {
  value: string;
  onValueChange: (text: string) => void;
};

const digitCount = (text: string) => text.replace(/\D/g, "").length;

export function PriceInput({ value, onValueChange, ...props }: Props) {
  const input = useRef<HTMLInputElement>(null);
  /** Digits before the caret when the admin last typed; the caret goes back after as many. */
  const digitsBeforeCaret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const field = input.current;
    const digits = digitsBeforeCaret.current;
    digitsBeforeCaret.current = null;
    if (!field || digits === null || document.activeElement !== field) return;
    let caret = 0;
    for (let seen = 0; caret < field.value.length && seen < digits; caret++) {
      if (/\d/.test(field.value[caret]!)) seen++;
    }
    field.setSelectionRange(caret, caret);
  });

  return (
    <Input
      ref={input}
      inputMode="numeric"
      autoComplete="off"
      value={value}
      onChange={(event) => {
        let typed = event.target.value;
        let before = digitCount(typed.slice(0, event.target.selectionStart ?? typed.length));
        // Deleting a dot alone would change nothing: delete the digit before it instead.
        if (typed.length < value.length && digitCount(typed) === digitCount(value) && before > 0) {
          const digits = typed.replace(/\D/g, "");
          typed = digits.slice(0, before - 1) + digits.slice(before);
          before -= 1;
        }
        digitsBeforeCaret.current = before;
        onValueChange(formatClpInput(typed));
      }}
      {...props}
    />
  );
}
