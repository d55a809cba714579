import { useEffect, useRef } from "react";
import { Button } from "@/shop/components/ui/button.tsx";
import { css } from "@/styled-system/css";

/** How far below the screen the next tiles start to be drawn, so scrolling rarely meets the end. */
const DRAW_AHEAD = "1200px 0px";

const more = css({ display: "flex", justifyContent: "center", pt: { base: "8", md: "10" } });

/**
 * The end of a grid that has more: a button (for keyboards and for browsers without
 * IntersectionObserver) that also presses itself as it nears the screen.
 */
export default function ShowMore({ remaining, onShow }: { remaining: number; onShow: () => void }) {
  const end = useRef<HTMLDivElement>(null);
  // Observed again after each step: if the end is still near the screen, the next step follows.
  useEffect(() => {
    const element = end.current;
    if (!element || typeof IntersectionObserver !== "function") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onShow();
      },
      { rootMargin: DRAW_AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [remaining, onShow]);
  return (
    <div ref={end} className={more}>
      <Button variant="outline" size="lg" onClick={onShow}>
        {remaining === 1 ? "Ver 1 pieza más" : `Ver ${remaining} piezas más`}
      </Button>
    </div>
  );
}
