import Type from 'typebox';
import { EXPLANATION_FACTORS } from '../../domain/cost/explanation.ts';
import { ABNORMAL_ITEMS, PARKING_ITEMS, QUALITY_GRADES, QUALITY_RATINGS } from '../../domain/cost/types.ts';
import { BoundedNumber, Int, Money, Nullable, OneOf, Text, TimestampOut } from '../../domain/json-schema.ts';
import { BUILDING_FUNCTIONS, BUILDING_PROCESSES, PROCUREMENT_STRUCTURES } from '../../domain/projects/vocabulary.ts';
import { IdNumber, RecordId } from '../../http/ids.ts';

// The benchmark routes' shapes (D-21, D-42, D-53, D-54).


export const BenchmarkQuery = Type.Object({
  hybridSupport: Type.Optional(
    OneOf(['true', 'false'] as const, 'true: the composite benchmark of the project’s developments (D-43); false (default): the standard one'),
  ),
  development: Type.Optional(RecordId('One development of the project (needs hybridSupport=true)')),
});

export const SIMILAR_DEFAULT = 10;
export const SimilarQuery = Type.Object({
  limit: Type.Optional(Int(1, 50, `How many similar projects (default ${SIMILAR_DEFAULT}, at most 50)`)),
});

const Count = (description: string) => Int(0, 1_000_000, description);
/** A scheme's area: ten million m2 is beyond any building the model is fitted to. */
const Area = (description: string) => BoundedNumber(0, 10_000_000, description);
const Floors = (description: string) => Int(0, 200, description);

const FUNCTIONS = Object.keys(BUILDING_FUNCTIONS) as (keyof typeof BUILDING_FUNCTIONS)[];
const PROCESSES = Object.keys(BUILDING_PROCESSES) as (keyof typeof BUILDING_PROCESSES)[];

/** D-54: the inputs of D-41 for a scheme that is not a project, snake_case as on the Platform project. */
export const SchemeBody = Type.Object(
  {
    total_gifa: Type.Number({ exclusiveMinimum: 0, maximum: 10_000_000, description: 'Gross internal floor area, m² (> 0)' }),
    primary_building_function: OneOf(FUNCTIONS, 'D-40 building function'),
    primary_building_process: OneOf(PROCESSES, 'D-40 building process'),
    postcode: Type.Optional(
      Type.String({
        minLength: 2,
        maxLength: 10,
        description: 'A UK postcode (its area must be in the shipped table); one of postcode or location_index is required',
      }),
    ),
    location_index: Type.Optional(
      Type.Number({ exclusiveMinimum: 0, maximum: 500, description: 'Location index, 100 = UK average; used when no postcode is given' }),
    ),
    start_date: Type.Optional(
      Type.String({ format: 'date', maxLength: 10, description: 'YYYY-MM-DD: the date the cost is priced at (default today)' }),
    ),
    total_net_internal_area: Type.Optional(Area('Net internal area, m²')),
    individual_units: Type.Optional(Count('Dwellings or other units')),
    site_area: Type.Optional(Area('Site area, m²')),
    site_max_floors_above_ground: Type.Optional(Floors('Storeys above ground (0-200)')),
    site_max_floors_below_ground: Type.Optional(Floors('Basement levels (0-200)')),
    ...Object.fromEntries(PARKING_ITEMS.map((item) => [item, Type.Optional(Count('Parking spaces of this kind'))])),
    procurement_arrangements: Type.Optional(OneOf(PROCUREMENT_STRUCTURES, 'A procurement structure, as on the project record')),
    ...Object.fromEntries(ABNORMAL_ITEMS.map((item) => [item, Type.Optional(Money('Abnormal cost of this item, in pounds'))])),
  },
  {
    additionalProperties: false,
    description: 'D-54: one of postcode or location_index is required; unknown members are 400',
  },
);

const Figure = (description: string) => Type.Number({ description });
const Fraction = (description: string) => Type.Number({ description: `${description}; a fraction (0.25 = 25%)` });

