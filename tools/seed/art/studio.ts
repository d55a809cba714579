/** The studio shot: the piece alone, laid flat on a paper backdrop in window light. */
import type { DemoProduct } from "../demo-catalog.ts";
import { type Canvas, HEIGHT, f, pick } from "./canvas.ts";
import { EARRING_LAYOUT, earring, necklace, track } from "./jewellery.ts";
import { backdrop } from "./scene.ts";

const STUDIO_BACKDROPS = ["#EEE6DC", "#E9E3DA", "#EFE3D7", "#E6E0D6", "#ECDFD6"];

/** Soft diagonal light from an unseen window, the usual look of daylight product photos. */
function windowLight(cv: Canvas): string {
  const [x, tilt] = [cv.rand() * 200 - 100, 0.7 + cv.rand() * 0.4];
  const pane = (dx: number, w: number) =>
    `<path d="M${f(x + dx)} ${HEIGHT + 100} L${f(x + dx + 1300 * tilt)} -100 L${f(x + dx + w + 1300 * tilt)} -100 L${f(x + dx + w)} ${HEIGHT + 100}Z"/>`;
  return `<g fill="#fffaf2" opacity=".32" ${cv.blur(40)}>${pane(-700, 260)}${pane(-380, 200)}</g>`;
}

export function studioScene(cv: Canvas, p: DemoProduct): string {
  const { art } = p;
  const bg = backdrop(cv, pick(cv.rand, STUDIO_BACKDROPS));
  let piece: string;
  if (p.productType === "aro") {
    const layout = EARRING_LAYOUT[art.shape] ?? EARRING_LAYOUT["drop-earring"]!;
    const y = 600 - layout.middle * layout.studio;
    const tilt = (cv.rand() - 0.5) * 10;
    piece =
      earring(cv, art, 310, y - 16, layout.studio, tilt, true) +
      earring(cv, art, 596, y + 16, layout.studio, -tilt * 0.7, true);
  } else {
    const wobble = cv.rand() * Math.PI * 2;
    const onChain = art.stones.length === 0;
    // Flat-lay loop: the pendant's weight pulls the bottom into a soft V.
    const [a, b, v, cy] = onChain ? [250, 330, 0.3, 540] : [265, 350, 0.12, 570];
    const tr = track((t) => {
      const th = t * Math.PI * 2;
      const down = Math.max(0, -Math.cos(th));
      return [
        450 + a * Math.sin(th) * (1 - v * down * down) + 7 * Math.sin(3 * th + wobble),
        cy - b * Math.cos(th),
      ];
    });
    piece = necklace(cv, art, tr, art.shape === "chips" ? 15 : 17, 3.2, true, 1.3);
  }
  return `${bg}${windowLight(cv)}<g ${cv.shadowFilter("#4a3728", 0.32, 6, 11, 6)}>${piece}</g>`;
}
