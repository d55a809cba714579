import { Badge, Button, Flex, Stack, Text } from "@chakra-ui/react";
import type { AccessKeySummary } from "@domain/analysis/access-keys.ts";
import { formatOrderDate } from "@domain/orders/order-list.ts";
import { ANALYTICS_COPY } from "../copy.ts";

/** Every key: its name, when it was created, whether it still works, and a way to revoke it. */
export function AccessKeyList(props: {
  keys: AccessKeySummary[];
  onRevoke: (key: AccessKeySummary) => void;
}) {
  if (props.keys.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted" py="2">
        Aún no has creado claves.
      </Text>
    );
  }
  return (
    <Stack as="ul" listStyleType="none" gap="0" aria-label={ANALYTICS_COPY.accessKeys} borderTopWidth="1px">
      {props.keys.map((key) => (
        <Flex
          as="li"
          key={key.id}
          gap="3"
          py="3"
          borderBottomWidth="1px"
          align="center"
          aria-label={key.label}
        >
          <Stack gap="0.5" flex="1" minW="0">
            <Text fontWeight="500" truncate>
              {key.label}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              Creada el {formatOrderDate(key.createdAt)}
            </Text>
          </Stack>
          <Badge colorPalette={key.active ? "green" : "gray"} variant="subtle" flexShrink="0">
            {key.active ? "Activa" : "Revocada"}
          </Badge>
          {key.active && (
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              flexShrink="0"
              aria-label={`Revocar la clave ${key.label}`}
              onClick={() => props.onRevoke(key)}
            >
              Revocar
            </Button>
          )}
        </Flex>
      ))}
    </Stack>
  );
}
