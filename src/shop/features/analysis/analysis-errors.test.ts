import { describe, expect, it } from "vitest";
import { analysisErrorMessage } from "./analysis-errors.ts";

const error = (code: string, message: string) => ({ code: `functions/${code}`, message });

describe("analysisErrorMessage", () => {
  it.each([
    [
      error("resource-exhausted", "Límite de análisis alcanzado. Intenta en 1 hora."),
      "Límite de análisis alcanzado. Intenta en 1 hora.",
    ],
    [
      error("permission-denied", "Clave de acceso inválida"),
      "Clave incorrecta. Por favor, verifica tu clave de acceso.",
    ],
    [
      error("invalid-argument", "Clave de acceso inválida"),
      "Clave incorrecta. Por favor, verifica tu clave de acceso.",
    ],
    [error("unauthenticated", "Se requiere clave de acceso."), "Se requiere clave de acceso."],
    [
      error("resource-exhausted", "Demasiadas solicitudes"),
      "Demasiadas solicitudes desde tu conexión. Intenta más tarde.",
    ],
    [
      error(
        "resource-exhausted",
        "Has agotado tus 5 análisis disponibles. Recarga la página para continuar.",
      ),
      "Has agotado tus 5 análisis disponibles. Recarga la página para continuar.",
    ],
    [
      error("invalid-argument", "Error al procesar la imagen. Intenta con otra foto."),
      "Error al procesar la imagen. Intenta con otra foto.",
    ],
    [error("internal", "internal"), "Error al conectar con el servidor."],
    [error("internal", "INTERNAL"), "Error al analizar tu estilo. Intenta de nuevo."],
    [new Error("boom"), "Error al analizar tu estilo. Intenta de nuevo."],
  ])("%o → %s", (failure, expected) => {
    expect(analysisErrorMessage(failure)).toBe(expected);
  });

  it("says the server cannot be reached when the device is offline", () => {
    expect(analysisErrorMessage(error("unavailable", "x"), false)).toBe("Error al conectar con el servidor.");
  });
});
