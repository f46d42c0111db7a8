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
/** Tender price index by year (2024 = 1.00), the shape of UK tender-price movements since 2015. */
const TENDER_PRICE_INDEX: Record<number, number> = {
  2015: 0.77,
  2016: 0.79,
  2017: 0.82,
  2018: 0.84,
  2019: 0.85,
  2020: 0.85,
  2021: 0.88,
  2022: 0.95,
  2023: 0.99,
  2024: 1.0,
  2025: 1.03,
  2026: 1.06,
  2027: 1.09,
};

const INDEX_YEARS = Object.keys(TENDER_PRICE_INDEX).map(Number);
const FIRST_YEAR = Math.min(...INDEX_YEARS);
const LAST_YEAR = Math.max(...INDEX_YEARS);

/** The tender price index of a year (2024 = 1.00); before and after the table, its first and last value. */
export function tenderPriceIndex(year: number): number {
  return TENDER_PRICE_INDEX[Math.min(LAST_YEAR, Math.max(FIRST_YEAR, Math.trunc(year)))]!;
}
