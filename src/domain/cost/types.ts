import type { BuildingFunction, BuildingProcess } from '../projects/vocabulary.ts';
import type { Explanation } from './explanation.ts';

/**
 * The cost model's contract (D-40 to D-43, D-51 to D-54): what a scheme is, what the model
 * learns from, and what it answers. The model (src/domain/cost/model.ts) and the report (report.ts) are
 * pure; the service (src/services/benchmarks/benchmarks.ts) gathers the evidence and the scheme from storage.
 */

/** D-54's abnormal-cost items, in pounds. */
export const ABNORMAL_ITEMS = [
  'demolition',
  'contaminated_soil_removal',
  'piling',
  'basement_construction',
  'structural_alterations',
  'concrete_frame',
  'lift_escalator',
  'retaining_walls',
  'diversion_of_services',
  'drainage_pumping_station',
  'electricity_sub_station',
  'sprinkler_system',
  'party_wall',
  'balconies_terraces_winter_gardens',
  'basement_car_parking',
] as const;
export type AbnormalItem = (typeof ABNORMAL_ITEMS)[number];

/** D-54's parking counts. */
export const PARKING_ITEMS = [
  'detached_garage_spaces',
  'basement_parking_spaces',
  'integral_garage_spaces',
  'undercroft_parking_spaces',
  'car_ports',
  'surface_parking',
] as const;
export type ParkingItem = (typeof PARKING_ITEMS)[number];

/** Where a scheme is, as the model and the report need it (D-42, D-52). */
export interface SchemeLocation {
  /** Postcode area letters (`SW`); null when the scheme gave only a location index. */
  area: string | null;
  /** The shipped table's county of the area; null when given only an index. */
  county: string | null;
  /** The shipped location index, 100 = UK average. */
  index: number;
  /** How it was found (D-52); `index` when the caller gave `location_index`. */
  source: 'postcode' | 'coordinates' | 'index';
}

/** The D-41 inputs of one scheme: a project, one development of it, or a `POST /benchmark` body. */
export interface Scheme {
  total_gifa: number;
  total_net_internal_area: number | null;
  individual_units: number | null;
  site_area: number | null;
  location: SchemeLocation;
  /** YYYY-MM-DD: the date the cost is priced at (a project's contract start). */
  start_date: string;
  floors_above: number | null;
  floors_below: number | null;
  /** Parking counts by kind (absent: none or not known). */
  parking: Partial<Record<ParkingItem, number>>;
  building_function: BuildingFunction;
  building_process: BuildingProcess;
  /** One of the four procurement structures (PROCUREMENT_STRUCTURES), or null when not known. */
  procurement: string | null;
  /** Abnormal costs in pounds by item (absent: none). */
  abnormals: Partial<Record<AbnormalItem, number>>;
}

/** One completed project the model learns from (D-43). */
export interface Evidence {
  projectId: number;
  environmentId: number;
  /** Of the caller's own environment: only these may be named, in `similar` (D-43). */
  own: boolean;
  name: string;
  scheme: Scheme;
  /** Out-turn cost per m2 of GIFA, at its own location and date (total_cost / total_gifa). */
  cost_per_m2: number;
  /** The share of its cost that was external works (0-1), when its appraisal lines say; else null. */
  external_works_share: number | null;
}

export const QUALITY_RATINGS = ['Strong', 'Good', 'Fair', 'Weak'] as const;
export type QualityRating = (typeof QUALITY_RATINGS)[number];
export const QUALITY_GRADES = ['A', 'B', 'C', 'D', 'E'] as const;
export type QualityGrade = (typeof QUALITY_GRADES)[number];

/** A comparable of the caller's own environment that the prediction used (D-53). */
export interface SimilarProject {
  project_id: number;
  name: string;
  /** 0-1. */
  similarity: number;
  quality_grade: QualityGrade;
  /** Its out-turn cost per m2 rebased to the scheme's location and date. */
  cost_per_m2: number;
}

/** What the model answers for one scheme; report.ts turns it into the D-42 / D-53 report. */
export interface Prediction {
  /** Cost per m2 at the national price level (index 100) and the scheme's date, before external works and adjustments. */
  base_cost_per_m2: number;
  /** Fractions (0.12 = 12%). */
  external_works_percentage: number;
  adjustment_percentage: number;
  /** The location index the prediction applies (100 = UK average): the shipped one, or as the evidence corrected it. */
  location_index: number;
  location: SchemeLocation;
  /** base × (1 + external) × (1 + adjustment) × index / 100. */
  adjusted_cost_per_m2: number;
  /** The 80% prediction interval of adjusted_cost_per_m2. */
  lower_limit: number;
  upper_limit: number;
  /** 0-100. */
  strength: number;
  profiled_strength: number;
  /** 20-100. */
  source_health: number;
  quality_rating: QualityRating;
  similar: SimilarProject[];
  /** Comparables used: all, and those of community environments (counts only, D-43). */
  comparable_count: number;
  community_count: number;
  /** A published-average style reference rate for the function and location (D-43); null without reference data. */
  bcis: number | null;
  /** The community median cost per m2 for the function, rebased; null below the community floor (D-43). */
  community_value: number | null;
  /** What the prediction is made of, factor by factor (D-58). */
  explanation: Explanation;
}
