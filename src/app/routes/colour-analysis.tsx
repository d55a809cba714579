import { PageIntro } from "@/components/page-intro.tsx";

export function Component() {
  return (
    <PageIntro title="¿Qué colores te favorecen más?">
      Sube una foto de tu rostro y descubre tu estación de color, tu paleta y los collares que mejor te
      acompañan.
    </PageIntro>
  );
}
