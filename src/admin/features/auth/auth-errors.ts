/** Spanish text for the Firebase Auth errors an admin can meet at sign-in. */
const messages: Record<string, string> = {
  "auth/invalid-credential": "Correo o contraseña incorrectos",
  "auth/invalid-email": "El correo electrónico no es válido",
  "auth/user-disabled": "Esta cuenta está deshabilitada",
  "auth/too-many-requests": "Demasiados intentos. Espera un momento e inténtalo de nuevo",
  "auth/network-request-failed": "Sin conexión con el servidor",
};

export function signInErrorMessage(error: unknown): string {
  const code = typeof error === "object" && error && "code" in error ? String(error.code) : "";
  return messages[code] ?? "Error al iniciar sesión";
}
