import Type from 'typebox';
import type { SnapshotRow } from '../../db/repositories/benchmark-snapshots.ts';
import { NullableNumber, OneOf, TimestampOut } from '../../domain/json-schema.ts';
import { BENCHMARK_TYPES } from '../../domain/projects/vocabulary.ts';
import { DataRecordId, IdString } from '../../http/ids.ts';
import { DataChangesQuery, DataPageQuery } from '../../http/pagination.ts';

export const BenchmarkSnapshot = Type.Object(
  {
    id: IdString(),
    project_id: IdString(),
    created_date: TimestampOut(),
    type: OneOf(BENCHMARK_TYPES),
    bcis: NullableNumber(),
    model_value: NullableNumber(),
    model_value_lower: NullableNumber(),
    model_value_upper: NullableNumber(),
    source_health: NullableNumber(),
    community_value: NullableNumber(),
  },
  { description: 'A benchmark snapshot (D-43)' },
);

export function snapshotOf(row: SnapshotRow) {
  return { ...row, id: String(row.id), project_id: String(row.project_id) };
}

export const BenchmarksQuery = Type.Object({
  ...DataPageQuery,
  ...DataChangesQuery,
  projectId: Type.Optional(DataRecordId('Only this project’s snapshots (404 if not the key’s)', 'Project not found')),
});
