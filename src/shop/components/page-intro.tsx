import type { ReactNode } from "react";
import { css } from "@/styled-system/css";
import { container, stack } from "@/styled-system/patterns";

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
        <h1 className={css({ textStyle: "pageTitle" })}>{title}</h1>
        {typeof children === "string" ? <p className={css({ color: "fg.muted" })}>{children}</p> : children}
      </div>
    </div>
  );
}
