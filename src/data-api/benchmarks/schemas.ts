import Type from 'typebox';
import { BENCHMARK_TYPES } from '../../domain/projects/vocabulary.ts';
import { TimestampOut } from '../../schemas/common.ts';
import { DataId, NullableNumber } from '../schemas.ts';

export const BenchmarkSnapshot = Type.Object(
  {
    id: DataId(),
    project_id: DataId(),
    created_date: TimestampOut(),
    type: Type.Unsafe<string>({ type: 'string', enum: [...BENCHMARK_TYPES] }),
    bcis: NullableNumber(),
    model_value: NullableNumber(),
    model_value_lower: NullableNumber(),
    model_value_upper: NullableNumber(),
    source_health: NullableNumber(),
    community_value: NullableNumber(),
  },
  { description: 'SPEC "Data API: Benchmark snapshot"' },
);
