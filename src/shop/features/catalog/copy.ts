/** Words several catalog screens show (the rule: CONTRIBUTING, "Copy"). */
export const CATALOG_COPY = {
  backToCollection: "Volver a la colección",
} as const;
