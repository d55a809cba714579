import { Heading } from "@chakra-ui/react";

export function Component() {
  return (
    <Heading as="h1" size="2xl" fontFamily="heading">
      Gestión de Pedidos
    </Heading>
  );
}
