import Type, { type Static, type TObject } from 'typebox';
import type { ProjectRow } from '../../db/repositories/projects.ts';
import {
  Nullable,
  NullableInt,
  NullableNumber,
  NullableText,
  NullableTimestamp,
  OneOf,
  ProjectStatus,
  Text,
  TimestampOut,
} from '../../domain/json-schema.ts';
import type { AppraisalTreeNode } from '../../domain/projects/appraisal-tree.ts';
import {
  AppraisalLineInput,
  DevelopmentInput,
  FacilityInput,
  NESTED_AND_HISTORY,
  ProjectImport,
  RiskAssessmentSetInput,
} from '../../domain/projects/import-contract.ts';
import {
  BUILDING_FUNCTIONS,
  BUILDING_PROCESSES,
  PROCUREMENT_STRUCTURES,
  RISK_ASSESSMENT_STATUSES,
} from '../../domain/projects/vocabulary.ts';
import { LIMITS } from '../../domain/limits.ts';
import { IdNumber, RecordId } from '../../http/ids.ts';
import { PlatformPageQuery } from '../../http/pagination.ts';
import { ProjectId } from '../schemas.ts';
import { appraisalLineMembers } from '../../http/schemas.ts';
import type { ProjectWithDevelopments } from '../../services/projects/project-access.ts';

const NullableId = () => Nullable(IdNumber());
const Floors = () => NullableInt(0, 200);
const FunctionName = () => Nullable(OneOf(Object.keys(BUILDING_FUNCTIONS)));
const ProcessName = () => Nullable(OneOf(Object.keys(BUILDING_PROCESSES)));

// Reads ---------------------------------------------------------------------------------------------

/** D-19. Unknown parameters are ignored; bad values are 400 naming the parameter. */
export const ProjectsQuery = Type.Object({
  ...PlatformPageQuery,
  status: Type.Optional(ProjectStatus()),
  search: Type.Optional(Text(200, 'Case-insensitive match on name or project_reference')),
});

/** An item of the Platform's project list (D-19). */
export const ProjectListItem = Type.Object({
  id: IdNumber(),
  name: Text(200),
  project_reference: Text(200),
  description: NullableText(10_000),
  project_status: ProjectStatus(),
});

/** The project columns a list item shows. */
export const LIST_ITEM_COLUMNS = ['name', 'project_reference', 'description', 'status'] as const;

export function projectListItemOf(row: Pick<ProjectRow, 'id' | (typeof LIST_ITEM_COLUMNS)[number]>) {
  return {
    id: row.id,
    name: row.name,
    project_reference: row.project_reference,
    description: row.description,
    project_status: row.status,
  };
}

/**
 * The Platform's full project record, integers as numbers, with `comments` (D-24) and the
 * developments' ids and names (D-45); and the other fields a ProjectImport or a PATCH can set, so that
 * what was written can be read back.
 */
export const Project = Type.Object(
  {
    id: IdNumber(),
    name: Text(200),
    environment_id: IdNumber(),
    project_reference: Text(200),
    project_status: ProjectStatus(),
    address: NullableText(500),
    postcode: NullableText(10),
    latitude: NullableNumber(),
    longitude: NullableNumber(),
    description: NullableText(10_000),
    site_area: NullableNumber(),
    field_site: NullableText(200),
    proposed_procurement_structure: Nullable(OneOf(PROCUREMENT_STRUCTURES)),
    proposed_procurement_structure_other_specific: NullableText(500),
    contract_form: NullableText(200),
    gross_development_value: NullableNumber(),
    total_budget: NullableNumber(),
    loan_facility_budget: NullableNumber(),
    total_gifa: NullableNumber(),
    site_max_floors_above_ground: Floors(),
    site_max_floors_below_ground: Floors(),
    comments: NullableText(10_000),
    developments: Type.Array(Type.Object({ id: IdNumber(), name: Text(200) }), { maxItems: LIMITS.developmentsPerProject }),
    client_reference: NullableText(200),
    site_description: NullableText(10_000),
    funder_client: NullableText(200),
    total_cost: NullableNumber(),
    loan_facility_out_turn: NullableNumber(),
    total_net_internal_area: NullableNumber(),
    number_of_units: NullableInt(0, 1_000_000),
    contract_start_date: NullableTimestamp(),
    contract_completion_date: NullableTimestamp(),
    estimated_completion_date: NullableTimestamp(),
    rule_off_date_for_valuations: NullableTimestamp(),
    risk_score: NullableNumber(),
    confidence_level: NullableNumber(),
    design_phase_weeks: NullableNumber(),
    liability_period: NullableNumber(),
    building_function: FunctionName(),
    building_process: ProcessName(),
    archived: Type.Boolean(),
    created_date: TimestampOut(),
    last_modified_date: TimestampOut(),
  },
  { description: 'A project’s full record' },
);
export type ProjectRecord = Static<typeof Project>;

