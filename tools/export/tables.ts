import type { data, DataClient } from '../../sdk/src/index.ts';

/**
 * What the export reads and the tables it writes. Three streams, one per incremental list of the Data
 * API, each with its own saved cursor: `projects` (each project read in detail, with its appraisal lines
 * and risk assessments), `reports` and `benchmarks`. NDJSON keeps a stream's records whole; CSV and
 * Parquet flatten them into tables of scalar columns, the nested lists as tables of their own keyed by
 * `project_id`, since a warehouse joins tables and filters columns rather than unpacking JSON.
 */

export const STREAMS = ['projects', 'reports', 'benchmarks'] as const;
export type StreamName = (typeof STREAMS)[number];

/**
 * A column's type in the files: `id` is the API's identifier string (digits) as INT64, `timestamp` its ISO
 * 8601 UTC text as a UTC instant (milliseconds), `double` and `int` its numbers.
 */
export type ColumnType = 'id' | 'text' | 'double' | 'int' | 'timestamp' | 'boolean';

export interface Column {
  name: string;
  type: ColumnType;
}

export interface Table {
  name: string;
  columns: readonly Column[];
}

/** One row of a table: column name to the API's value (null when absent). */
export type Row = Record<string, unknown>;

const col = (type: ColumnType) => (...names: string[]): Column[] => names.map((name) => ({ name, type }));
const id = col('id');
const text = col('text');
const double = col('double');
const int = col('int');
const timestamp = col('timestamp');
const boolean = col('boolean');

/** Which run wrote a row: the latest run of a project holds its current appraisal lines and assessments. */
const RUN_ID: Column = { name: 'run_id', type: 'text' };

/** The columns of GET /data/projects/{id}, in the API's order. */
export const PROJECTS: Table = {
  name: 'projects',
  columns: [
    ...id('id'),
    ...text('name', 'project_reference', 'client_reference', 'status', 'address', 'postcode'),
    ...double('latitude', 'longitude', 'site_area', 'total_gifa', 'total_cost', 'total_budget', 'gross_development_value'),
    ...text('contract_form'),
    ...timestamp('contract_start_date', 'contract_completion_date', 'estimated_completion_date', 'last_modified_date'),
    ...double('risk_score', 'number_of_units'),
    ...boolean('archived'),
    ...text('description', 'site_description', 'proposed_procurement_structure', 'funder_client'),
    ...double(
      'total_net_internal_area',
      'loan_facility_budget',
      'loan_facility_out_turn',
      'confidence_level',
      'design_phase_weeks',
      'liability_period',
      'site_max_floors_above_ground',
      'site_max_floors_below_ground',
    ),
    ...timestamp('rule_off_date_for_valuations'),
    RUN_ID,
  ],
};

/** GET /data/projects/{id}/appraisals, one row a line. */
export const APPRAISAL_LINES: Table = {
  name: 'appraisal_lines',
  columns: [...id('project_id', 'id'), ...text('label'), ...double('budget', 'out_turn', 'facility'), ...timestamp('created_date', 'last_modified_date'), RUN_ID],
};

/**
 * GET /data/projects/{id}/risk-assessments, one row an assessment with its set's members (`set_id`,
 * `created_date`, `current_status`); a set without assessments is one row with the assessment's columns null.
 */
export const RISK_ASSESSMENTS: Table = {
  name: 'risk_assessments',
  columns: [...id('project_id', 'set_id'), ...timestamp('created_date'), ...text('current_status'), ...id('id'), ...text('category', 'value', 'score'), RUN_ID],
};

/** GET /data/reports, its `project` as `project_id`, `project_name` and `project_reference`. */
export const REPORTS: Table = {
  name: 'reports',
  columns: [
    ...id('id'),
    ...text('type', 'period'),
    ...int('month', 'year', 'edition'),
    ...timestamp('created_date', 'last_modified_date'),
    ...id('project_id'),
    ...text('project_name', 'project_reference'),
    RUN_ID,
  ],
};

/** GET /data/benchmarks. */
export const BENCHMARKS: Table = {
  name: 'benchmarks',
  columns: [
    ...id('id', 'project_id'),
    ...timestamp('created_date'),
    ...text('type'),
    ...double('bcis', 'model_value', 'model_value_lower', 'model_value_upper', 'source_health', 'community_value'),
    RUN_ID,
  ],
};

type ProjectDetail = data.operations['getProject']['responses'][200]['content']['application/json'];
type AppraisalLine = data.operations['listProjectAppraisals']['responses'][200]['content']['application/json'][number];
type RiskAssessmentSet = data.operations['listProjectRiskAssessments']['responses'][200]['content']['application/json'][number];
type ReportItem = data.operations['listReports']['responses'][200]['content']['application/json']['items'][number];

