/**
 * What the console reads of the Platform API's answers (docs/platform-api.md, docs/reports.md): one
 * declaration of each resource, shared by every page that shows it. The request itself is api.ts's.
 */
import type { ReportContent } from './report-content.ts';

/** The `{data, meta}` envelope of a paged list (`GET /projects`, D-19). */
export interface Page<T> {
  data: T[];
  meta: { total: number; lastPage: number; currentPage: number; perPage: number; prev: number | null; next: number | null };
}

/** An item of `GET /projects`. */
export interface ProjectListItem {
  id: number;
  name: string;
  project_reference: string;
  description: string | null;
  project_status: string;
}

/** `GET /projects/{id}`. */
export interface ProjectRecord {
  id: number;
  name: string;
  project_reference: string;
  project_status: string;
  description: string | null;
  address: string | null;
  postcode: string | null;
  building_function: string | null;
  building_process: string | null;
  total_gifa: number | null;
  number_of_units: number | null;
  gross_development_value: number | null;
  total_budget: number | null;
  total_cost: number | null;
  loan_facility_budget: number | null;
  contract_start_date: string | null;
  contract_completion_date: string | null;
  estimated_completion_date: string | null;
  funder_client: string | null;
  client_reference: string | null;
  risk_score: number | null;
  comments: string | null;
  archived: boolean;
  last_modified_date: string;
}

/** An item of `GET /projects/{id}/facilities`. */
export interface Facility {
  id: number;
  name: string;
  amount: number;
  created_at: string;
}

/** An item of `GET /projects/{id}/developments` (D-45). */
export interface Development {
  id: number;
  name: string;
  building_function: string | null;
  building_process: string | null;
  total_gifa: number | null;
  individual_units: number | null;
  site_max_floors_above_ground: number | null;
  site_max_floors_below_ground: number | null;
}

/** An item of `GET /projects/{id}/cost-inputs`: an appraisal line with its setting's label (D-17). */
export interface CostInput {
  id: number;
  input_setting_id: number;
  label: string;
  budget: number | null;
  out_turn: number | null;
  facility: number | null;
}

/** An item of `GET /projects/{id}/risk-assessments`. */
export interface RiskAssessmentSet {
  id: number;
  current_status: string | null;
  created_date: string;
  assessments: { id: number; category: string; value: string | null; score: string | null }[];
}

/** A node of `GET /projects/appraisals` (D-20): an input setting, its children and the projects' lines on it. */
export interface AppraisalNode {
  id: number;
  input_value: string;
  input_field: string;
  other_input_settings: AppraisalNode[];
  project_cost_inputs: { id: number; project_id: number; budget: number | null; out_turn: number | null }[];
  parent_id: number | null;
}

/** An item of `GET /projects/{id}/events`. */
export interface ProjectEvent {
  id: number;
  kind: string;
  created_at: string;
  user_id: number | null;
  /** Who `user_id` is; null without a user (an import), or once the user is no longer of the environment. */
  user: { id: number; name: string } | null;
  details: Record<string, unknown>;
}

/** An item of `GET /input-settings`. */
export interface InputSetting {
  id: number;
  kind: string;
  input_field: string | null;
  input_value: string | null;
}

/** An item of `GET /risk-status-legends`. */
export interface Legend {
  id: number;
  name: string;
  description: string | null;
  colour: string | null;
}

/** A report's amount drawn on one facility. */
export interface FacilityLine {
  facility_id: number | null;
  amount: number | null;
  surplus_shortfall: number | null;
}

/** A report's status of one risk category, with the legend's name. */
export interface RiskLine {
  input_setting_id: number | null;
  risk_status_legend_id: number | null;
  category: string | null;
  legend: string | null;
  legend_colour: string | null;
  notes: string | null;
}

/** The answer of `POST /uploads`, and a site visit's file. */
export interface VisitFile {
  filename: string;
  storage_location: string;
  file_size?: number;
  mime_type?: string;
}

