import { PageIntro } from "@/components/page-intro.tsx";

export function Component() {
  return (
    <PageIntro title="Pago por transferencia">
      Aquí verás los datos para transferir el monto de tu pedido.
    </PageIntro>
  );
}
