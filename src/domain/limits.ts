/**
 * How many of each record the service keeps. Every list that an API answers whole (not paged) is
 * bounded by one of these, which its OpenAPI schema states as `maxItems` and every write enforces
 * (409 beyond it), so that no answer can grow without limit.
 */
export const LIMITS = {
  facilitiesPerProject: 100,
  developmentsPerProject: 100,
  appraisalLinesPerProject: 500,
  riskAssessmentSetsPerProject: 1_000,
  assessmentsPerSet: 200,
  riskStatusesPerReport: 200,
  /** Input settings of one kind (APPRAISAL, RISK) in an environment. */
  inputSettingsPerKind: 1_000,
  /** Risk-status legends of an environment (D-8's three; none can be added yet). */
  legendsPerEnvironment: 100,
  communitiesPerEnvironment: 100,
  /** Document studio reports of a project (each with any number of versions, listed a page at a time). */
  documentReportsPerProject: 1_000,
  /** Document studio templates of an environment. */
  documentTemplatesPerEnvironment: 200,
  /** D-61: webhook endpoints of one environment. */
  webhookEndpointsPerEnvironment: 20,
  /** D-61: the longest webhook URL. */
  webhookUrlLength: 2000,
  dataKeysPerEnvironment: 1_000,
  environments: 100_000,
  communities: 100_000,
} as const;
