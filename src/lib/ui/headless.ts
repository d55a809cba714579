/**
 * The controls both apps show, without looks: what each part says to a screen reader and how it
 * behaves. Each app spreads these parts on its own elements, so the two count and speak alike and
 * only their looks differ: Chakra draws the back office's, Panda the shop's.
 */

export interface StepperWords {
  /** The group's name: "Cantidad de Collar Luna". */
  group: string;
  less: string;
  more: string;
}

/** What a quantity stepper says of one piece ("Collar Luna"). */
export const quantityWords = (itemName: string): StepperWords => ({
  group: `Cantidad de ${itemName}`,
  less: `Quitar una unidad de ${itemName}`,
  more: `Agregar una unidad de ${itemName}`,
});

export interface StepperOptions {
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  words: StepperWords;
  /** Both buttons rest (while a change is being saved). */
  busy?: boolean;
}

/** A bounded − value + stepper: its group, its two buttons (each stops at its bound) and its value. */
export function stepperParts({ value, min, max, onChange, words, busy = false }: StepperOptions) {
  return {
    group: { role: "group", "aria-label": words.group },
    less: { "aria-label": words.less, disabled: busy || value <= min, onClick: () => onChange(value - 1) },
    value: { "aria-live": "polite", children: value },
    more: { "aria-label": words.more, disabled: busy || value >= max, onClick: () => onChange(value + 1) },
  } as const;
}

/** A determinate progress bar: the track is the progressbar, announced by its label; 0 to 100. */
export function progressParts(label: string, value: number) {
  return {
    track: {
      role: "progressbar",
      "aria-label": label,
      "aria-valuemin": 0,
      "aria-valuemax": 100,
      "aria-valuenow": value,
    },
    fillWidth: `${value}%`,
  } as const;
}
