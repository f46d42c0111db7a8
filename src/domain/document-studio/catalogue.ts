/**
 * The data-source catalogue (D-26): every path a data or table block (and a `{{path}}` placeholder) may
 * name, with its type. Scalars are one value of the project; tables are rows of its records, each
 * column of which is a path too (`facilities.amount`), which a data block aggregates with a
 * calculation. Which rows and values a path gives is the service's (src/services/document-studio/document-data.ts).
 */

import type { ValueFormat } from './vocabulary.ts';

/** A data source's type: how its values read. */
export type ValueType = ValueFormat;

export interface ColumnSource {
  key: string;
  type: ValueType;
  title: string;
}

export interface ScalarSource {
  kind: 'scalar';
  path: string;
  type: ValueType;
  /** Its name as people read it (the report builder's choice, a figure without a title of its own). */
  label: string;
  description: string;
}

export interface TableSource {
  kind: 'table';
  path: string;
  label: string;
  description: string;
  columns: readonly ColumnSource[];
  /** A breakdown read whole: a data block naming it shows it as a table of all its columns, not a count. */
  whole?: boolean;
}

/** A column of a table, named `table.key`: a data block takes it with a calculation. */
export interface TableColumnSource {
  kind: 'column';
  path: string;
  type: ValueType;
  label: string;
  description: string;
  table: TableSource;
  column: ColumnSource;
}

export type DataSource = ScalarSource | TableSource | TableColumnSource;

/** The project's own fields, by catalogue name (`project.<name>`), type and name in people's words. */
export const PROJECT_FIELDS = {
  name: ['text', 'Project name'],
  project_reference: ['text', 'Project reference'],
  client_reference: ['text', 'Client reference'],
  status: ['text', 'Project status'],
  address: ['text', 'Site address'],
  postcode: ['text', 'Site postcode'],
  description: ['text', 'Description'],
  contract_form: ['text', 'Form of contract'],
  funder_client: ['text', 'Funder or client'],
  building_function: ['text', 'Building function'],
  building_process: ['text', 'Building process'],
  total_budget: ['currency', 'Total budget'],
  gross_development_value: ['currency', 'Gross development value'],
  total_cost: ['currency', 'Total cost'],
  loan_facility_budget: ['currency', 'Loan facility budget'],
  loan_facility_out_turn: ['currency', 'Loan facility out-turn'],
  total_gifa: ['number', 'Gross internal floor area (m²)'],
  total_net_internal_area: ['number', 'Net internal area (m²)'],
  site_area: ['number', 'Site area (m²)'],
  number_of_units: ['number', 'Number of units'],
  site_max_floors_above_ground: ['number', 'Floors above ground'],
  site_max_floors_below_ground: ['number', 'Floors below ground'],
  risk_score: ['number', 'Risk score'],
  contract_start_date: ['date', 'Contract start date'],
  contract_completion_date: ['date', 'Contract completion date'],
  estimated_completion_date: ['date', 'Estimated completion date'],
} as const satisfies Record<string, readonly [ValueType, string]>;

/** What a project field's value is, where its name does not say all of it. */
const PROJECT_DESCRIPTIONS: Partial<Record<keyof typeof PROJECT_FIELDS, string>> = {
  status: 'The project’s status as its code, such as IN_PROGRESS',
  building_function: 'The building function, such as Residential',
  building_process: 'The building process, such as New build',
};

export type ProjectField = keyof typeof PROJECT_FIELDS;

/** The latest benchmark the service computed for the project (D-21), standard model, by report member. */
export const BENCHMARK_FIELDS = {
  adjusted_cost_per_m2: ['currency', 'Benchmark cost per m²', 'Latest benchmark: adjusted cost per m² of GIFA'],
  lower_limit: ['currency', 'Benchmark cost per m², lower limit', 'Latest benchmark: lower limit of the cost per m² (80% interval)'],
  upper_limit: ['currency', 'Benchmark cost per m², upper limit', 'Latest benchmark: upper limit of the cost per m² (80% interval)'],
  total_adjusted_value: ['currency', 'Benchmark total cost', 'Latest benchmark: total adjusted value'],
  quality_rating: ['text', 'Benchmark quality rating', 'Latest benchmark: quality rating (Strong, Good, Fair, Weak)'],
  generated_at: ['date', 'Benchmark date', 'Latest benchmark: when it was computed'],
} as const satisfies Record<string, readonly [ValueType, string, string]>;

export type BenchmarkField = keyof typeof BENCHMARK_FIELDS;

/** What the project has drawn to date (domain/drawdowns.ts), as the drawdowns page, the forecast and the APIs show it. */
export const DRAWDOWN_FIELDS = {
  drawn_to_date: ['currency', 'Drawn to date', 'Drawn to date: every interim report’s drawdown added up'],
  allocated: ['currency', 'Drawn against facilities', 'Drawn to date against named facilities'],
  unallocated: ['currency', 'Drawn, not allocated to a facility', 'Drawn to date but not allocated to a facility'],
} as const satisfies Record<string, readonly [ValueType, string, string]>;

