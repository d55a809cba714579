import { Button } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { PageIntro } from "@/components/page-intro.tsx";
import { copy } from "@/i18n/es-CL.ts";

export function Component() {
  return (
    <PageIntro title={copy.notFoundTitle}>
      <Button asChild colorPalette="brand" alignSelf="start">
        <RouterLink to="/">{copy.backHome}</RouterLink>
      </Button>
    </PageIntro>
  );
}