/** A project as the export keeps it whole (NDJSON): its detail with its appraisal lines and risk assessment sets. */
export type ProjectRecord = ProjectDetail & { appraisal_lines: AppraisalLine[]; risk_assessments: RiskAssessmentSet[] };

/** A page of an incremental list, as the SDK gives it. */
export interface ChangesPage {
  items: { id: string }[];
  pagination: { limit: number; next_cursor?: string };
}

/** How to read one stream and how its records become rows. */
export interface StreamSpec {
  name: StreamName;
  /** The tables its records fill (CSV and Parquet). */
  tables: readonly Table[];
  /** The incremental pages of its list from `query` (`modified_since` or `cursor`, and `limit`). */
  pages(client: DataClient, query: Record<string, string | number>, signal: AbortSignal): AsyncIterable<ChangesPage>;
  /** The list's total by offset (one request of one item), for the progress bar of a full read. */
  total(client: DataClient, signal: AbortSignal): Promise<number>;
  /** A page's items as the records written: what the list gives, or each read further. */
  records(client: DataClient, items: { id: string }[], concurrency: number, signal: AbortSignal): Promise<unknown[]>;
  /** A record's rows, by table name. */
  rows(record: unknown, runId: string): Record<string, Row[]>;
}

/** `fn` over `items` with at most `limit` calls at once, the results in the items' order. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** The three reads of a project: its detail, its appraisal lines and its risk assessment sets. */
export async function readProject(client: DataClient, id: string, signal: AbortSignal): Promise<ProjectRecord> {
  const path = { id };
  const [detail, appraisal_lines, risk_assessments] = await Promise.all([
    client.getProject({ path }, { signal }),
    client.listProjectAppraisals({ path }, { signal }),
    client.listProjectRiskAssessments({ path }, { signal }),
  ]);
  return { ...detail, appraisal_lines, risk_assessments };
}

const pick = (table: Table, source: Record<string, unknown>, runId: string): Row => {
  const row: Row = {};
  for (const { name } of table.columns) row[name] = name === 'run_id' ? runId : (source[name] ?? null);
  return row;
};

export const STREAM_SPECS: Record<StreamName, StreamSpec> = {
  projects: {
    name: 'projects',
    tables: [PROJECTS, APPRAISAL_LINES, RISK_ASSESSMENTS],
    pages: (client, query, signal) => client.listProjects.all({ query }, { signal }).pages() as AsyncIterable<ChangesPage>,
    total: async (client, signal) => {
      const page = await client.listProjects({ query: { limit: 1 } }, { signal });
      return 'total' in page.pagination ? page.pagination.total : 0;
    },
    // `concurrency` projects at once, each its three requests together.
    records: (client, items, concurrency, signal) => mapLimit(items, concurrency, (item) => readProject(client, item.id, signal)),
    rows(record, runId) {
      const project = record as ProjectRecord;
      return {
        projects: [pick(PROJECTS, project, runId)],
        appraisal_lines: project.appraisal_lines.map((line) => pick(APPRAISAL_LINES, { ...line, project_id: project.id }, runId)),
        risk_assessments: project.risk_assessments.flatMap((set) => {
          const of = { project_id: project.id, set_id: set.id, created_date: set.created_date, current_status: set.current_status };
          return set.assessments.length === 0
            ? [pick(RISK_ASSESSMENTS, of, runId)]
            : set.assessments.map((a) => pick(RISK_ASSESSMENTS, { ...of, id: a.id, category: a.category, value: a.value, score: a.score }, runId));
        }),
      };
    },
  },
  reports: {
    name: 'reports',
    tables: [REPORTS],
    pages: (client, query, signal) => client.listReports.all({ query }, { signal }).pages() as AsyncIterable<ChangesPage>,
    total: async (client, signal) => {
      const page = await client.listReports({ query: { limit: 1 } }, { signal });
      return 'total' in page.pagination ? page.pagination.total : 0;
    },
    records: async (_client, items) => items,
    rows(record, runId) {
      const { project, ...report } = record as ReportItem;
      return { reports: [pick(REPORTS, { ...report, project_id: project.id, project_name: project.name, project_reference: project.project_reference }, runId)] };
    },
  },
  benchmarks: {
    name: 'benchmarks',
    tables: [BENCHMARKS],
    pages: (client, query, signal) => client.listBenchmarkSnapshots.all({ query }, { signal }).pages() as AsyncIterable<ChangesPage>,
    total: async (client, signal) => {
      const page = await client.listBenchmarkSnapshots({ query: { limit: 1 } }, { signal });
      return 'total' in page.pagination ? page.pagination.total : 0;
    },
    records: async (_client, items) => items,
    rows: (record, runId) => ({ benchmarks: [pick(BENCHMARKS, record as Record<string, unknown>, runId)] }),
  },
};
