import { Button, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { PageIntro } from "@/components/page-intro.tsx";

export function Component() {
  return (
    <PageIntro title="Carrito">
      <Text color="fg.muted">Tu carrito está vacío</Text>
      <Button asChild colorPalette="brand" alignSelf="start">
        <RouterLink to="/">Ver colección</RouterLink>
      </Button>
    </PageIntro>
  );
}
