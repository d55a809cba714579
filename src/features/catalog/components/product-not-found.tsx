import { Button } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { PageIntro } from "@/components/page-intro.tsx";
import { PRODUCT_NOT_FOUND_TITLE } from "@domain/seo/page-meta.ts";

/**
 * A product address whose product does not exist (spec: Product page). The server answers it with
 * a 404; the recently viewed strip below every page offers a way on.
 */
export function ProductNotFound() {
  return (
    <PageIntro title={PRODUCT_NOT_FOUND_TITLE}>
      <Button asChild colorPalette="brand" alignSelf="start">
        <RouterLink to="/">Volver a la colección</RouterLink>
      </Button>
    </PageIntro>
  );
}