export const SimilarProject = Type.Object({
  project_id: IdNumber('A project of the caller’s own environment'),
  name: Text(500),
  similarity: Type.Number({ minimum: 0, maximum: 1, description: 'How alike it is to the scheme, 0-1' }),
  quality_grade: OneOf(QUALITY_GRADES, 'A (closest match) to E'),
  cost_per_m2: Figure('Its out-turn cost per m², rebased to the scheme’s location and date'),
});

/** D-58: what a benchmark is made of, factor by factor. */
export const Explanation = Type.Object(
  {
    base_cost_per_m2: Figure('The national reference rate of the building function per m² (new build, UK average location, 2024 prices), to the penny'),
    steps: Type.Array(
      Type.Object({
        factor: OneOf(EXPLANATION_FACTORS, 'The factor, in this fixed order; a stable machine name'),
        label: Text(300, 'What the factor does, in a sentence with its figure, e.g. "Lancashire prices (location index 102.4): 2.4% above the UK average"'),
        multiplier: Figure('What the step multiplies the running rate by; base × every multiplier = adjusted_cost_per_m2 within a penny'),
        effect_per_m2: Figure('The step’s effect in pounds per m², whole pence; base + every effect = adjusted_cost_per_m2 to the penny, exactly'),
      }),
      { maxItems: EXPLANATION_FACTORS.length },
    ),
  },
  {
    description:
      'D-58: the base, then one step per factor (location, date, function and process, size, storeys and basements, procurement, site and density, abnormal costs, the nearest comparables, structured parking)',
  },
);

/** The benchmark report (standard model) with D-42's meaning and D-53's groups. */
export const BenchmarkReport = Type.Object(
  {
    totals: Figure('Predicted building cost at the national price level: base rate per m² × GIFA'),
    external_works_variation: Figure('totals × _meta.external_works_percentage'),
    total_including_external_works: Figure('totals + external_works_variation'),
    total_adjusted_value: Figure(
      'total_including_external_works × (1 + _meta.adjustment_percentage) × _meta.location.index / 100',
    ),
    adjusted_cost_per_m2: Figure('total_adjusted_value / GIFA'),
    lower_limit: Figure('Lower end of the 80% prediction interval of adjusted_cost_per_m2'),
    upper_limit: Figure('Upper end of the 80% prediction interval of adjusted_cost_per_m2'),
    _meta: Type.Object({
      adjustment_percentage: Fraction('Abnormal costs and features over the building cost'),
      external_works_percentage: Fraction('External works over the building cost, from the comparables'),
      strength: Type.Number({ minimum: 0, maximum: 100, description: 'How much comparable evidence there was, 0-100' }),
      profiled_strength: Type.Number({ minimum: 0, maximum: 100, description: 'How closely the comparables match, 0-100' }),
      location: Type.Object({
        county: Nullable(Text(100, 'The area’s county (null when only an index was given)')),
        index: Figure('Location index applied, 100 = UK average'),
        area: Nullable(Text(4, 'Postcode area letters (null when only an index was given)')),
        source: OneOf(['postcode', 'coordinates', 'index'] as const, 'How the location was found (D-52)'),
      }),
    }),
    predictions: Type.Object({
      cost_per_m2: Figure('The cost forecast per m² (= adjusted_cost_per_m2)'),
      total_cost: Figure('The cost forecast (= total_adjusted_value)'),
      interval: Type.Object({
        level: Type.Number({ minimum: 0, maximum: 1, description: 'Confidence level of the interval: 0.8' }),
        lower: Figure('= lower_limit'),
        upper: Figure('= upper_limit'),
      }),
      quality_rating: OneOf(QUALITY_RATINGS, 'Strong, Good, Fair or Weak, from the source health'),
    }),
    comparisons: Type.Object({
      similar_projects: Type.Array(SimilarProject, {
        maxItems: 50,
        description: 'The most similar projects of the caller’s own environment (never another environment’s, D-43)',
      }),
      comparable_count: Int(0, 100_000_000, 'Comparables of the building function the model used'),
      community_count: Int(0, 100_000_000, 'Of those, from community environments (counts only, never named)'),
      source_health: Type.Number({ minimum: 20, maximum: 100, description: 'Reliability of the evidence, 20-100' }),
    }),
    explanation: Type.Optional(Explanation),
    metadata: Type.Object({
      generated_at: TimestampOut('When the report was computed'),
      model_version: Text(200, 'The model and the evidence it was fitted on'),
      data_source: Text(500, 'What the model learned from'),
    }),
  },
  { description: 'A benchmark report (standard model, D-42) with D-53’s predictions, comparisons and metadata' },
);

