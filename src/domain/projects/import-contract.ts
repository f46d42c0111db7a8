import Type, { type Static } from 'typebox';
import {
  BENCHMARK_TYPES,
  BUILDING_FUNCTIONS,
  BUILDING_PROCESSES,
  PROCUREMENT_STRUCTURES,
  RISK_ASSESSMENT_STATUSES,
} from './vocabulary.ts';
import {
  BoundedNumber,
  Int,
  Latitude,
  Longitude,
  Measure,
  Money,
  OneOf,
  OptionalNullable,
  ProjectStatus,
  SignedMoney,
  Timestamp,
} from '../json-schema.ts';
import { LIMITS } from '../limits.ts';

/**
 * The import contract (D-17, D-45, D-46): every Platform and Data API project field, with nested records and
 * history. The operator's bulk import, the demo seed and the Platform's `POST /projects` all use it.
 */

const Text = (maxLength = 2000) => Type.String({ maxLength });
const Label = () => Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });
const Count = () => Int(0, 1_000_000);
const Floors = () => Int(0, 200);
const Month = () => Int(1, 12);
const Year = () => Int(1900, 2200);
const FunctionEnum = () => OneOf(Object.keys(BUILDING_FUNCTIONS) as (keyof typeof BUILDING_FUNCTIONS)[]);
const ProcessEnum = () => OneOf(Object.keys(BUILDING_PROCESSES) as (keyof typeof BUILDING_PROCESSES)[]);

export const DevelopmentInput = Type.Object(
  {
    name: Label(),
    building_function: OptionalNullable(FunctionEnum()),
    building_process: OptionalNullable(ProcessEnum()),
    total_gifa: OptionalNullable(Measure()),
    individual_units: OptionalNullable(Count()),
    site_max_floors_above_ground: OptionalNullable(Floors()),
    site_max_floors_below_ground: OptionalNullable(Floors()),
  },
  { additionalProperties: false },
);

export const FacilityInput = Type.Object({ name: Label(), amount: Money() }, { additionalProperties: false });

export const AppraisalLineInput = Type.Object(
  {
    label: Label(),
    budget: OptionalNullable(Money()),
    out_turn: OptionalNullable(Money()),
    facility: OptionalNullable(Money()),
  },
  { additionalProperties: false },
);

export const RiskAssessmentSetInput = Type.Object(
  {
    created_date: Type.Optional(Timestamp()),
    current_status: OptionalNullable(OneOf(RISK_ASSESSMENT_STATUSES)),
    assessments: Type.Array(
      Type.Object(
        { category: Label(), value: OptionalNullable(Text(500)), score: OptionalNullable(Text(50)) },
        { additionalProperties: false },
      ),
      { maxItems: LIMITS.assessmentsPerSet },
    ),
  },
  { additionalProperties: false },
);

export const BenchmarkSnapshotInput = Type.Object(
  {
    created_date: Timestamp(),
    type: OneOf(BENCHMARK_TYPES),
    bcis: OptionalNullable(Measure()),
    model_value: OptionalNullable(Measure()),
    model_value_lower: OptionalNullable(Measure()),
    model_value_upper: OptionalNullable(Measure()),
    source_health: OptionalNullable(BoundedNumber(20, 100)),
    community_value: OptionalNullable(Measure()),
  },
  { additionalProperties: false },
);

export const ReportInput = Type.Object(
  {
    type: Type.Optional(OneOf(['INTERIM'])),
    period: Type.Optional(OneOf(['MONTHLY'])),
    month: Month(),
    year: Year(),
    edition: Type.Optional(Int(1, 1000)),
    created_date: Type.Optional(Timestamp()),
    last_modified_date: Type.Optional(Timestamp()),
    aggregate: Type.Optional(
      Type.Object(
        {
          amount: Money(),
          surplus_shortfall: OptionalNullable(SignedMoney()),
        },
        { additionalProperties: false, description: 'What the report drew down in total, as POST /reports/drawdown takes it' },
      ),
    ),
    risk_statuses: Type.Optional(
      Type.Array(
        Type.Object(
          {
            category: Label(),
            description: OptionalNullable(Text(5000)),
            legend: OptionalNullable(Text(100)),
            legend_colour: OptionalNullable(Type.String({ pattern: '^#[0-9A-Fa-f]{6}$', maxLength: 7 })),
            month: Type.Optional(Month()),
            year: Type.Optional(Year()),
          },
          { additionalProperties: false },
        ),
        { maxItems: LIMITS.riskStatusesPerReport },
      ),
    ),
  },
  { additionalProperties: false },
);

