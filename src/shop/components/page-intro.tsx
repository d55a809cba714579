import type { ReactNode } from "react";
import { css } from "@/styled-system/css";
import { container, stack } from "@/styled-system/patterns";

/** A page's title: the heading font, large (4xl on phones, 5xl from md). */
export const pageTitle = css({
  fontFamily: "heading",
  fontWeight: "medium",
  fontSize: { base: "4xl", md: "5xl" },
  lineHeight: "[1.1]",
});

/** The small spaced capitals over a title ("Colorimetría"). */
export const titleEyebrow = css({
  textTransform: "uppercase",
  letterSpacing: "widest",
  fontSize: "xs",
  color: "fg.muted",
});

/** Title block of a simple page. */
export function PageIntro({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div
      className={container({
        w: "full",
        maxW: "3xl",
        px: { base: "4", md: "6" },
        py: { base: "10", md: "16" },
      })}
    >
      <div className={stack({ gap: "4" })}>
        <h1 className={pageTitle}>{title}</h1>
        {typeof children === "string" ? <p className={css({ color: "fg.muted" })}>{children}</p> : children}
      </div>
    </div>
  );
}
