/** The demo admin account created by the seed and printed by `npm start` (emulators only). */
export const DEMO_ADMIN = {
  email: "admin@chatoyant.test",
  password: "joyas-demo-2026",
  displayName: "Administración Chatoyant",
} as const;