/** A project as the Platform shows it: `status` is `project_status` here. */
export function projectRecordOf({ status, ...row }: ProjectWithDevelopments): ProjectRecord {
  return { ...row, project_status: status } as ProjectRecord;
}

export const AppraisalsQuery = Type.Object({
  projectId: Type.Optional(RecordId('Only this project’s cost inputs')),
});

export const ProjectCostInput = Type.Object({
  id: IdNumber(),
  project_id: IdNumber(),
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
  description: 'An Appraisal: an APPRAISAL input setting with its children and cost inputs (D-20)',
  required: NODE_MEMBERS,
  additionalProperties: false,
  properties: {
    id: IdNumber(),
    input_value: Text(200, 'Display label'),
    input_field: Text(200, 'Machine name'),
    other_input_settings: { type: 'array', items: { $ref: 'Appraisal#' }, maxItems: LIMITS.inputSettingsPerKind },
    project_cost_inputs: Type.Array(ProjectCostInput, { description: 'One per project in the caller’s scope at most' }),
    parent_id: NullableId(),
  },
});
export const AppraisalRef = Type.Unsafe<AppraisalTreeNode>({ $ref: 'Appraisal#' });

// Sub-resources (their rows are their shapes) ----------------------------------------------------------------------------------------

export const Facility = Type.Object({
  id: IdNumber(),
  name: Text(200),
  amount: Type.Number(),
  created_at: TimestampOut(),
});

/** D-45. */
export const Development = Type.Object({
  id: IdNumber(),
  name: Text(200),
  building_function: FunctionName(),
  building_process: ProcessName(),
  total_gifa: NullableNumber(),
  individual_units: NullableInt(0, 1_000_000),
  site_max_floors_above_ground: Floors(),
  site_max_floors_below_ground: Floors(),
});

/** A project's appraisal line (D-17 shape) with its id and the input setting it is recorded against. */
export const CostInput = Type.Object({ id: IdNumber(), input_setting_id: IdNumber(), ...appraisalLineMembers });

export const RiskAssessmentSet = Type.Object({
  id: IdNumber(),
  current_status: Nullable(OneOf(RISK_ASSESSMENT_STATUSES)),
  created_by: NullableId(),
  created_date: TimestampOut(),
  assessments: Type.Array(
    Type.Object({ id: IdNumber(), category: Text(200), value: NullableText(500), score: NullableText(50) }),
    { maxItems: LIMITS.assessmentsPerSet },
  ),
});

export const ProjectEvent = Type.Object({
  id: IdNumber(),
  kind: Text(50, 'PROJECT_CREATED, PROJECT_UPDATED, FACILITY_ADDED, …'),
  created_at: TimestampOut(),
  user_id: NullableId(),
  user: Nullable(
    Type.Object({ id: IdNumber(), name: Text(200) }, { description: 'Who user_id is; null without a user (an operator import) or once the user is gone' }),
  ),
  details: Type.Record(Type.String(), Type.Unknown()),
});

/** Events per answer unless the query says. */
export const EVENTS_PER_ANSWER = 100;

export const EventsQuery = Type.Object({
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 500, default: EVENTS_PER_ANSWER, format: 'int32', description: 'Events per answer' }),
  ),
  before: Type.Optional(
    RecordId('Only the events after this one in the list (the id of the last event of the previous answer); an id that is no event of the project gives none'),
  ),
});

// Writes ------------------------------------------------------------------------------------------------

/** `POST /projects` (D-24): the operator import's body, for one project. */
export const ProjectCreate = ProjectImport;

/**
 * `PATCH /projects/{id}`: any of a project's own fields (ProjectImport without nested records and
 * history, which have their own routes). At least one member; unknown members are 400.
 */
export const ProjectPatch = Type.Partial(Type.Omit(ProjectImport, [...NESTED_AND_HISTORY]), {
  additionalProperties: false,
  minProperties: 1,
});

export const FacilityCreate = FacilityInput;

/** A PATCH of one record: any of its create body's members, at least one; unknown members are 400. */
const RecordPatch = <T extends TObject>(create: T) => Type.Partial(create, { additionalProperties: false, minProperties: 1 });
export const FacilityPatch = RecordPatch(FacilityInput);
export const DevelopmentPatch = RecordPatch(DevelopmentInput);
export const CostInputPatch = RecordPatch(AppraisalLineInput);

export const FacilityParams = Type.Object({ id: ProjectId, facilityId: RecordId('The facility’s id') });
export const DevelopmentParams = Type.Object({ id: ProjectId, developmentId: RecordId('The development’s id') });
export const CostInputParams = Type.Object({ id: ProjectId, lineId: RecordId('The appraisal line’s id (GET /projects/{id}/cost-inputs)') });
export const DevelopmentCreate = DevelopmentInput;
export const CostInputsReplace = Type.Array(AppraisalLineInput, { maxItems: 500 });
export const RiskAssessmentCreate = Type.Omit(RiskAssessmentSetInput, ['created_date'], { additionalProperties: false });
