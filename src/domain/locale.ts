/**
 * The shop sells in Chile only: every date, amount and plural is shown, compared and bucketed in
 * Chilean Spanish and Santiago time, whoever runs the code (a browser abroad, a function in UTC).
 */
export const LOCALE = "es-CL";
export const TIME_ZONE = "America/Santiago";