export const ProjectImport = Type.Object(
  {
    name: Label(),
    project_reference: Label(),
    client_reference: OptionalNullable(Text(200)),
    status: Type.Optional(ProjectStatus()),
    project_status: Type.Optional(ProjectStatus()),
    address: OptionalNullable(Text(500)),
    postcode: OptionalNullable(Type.String({ maxLength: 10 })),
    latitude: OptionalNullable(Latitude()),
    longitude: OptionalNullable(Longitude()),
    description: OptionalNullable(Text(10_000)),
    site_description: OptionalNullable(Text(10_000)),
    site_area: OptionalNullable(Measure()),
    field_site: OptionalNullable(Text(200)),
    proposed_procurement_structure: OptionalNullable(OneOf(PROCUREMENT_STRUCTURES)),
    proposed_procurement_structure_other_specific: OptionalNullable(Text(500)),
    contract_form: OptionalNullable(Text(200)),
    funder_client: OptionalNullable(Text(200)),
    gross_development_value: OptionalNullable(Money()),
    total_budget: OptionalNullable(Money()),
    total_cost: OptionalNullable(Money()),
    loan_facility_budget: OptionalNullable(Money()),
    loan_facility_out_turn: OptionalNullable(Money()),
    total_gifa: OptionalNullable(Measure()),
    total_net_internal_area: OptionalNullable(Measure()),
    site_max_floors_above_ground: OptionalNullable(Floors()),
    site_max_floors_below_ground: OptionalNullable(Floors()),
    number_of_units: OptionalNullable(Count()),
    contract_start_date: OptionalNullable(Timestamp()),
    contract_completion_date: OptionalNullable(Timestamp()),
    estimated_completion_date: OptionalNullable(Timestamp()),
    rule_off_date_for_valuations: OptionalNullable(Timestamp()),
    risk_score: OptionalNullable(BoundedNumber(0, 100)),
    confidence_level: OptionalNullable(BoundedNumber(0, 100)),
    design_phase_weeks: OptionalNullable(BoundedNumber(0, 1000)),
    liability_period: OptionalNullable(BoundedNumber(0, 1000)),
    building_function: OptionalNullable(FunctionEnum()),
    building_process: OptionalNullable(ProcessEnum()),
    comments: OptionalNullable(Text(10_000)),
    archived: Type.Optional(Type.Boolean()),
    created_date: Type.Optional(Timestamp()),
    last_modified_date: Type.Optional(Timestamp()),
    developments: Type.Optional(Type.Array(DevelopmentInput, { maxItems: LIMITS.developmentsPerProject })),
    facilities: Type.Optional(Type.Array(FacilityInput, { maxItems: LIMITS.facilitiesPerProject })),
    appraisal_lines: Type.Optional(Type.Array(AppraisalLineInput, { maxItems: LIMITS.appraisalLinesPerProject })),
    risk_assessments: Type.Optional(Type.Array(RiskAssessmentSetInput, { maxItems: 500 })),
    benchmark_snapshots: Type.Optional(Type.Array(BenchmarkSnapshotInput, { maxItems: 500 })),
    reports: Type.Optional(Type.Array(ReportInput, { maxItems: 500 })),
  },
  { additionalProperties: false, $id: 'ProjectImport' },
);
export type ProjectImport = Static<typeof ProjectImport>;

export const MAX_IMPORT_PROJECTS = 10_000;

export const ProjectImportBatch = Type.Object(
  { projects: Type.Array(ProjectImport, { minItems: 1, maxItems: MAX_IMPORT_PROJECTS }) },
  { additionalProperties: false },
);
export type ProjectImportBatch = Static<typeof ProjectImportBatch>;

/** The members of a ProjectImport that are not the project's own fields: nested records and history. */
export const NESTED_AND_HISTORY = [
  'developments',
  'facilities',
  'appraisal_lines',
  'risk_assessments',
  'benchmark_snapshots',
  'reports',
  'created_date',
  'last_modified_date',
] as const;

/** A project's own fields, as a PATCH may set them. */
export type ProjectFields = Omit<ProjectImport, (typeof NESTED_AND_HISTORY)[number]>;
