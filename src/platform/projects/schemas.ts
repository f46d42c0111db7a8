import Type, { type Static } from 'typebox';
import {
  PROCUREMENT_STRUCTURES,
  PROJECT_STATUSES,
  RISK_ASSESSMENT_STATUSES,
  type ProjectStatus,
} from '../../domain/projects/vocabulary.ts';
import type { AppraisalTreeNode } from '../../domain/projects/appraisal-tree.ts';
import { Nullable, TimestampOut } from '../../schemas/common.ts';
import {
  AppraisalLineInput,
  DevelopmentInput,
  FacilityInput,
  ProjectImport,
  RiskAssessmentSetInput,
} from '../../schemas/project-import.ts';
import { Id, IdText, NullableInteger, NullableNumber, NullableString } from '../schemas.ts';

const Status = Type.Unsafe<ProjectStatus>({ type: 'string', enum: [...PROJECT_STATUSES] });
const NullableTimestamp = () => Nullable(TimestampOut());

// Reads ---------------------------------------------------------------------------------------------

export const PER_PAGE_DEFAULT = 20;
const PER_PAGE_MAX = 100;

/** D-19. Unknown parameters are ignored; bad values are 400 naming the parameter. */
export const ProjectsQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000_000, default: 1, description: 'From 1' })),
  perPage: Type.Optional(
    Type.Integer({ minimum: 1, maximum: PER_PAGE_MAX, default: PER_PAGE_DEFAULT, description: `1–${PER_PAGE_MAX}` }),
  ),
  status: Type.Optional(Status),
  search: Type.Optional(
    Type.String({ maxLength: 200, description: 'Case-insensitive match on name or project_reference' }),
  ),
});

/** SPEC "Platform: Project list item". */
export const ProjectListItem = Type.Object({
  id: Id(),
  name: Type.String(),
  project_reference: Type.String(),
  description: NullableString(),
  project_status: Status,
});

/** SPEC: `{data, meta: {total, lastPage, currentPage, perPage, prev, next}}`; prev/next null at the ends (D-50). */
export const ProjectList = Type.Object({
  data: Type.Array(ProjectListItem),
  meta: Type.Object({
    total: Type.Integer(),
    lastPage: Type.Integer({ minimum: 1 }),
    currentPage: Type.Integer({ minimum: 1 }),
    perPage: Type.Integer({ minimum: 1 }),
    prev: NullableInteger(),
    next: NullableInteger(),
  }),
});

const DevelopmentRef = Type.Object({ id: Id(), name: Type.String() });

/**
 * SPEC "Platform: Project (full record)", integers as numbers, with `comments` (D-24) and the
 * developments' ids and names (D-45); and the other fields a ProjectImport or a PATCH can set, so that
 * what was written can be read back.
 */
export const Project = Type.Object(
  {
    id: Id(),
    name: Type.String(),
    environment_id: Id(),
    project_reference: Type.String(),
    project_status: Status,
    address: NullableString(),
    postcode: NullableString(),
    latitude: NullableNumber(),
    longitude: NullableNumber(),
    description: NullableString(),
    site_area: NullableNumber(),
    field_site: NullableString(),
    proposed_procurement_structure: Nullable(Type.Enum([...PROCUREMENT_STRUCTURES])),
    proposed_procurement_structure_other_specific: NullableString(),
    contract_form: NullableString(),
    gross_development_value: NullableNumber(),
    total_budget: NullableNumber(),
    loan_facility_budget: NullableNumber(),
    total_gifa: NullableNumber(),
    site_max_floors_above_ground: NullableInteger(),
    site_max_floors_below_ground: NullableInteger(),
    comments: NullableString(),
    developments: Type.Array(DevelopmentRef),
    client_reference: NullableString(),
    site_description: NullableString(),
    funder_client: NullableString(),
    total_cost: NullableNumber(),
    loan_facility_out_turn: NullableNumber(),
    total_net_internal_area: NullableNumber(),
    number_of_units: NullableInteger(),
    contract_start_date: NullableTimestamp(),
    contract_completion_date: NullableTimestamp(),
    estimated_completion_date: NullableTimestamp(),
    rule_off_date_for_valuations: NullableTimestamp(),
    risk_score: NullableNumber(),
    confidence_level: NullableNumber(),
    design_phase_weeks: NullableNumber(),
    liability_period: NullableNumber(),
    building_function: NullableString(),
    building_process: NullableString(),
    archived: Type.Boolean(),
    created_date: TimestampOut(),
    last_modified_date: TimestampOut(),
  },
  { description: 'SPEC "Platform: Project (full record)"' },
);
export type ProjectRecord = Static<typeof Project>;

