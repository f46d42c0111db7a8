import Type from 'typebox';
import { Int, NullableInt, NullableNumber, OneOf, Text } from '../../domain/json-schema.ts';
import { LIMITS } from '../../domain/limits.ts';
import { BUILDING_FUNCTIONS, BUILDING_PROCESSES } from '../../domain/projects/vocabulary.ts';
import { IdString } from '../../http/ids.ts';

const MANY = Number.MAX_SAFE_INTEGER;

const NullableCount = (description: string) =>
  NullableInt(0, MANY, `${description}; null when fewer than min_group_size (but not none)`);

const bucketMembers = (options: readonly string[]) => ({
  option_id: OneOf(options, 'building_function or building_process value (D-40)'),
  label: Text(50),
  project_count: Int(0, MANY),
  avg_cost_per_m2: NullableNumber(),
  avg_total_cost: NullableNumber(),
});
const FUNCTIONS = Object.keys(BUILDING_FUNCTIONS);
const PROCESSES = Object.keys(BUILDING_PROCESSES);

const floorMembers = {
  min_group_size: Int(2, 1000, 'The k-anonymity floor: the largest of the communities’'),
  omitted_buckets: Int(0, FUNCTIONS.length, 'Building-function buckets left out for being below the floor'),
};

export const CommunityAnalytics = Type.Object(
  {
    ...floorMembers,
    omitted_process_buckets: Int(0, PROCESSES.length, 'Building-process buckets left out'),
    total_community_projects: NullableCount('Non-archived projects of the communities'),
    avg_cost_per_m2: NullableNumber(),
    avg_total_cost: NullableNumber(),
    communities: Type.Array(
      Type.Object({
        community_id: IdString(),
        name: Text(200),
        project_count: NullableCount('Non-archived projects of the community'),
      }),
      { maxItems: LIMITS.communitiesPerEnvironment },
    ),
    by_building_function: Type.Array(Type.Object(bucketMembers(FUNCTIONS)), { maxItems: FUNCTIONS.length }),
    by_building_process: Type.Array(Type.Object(bucketMembers(PROCESSES)), { maxItems: PROCESSES.length }),
  },
  { description: 'Community analytics: every figure from at least min_group_size projects' },
);

export const CommunityBenchmarks = Type.Object(
  {
    ...floorMembers,
    by_building_function: Type.Array(
      Type.Object({
        ...bucketMembers(FUNCTIONS),
        avg_footprint_cost: NullableNumber(),
        avg_gifa: NullableNumber(),
        median_cost_per_m2: NullableNumber(),
      }),
      { maxItems: FUNCTIONS.length },
    ),
  },
  { description: 'Community benchmarks by building function (D-38)' },
);
