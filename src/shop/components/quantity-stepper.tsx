import { Minus, Plus } from "lucide-react";
import { quantityWords, stepperParts } from "@/lib/ui/headless.ts";
import { css } from "@/styled-system/css";
import { hstack } from "@/styled-system/patterns";
import { IconButton } from "@/shop/components/ui/button.tsx";

// A stepper sits on every cart line: its classes are computed once.
const styles = {
  root: hstack({ gap: "1", borderWidth: "1px", rounded: "md", w: "fit" }),
  value: css({ minW: "6", textAlign: "center" }),
};

/** A quantity bounded 1..max (spec: the stepper is bounded 1..stock; minus is disabled at 1). */
export function QuantityStepper(props: {
  value: number;
  max: number;
  onChange: (value: number) => void;
  /** What is being counted, for screen readers: "Collar Luna". */
  itemName: string;
  size?: "xs" | "sm" | "md";
}) {
  const parts = stepperParts({ ...props, min: 1, words: quantityWords(props.itemName) });
  const size = props.size ?? "sm";
  return (
    <div className={styles.root} {...parts.group}>
      <IconButton size={size} variant="ghost" {...parts.less}>
        <Minus />
      </IconButton>
      <p className={styles.value} {...parts.value} />
      <IconButton size={size} variant="ghost" {...parts.more}>
        <Plus />
      </IconButton>
    </div>
  );
}
