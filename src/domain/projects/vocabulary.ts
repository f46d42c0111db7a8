/** The closed value sets of the contract (docs/decisions.md) that projects use. */

export const PROJECT_STATUSES = [
  'PENDING',
  'IN_PROGRESS',
  'DEFECTS_CORRECTION',
  'COMPLETED',
  'PRE_CONTRACT',
  'NOT_YET_SECURED',
] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const PROCUREMENT_STRUCTURES = [
  'Main Contractor - Design & Build',
  'Main Contractor - Traditional (Client with design responsibility)',
  'Trades employed directly / with or without design',
  'Self build',
] as const;

/** D-40, with the readable labels that community buckets show. */
export const BUILDING_FUNCTIONS = {
  residential: 'Residential',
  office: 'Office',
  retail: 'Retail',
  industrial: 'Industrial',
  education: 'Education',
  healthcare: 'Healthcare',
  leisure: 'Leisure',
  hotel: 'Hotel',
  mixed_use: 'Mixed use',
  other: 'Other',
} as const;
export type BuildingFunction = keyof typeof BUILDING_FUNCTIONS;

export const BUILDING_PROCESSES = {
  new_build: 'New build',
  refurbishment: 'Refurbishment',
  conversion: 'Conversion',
  extension: 'Extension',
} as const;
export type BuildingProcess = keyof typeof BUILDING_PROCESSES;

/** D-39. */
export const RISK_ASSESSMENT_STATUSES = ['DRAFT', 'SUBMITTED', 'APPROVED', 'REJECTED'] as const;

export const BENCHMARK_TYPES = ['STANDARD', 'COMPOSITE'] as const;
