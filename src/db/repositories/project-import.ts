import type { NormalisedProject } from '../../domain/projects/import-rules.ts';
import { allocateIds, type Column, insertRows } from '../bulk.ts';
import type { Queryable } from '../database.ts';

/** The project columns a ProjectImport writes, with their SQL types. */
const PROJECT_COLUMNS: readonly Column[] = [
  ['id', 'bigint'],
  ['environment_id', 'bigint'],
  ['name', 'text'],
  ['project_reference', 'text'],
  ['client_reference', 'text'],
  ['status', 'text'],
  ['address', 'text'],
  ['postcode', 'text'],
  ['latitude', 'double precision'],
  ['longitude', 'double precision'],
  ['description', 'text'],
  ['site_description', 'text'],
  ['site_area', 'double precision'],
  ['field_site', 'text'],
  ['proposed_procurement_structure', 'text'],
  ['proposed_procurement_structure_other_specific', 'text'],
  ['contract_form', 'text'],
  ['funder_client', 'text'],
  ['gross_development_value', 'numeric'],
  ['total_budget', 'numeric'],
  ['total_cost', 'numeric'],
  ['loan_facility_budget', 'numeric'],
  ['loan_facility_out_turn', 'numeric'],
  ['total_gifa', 'double precision'],
  ['total_net_internal_area', 'double precision'],
  ['site_max_floors_above_ground', 'integer'],
  ['site_max_floors_below_ground', 'integer'],
  ['number_of_units', 'integer'],
  ['contract_start_date', 'timestamptz'],
  ['contract_completion_date', 'timestamptz'],
  ['estimated_completion_date', 'timestamptz'],
  ['rule_off_date_for_valuations', 'timestamptz'],
  ['risk_score', 'double precision'],
  ['confidence_level', 'double precision'],
  ['design_phase_weeks', 'double precision'],
  ['liability_period', 'double precision'],
  ['building_function', 'text'],
  ['building_process', 'text'],
  ['comments', 'text'],
  ['archived', 'boolean'],
  ['created_date', 'timestamptz'],
  ['last_modified_date', 'timestamptz'],
];

export async function existingReferences(
  db: Queryable,
  environmentId: number,
  references: string[],
): Promise<Set<string>> {
  const rows = await db.query<{ project_reference: string }>(
    'select project_reference from projects where environment_id = $1 and project_reference = any($2::text[])',
    [environmentId, references],
  );
  return new Set(rows.map((r) => r.project_reference));
}

/** APPRAISAL input settings by lower-cased label; labels not yet known are created as top-level settings. */
export async function appraisalSettingsFor(
  db: Queryable,
  environmentId: number,
  labels: string[],
  inputFieldFor: (label: string) => string,
): Promise<Map<string, number>> {
  const rows = await db.query<{ id: number; input_value: string; input_field: string }>(
    `select id, input_value, input_field from input_settings where environment_id = $1 and kind = 'APPRAISAL'`,
    [environmentId],
  );
  const byLabel = new Map(rows.map((r) => [r.input_value.trim().toLowerCase(), r.id]));
  const fields = new Set(rows.map((r) => r.input_field));
  const [{ next } = { next: 0 }] = await db.query<{ next: number }>(
    `select coalesce(max(position) + 1, 0)::int as next from input_settings
     where environment_id = $1 and kind = 'APPRAISAL' and parent_id is null`,
    [environmentId],
  );
  let position = next;
  for (const label of labels) {
    const key = label.trim().toLowerCase();
    if (byLabel.has(key)) continue;
    let field = inputFieldFor(label);
    for (let n = 2; fields.has(field); n++) field = `${inputFieldFor(label)}_${n}`;
    fields.add(field);
    const [row] = await db.query<{ id: number }>(
      `insert into input_settings (environment_id, kind, input_field, input_value, position)
       values ($1, 'APPRAISAL', $2, $3, $4) returning id`,
      [environmentId, field, label.trim(), position++],
    );
    byLabel.set(key, row!.id);
  }
  return byLabel;
}

/**
 * Writes projects with everything nested in them, in a fixed small number of statements whatever the
 * number of projects. Runs inside the caller's transaction; returns the new ids in input order.
 */
