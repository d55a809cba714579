import { Badge, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import { MIGRATION_ERROR_LABELS, type MigrationFailure } from "@domain/catalog/media-migration.ts";
import { SLOT_LABELS } from "@domain/catalog/product-media.ts";

/** Every file that could not be migrated: product, slot, kind of error and why. */
export function MigrationErrorList({ failures }: { failures: readonly MigrationFailure[] }) {
  return (
    <Stack as="section" gap="3" aria-labelledby="migration-errors">
      <Heading as="h2" size="md" fontFamily="body" fontWeight="600" id="migration-errors">
        Errores ({failures.length})
      </Heading>
      <Stack as="ul" listStyleType="none" gap="0" borderWidth="1px" rounded="xl" bg="bg" aria-label="Errores">
        {failures.map(({ file, kind, message }) => (
          <Stack
            as="li"
            key={`${file.productId}-${file.slot}`}
            gap="1"
            px="4"
            py="3"
            borderBottomWidth="1px"
            _last={{ borderBottomWidth: 0 }}
          >
            <Flex gap="2" align="center" wrap="wrap">
              <Text fontWeight="600">{file.productName}</Text>
              <Text color="fg.muted">· {SLOT_LABELS[file.slot]}</Text>
              <Badge colorPalette="red" variant="subtle">
                {MIGRATION_ERROR_LABELS[kind]}
              </Badge>
            </Flex>
            <Text fontSize="sm">{message}</Text>
            <Text fontSize="xs" color="fg.muted" truncate title={file.url}>
              {file.url}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
