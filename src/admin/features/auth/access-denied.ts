import { toaster } from "@/admin/components/ui/toaster.tsx";

export function notifyAccessDenied() {
  toaster.create({
    type: "error",
    title: "Acceso denegado",
    description: "No tienes permisos para acceder a esta página",
  });
}