/** An item of `GET /projects/{id}/interim-reports` (docs/reports.md, Drawdowns). */
export interface InterimReport {
  id: number;
  month: number;
  year: number;
  edition: number;
  aggregate: { amount: number | null; surplus_shortfall: number | null } | null;
  facility: FacilityLine[] | null;
  riskStatus: RiskLine[] | null;
  visit: { date: string; notes: string | null; files: VisitFile[] } | null;
}

/** A project the benchmark compares with. */
export interface SimilarProject {
  project_id: number;
  name: string;
  similarity: number;
  quality_grade: string;
  cost_per_m2: number;
}

/** The report of `GET`/`POST /benchmark/project/{id}` and `POST /benchmark` (docs/platform-api.md, Benchmarks): the fields the pages show. */
export interface BenchmarkReport {
  adjusted_cost_per_m2: number;
  lower_limit: number;
  upper_limit: number;
  total_adjusted_value?: number;
  _meta: {
    strength: number;
    profiled_strength: number;
    location: { county: string | null; index: number; area: string | null; source: string };
  };
  predictions: { quality_rating: string; total_cost?: number; interval: { level: number; lower: number; upper: number } };
  comparisons: { similar_projects: SimilarProject[]; comparable_count: number; community_count: number; source_health: number };
  /** D-58; absent from a report stored before explanations existed. */
  explanation?: Explanation;
  metadata: { generated_at: string; model_version: string };
}

/** An item of `GET /benchmark/project/{id}/history` (D-59): one stored benchmark of the project. */
export interface BenchmarkHistoryItem {
  computed_at: string;
  adjusted_cost_per_m2: number;
  lower_limit: number;
  upper_limit: number;
  model_version: string;
  source_health: number;
  hybrid: boolean;
  development: number | null;
}

/** `GET /projects/{id}/forecast` (D-60): cost to complete and overrun risk. */
export interface ProjectForecast {
  as_of: string;
  total_budget: number;
  drawn_to_date: number;
  drawn_share: number;
  time_elapsed_share: number;
  forecast_final_cost: { p10: number; p50: number; p90: number };
  overrun_probability: number;
  facility_headroom: number;
  basis: string;
}

/** What a benchmark is made of (D-58): the function's national rate and each factor's step, in pence. */
export interface Explanation {
  base_cost_per_m2: number;
  steps: { factor: string; label: string; multiplier: number; effect_per_m2: number }[];
}

/** An entry of `GET /location-metrics` (docs/platform-api.md, Location metrics). */
export interface LocationEntry {
  average_value: number | null;
  average_risk: number | null;
  average_project_length_days: number | null;
  average_programme_drift_days: number | null;
  _meta: {
    latitude: number | null;
    longitude: number | null;
    created_at: string;
    group: string;
    group_by: 'district' | 'area';
    project_count: number;
  };
}

/** An item of `GET /projects/{id}/document-studio/reports`. */
export interface ReportSummary {
  id: string;
  name: string;
  latest_version: number;
  created_at: string;
  updated_at: string;
}

/** An item of `GET /document-studio/templates`. */
export interface Template {
  id: string;
  name: string;
  content: ReportContent;
}

/** An item of `GET …/reports/{id}/versions`. */
export interface Version {
  version: number;
  created_at: string;
  created_by: { id: number | string; name: string } | null;
}

/** `GET …/reports/{id}/versions/{n}`. */
export interface StoredVersion {
  report_id: string;
  report_name: string;
  version: number;
  created_at: string;
  content: ReportContent;
}

/** The answer of `POST /projects/{id}/document-studio/reports`: the version it saved. */
export interface SavedVersion {
  reportId: string;
  version: number;
}

/** `GET /me`: the signed-in user as the database holds them now (their current role), and their environment. */
export interface Me {
  user: { id: number; name: string; email: string; role: string };
  environment: { id: number; name: string; currency: string };
}
