import type { Database } from './database.ts';

/** The tables the Data API pages through, newest first. */
const PAGED_TABLES = ['projects', 'benchmark_snapshots', 'interim_reports'];

/**
 * Refreshes planner statistics and the visibility map of the paged tables after a bulk change. Without
 * it, a freshly imported environment is planned as if it were tiny (a sort of the whole environment per
 * page), and deep offsets cannot be read from the index alone; autovacuum would get there eventually on
 * PostgreSQL, and never on embedded PGlite. VACUUM cannot run inside a transaction, so this runs after
 * the import has committed, and without the time limit of a request's statements: on a large table it
 * takes longer, and the import it follows is already stored.
 */
export async function refreshTableStatistics(db: Database): Promise<void> {
  await db.maintain(`vacuum (analyze) ${PAGED_TABLES.join(', ')}`);
}
