import Type from 'typebox';
import type { ProjectRow } from '../../db/repositories/projects.ts';
import type { DrawnToDate } from '../../domain/drawdowns.ts';
import type { AppraisalLineRow, RiskAssessmentSetRow } from '../../db/repositories/project-records.ts';
import {
  Nullable,
  NullableNumber,
  NullableText,
  NullableTimestamp,
  ProjectStatus,
  Text,
  TimestampOut,
} from '../../domain/json-schema.ts';
import { LIMITS } from '../../domain/limits.ts';
import { DataRecordId, IdString } from '../../http/ids.ts';
import { DataChangesQuery, DataPageQuery } from '../../http/pagination.ts';
import { appraisalLineMembers } from '../../http/schemas.ts';

const summaryMembers = {
  id: IdString(),
  name: Text(200),
  project_reference: Text(200),
  client_reference: NullableText(200),
  status: Nullable(ProjectStatus()),
  address: NullableText(500),
  postcode: NullableText(10),
  latitude: NullableNumber(),
  longitude: NullableNumber(),
  site_area: NullableNumber(),
  total_gifa: NullableNumber(),
  total_cost: NullableNumber(),
  total_budget: NullableNumber(),
  gross_development_value: NullableNumber(),
  contract_form: NullableText(200),
  contract_start_date: NullableTimestamp(),
  contract_completion_date: NullableTimestamp(),
  estimated_completion_date: NullableTimestamp(),
  last_modified_date: NullableTimestamp(),
  risk_score: NullableNumber(),
  number_of_units: NullableNumber(),
  archived: Type.Boolean(),
};

export const ProjectSummary = Type.Object(summaryMembers, { description: 'A project as the Data API lists it' });

const detailMembers = {
  ...summaryMembers,
  description: NullableText(10_000),
  site_description: NullableText(10_000),
  proposed_procurement_structure: NullableText(200),
  funder_client: NullableText(200),
  total_net_internal_area: NullableNumber(),
  loan_facility_budget: NullableNumber(),
  loan_facility_out_turn: NullableNumber(),
  confidence_level: NullableNumber(),
  design_phase_weeks: NullableNumber(),
  liability_period: NullableNumber(),
  site_max_floors_above_ground: NullableNumber(),
  site_max_floors_below_ground: NullableNumber(),
  rule_off_date_for_valuations: NullableTimestamp(),
};

export const ProjectDetail = Type.Object(detailMembers, { description: 'A project in detail: its summary and every other field' });

/** The project columns a summary shows (besides the id): its members are the columns' names. */
const columnsOf = <M extends object>(members: M) =>
  Object.keys(members).filter((m) => m !== 'id') as Exclude<keyof M & keyof ProjectRow, 'id'>[];
export const SUMMARY_COLUMNS = columnsOf(summaryMembers);

/** A project as the Data API's summary shows it: its id as text (the serialiser leaves out what the shape lacks). */
export const projectSummaryOf = (row: Pick<ProjectRow, (typeof SUMMARY_COLUMNS)[number] | 'id'>) => ({ ...row, id: String(row.id) });

export const RiskAssessmentSet = Type.Object(
  {
    id: IdString(),
    created_date: TimestampOut(),
    current_status: NullableText(20),
    assessments: Type.Array(
      Type.Object({
        id: IdString(),
        category: Text(200),
        value: NullableText(500),
        score: NullableText(50),
      }),
      { maxItems: LIMITS.assessmentsPerSet },
    ),
  },
  { description: 'A risk assessment set' },
);

export function riskAssessmentSetOf(row: RiskAssessmentSetRow) {
  return {
    id: String(row.id),
    created_date: row.created_date,
    current_status: row.current_status,
    assessments: row.assessments.map((a) => ({ ...a, id: String(a.id) })),
  };
}

export const AppraisalLine = Type.Object(
  { id: IdString(), ...appraisalLineMembers },
  { description: 'An appraisal line' },
);

export function appraisalLineOf({ id, input_setting_id: _setting, ...line }: AppraisalLineRow) {
  return { id: String(id), ...line };
}

export const ProjectsQuery = Type.Object({
  ...DataPageQuery,
  ...DataChangesQuery,
  status: Type.Optional(ProjectStatus('Only projects in this status')),
});

export const ProjectParams = Type.Object({ id: DataRecordId('Project id', 'Project not found') });

const Amount = (description: string) => Type.Number({ description: `${description}; in the environment’s currency, to its minor unit` });

/** Drawn to date (domain/drawdowns.ts), with the Data API's ids as text: the Platform's and the console's figures. */
export const ProjectDrawnToDate = Type.Object(
  {
    // Named total_drawn here: the Data API's members ending in _date are timestamps.
    total_drawn: Amount('Drawn to date: every interim report’s drawdown added up (its aggregate amount, or on a report without one its facility lines)'),
    allocated: Amount('What the reports’ facility lines carry, over all facilities'),
    unallocated: Amount('total_drawn − allocated: drawn but not against a named facility; negative when lines exceed their reports’ aggregates'),
    facilities: Type.Array(
      Type.Object({
        id: IdString(),
        name: Text(200),
        amount: Amount('The facility’s size'),
        drawn: Amount('What the reports’ lines on this facility carry'),
        left: Amount('amount − drawn (negative: drawn beyond the facility)'),
      }),
      { maxItems: LIMITS.facilitiesPerProject },
    ),
    reports: Type.Integer({ minimum: 0, maximum: 1_000_000, format: 'int32', description: 'How many interim reports it adds up' }),
  },
  { description: 'What the project has drawn to date, per facility and not allocated to one' },
);

export function projectDrawnToDateOf(drawn: DrawnToDate) {
  return {
    total_drawn: drawn.drawn_to_date,
    allocated: drawn.allocated,
    unallocated: drawn.unallocated,
    facilities: drawn.facilities.map(({ facility_id, ...f }) => ({ id: String(facility_id), ...f })),
    reports: drawn.reports,
  };
}
