import type { Queryable } from './database.ts';

/**
 * A column of a bulk insert: its name, its SQL type (for jsonb_to_recordset) and, optionally, the SQL
 * expression a row without a value gets (e.g. `now()`, the transaction's time, as a column default would).
 */
export type Column = readonly [name: string, sqlType: string, fallback?: string];

const CHUNK = 2000;

/** Takes `count` ids from a table's identity sequence, so that children can reference rows before they exist. */
export async function allocateIds(tx: Queryable, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await tx.query<{ id: number }>(
    `select nextval(pg_get_serial_sequence($1, 'id'))::bigint as id from generate_series(1, $2::int)`,
    [table, count],
  );
  return rows.map((r) => r.id);
}

/**
 * Inserts many rows in a few statements: each chunk travels as one JSON parameter and is expanded by
 * jsonb_to_recordset. Rows are objects keyed by column name; a row may include an allocated `id`.
 */
export async function insertRows(
  tx: Queryable,
  table: string,
  columns: readonly Column[],
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  if (rows.length === 0) return;
  const names = columns.map(([name]) => name).join(', ');
  const values = columns.map(([name, , fallback]) => (fallback ? `coalesce(${name}, ${fallback})` : name)).join(', ');
  const definition = columns.map(([name, type]) => `${name} ${type}`).join(', ');
  const overriding = columns.some(([name]) => name === 'id') ? 'overriding system value' : '';
  const sql = `insert into ${table} (${names}) ${overriding}
               select ${values} from jsonb_to_recordset($1::jsonb) as r(${definition})`;
  for (let i = 0; i < rows.length; i += CHUNK) {
    await tx.query(sql, [JSON.stringify(rows.slice(i, i + CHUNK))]);
  }
}
