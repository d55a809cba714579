import { PageIntro } from "@/components/page-intro.tsx";

export function Component() {
  return (
    <PageIntro title="JOYAS PARA QUE BRILLES">
      Cada pieza se hace a mano, una a una, con piedras semipreciosas elegidas por su color y su luz.
    </PageIntro>
  );
}
