/** Words several parts of the back office show (CONTRIBUTING, "Copy"). */
export const adminCopy = {
  tryAgain: "Intenta de nuevo.",
  discountCodes: "Códigos de descuento",
  /** A date range's end, which the range includes. */
  untilIncluded: "Hasta (incluido)",
  /** The colour analyses of the last day, on the dashboard and the analytics page. */
  analysesLastDay: "Análisis (24h)",
} as const;