export async function insertProjects(
  db: Queryable,
  environmentId: number,
  projects: NormalisedProject[],
  appraisalSettings: Map<string, number>,
  event: { kind: string; userId: number | null; details: Record<string, unknown> },
): Promise<number[]> {
  const ids = await allocateIds(db, 'projects', projects.length);
  await insertRows(
    db,
    'projects',
    PROJECT_COLUMNS,
    projects.map((p, i) => {
      const row: Record<string, unknown> = { ...p, id: ids[i], environment_id: environmentId };
      row.archived = p.archived ?? false;
      return row;
    }),
  );

  const developments: Record<string, unknown>[] = [];
  const facilities: Record<string, unknown>[] = [];
  const costInputs: Record<string, unknown>[] = [];
  const snapshots: Record<string, unknown>[] = [];
  const riskSets: {
    projectId: number;
    created: string;
    set: NonNullable<NormalisedProject['risk_assessments']>[number];
  }[] = [];
  const reports: { projectId: number; report: NonNullable<NormalisedProject['reports']>[number] }[] = [];
  const events: Record<string, unknown>[] = [];

  projects.forEach((p, i) => {
    const projectId = ids[i]!;
    const base = { environment_id: environmentId, project_id: projectId };
    for (const d of p.developments ?? []) developments.push({ ...base, ...d });
    for (const f of p.facilities ?? []) facilities.push({ ...base, ...f });
    (p.appraisal_lines ?? []).forEach((line, position) => {
      costInputs.push({
        ...base,
        input_setting_id: appraisalSettings.get(line.label.trim().toLowerCase()),
        budget: line.budget ?? null,
        out_turn: line.out_turn ?? null,
        facility: line.facility ?? null,
        position,
        created_date: p.created_date,
        last_modified_date: null,
      });
    });
    for (const s of p.benchmark_snapshots ?? []) snapshots.push({ ...base, ...s, origin: 'imported' });
    for (const set of p.risk_assessments ?? []) {
      riskSets.push({ projectId, created: set.created_date ?? p.created_date!, set });
    }
    for (const report of p.reports ?? []) reports.push({ projectId, report });
    events.push({
      ...base,
      kind: event.kind,
      user_id: event.userId,
      details: { ...event.details, project_reference: p.project_reference },
    });
  });

  await insertRows(
    db,
    'developments',
    [
      ['environment_id', 'bigint'],
      ['project_id', 'bigint'],
      ['name', 'text'],
      ['building_function', 'text'],
      ['building_process', 'text'],
      ['total_gifa', 'double precision'],
      ['individual_units', 'integer'],
      ['site_max_floors_above_ground', 'integer'],
      ['site_max_floors_below_ground', 'integer'],
    ],
    developments,
  );
  await insertRows(
    db,
    'facilities',
    [
      ['environment_id', 'bigint'],
      ['project_id', 'bigint'],
      ['name', 'text'],
      ['amount', 'numeric'],
    ],
    facilities,
  );
  await insertRows(
    db,
    'project_cost_inputs',
    [
      ['environment_id', 'bigint'],
      ['project_id', 'bigint'],
      ['input_setting_id', 'bigint'],
      ['budget', 'numeric'],
      ['out_turn', 'numeric'],
      ['facility', 'numeric'],
      ['position', 'integer'],
      ['created_date', 'timestamptz'],
      ['last_modified_date', 'timestamptz'],
    ],
    costInputs,
  );
  await insertRows(
    db,
    'benchmark_snapshots',
    [
      ['environment_id', 'bigint'],
      ['project_id', 'bigint'],
      ['type', 'text'],
      ['origin', 'text'],
      ['bcis', 'double precision'],
      ['model_value', 'double precision'],
      ['model_value_lower', 'double precision'],
      ['model_value_upper', 'double precision'],
      ['source_health', 'double precision'],
      ['community_value', 'double precision'],
      ['created_date', 'timestamptz'],
    ],
    snapshots,
  );

  const setIds = await allocateIds(db, 'risk_assessment_sets', riskSets.length);
  await insertRows(
    db,
    'risk_assessment_sets',
    [
      ['id', 'bigint'],
      ['environment_id', 'bigint'],
      ['project_id', 'bigint'],
      ['current_status', 'text'],
      ['created_date', 'timestamptz'],
    ],
    riskSets.map((r, i) => ({
      id: setIds[i],
      environment_id: environmentId,
      project_id: r.projectId,
      current_status: r.set.current_status ?? null,
      created_date: r.created,
    })),
  );
  await insertRows(
    db,
    'risk_assessments',
    [
      ['environment_id', 'bigint'],
      ['set_id', 'bigint'],
      ['category', 'text'],
      ['value', 'text'],
      ['score', 'text'],
      ['position', 'integer'],
    ],
    riskSets.flatMap((r, i) =>
      r.set.assessments.map((a, position) => ({
        environment_id: environmentId,
        set_id: setIds[i],
        category: a.category,
        value: a.value ?? null,
        score: a.score ?? null,
        position,
      })),
    ),
  );

  const reportIds = await allocateIds(db, 'interim_reports', reports.length);
  await insertRows(
    db,
    'interim_reports',
    [
      ['id', 'bigint'],
      ['environment_id', 'bigint'],
      ['project_id', 'bigint'],
      ['type', 'text'],
      ['period', 'text'],
      ['month', 'integer'],
      ['year', 'integer'],
      ['edition', 'integer'],
      ['created_date', 'timestamptz'],
      ['last_modified_date', 'timestamptz'],
    ],
    reports.map(({ projectId, report }, i) => {
      const created = report.created_date!; // defaulted by normaliseProject
      return {
        id: reportIds[i],
        environment_id: environmentId,
        project_id: projectId,
        type: report.type ?? 'INTERIM',
        period: report.period ?? 'MONTHLY',
        month: report.month,
        year: report.year,
        edition: report.edition ?? 1,
        created_date: created,
        last_modified_date: report.last_modified_date ?? created,
      };
    }),
  );
  await insertRows(
    db,
    'interim_risk_statuses',
    [
      ['environment_id', 'bigint'],
      ['report_id', 'bigint'],
      ['category', 'text'],
      ['description', 'text'],
      ['legend', 'text'],
      ['legend_colour', 'text'],
      ['month', 'integer'],
      ['year', 'integer'],
      ['position', 'integer'],
    ],
    reports.flatMap(({ report }, i) =>
      (report.risk_statuses ?? []).map((s, position) => ({
        environment_id: environmentId,
        report_id: reportIds[i],
        category: s.category,
        description: s.description ?? null,
        legend: s.legend ?? null,
        legend_colour: s.legend_colour ?? null,
        month: s.month ?? report.month,
        year: s.year ?? report.year,
        position,
      })),
    ),
  );

  await insertRows(
    db,
    'project_events',
    [
      ['environment_id', 'bigint'],
      ['project_id', 'bigint'],
      ['kind', 'text'],
      ['user_id', 'bigint'],
      ['details', 'jsonb'],
    ],
    events,
  );
  return ids;
}
