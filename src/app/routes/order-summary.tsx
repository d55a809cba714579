import { PageIntro } from "@/components/page-intro.tsx";

export function Component() {
  return <PageIntro title="¡Orden Recibida!">Aquí verás el resumen de tu pedido.</PageIntro>;
}
