import type { Static } from 'typebox';
import type { BenchmarkSnapshot } from '../../data-api/benchmarks/schemas.ts';
import type { Paging } from '../../http/pagination.ts';
import type { Queryable } from '../database.ts';

const SNAPSHOT = `id::text as id, project_id::text as project_id, created_date, type, bcis, model_value,
  model_value_lower, model_value_upper, source_health, community_value`;

/** Benchmark snapshots of an environment (optionally one project), newest first (D-37). */
export async function listBenchmarkSnapshots(
  db: Queryable,
  environmentId: number,
  query: Paging & { projectId?: string | undefined },
): Promise<{ items: Static<typeof BenchmarkSnapshot>[]; total: number }> {
  const params: unknown[] = [environmentId];
  let filter = 'environment_id = $1';
  if (query.projectId) {
    params.push(query.projectId);
    filter += ` and project_id = $${params.length}`;
  }
  const [items, [count]] = await Promise.all([
    db.query<Static<typeof BenchmarkSnapshot>>(
      `select ${SNAPSHOT} from benchmark_snapshots where ${filter}
       order by created_date desc, id desc limit $${params.length + 1} offset $${params.length + 2}`,
      [...params, query.limit, query.offset],
    ),
    db.query<{ total: number }>(`select count(*)::int as total from benchmark_snapshots where ${filter}`, params),
  ]);
  return { items, total: count!.total };
}
