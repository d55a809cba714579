/** Chilean regions and comunas for shipping addresses: the checkout's selects and the server's check. */
import { CHILE_REGIONS } from "./regions-data.ts";

/** A comuna as [official code, name]. */
export type Comuna = readonly [code: string, name: string];

export interface Region {
  code: string;
  name: string;
  shortName: string;
  comunas: readonly Comuna[];
}

export { CHILE_REGIONS };

export function findRegion(code: string): Region | undefined {
  return CHILE_REGIONS.find((region) => region.code === code);
}

/** The comuna with this code, only if it belongs to the region. */
export function findComuna(region: Region, code: string): Comuna | undefined {
  return region.comunas.find(([comunaCode]) => comunaCode === code);
}
