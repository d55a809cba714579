import { Link as RouterLink } from "react-router-dom";
import { PageIntro } from "@/shop/components/page-intro.tsx";
import { css, cx } from "@/styled-system/css";
import { button } from "@/styled-system/recipes";
import { href } from "@domain/shop-paths.ts";
import { NOT_FOUND_TITLE } from "@domain/seo/page-meta.ts";
import { sharedWords } from "@/i18n/shared-words.ts";

export function Component() {
  return (
    <PageIntro title={NOT_FOUND_TITLE}>
      <RouterLink
        to={href("home")}
        className={cx(button(), css({ colorPalette: "brand", alignSelf: "start" }))}
      >
        {sharedWords.backHome}
      </RouterLink>
    </PageIntro>
  );
}
