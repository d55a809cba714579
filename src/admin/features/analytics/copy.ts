/** Words several parts of the analytics page show (the rule: CONTRIBUTING, "Copy"). */
export const ANALYTICS_COPY = {
  accessKeys: "Claves de acceso",
} as const;
