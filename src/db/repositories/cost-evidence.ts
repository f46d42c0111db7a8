import type { CompletedProject, ProjectInputs } from '../../domain/cost/schemes.ts';
import type { Database, Queryable } from '../database.ts';

// What the cost model learns from (D-43) and what it prices: the completed projects of an environment
// and of the environments it shares a community with, and one project's benchmark inputs (D-41, D-45).

/** The environments an environment shares a community with, and the largest floor of its communities. */
export interface CommunityPool {
  /** Other environments only, ascending; empty for an environment in no community. */
  environmentIds: number[];
  /** The largest `min_group_size` of the environment's communities; null when it is in none. */
  floor: number | null;
}

export async function communityPool(db: Queryable, environmentId: number): Promise<CommunityPool> {
  const rows = await db.query<{ environment_id: number; min_group_size: number }>(
    `select m.environment_id, c.min_group_size
     from environment_communities ec
     join communities c on c.id = ec.community_id
     join environment_communities m on m.community_id = ec.community_id
     where ec.environment_id = $1`,
    [environmentId],
  );
  const others = new Set(rows.map((r) => r.environment_id).filter((id) => id !== environmentId));
  return {
    environmentIds: [...others].sort((a, b) => a - b),
    floor: rows.length > 0 ? Math.max(...rows.map((r) => r.min_group_size)) : null,
  };
}

/**
 * One completed project as the model reads it (domain/cost/schemes.ts). `name` is read for the caller's
 * own environment only: another environment's project is never named (D-43), so its name is not even loaded.
 */
export type EvidenceRow = CompletedProject;

const DAY_MS = 86_400_000;

export const EVIDENCE_COLUMNS = [
  'id',
  'environment_id',
  'name',
  'total_cost',
  'total_gifa',
  'total_net_internal_area',
  'number_of_units',
  'site_area',
  'postcode',
  'latitude',
  'longitude',
  'priced_on',
  'site_max_floors_above_ground',
  'site_max_floors_below_ground',
  'proposed_procurement_structure',
  'building_function',
  'building_process',
  'external_works',
] as const satisfies readonly (keyof EvidenceRow)[];

/** Rows per chunk of evidence text: a chunk stays a few megabytes, far below the longest string V8 can hold. */
export const EVIDENCE_CHUNK = 50_000;

/** The longest the evidence of a pool may take to read: seconds for a million projects, so well above a request's 8 s. */
const EVIDENCE_READ_MS = 120_000;

/**
 * What a read of a pool's evidence hands over: texts of JSON rows (evidenceRowsOf reads them), and
 * what a later read needs to ask for the changes since.
 */
export interface EvidenceRead {
  /** At most EVIDENCE_CHUNK rows a text, in no particular order: the pool's evidence, or the changed part of it. */
  chunks: string[];
  /**
   * For a read of changes: every project of the pool stamped since, evidence or not (a project that
   * is no longer evidence leaves the model); null for a whole read.
   */
  changed: number[] | null;
  /** The oldest transaction open during the read (xid8 as text): the next read of changes starts there. */
  horizon: string;
}

/** A project that is evidence (D-43): completed, not archived, with a positive cost and GIFA and a function. */
const IS_EVIDENCE = `p.status = 'COMPLETED' and not p.archived
  and p.total_cost > 0 and p.total_gifa > 0 and p.building_function is not null`;

/** A project as an evidence row: EVIDENCE_COLUMNS' values in a JSON array, the date as days since 1970. */
const EVIDENCE_TUPLE = `json_build_array(
  p.id, p.environment_id, case when p.environment_id = $1 then p.name end,
  p.total_cost::float8, p.total_gifa, p.total_net_internal_area, p.number_of_units, p.site_area,
  p.postcode, p.latitude, p.longitude,
  floor(extract(epoch from coalesce(p.contract_start_date, p.contract_completion_date, p.created_date)) / 86400)::int,
  p.site_max_floors_above_ground, p.site_max_floors_below_ground, p.proposed_procurement_structure,
  p.building_function, p.building_process, ew.out_turn)`;

/** The out-turn of the "External works" appraisal lines of the projects of `projects`. */
const EXTERNAL_WORKS = `external_works as (
  select ci.project_id, sum(ci.out_turn)::float8 as out_turn
  from project_cost_inputs ci
  join input_settings s on s.environment_id = ci.environment_id and s.id = ci.input_setting_id
  where ci.environment_id in (select environment_id from pool) and ci.project_id in (select id from projects_read)
    and ci.out_turn is not null
    and s.kind = 'APPRAISAL' and (s.input_field = 'external_works' or lower(s.input_value) = 'external works')
  group by ci.project_id)`;

/**
 * The evidence of environment `own` and of `others` (its community pool), in one statement so that
 * it is one snapshot: all of it, or, given the `horizon` of an earlier read, only the projects
 * stamped since (migration 0014). Rows travel as JSON arrays, at most EVIDENCE_CHUNK rows a text
 * (those whose ids share a quotient by it), unparsed: both drivers hand over a few texts far faster
 * than a million row objects, a text crosses to the fitting thread as one copy, and no single string
 * grows with the environment. A whole read reads every row of the pool, so it runs in a transaction of
 * its own with a limit of EVIDENCE_READ_MS rather than a request's.
 */
