import { Minus, Plus } from "lucide-react";
import { css } from "@/styled-system/css";
import { hstack } from "@/styled-system/patterns";
import { IconButton } from "@/shop/components/ui/button.tsx";

type Props = {
  value: number;
  max: number;
  /** 1 unless said otherwise (a new product may start with no stock). */
  min?: number;
  onChange: (value: number) => void;
  /** What is being counted, for screen readers: "Collar Luna". */
  itemName: string;
  size?: "xs" | "sm" | "md";
};

// A stepper sits on every cart line: its classes are computed once.
const styles = {
  root: hstack({ gap: "1", borderWidth: "1px", rounded: "md", w: "fit" }),
  value: css({ minW: "6", textAlign: "center" }),
};

/** Quantity bounded min..max (spec: the stepper is bounded 1..stock; minus is disabled at 1). */
export function QuantityStepper({ value, max, min = 1, onChange, itemName, size = "sm" }: Props) {
  return (
    <div className={styles.root} role="group" aria-label={`Cantidad de ${itemName}`}>
      <IconButton
        size={size}
        variant="ghost"
        aria-label={`Quitar una unidad de ${itemName}`}
        disabled={value <= min}
        onClick={() => onChange(value - 1)}
      >
        <Minus />
      </IconButton>
      <p className={styles.value} aria-live="polite">
        {value}
      </p>
      <IconButton
        size={size}
        variant="ghost"
        aria-label={`Agregar una unidad de ${itemName}`}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        <Plus />
      </IconButton>
    </div>
  );
}