export type DrawdownField = keyof typeof DRAWDOWN_FIELDS;

export const TABLES = {
  facilities: {
    label: 'Loan facilities',
    description: 'The project’s loan facilities',
    columns: [
      { key: 'name', type: 'text', title: 'Facility' },
      { key: 'amount', type: 'currency', title: 'Amount' },
    ],
  },
  appraisal_lines: {
    label: 'Appraisal lines',
    description: 'The project’s appraisal lines, in display order',
    columns: [
      { key: 'category', type: 'text', title: 'Category' },
      { key: 'budget', type: 'currency', title: 'Budget' },
      { key: 'out_turn', type: 'currency', title: 'Out-turn' },
      { key: 'facility', type: 'currency', title: 'Facility' },
    ],
  },
  interim_reports: {
    label: 'Interim reports (drawdowns)',
    description: 'The project’s interim reports, oldest first: each month’s drawdown',
    columns: [
      // Month, year and edition name a report's period, they are not quantities: text, so that a year reads
      // 2026 (as a number it reads 2,026) and a table's total row never adds them up.
      { key: 'month', type: 'text', title: 'Month' },
      { key: 'year', type: 'text', title: 'Year' },
      { key: 'edition', type: 'text', title: 'Edition' },
      { key: 'aggregate_amount', type: 'currency', title: 'Drawn down' },
      { key: 'surplus_shortfall', type: 'currency', title: 'Surplus (shortfall)' },
      { key: 'created_date', type: 'date', title: 'Created' },
    ],
  },
  developments: {
    label: 'Developments',
    description: 'The project’s developments',
    columns: [
      { key: 'name', type: 'text', title: 'Development' },
      { key: 'building_function', type: 'text', title: 'Function' },
      { key: 'total_gifa', type: 'number', title: 'GIFA (m²)' },
      { key: 'individual_units', type: 'number', title: 'Units' },
    ],
  },
  'benchmark.explanation': {
    label: 'Benchmark explained, factor by factor',
    description:
      'The latest benchmark explained: the national rate of the function, then each factor’s step to the adjusted cost per m²; a data block shows it whole',
    columns: [
      { key: 'step', type: 'text', title: 'Factor' },
      { key: 'change', type: 'percent', title: 'Change' },
      { key: 'effect_per_m2', type: 'currency', title: 'Effect per m²' },
      { key: 'cost_per_m2', type: 'currency', title: 'Cost per m²' },
    ],
    whole: true,
  },
} as const satisfies Record<string, { label: string; description: string; columns: readonly ColumnSource[]; whole?: boolean }>;

export type TableName = keyof typeof TABLES;

function build(): Map<string, DataSource> {
  const sources = new Map<string, DataSource>();
  for (const [name, [type, label]] of Object.entries(PROJECT_FIELDS)) {
    const description = PROJECT_DESCRIPTIONS[name as ProjectField] ?? label;
    sources.set(`project.${name}`, { kind: 'scalar', path: `project.${name}`, type, label, description });
  }
  for (const [name, [type, label, description]] of Object.entries(BENCHMARK_FIELDS)) {
    sources.set(`benchmark.latest.${name}`, { kind: 'scalar', path: `benchmark.latest.${name}`, type, label, description });
  }
  for (const [name, [type, label, description]] of Object.entries(DRAWDOWN_FIELDS)) {
    sources.set(`drawdowns.${name}`, { kind: 'scalar', path: `drawdowns.${name}`, type, label, description });
  }
  for (const [name, entry] of Object.entries(TABLES)) {
    const { label, description, columns } = entry;
    const table: TableSource = { kind: 'table', path: name, label, description, columns, ...('whole' in entry ? { whole: entry.whole } : {}) };
    sources.set(name, table);
    for (const column of columns) {
      const path = `${name}.${column.key}`;
      sources.set(path, {
        kind: 'column',
        path,
        type: column.type,
        label: `${label}: ${column.title.charAt(0).toLowerCase()}${column.title.slice(1)}`,
        description: `${column.title} of ${description.charAt(0).toLowerCase()}${description.slice(1)}: a data block aggregates it with a calculation`,
        table,
        column,
      });
    }
  }
  return sources;
}

const CATALOGUE = build();

/** The catalogue's entry for `path`, or null when the catalogue has no such path. */
export function dataSourceOf(path: string): DataSource | null {
  return CATALOGUE.get(path) ?? null;
}

/** Every entry, in catalogue order: project fields, the latest benchmark, drawn to date, then each table and its columns. */
export function catalogue(): DataSource[] {
  return [...CATALOGUE.values()];
}

/** What a `{{path}}` placeholder may name: one value (a scalar), never rows. */
export function isScalar(source: DataSource | null): source is ScalarSource {
  return source?.kind === 'scalar';
}
