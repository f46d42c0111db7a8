import Type from 'typebox';
import { PROJECT_STATUSES, type ProjectStatus } from '../../domain/projects/vocabulary.ts';
import { PagingQuery } from '../../http/pagination.ts';
import { Nullable, TimestampOut } from '../../schemas/common.ts';
import { DataId, NullableNumber, NullableString, NullableTimestamp } from '../schemas.ts';

const Status = Type.Unsafe<ProjectStatus>({ type: 'string', enum: [...PROJECT_STATUSES] });

const summaryMembers = {
  id: DataId(),
  name: Type.String(),
  project_reference: Type.String(),
  client_reference: NullableString(),
  status: Nullable(Status),
  address: NullableString(),
  postcode: NullableString(),
  latitude: NullableNumber(),
  longitude: NullableNumber(),
  site_area: NullableNumber(),
  total_gifa: NullableNumber(),
  total_cost: NullableNumber(),
  total_budget: NullableNumber(),
  gross_development_value: NullableNumber(),
  contract_form: NullableString(),
  contract_start_date: NullableTimestamp(),
  contract_completion_date: NullableTimestamp(),
  estimated_completion_date: NullableTimestamp(),
  last_modified_date: NullableTimestamp(),
  risk_score: NullableNumber(),
  number_of_units: NullableNumber(),
  archived: Type.Boolean(),
};

export const ProjectSummary = Type.Object(summaryMembers, { description: 'SPEC "Data API: Project summary"' });

export const ProjectDetail = Type.Object(
  {
    ...summaryMembers,
    description: NullableString(),
    site_description: NullableString(),
    proposed_procurement_structure: NullableString(),
    funder_client: NullableString(),
    total_net_internal_area: NullableNumber(),
    loan_facility_budget: NullableNumber(),
    loan_facility_out_turn: NullableNumber(),
    confidence_level: NullableNumber(),
    design_phase_weeks: NullableNumber(),
    liability_period: NullableNumber(),
    site_max_floors_above_ground: NullableNumber(),
    site_max_floors_below_ground: NullableNumber(),
    rule_off_date_for_valuations: NullableTimestamp(),
  },
  { description: 'SPEC "Data API: Project detail"' },
);

export const RiskAssessmentSet = Type.Object(
  {
    id: DataId(),
    created_date: TimestampOut(),
    current_status: NullableString(),
    assessments: Type.Array(
      Type.Object({
        id: DataId(),
        category: Type.String(),
        value: NullableString(),
        score: NullableString(),
      }),
    ),
  },
  { description: 'SPEC "Data API: Risk assessment set"' },
);

export const AppraisalLine = Type.Object(
  {
    id: DataId(),
    label: Type.String(),
    budget: NullableNumber(),
    out_turn: NullableNumber(),
    facility: NullableNumber(),
    created_date: TimestampOut(),
    last_modified_date: NullableTimestamp(),
  },
  { description: 'SPEC "Data API: Appraisal line"' },
);

export const ProjectsQuery = Type.Object({
  ...PagingQuery,
  status: Type.Optional({ ...Status, description: 'Only projects in this status' }),
});

export const ProjectParams = Type.Object({ id: Type.String({ description: 'Project id' }) });
