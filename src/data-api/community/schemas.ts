import Type from 'typebox';
import { Nullable, NullableNumber } from '../../domain/json-schema.ts';

const NullableCount = (description: string) =>
  Nullable(Type.Integer({ description: `${description}; null when fewer than min_group_size (but not none)` }));

const bucketMembers = {
  option_id: Type.String({ description: 'building_function or building_process value (D-40)' }),
  label: Type.String(),
  project_count: Type.Integer(),
  avg_cost_per_m2: NullableNumber(),
  avg_total_cost: NullableNumber(),
};

const floorMembers = {
  min_group_size: Type.Integer({ description: 'The k-anonymity floor: the largest of the communities’' }),
  omitted_buckets: Type.Integer({ description: 'Building-function buckets left out for being below the floor' }),
};

export const CommunityAnalytics = Type.Object(
  {
    ...floorMembers,
    omitted_process_buckets: Type.Integer({ description: 'Building-process buckets left out' }),
    total_community_projects: NullableCount('Non-archived projects of the communities'),
    avg_cost_per_m2: NullableNumber(),
    avg_total_cost: NullableNumber(),
    communities: Type.Array(
      Type.Object({
        community_id: Type.String(),
        name: Type.String(),
        project_count: NullableCount('Non-archived projects of the community'),
      }),
    ),
    by_building_function: Type.Array(Type.Object(bucketMembers)),
    by_building_process: Type.Array(Type.Object(bucketMembers)),
  },
  { description: 'SPEC "Data API: Community analytics"; every figure from at least min_group_size projects' },
);

export const CommunityBenchmarks = Type.Object(
  {
    ...floorMembers,
    by_building_function: Type.Array(
      Type.Object({
        ...bucketMembers,
        avg_footprint_cost: NullableNumber(),
        avg_gifa: NullableNumber(),
        median_cost_per_m2: NullableNumber(),
      }),
    ),
  },
  { description: 'SPEC "Data API: Community benchmarks"' },
);
