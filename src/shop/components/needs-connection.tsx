import { WifiOff } from "lucide-react";
import type { ReactNode } from "react";
import { useOnline } from "@/lib/browser/connectivity.ts";
import { css } from "@/styled-system/css";

// Chakra's subtle warning alert, as the back office shows it, written out: the preset's `alert`
// slot recipe would bring Panda's recipe runtime into every page that may show this.
const styles = {
  root: css({
    colorPalette: "orange",
    display: "flex",
    alignItems: "flex-start",
    gap: "3",
    px: "4",
    py: "3",
    rounded: "l3",
    bg: "colorPalette.subtle",
    color: "colorPalette.fg",
    textStyle: "sm",
  }),
  icon: css({ flexShrink: "0", boxSize: "5" }),
};

/** Says, only while offline, that what follows needs a connection — and that nothing is lost. */
export function NeedsConnection({ children }: { children: ReactNode }) {
  if (useOnline()) return null;
  return (
    <div role="status" className={styles.root}>
      <WifiOff aria-hidden className={styles.icon} />
      <p>{children}</p>
    </div>
  );
}
