import { Link as RouterLink } from "react-router-dom";
import { PageIntro } from "@/shop/components/page-intro.tsx";
import { copy } from "@/i18n/es-CL.ts";
import { css, cx } from "@/styled-system/css";
import { button } from "@/styled-system/recipes";
import { href } from "@domain/shop-paths.ts";
import { NOT_FOUND_TITLE } from "@domain/seo/page-meta.ts";

export function Component() {
  return (
    <PageIntro title={NOT_FOUND_TITLE}>
      <RouterLink
        to={href("home")}
        className={cx(button(), css({ colorPalette: "brand", alignSelf: "start" }))}
      >
        {copy.backHome}
      </RouterLink>
    </PageIntro>
  );
}
