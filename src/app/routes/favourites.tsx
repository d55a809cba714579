import { Button, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { PageIntro } from "@/components/page-intro.tsx";

export function Component() {
  return (
    <PageIntro title="Mis Favoritos">
      <Text color="fg.muted">0 productos guardados</Text>
      <Button asChild colorPalette="brand" alignSelf="start">
        <RouterLink to="/">Ver colección</RouterLink>
      </Button>
    </PageIntro>
  );
}
