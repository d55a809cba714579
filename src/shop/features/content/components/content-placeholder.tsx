import { Stack, styled, VisuallyHidden } from "@/styled-system/jsx";
import { Skeleton } from "@/shop/components/ui/skeleton.tsx";
import { css } from "@/styled-system/css";

const LINES = 4;

/**
 * What a settings-driven page shows before its data: skeleton sections while loading, a short note
 * if the shop has no settings yet (`null`).
 */
export function ContentPlaceholder({
  missing = false,
  sections = 3,
}: {
  missing?: boolean;
  sections?: number;
}) {
  if (missing) {
    return (
      <styled.p color="fg.muted" role="status">
        Esta información no está disponible en este momento. Vuelve a intentarlo en unos minutos.
      </styled.p>
    );
  }
  return (
    <Stack gap="14" aria-busy="true">
      <VisuallyHidden role="status">Cargando…</VisuallyHidden>
      {Array.from({ length: sections }, (_, index) => (
        <Stack key={index} gap="5">
          <Skeleton className={css({ h: "8", w: "48", bg: "bg.muted" })} />
          {/* Four bars of text, the last one shorter, each in the muted tone. */}
          <Stack gap="3" w="full">
            {Array.from({ length: LINES - 1 }, (_, line) => (
              <Skeleton key={line} className={css({ h: "4", w: "full", bg: "bg.muted" })} />
            ))}
            <Skeleton className={css({ h: "4", maxW: "4/5", bg: "bg.muted" })} />
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
