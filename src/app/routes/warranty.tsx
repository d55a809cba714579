import { PageIntro } from "@/components/page-intro.tsx";

export function Component() {
  return <PageIntro title="Garantía">Tus joyas tienen garantía de 3 meses desde que las recibes.</PageIntro>;
}
