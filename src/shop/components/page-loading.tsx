import { css } from "@/styled-system/css";
import { Center } from "@/styled-system/jsx";
import { Spinner } from "@/shop/components/ui/spinner.tsx";

/** Shown while a page's code is on its way (routes are loaded on demand). */
export function PageLoading() {
  return (
    <Center minH="[60dvh]">
      <Spinner size="lg" className={css({ color: "brand.solid" })} aria-label="Cargando" />
    </Center>
  );
}
