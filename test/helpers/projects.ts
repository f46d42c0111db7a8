import type { ProjectImport } from '../../src/domain/projects/import-contract.ts';

/** A project row for imports: `n` makes it unique, `overrides` sets anything else. */
export function project(n: number, overrides: Partial<ProjectImport> = {}): ProjectImport {
  return {
    name: `Project ${n}`,
    project_reference: `REF-${String(n).padStart(4, '0')}`,
    status: 'IN_PROGRESS',
    total_cost: 1_000_000 + n * 1000,
    total_gifa: 500 + n,
    site_area: 300,
    building_function: 'residential',
    building_process: 'new_build',
    created_date: new Date(Date.UTC(2026, 0, 1 + n)).toISOString(),
    ...overrides,
  };
}

/** A project with every sub-resource: appraisal lines, risk assessments, benchmark snapshots and reports. */
export function richProject(n: number): ProjectImport {
  return project(n, {
    name: 'Rich project',
    client_reference: 'CL-1',
    postcode: 'SW1A 1AA',
    appraisal_lines: [
      { label: 'Land acquisition', budget: 100, out_turn: 110, facility: 80 },
      { label: 'Construction costs', budget: 900, out_turn: null, facility: null },
      { label: 'Brand new line', budget: 5 },
    ],
    risk_assessments: [
      {
        created_date: '2026-02-01T10:00:00Z',
        current_status: 'DRAFT',
        assessments: [{ category: 'Cost', value: 'High', score: '4' }],
      },
      {
        created_date: '2026-03-01T10:00:00Z',
        current_status: 'APPROVED',
        assessments: [
          { category: 'Programme', value: 'Low', score: '1' },
          { category: 'Cost', value: null, score: null },
        ],
      },
    ],
    benchmark_snapshots: [
      { created_date: '2026-02-15T00:00:00Z', type: 'STANDARD', model_value: 2100, source_health: 80 },
      { created_date: '2026-04-15T00:00:00Z', type: 'COMPOSITE', model_value: 2300, bcis: 2000 },
    ],
    reports: [
      {
        month: 2,
        year: 2026,
        created_date: '2026-02-28T12:00:00Z',
        risk_statuses: [
          { category: 'Cost', description: 'On budget', legend: 'Green', legend_colour: '#2E7D32' },
          { category: 'Programme', description: null, legend: 'Red', legend_colour: '#C62828' },
        ],
      },
      { month: 3, year: 2026, created_date: '2026-03-31T12:00:00Z' },
    ],
  });
}

const POSTCODES = ['SW1A 1AA', 'M1 1AE', 'B1 1BB', 'LS1 4AP', 'BS1 5TR', 'NE1 7RU', 'G1 1XQ', 'CF10 1EP'];

/** `count` completed projects of one function, with costs that follow size and place, and an external-works line. */
export function completedProjects(from: number, count: number, fn: 'residential' | 'office', overrides: Partial<ProjectImport> = {}): ProjectImport[] {
  return Array.from({ length: count }, (_, i) => {
    const n = from + i;
    const gifa = 800 + ((n * 379) % 9000);
    const rate = (fn === 'office' ? 2600 : 2100) * (1 + ((n * 37) % 21) / 100 - 0.1) * (gifa / 5000) ** -0.05;
    const total = Math.round(rate * gifa);
    return project(n, {
      name: `${fn === 'office' ? 'Office' : 'Homes'} ${n}`,
      project_reference: `DONE-${n}`,
      status: 'COMPLETED',
      building_function: fn,
      building_process: 'new_build',
      total_gifa: gifa,
      total_cost: total,
      postcode: POSTCODES[n % POSTCODES.length]!,
      contract_start_date: new Date(Date.UTC(2018 + (n % 7), n % 12, 1)).toISOString(),
      site_max_floors_above_ground: 2 + (n % 9),
      site_max_floors_below_ground: n % 5 === 0 ? 1 : 0,
      appraisal_lines: n % 2 ? [{ label: 'External works', budget: total * 0.05, out_turn: total * 0.06 }] : [],
      created_date: new Date(Date.UTC(2020, 0, 1) + n * 3_600_000).toISOString(),
      ...overrides,
    });
  });
}

