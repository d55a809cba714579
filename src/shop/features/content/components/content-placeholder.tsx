import { Skeleton, SkeletonText, Stack, Text, VisuallyHidden } from "@chakra-ui/react";

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
      <Text color="fg.muted" role="status">
        Esta información no está disponible en este momento. Vuelve a intentarlo en unos minutos.
      </Text>
    );
  }
  return (
    <Stack gap="14" aria-busy="true">
      <VisuallyHidden role="status">Cargando…</VisuallyHidden>
      {Array.from({ length: sections }, (_, index) => (
        <Stack key={index} gap="5">
          <Skeleton h="8" w="48" bg="bg.muted" />
          <SkeletonText noOfLines={4} gap="3" bg="bg.muted" />
        </Stack>
      ))}
    </Stack>
  );
}
