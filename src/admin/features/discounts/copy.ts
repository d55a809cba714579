/** Words the discounts page and its parts share (the rule: CONTRIBUTING, "Copy"). */
export const DISCOUNTS_COPY = {
  create: "Crear código",
} as const;
