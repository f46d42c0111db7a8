import type { Static } from 'typebox';
import type { BenchmarkSnapshot } from '../../data-api/benchmarks/schemas.ts';
import type { Paging } from '../../http/pagination.ts';
import type { Queryable } from '../database.ts';
import { pageWithTotal } from '../paging.ts';

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
  return pageWithTotal<Static<typeof BenchmarkSnapshot>>(
    db,
    {
      items: (limit, offset) => `select ${SNAPSHOT} from benchmark_snapshots where ${filter}
        order by created_date desc, id desc limit ${limit} offset ${offset}`,
      count: `select count(*)::int as total from benchmark_snapshots where ${filter}`,
    },
    params,
    query,
  );
}
