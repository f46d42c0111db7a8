import { ForecastView, loadForecast } from './forecast-section.tsx';
import { LeadFigures, loadLatestBenchmark } from './lead-figures.tsx';
import { useRef, useState } from 'preact/hooks';
import { api, ApiError, asApiError } from '../api.ts';
import type { AppraisalNode, CostInput, Development, Facility, ProjectRecord, RiskAssessmentSet } from '../api-types.ts';
import { formatCode, formatDate, formatMoney, formatNumber, formatText } from '../format.ts';
import { useLoad } from '../load.ts';
import { usePageTitle } from '../route.ts';
import { mayWrite } from '../session.ts';
import { Failure, WhenLoaded } from '../states.tsx';
import { Facts } from '../tables.tsx';
import { AppraisalSection } from './appraisal-lines.tsx';
import { EventTrail } from './event-trail.tsx';
import { AddDevelopment, AddFacility, EditProject, StatusChange } from './project-edit.tsx';
import { Developments, Facilities } from './project-records.tsx';
import { RiskAssessments } from './risk-assessments.tsx';
import type { ProjectStatus } from '../../../src/domain/projects/vocabulary.ts';

interface ProjectView {
  project: ProjectRecord;
  facilities: Facility[];
  developments: Development[];
  appraisal: AppraisalNode[];
  /** The appraisal lines with their ids and facility amounts, for the edit forms. */
  lines: CostInput[];
  risk: RiskAssessmentSet[];
}

async function loadProject(id: string): Promise<ProjectView> {
  const [project, facilities, developments, appraisal, lines, risk] = await Promise.all([
    api.getProject({ path: { id } }),
    api.listProjectFacilities({ path: { id } }),
    api.listProjectDevelopments({ path: { id } }),
    api.getAppraisals({ query: { projectId: id } }),
    api.listProjectCostInputs({ path: { id } }),
    api.listProjectRiskAssessmentSets({ path: { id } }),
  ]);
  return { project, facilities, developments, appraisal, lines, risk };
}

export function ProjectPage({ id }: { id: string }) {
  const loaded = useLoad(id, () => loadProject(id));
  // After a change the page reads the project (and its event trail) again, keeping what it shows meanwhile.
  const [fresh, setFresh] = useState<{ id: string; value: ProjectView } | null>(null);
  const [reads, setReads] = useState(0);
  const [saved, setSaved] = useState<string | null>(null);
  const [reloadError, setReloadError] = useState<ApiError | null>(null);
  const view = fresh?.id === id ? ({ state: 'ready', value: fresh.value } as const) : loaded;
  const title = view.state === 'ready' ? view.value.project.name : 'Project';
  const editable = mayWrite();
  /** Reads the project and its trail again after a change; `said` is shown in the record's section (the add forms say theirs beside them). */
  const onSaved = async (said: string | null) => {
    setSaved(null);
    setReloadError(null);
    try {
      setFresh({ id, value: await loadProject(id) });
      setReads((n) => n + 1);
      setSaved(said);
    } catch (err) {
      setReloadError(asApiError(err));
    }
  };
  usePageTitle(title);
  // Read once for the lead figures and the sections below them, again after every change.
  const drawn = useLoad(`drawn:${id}:${reads}`, () => api.getProjectDrawnToDate({ path: { projectId: id } }));
  const forecast = useLoad(`forecast:${id}:${reads}`, () => loadForecast(id));
  const benchmark = useLoad(`benchmark:${id}`, () => loadLatestBenchmark(id));

  return (
    <>
      <p class="breadcrumb">
        <a href="#/projects">All projects</a>
      </p>
      <h1 tabIndex={-1} data-testid="project-title">
        {title}
      </h1>
      <nav class="project-pages" aria-label="This project">
        <ul>
          <li>
            <a href={`#/projects/${id}/benchmark`} data-testid="project-benchmark">
              Benchmark
            </a>
          </li>
          <li>
            <a href={`#/projects/${id}/reports`} data-testid="project-reports">
              Reports
            </a>
          </li>
          <li>
            <a href={`#/projects/${id}/drawdowns`} data-testid="project-drawdowns">
              Drawdowns
            </a>
          </li>
        </ul>
      </nav>
      <WhenLoaded loaded={view} what="the project">
        {({ project, developments, facilities, appraisal, lines, risk }) => (
          <>
            <LeadFigures projectId={id} answers={{ drawn, forecast, benchmark }} />
            {reloadError && <Failure error={new ApiError(reloadError.status, `Saved, but the page could not read the project again: ${reloadError.message}`)} />}
            <Record project={project} editable={editable} onSaved={onSaved} saved={saved} onSubmitting={() => setSaved(null)} />
            <Developments projectId={project.id} records={developments} editable={editable} onSaved={onSaved} />
            {editable && <AddDevelopment projectId={project.id} onSaved={onSaved} />}
            <Facilities projectId={project.id} records={facilities} editable={editable} onSaved={onSaved} />
            {editable && <AddFacility projectId={project.id} onSaved={onSaved} />}
            <ForecastView loaded={forecast} facilities={facilities.reduce((s, f) => s + f.amount, 0)} />
            <AppraisalSection projectId={project.id} roots={appraisal} lines={lines} editable={editable} onSaved={onSaved} reads={reads} />
            <RiskAssessments projectId={project.id} sets={risk} editable={editable} onSaved={onSaved} />
            <EventTrail key={`${id}:${reads}`} projectId={id} />
          </>
        )}
      </WhenLoaded>
    </>
  );
}

