import { PageIntro } from "@/components/page-intro.tsx";

export function Component() {
  return <PageIntro title="Ayuda">Preguntas frecuentes, pagos, envíos, devoluciones y contacto.</PageIntro>;
}