export const SimilarProjects = Type.Object({
  items: Type.Array(SimilarProject, { maxItems: 50 }),
});

export const HISTORY_DEFAULT = 50;
export const HistoryQuery = Type.Object({
  limit: Type.Optional(Int(1, 200, `Benchmarks per answer (default ${HISTORY_DEFAULT}, at most 200)`)),
  before: Type.Optional(
    Type.String({
      format: 'date-time',
      maxLength: 40,
      description: 'Only benchmarks computed before this time: the computed_at of the last item of the previous answer',
    }),
  ),
});

export const BenchmarkHistoryItem = Type.Object({
  computed_at: TimestampOut('When the benchmark was computed and stored (to the millisecond; no two of a project share one)'),
  adjusted_cost_per_m2: Figure('The predicted cost per m² it answered'),
  lower_limit: Figure('Lower end of its 80% prediction interval'),
  upper_limit: Figure('Upper end of its 80% prediction interval'),
  model_version: Text(200, 'The model and the evidence it was fitted on'),
  source_health: Type.Number({ minimum: 20, maximum: 100, description: 'Reliability of its evidence, 20-100' }),
  hybrid: Type.Boolean({ description: 'true: a composite benchmark (hybridSupport=true); false: the standard one' }),
  development: Nullable(IdNumber('The development it priced alone (hybrid only); null for the whole project')),
});

export const BenchmarkHistory = Type.Object({
  items: Type.Array(BenchmarkHistoryItem, { maxItems: 200 }),
});

const Share = (description: string) => Type.Number({ minimum: 0, description: `${description}; a fraction (0.25 = 25%)` });

/** D-60: a project's cost to complete and overrun risk. */
export const ProjectForecast = Type.Object(
  {
    as_of: TimestampOut('When the forecast was made'),
    total_budget: Figure('The project’s total budget'),
    drawn_to_date: Figure('Every interim report’s drawdown added up, as GET /projects/{projectId}/drawn-to-date answers it'),
    drawn_share: Share('drawn_to_date / total_budget'),
    time_elapsed_share: Type.Number({ minimum: 0, maximum: 1, description: 'The share of the programme (contract start to estimated completion) elapsed at as_of, 0-1' }),
    forecast_final_cost: Type.Object(
      {
        p10: Figure('A final cost the project has a 10% chance of coming in under'),
        p50: Figure('The likely final cost (median)'),
        p90: Figure('A final cost the project has a 90% chance of coming in under'),
      },
      { description: 'The project’s likely final cost, and the 80% range around it' },
    ),
    overrun_probability: Type.Number({ minimum: 0, maximum: 1, description: 'The chance that the final cost exceeds total_budget, 0-1' }),
    facility_headroom: Figure('The project’s facilities in total, less forecast_final_cost.p50 (negative: the facilities fall short)'),
    basis: Text(2000, 'What the forecast used, in words, with each reading’s weight'),
    benchmark: Type.Object(
      {
        adjusted_cost_per_m2: Figure('The benchmark’s adjusted cost per m2, to the penny'),
        computed_at: Nullable(
          TimestampOut('When the stored benchmark it rests on was run (GET /benchmark/project/{projectId} answers it); null: none is stored, and one was priced for this forecast'),
        ),
      },
      { description: 'The benchmark the forecast rests on' },
    ),
  },
  { description: 'D-60: cost to complete and overrun risk' },
);
