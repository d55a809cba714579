/** What any form of the shop or the back office says of a field left empty (zod-free). */
export const REQUIRED_FIELD = "Campo requerido";
