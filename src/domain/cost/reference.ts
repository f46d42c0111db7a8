import type { BuildingFunction, BuildingProcess } from '../projects/vocabulary.ts';

/**
 * The cost reference tables that the demo's generator and the cost model share: what a scheme costs
 * per m2 of GIFA at the UK-average location and 2024 tender prices, by building function, scaled by its
 * building process, and the tender price index that moves a cost from one year to another.
 */

/** Base cost per m2 of GIFA, new build, UK average location, tender prices of 2024. */
export const BASE_RATE_PER_M2: Record<BuildingFunction, number> = {
  residential: 2150,
  office: 2650,
  retail: 1850,
  industrial: 1050,
  education: 2550,
  healthcare: 3300,
  leisure: 2450,
  hotel: 2750,
  mixed_use: 2500,
  other: 2000,
};
export const PROCESS_FACTOR: Record<BuildingProcess, number> = {
  new_build: 1,
  refurbishment: 0.68,
  conversion: 0.82,
  extension: 1.12,
};
/**
 * The tender price index of a year (2024 = 1.00): tender-price-index.json, whose source and rule are in
 * SOURCES.md; `tenderPriceIndexAt(date)` interpolates between the yearly points.
 */
export { tenderPriceIndex, tenderPriceIndexAt } from './tender-price-index.ts';
