/**
 * The 800 ms "fly to cart" of the spec: a copy of the product photo travels from the card to the
 * header's cart icon. Plain Web Animations, so it costs no library; skipped for reduced motion.
 *
 * It takes off once the frame that answers the tap has been painted: the button's own feedback
 * shows at once, and the flight's measuring and its image do not hold that frame back.
 */
import { afterFrames } from "@/shop/lib/browser/next-paint.ts";

export const FLY_TO_CART_MS = 800;

export async function flyToCart(from: HTMLElement, imageUrl: string | null): Promise<void> {
  await afterFrames(1);
  const target = document.querySelector<HTMLElement>("[data-cart-target]");
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  if (!target || !imageUrl || reduceMotion) return;

  const start = from.getBoundingClientRect();
  const end = target.getBoundingClientRect();
  const ghost = document.createElement("img");
  ghost.src = imageUrl;
  ghost.alt = "";
  Object.assign(ghost.style, {
    position: "fixed",
    left: `${start.left}px`,
    top: `${start.top}px`,
    width: `${start.width}px`,
    height: `${start.height}px`,
    objectFit: "cover",
    borderRadius: "8px",
    zIndex: "2000",
    pointerEvents: "none",
  });
  document.body.append(ghost);

  const dx = end.left + end.width / 2 - (start.left + start.width / 2);
  const dy = end.top + end.height / 2 - (start.top + start.height / 2);
  const animation = ghost.animate(
    [
      { transform: "translate(0, 0) scale(1)", opacity: 1 },
      { transform: `translate(${dx}px, ${dy}px) scale(0.08)`, opacity: 0.6 },
    ],
    { duration: FLY_TO_CART_MS, easing: "cubic-bezier(0.5, 0, 0.2, 1)" },
  );
  await animation.finished.catch(() => undefined);
  ghost.remove();
}