export async function loadEvidence(db: Database, own: number, others: readonly number[]): Promise<EvidenceRead>;
/** Null when a project of the pool was deleted since: only a whole read can tell what is left. */
export async function loadEvidence(db: Database, own: number, others: readonly number[], since: string): Promise<EvidenceRead | null>;
export async function loadEvidence(
  db: Database,
  own: number,
  others: readonly number[],
  since: string | null = null,
): Promise<EvidenceRead | null> {
  const pool = `pool as (select unnest($2::bigint[]) as environment_id)`;
  const snapshot = `pg_snapshot_xmin(pg_current_snapshot())::text`;
  if (since === null) {
    const rows = await db.transaction(
      (tx) =>
        tx.query<{ chunk: string | null; horizon: string }>(
          `with ${pool},
           projects_read as (select p.id from projects p where p.environment_id in (select environment_id from pool) and ${IS_EVIDENCE}),
           ${EXTERNAL_WORKS},
           chunks as (
             select json_agg(${EVIDENCE_TUPLE})::text as chunk
             from projects p
             left join external_works ew on ew.project_id = p.id
             where p.environment_id in (select environment_id from pool) and ${IS_EVIDENCE}
             group by p.id / $3)
           select c.chunk, ${snapshot} as horizon
           from (select 1) one left join chunks c on true`,
          [own, [own, ...others], EVIDENCE_CHUNK],
        ),
      { statementTimeoutMs: EVIDENCE_READ_MS },
    );
    return {
      chunks: rows.flatMap((r) => (r.chunk === null ? [] : [r.chunk])),
      changed: null,
      horizon: rows[0]!.horizon,
    };
  }
  const [row] = await db.transaction(
    (tx) =>
      tx.query<{ chunk: string | null; changed: number[] | null; reset: boolean; horizon: string }>(
        `with ${pool},
         projects_read as (select p.id from projects p
           where p.environment_id in (select environment_id from pool) and p.evidence_xid >= $3::xid8),
         ${EXTERNAL_WORKS}
         select
           (select json_agg(${EVIDENCE_TUPLE})::text from projects p left join external_works ew on ew.project_id = p.id
            where p.id in (select id from projects_read) and ${IS_EVIDENCE}) as chunk,
           (select array_agg(id)::float8[] from projects_read) as changed,
           (select coalesce(max(evidence_reset_xid), '0') >= $3::xid8 from environments
            where id in (select environment_id from pool)) as reset,
           ${snapshot} as horizon`,
        [own, [own, ...others], since],
      ),
    { statementTimeoutMs: EVIDENCE_READ_MS },
  );
  if (row!.reset) return null;
  return { chunks: row!.chunk === null ? [] : [row!.chunk], changed: row!.changed ?? [], horizon: row!.horizon };
}

/** The rows of one text of loadEvidence. */
export function evidenceRowsOf(text: string): EvidenceRow[] {
  // A few thousand days price a text's rows: each day's date is one string, shared by its rows.
  const dates = new Map<number, string>();
  // One object literal of one shape per row, in EVIDENCE_COLUMNS' order (a row built key by key is a
  // slower dictionary, and a million of them are seconds of a fit).
  return (JSON.parse(text) as EvidenceTuple[]).map((v) => {
    // The date travels as days since 1970 (UTC): formatting it in SQL costs more than the rest of the row.
    let date = dates.get(v[11]);
    if (date === undefined) dates.set(v[11], (date = new Date(v[11] * DAY_MS).toISOString().slice(0, 10)));
    return {
      id: v[0],
      environment_id: v[1],
      name: v[2] ?? null,
      total_cost: v[3],
      total_gifa: v[4],
      total_net_internal_area: v[5] ?? null,
      number_of_units: v[6] ?? null,
      site_area: v[7] ?? null,
      postcode: v[8] ?? null,
      latitude: v[9] ?? null,
      longitude: v[10] ?? null,
      priced_on: date,
      site_max_floors_above_ground: v[12] ?? null,
      site_max_floors_below_ground: v[13] ?? null,
      proposed_procurement_structure: v[14] ?? null,
      building_function: v[15],
      building_process: v[16] ?? null,
      external_works: v[17] ?? null,
    } satisfies Record<(typeof EVIDENCE_COLUMNS)[number], unknown>;
  });
}

/** A row of an evidence text: EVIDENCE_COLUMNS' values in their order, the date as days since 1970. */
type EvidenceTuple = [
  number, number, string | null, number, number, number | null, number | null, number | null, string | null,
  number | null, number | null, number, number | null, number | null, string | null, string, string | null, number | null,
];

/** A project's benchmark inputs (domain/cost/schemes.ts), with its name and status. */
export type SchemeRow = ProjectInputs & { name: string; status: string };

/** Project `id` of the environment as a scheme, or null. */
export async function schemeOfProject(db: Queryable, environmentId: number, id: number): Promise<SchemeRow | null> {
  const [row] = await db.query<SchemeRow>(
    `select id, name, status, total_gifa, total_net_internal_area, number_of_units, site_area, postcode,
       latitude, longitude, to_char(contract_start_date at time zone 'UTC', 'YYYY-MM-DD') as contract_start_date,
       site_max_floors_above_ground, site_max_floors_below_ground, proposed_procurement_structure,
       building_function, building_process
     from projects where environment_id = $1 and id = $2`,
    [environmentId, id],
  );
  return row ?? null;
}
