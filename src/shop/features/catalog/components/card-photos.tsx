/**
 * A card's two photos. Phones swipe between them (50 px, see useSwipe) or use the dots; large
 * screens show the studio photo on hover. One DOM for both, switched by breakpoint styles. The
 * photos sit above the card's link overlay so they can be swiped, so a tap on them opens the
 * product itself; for assistive technology the card's name link is the way in, and the photos are
 * decorative.
 */
import { useState, type CSSProperties } from "react";
import { useNavigate } from "react-router-dom";
import { ProductImage } from "@/shop/components/product-image.tsx";
import { usePageSettled } from "@/lib/browser/after-first-paint.ts";
import { trackOffset, useSwipe } from "@/shop/lib/browser/use-swipe.ts";
import { css, cx } from "@/styled-system/css";
import { TILE_SIZES } from "../tile-sizes.ts";

type Props = { href: string; worn: string | null; studio: string | null; eager: boolean };

/** Every card draws these: their class names are computed once, here. */
const track = css({
  display: "flex",
  h: "full",
  // A variable, not a style: the offset changes on every finger move.
  transform: { base: "translateX(var(--track-offset))", lg: "none" },
});

const dot = css({ boxSize: "2", rounded: "full", boxShadow: "sm" });

const styles = {
  frame: css({
    w: "full",
    h: "full",
    position: "relative",
    zIndex: "[1]",
    overflow: "hidden",
    cursor: "[pointer]",
    touchAction: "pan-y",
  }),
  track: cx(track, css({ transition: "[transform 0.3s ease]" })),
  dragged: cx(track, css({ transition: "[none]" })),
  worn: css({ flex: "[0 0 100%]", h: "full" }),
  studio: css({
    flex: "[0 0 100%]",
    h: "full",
    position: { lg: "absolute" },
    inset: { lg: "0" },
    opacity: { base: "1", lg: "0" },
    transition: "[opacity 0.3s ease]",
    _groupHover: { opacity: "1" },
  }),
  dots: css({
    display: { base: "flex", lg: "none" },
    position: "absolute",
    bottom: "0.5",
    insetX: "0",
    justifyContent: "center",
    zIndex: "[2]",
  }),
  // A 24 px target around an 8 px dot: large enough for a finger (WCAG 2.5.8).
  dotButton: css({ boxSize: "6", display: "grid", placeItems: "center" }),
  dotShown: cx(dot, css({ bg: "white" })),
  dotHidden: cx(dot, css({ bg: "white/50" })),
};

export function CardPhotos({ href, worn, studio, eager }: Props) {
  const navigate = useNavigate();
  const [shown, setShown] = useState(0);
  const photos = [worn, studio].filter((media) => media !== null);
  const last = photos.length - 1;
  const open = () => navigate(href);
  const { dragX, handlers, clickFollowsTouch } = useSwipe(
    (step) => setShown((index) => Math.min(last, Math.max(0, index + step))),
    open,
  );
  // The studio photo waits until the page has settled, or until the shopper reaches for the card
  // (a pointer over it, a finger on it): a grid's worth of second photos would otherwise download
  // with the page's code, on a phone that may never show them.
  const settled = usePageSettled();
  const [reached, setReached] = useState(false);
  const reach = () => setReached(true);

  return (
    <>
      <div
        className={styles.frame}
        aria-hidden
        onClick={() => clickFollowsTouch() || open()}
        onPointerEnter={reach}
        onPointerDown={reach}
        {...handlers}
      >
        <div
          className={dragX === 0 ? styles.track : styles.dragged}
          style={{ "--track-offset": trackOffset(shown, photos.length, dragX) } as CSSProperties}
          data-shown={shown}
        >
          {worn && (
            <ProductImage
              media={worn}
              sizes={TILE_SIZES}
              alt=""
              loading={eager ? "eager" : "lazy"}
              fetchPriority={eager ? "high" : "auto"}
              className={styles.worn}
              draggable={false}
              data-photo="worn"
            />
          )}
          {studio && (settled || reached || shown > 0) && (
            <ProductImage
              media={studio}
              sizes={TILE_SIZES}
              alt=""
              className={styles.studio}
              draggable={false}
              data-photo="studio"
            />
          )}
        </div>
      </div>
      {photos.length > 1 && (
        <div className={styles.dots}>
          {photos.map((_, index) => (
            <button
              type="button"
              key={index}
              className={styles.dotButton}
              aria-label={`Ver foto ${index + 1}`}
              aria-current={shown === index}
              onClick={() => setShown(index)}
            >
              <span className={shown === index ? styles.dotShown : styles.dotHidden} />
            </button>
          ))}
        </div>
      )}
    </>
  );
}
