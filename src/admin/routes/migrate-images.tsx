/** 'Migración de imágenes' (spec: Admin image migration): start, progress, outcome and errors. */
import { Stack, Text } from "@chakra-ui/react";
import { countExternalMedia } from "@domain/catalog/media-migration.ts";
import { MigrationErrorList } from "@/admin/features/migration/components/migration-error-list.tsx";
import { MigrationProgress } from "@/admin/features/migration/components/migration-progress.tsx";
import { MigrationResult } from "@/admin/features/migration/components/migration-result.tsx";
import { MigrationStart } from "@/admin/features/migration/components/migration-start.tsx";
import { useMediaMigration } from "@/admin/features/migration/use-media-migration.ts";
import { useAdminCatalog } from "@/admin/features/products/use-admin-catalog.ts";
import { PageTitle } from "@/admin/components/page-parts.tsx";

export function Component() {
  const catalog = useAdminCatalog();
  const migration = useMediaMigration();
  const { phase } = migration;
  const pending = catalog.status === "ready" ? countExternalMedia(catalog.products) : undefined;

  return (
    <Stack gap="6" maxW="4xl">
      <Stack gap="1">
        <PageTitle>Migración de imágenes</PageTitle>
        <Text color="fg.muted">Trae a la tienda las fotos que aún viven en otra web.</Text>
      </Stack>
      <MigrationStart
        pending={pending}
        running={migration.running}
        finished={phase === "complete" || phase === "error"}
        onStart={() => void migration.start()}
      />
      {phase !== "idle" && !(phase === "complete" && migration.total === 0) && !migration.failedToStart && (
        <MigrationProgress {...migration} />
      )}
      {(phase === "complete" || phase === "error") && (
        <MigrationResult
          phase={phase}
          total={migration.total}
          updated={migration.updated}
          failed={migration.failures.length}
          failedToStart={migration.failedToStart}
        />
      )}
      {migration.failures.length > 0 && <MigrationErrorList failures={migration.failures} />}
    </Stack>
  );
}
