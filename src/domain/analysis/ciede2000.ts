/**
 * CIEDE2000 color difference (Sharma, Wu & Dalal 2005), used to match necklace colors to a season's
 * palette: unlike plain Lab distance it does not overrate differences between saturated colors
 * (a jade and an emerald are closer than CIE76 says) or underrate them among blues.
 */
import type { Lab } from "./color-space.ts";

const DEG = Math.PI / 180;
const POW25_7 = 25 ** 7;

function hueAngle(b: number, aPrime: number): number {
  if (b === 0 && aPrime === 0) return 0;
  const degrees = Math.atan2(b, aPrime) / DEG;
  return degrees < 0 ? degrees + 360 : degrees;
}

export function deltaE2000(first: Lab, second: Lab): number {
  const c1 = Math.hypot(first.a, first.b);
  const c2 = Math.hypot(second.a, second.b);
  const meanC7 = ((c1 + c2) / 2) ** 7;
  const g = 0.5 * (1 - Math.sqrt(meanC7 / (meanC7 + POW25_7)));
  const a1 = (1 + g) * first.a;
  const a2 = (1 + g) * second.a;
  const c1p = Math.hypot(a1, first.b);
  const c2p = Math.hypot(a2, second.b);
  const h1p = hueAngle(first.b, a1);
  const h2p = hueAngle(second.b, a2);

  const deltaL = second.l - first.l;
  const deltaC = c2p - c1p;
  let deltaHue = 0;
  if (c1p * c2p !== 0) {
    deltaHue = h2p - h1p;
    if (deltaHue > 180) deltaHue -= 360;
    else if (deltaHue < -180) deltaHue += 360;
  }
  const deltaH = 2 * Math.sqrt(c1p * c2p) * Math.sin((deltaHue / 2) * DEG);

  const meanL = (first.l + second.l) / 2;
  const meanCp = (c1p + c2p) / 2;
  let meanHp = h1p + h2p;
  if (c1p * c2p !== 0) {
    if (Math.abs(h1p - h2p) <= 180) meanHp /= 2;
    else meanHp = h1p + h2p < 360 ? (meanHp + 360) / 2 : (meanHp - 360) / 2;
  }
  const t =
    1 -
    0.17 * Math.cos((meanHp - 30) * DEG) +
    0.24 * Math.cos(2 * meanHp * DEG) +
    0.32 * Math.cos((3 * meanHp + 6) * DEG) -
    0.2 * Math.cos((4 * meanHp - 63) * DEG);
  const deltaTheta = 30 * Math.exp(-(((meanHp - 275) / 25) ** 2));
  const meanCp7 = meanCp ** 7;
  const rc = 2 * Math.sqrt(meanCp7 / (meanCp7 + POW25_7));
  const sl = 1 + (0.015 * (meanL - 50) ** 2) / Math.sqrt(20 + (meanL - 50) ** 2);
  const sc = 1 + 0.045 * meanCp;
  const sh = 1 + 0.015 * meanCp * t;
  const rt = -Math.sin(2 * deltaTheta * DEG) * rc;

  const termL = deltaL / sl;
  const termC = deltaC / sc;
  const termH = deltaH / sh;
  return Math.sqrt(termL ** 2 + termC ** 2 + termH ** 2 + rt * termC * termH);
}
