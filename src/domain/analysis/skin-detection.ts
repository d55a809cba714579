/**
 * Whether a pixel could be skin, by the classic YCbCr chroma box of Chai & Ngan (1999): skin of
 * every depth falls in a narrow Cb/Cr band once brightness (Y) is set aside, which is why it works
 * from porcelain to deep brown where RGB or HSV thresholds tuned on light skin do not. Red-brown
 * hair, wood and beige walls fall in the band too; the analyser sorts those out by where they are
 * and by how far they are from the face's own color, not here.
 */

const CB_MIN = 77;
const CB_MAX = 127;
const CR_MIN = 133;
const CR_MAX = 173;
// Near-black pixels have meaningless chroma (noise, shadows) and near-white ones are highlights.
const LUMA_MIN = 35;
const LUMA_MAX = 250;

export function isSkinLike(red: number, green: number, blue: number): boolean {
  const luma = 0.299 * red + 0.587 * green + 0.114 * blue;
  if (luma < LUMA_MIN || luma > LUMA_MAX) return false;
  const cb = 128 - 0.168736 * red - 0.331264 * green + 0.5 * blue;
  const cr = 128 + 0.5 * red - 0.418688 * green - 0.081312 * blue;
  return cb >= CB_MIN && cb <= CB_MAX && cr >= CR_MIN && cr <= CR_MAX;
}
