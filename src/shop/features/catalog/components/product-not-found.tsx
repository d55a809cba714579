import { Link as RouterLink } from "react-router-dom";
import { PageIntro } from "@/shop/components/page-intro.tsx";
import { PRODUCT_NOT_FOUND_TITLE } from "@domain/seo/page-meta.ts";
import { css, cx } from "@/styled-system/css";
import { button } from "@/styled-system/recipes";
import { href } from "@domain/shop-paths.ts";
import { CATALOG_COPY } from "../copy.ts";

/**
 * A product address whose product does not exist (spec: Product page). The server answers it with
 * a 404; the recently viewed strip below every page offers a way on.
 */
export function ProductNotFound() {
  return (
    <PageIntro title={PRODUCT_NOT_FOUND_TITLE}>
      <RouterLink
        to={href("home")}
        className={cx(button(), css({ colorPalette: "brand", alignSelf: "start" }))}
      >
        {CATALOG_COPY.backToCollection}
      </RouterLink>
    </PageIntro>
  );
}
