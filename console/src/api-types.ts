/**
 * What the console reads of the Platform API's answers: the SDK's types (sdk/src/generated/platform.ts,
 * generated from the API's OpenAPI document), named by what the pages show. One declaration of each
 * resource, shared by every page that shows it, and the same as the document says.
 */
import type { Args as ArgsOf, ItemOf, platform, Result } from '../../sdk/src/index.ts';

type Operations = platform.operations;

/** The answer of an operation of the Platform API, by its operationId. */
export type Answer<K extends keyof Operations> = Result<Operations[K]>;
/** An item of an operation's list answer (the array, or a page's `data` or `items`). */
export type Item<K extends keyof Operations> = ItemOf<Answer<K>>;
/** What an operation takes: `path`, `query` and `body`. */
export type Args<K extends keyof Operations> = ArgsOf<Operations[K]>;
/**
 * The JSON body of an operation. A form builds its body from its field list (a record of the fields it
 * has), so it names the body as this type when it sends it; the API checks every field again.
 */
export type Body<K extends keyof Operations> = Operations[K] extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

/** An item of `GET /projects`. */
export type ProjectListItem = Item<'listProjects'>;
/** `GET /projects/{id}`. */
export type ProjectRecord = Answer<'getProject'>;
/** An item of `GET /projects/{id}/facilities`. */
export type Facility = Item<'listProjectFacilities'>;
/** An item of `GET /projects/{id}/developments` (D-45). */
export type Development = Item<'listProjectDevelopments'>;
/** An item of `GET /projects/{id}/cost-inputs`: an appraisal line with its setting's label (D-17). */
export type CostInput = Item<'listProjectCostInputs'>;
/** An item of `GET /projects/{id}/risk-assessments`. */
export type RiskAssessmentSet = Item<'listProjectRiskAssessmentSets'>;
/** A node of `GET /projects/appraisals` (D-20): an input setting, its children and the projects' lines on it. */
export type AppraisalNode = Item<'getAppraisals'>;
/** An item of `GET /projects/{id}/events`. */
export type ProjectEvent = Item<'listProjectEvents'>;
/** An item of `GET /input-settings`. */
export type InputSetting = Item<'listInputSettings'>;
/** An item of `GET /risk-status-legends`. */
export type Legend = Item<'listRiskStatusLegends'>;
/** An item of `GET /projects/{id}/interim-reports` (docs/reports.md, Drawdowns). */
export type InterimReport = Item<'listProjectInterimReports'>;
/** A report's status of one risk category, with the legend's name. */
export type RiskLine = NonNullable<InterimReport['riskStatus']>[number];
/** A site visit's file; `POST /uploads` answers one (its size and type always given). */
export type VisitFile = NonNullable<InterimReport['visit']>['files'][number];
/** The report of `GET`/`POST /benchmark/project/{id}` and `POST /benchmark` (docs/platform-api.md, Benchmarks). */
export type BenchmarkReport = Answer<'getProjectBenchmark'>;
/** A project the benchmark compares with. */
export type SimilarProject = BenchmarkReport['comparisons']['similar_projects'][number];
/** What a benchmark is made of (D-58): the function's national rate and each factor's step, in pence. */
export type Explanation = NonNullable<BenchmarkReport['explanation']>;
/** An item of `GET /benchmark/project/{id}/history` (D-59): one stored benchmark of the project. */
export type BenchmarkHistoryItem = Item<'listProjectBenchmarkHistory'>;
/** `GET /projects/{id}/forecast` (D-60): cost to complete and overrun risk. */
export type ProjectForecast = Answer<'getProjectForecast'>;
/** `GET /projects/{projectId}/drawn-to-date`: what the project has drawn, per facility and not allocated to one. */
export type DrawnToDate = Answer<'getProjectDrawnToDate'>;
/** An entry of `GET /location-metrics` (docs/platform-api.md, Location metrics). */
export type LocationEntry = Item<'getLocationMetrics'>;
/** An item of `GET /document-studio/templates`. */
export type Template = Item<'listDocumentTemplates'>;
/** An item of `GET …/reports/{id}/versions`. */
export type Version = Item<'listDocumentReportVersions'>;
/** `GET …/reports/{id}/versions/{n}`. */
export type StoredVersion = Answer<'getDocumentReportVersion'>;
/** The answer of `POST /projects/{id}/document-studio/reports`: the version it saved. */
export type SavedVersion = Answer<'saveDocumentReport'>;
/** `GET /me`: the signed-in user as the database holds them now (their current role), and their environment. */
export type Me = Answer<'getMe'>;