interface RecordProps {
  project: ProjectRecord;
  editable: boolean;
  onSaved: (said: string | null) => Promise<void>;
  /** What the last change of the record or its status said. */
  saved: string | null;
  onSubmitting: () => void;
}

function Record({ project: p, editable, onSaved, saved, onSubmitting }: RecordProps) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const close = () => {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  };
  const open = () => {
    setEditing(true);
    requestAnimationFrame(() => document.getElementById('pe-name')?.focus());
  };
  const rows: [string, string][] = [
    ['Reference', p.project_reference],
    ['Status', formatCode(p.project_status)],
    ['Address', formatText(p.address)],
    ['Postcode', formatText(p.postcode)],
    ['Building function', formatCode(p.building_function)],
    ['Building process', formatCode(p.building_process)],
    ['Total GIFA (m²)', formatNumber(p.total_gifa)],
    ['Units', formatNumber(p.number_of_units)],
    ['Gross development value', formatMoney(p.gross_development_value)],
    ['Total budget', formatMoney(p.total_budget)],
    ['Total cost', formatMoney(p.total_cost)],
    ['Loan facility budget', formatMoney(p.loan_facility_budget)],
    ['Contract start', formatDate(p.contract_start_date)],
    ['Contract completion', formatDate(p.contract_completion_date)],
    ['Estimated completion', formatDate(p.estimated_completion_date)],
    ['Funder', formatText(p.funder_client)],
    ['Client reference', formatText(p.client_reference)],
    ['Risk score', formatNumber(p.risk_score)],
    ['Archived', p.archived ? 'Yes' : 'No'],
    ['Last changed', formatDate(p.last_modified_date)],
  ];
  return (
    <section aria-labelledby="record-title" data-testid="project-record" onSubmit={onSubmitting}>
      <div class="section-heading">
        <h2 id="record-title">Record</h2>
        {editable && !editing && (
          <button type="button" ref={editButton} onClick={open} data-testid="edit-project-open">
            Edit project
          </button>
        )}
      </div>
      {saved && (
        <p class="edit-saved" role="status" data-testid="project-saved">
          {saved}
        </p>
      )}
      {editable && <StatusChange key={p.project_status} projectId={p.id} status={p.project_status as ProjectStatus} onSaved={onSaved} />}
      {/* The form goes with the role that may use it (a role changed while it was open, session.ts). */}
      {editable && editing ? (
        <EditProject
          project={p}
          onCancel={close}
          onSaved={async (said) => {
            await onSaved(said);
            close();
          }}
        />
      ) : (
        <>
          {p.description && <p class="lead">{p.description}</p>}
          <Facts facts={rows} />
          {p.comments && (
            <>
              <h3>Comments</h3>
              <p class="comments">{p.comments}</p>
            </>
          )}
        </>
      )}
    </section>
  );
}
