import { PageIntro } from "@/components/page-intro.tsx";

export function Component() {
  return <PageIntro title="Pedido Confirmado!">Aquí verás el detalle de tu pedido.</PageIntro>;
}
