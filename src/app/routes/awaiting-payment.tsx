import { PageIntro } from "@/components/page-intro.tsx";

export function Component() {
  return (
    <PageIntro title="Estamos esperando tu pago">
      Paga con el link de pago y envíanos tu comprobante.
    </PageIntro>
  );
}
