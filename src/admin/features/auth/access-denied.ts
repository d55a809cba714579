import { toaster } from "@/lib/ui/toaster.ts";

export function notifyAccessDenied() {
  toaster.create({
    type: "error",
    title: "Acceso denegado",
    description: "No tienes permisos para acceder a esta página",
  });
}
