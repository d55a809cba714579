import { Heading, Stack, Text } from "@chakra-ui/react";

export function Component() {
  return (
    <Stack gap="2">
      <Heading as="h1" size="2xl" fontFamily="heading">
        Dashboard
      </Heading>
      <Text color="fg.muted">Bienvenida al panel de administración de la tienda.</Text>
    </Stack>
  );
}