export const AppraisalsQuery = Type.Object({
  projectId: Type.Optional(IdText('Only this project’s cost inputs')),
});

export const ProjectCostInput = Type.Object({
  id: Id(),
  project_id: Id(),
  budget: NullableNumber(),
  out_turn: NullableNumber(),
});

const NODE_MEMBERS = ['id', 'input_value', 'input_field', 'other_input_settings', 'project_cost_inputs', 'parent_id'];

/**
 * The Appraisal node as a shared schema (registered on the listener by its `$id`), since a node holds
 * nodes of its own shape; routes refer to it with `AppraisalRef`.
 */
export const Appraisal = Type.Unsafe<AppraisalTreeNode>({
  $id: 'Appraisal',
  type: 'object',
  description: 'SPEC "Platform: Appraisal": an APPRAISAL input setting with its children and cost inputs (D-20)',
  required: NODE_MEMBERS,
  additionalProperties: false,
  properties: {
    id: Id(),
    input_value: Type.String({ description: 'Display label' }),
    input_field: Type.String({ description: 'Machine name' }),
    other_input_settings: { type: 'array', items: { $ref: 'Appraisal#' } },
    project_cost_inputs: Type.Array(ProjectCostInput),
    parent_id: NullableInteger(),
  },
});
export const AppraisalRef = Type.Unsafe<AppraisalTreeNode>({ $ref: 'Appraisal#' });

// Sub-resources ----------------------------------------------------------------------------------------

export const Facility = Type.Object({ id: Id(), name: Type.String(), amount: Type.Number(), created_at: TimestampOut() });

/** D-45. */
export const Development = Type.Object({
  id: Id(),
  name: Type.String(),
  building_function: NullableString(),
  building_process: NullableString(),
  total_gifa: NullableNumber(),
  individual_units: NullableInteger(),
  site_max_floors_above_ground: NullableInteger(),
  site_max_floors_below_ground: NullableInteger(),
});

/** A project's appraisal line (D-17 shape) with its id and the input setting it is recorded against. */
export const CostInput = Type.Object({
  id: Id(),
  input_setting_id: Id(),
  label: Type.String(),
  budget: NullableNumber(),
  out_turn: NullableNumber(),
  facility: NullableNumber(),
  created_date: TimestampOut(),
  last_modified_date: NullableTimestamp(),
});

export const RiskAssessmentSet = Type.Object({
  id: Id(),
  current_status: Nullable(Type.Enum([...RISK_ASSESSMENT_STATUSES])),
  created_by: NullableInteger(),
  created_date: TimestampOut(),
  assessments: Type.Array(
    Type.Object({ id: Id(), category: Type.String(), value: NullableString(), score: NullableString() }),
  ),
});

export const ProjectEvent = Type.Object({
  id: Id(),
  kind: Type.String({ description: 'PROJECT_CREATED, PROJECT_UPDATED, FACILITY_ADDED, …' }),
  created_at: TimestampOut(),
  user_id: NullableInteger(),
  details: Type.Record(Type.String(), Type.Unknown()),
});

export const EventsQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 100, description: 'Events per answer' })),
  before: Type.Optional(IdText('Only events older than this event id (the last id of the previous answer)')),
});

// Writes ------------------------------------------------------------------------------------------------

/** `POST /projects` (D-24): the operator import's body, for one project. */
export const ProjectCreate = ProjectImport;

const NESTED_AND_HISTORY = [
  'developments',
  'facilities',
  'appraisal_lines',
  'risk_assessments',
  'benchmark_snapshots',
  'reports',
  'created_date',
  'last_modified_date',
] as const;

/**
 * `PATCH /projects/{id}`: any of a project's own fields (ProjectImport without nested records and
 * history, which have their own routes). At least one member; unknown members are 400.
 */
export const ProjectPatch = Type.Partial(Type.Omit(ProjectImport, [...NESTED_AND_HISTORY]), {
  additionalProperties: false,
  minProperties: 1,
});
export type ProjectPatch = Static<typeof ProjectPatch>;

export const FacilityCreate = FacilityInput;
export const DevelopmentCreate = DevelopmentInput;
export const CostInputsReplace = Type.Array(AppraisalLineInput, { maxItems: 500 });
export const RiskAssessmentCreate = Type.Omit(RiskAssessmentSetInput, ['created_date'], { additionalProperties: false });
