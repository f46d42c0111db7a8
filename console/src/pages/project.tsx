import { ForecastSection } from './forecast-section.tsx';
import { useRef, useState } from 'preact/hooks';
import { ApiError, asApiError, get } from '../api.ts';
import type { AppraisalNode, Development, Facility, ProjectRecord, RiskAssessmentSet } from '../api-types.ts';
import { formatCode, formatDate, formatMoney, formatNumber, formatText } from '../format.ts';
import { useLoad } from '../load.ts';
import { usePageTitle } from '../route.ts';
import { mayWrite } from '../session.ts';
import { Failure, WhenLoaded } from '../states.tsx';
import { Facts, TableRegion } from '../tables.tsx';
import { AppraisalTree } from './appraisal-tree.tsx';
import { EventTrail } from './event-trail.tsx';
import { AddDevelopment, AddFacility, EditProject, StatusChange } from './project-edit.tsx';
import type { ProjectStatus } from '../../../src/domain/projects/vocabulary.ts';

interface ProjectView {
  project: ProjectRecord;
  facilities: Facility[];
  developments: Development[];
  appraisal: AppraisalNode[];
  risk: RiskAssessmentSet[];
}

async function loadProject(id: string): Promise<ProjectView> {
  const [project, facilities, developments, appraisal, risk] = await Promise.all([
    get<ProjectRecord>(`/projects/${id}`),
    get<Facility[]>(`/projects/${id}/facilities`),
    get<Development[]>(`/projects/${id}/developments`),
    get<AppraisalNode[]>(`/projects/appraisals?projectId=${id}`),
    get<RiskAssessmentSet[]>(`/projects/${id}/risk-assessments`),
  ]);
  return { project, facilities, developments, appraisal, risk };
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
        {({ project, developments, facilities, appraisal, risk }) => (
          <>
            {reloadError && <Failure error={new ApiError(reloadError.status, `Saved, but the page could not read the project again: ${reloadError.message}`)} />}
            <Record project={project} editable={editable} onSaved={onSaved} saved={saved} onSubmitting={() => setSaved(null)} />
            <Developments developments={developments} />
            {editable && <AddDevelopment projectId={project.id} onSaved={onSaved} />}
            <Facilities facilities={facilities} />
            {editable && <AddFacility projectId={project.id} onSaved={onSaved} />}
            <ForecastSection projectId={id} facilities={facilities.reduce((s, f) => s + f.amount, 0)} refresh={reads} />
            <section aria-labelledby="appraisal-title" data-testid="appraisal">
              <h2 id="appraisal-title">Appraisal lines</h2>
              <AppraisalTree roots={appraisal} projectId={project.id} />
            </section>
            <RiskHistory sets={risk} />
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
      {editing ? (
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

function Developments({ developments }: { developments: Development[] }) {
  return (
    <section aria-labelledby="developments-title" data-testid="developments">
      <h2 id="developments-title">Developments</h2>
      {developments.length === 0 ? (
        <p>No developments.</p>
      ) : (
        <TableRegion label="Developments table">
          <table>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Function</th>
                <th scope="col">Process</th>
                <th scope="col" class="number">
                  GIFA (m²)
                </th>
                <th scope="col" class="number">
                  Units
                </th>
              </tr>
            </thead>
            <tbody>
              {developments.map((d) => (
                <tr key={d.id}>
                  <th scope="row">{d.name}</th>
                  <td>{formatCode(d.building_function)}</td>
                  <td>{formatCode(d.building_process)}</td>
                  <td class="number">{formatNumber(d.total_gifa)}</td>
                  <td class="number">{formatNumber(d.individual_units)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
    </section>
  );
}

function Facilities({ facilities }: { facilities: Facility[] }) {
  const total = facilities.reduce((sum, f) => sum + f.amount, 0);
  return (
    <section aria-labelledby="facilities-title" data-testid="facilities">
      <h2 id="facilities-title">Facilities</h2>
      {facilities.length === 0 ? (
        <p>No facilities.</p>
      ) : (
        <TableRegion label="Facilities table">
          <table>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col" class="number">
                  Amount
                </th>
                <th scope="col">Added</th>
              </tr>
            </thead>
            <tbody>
              {facilities.map((f) => (
                <tr key={f.id}>
                  <th scope="row">{f.name}</th>
                  <td class="number">{formatMoney(f.amount)}</td>
                  <td>{formatDate(f.created_at)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <td class="number">{formatMoney(total)}</td>
                <td />
              </tr>
            </tfoot>
          </table>
        </TableRegion>
      )}
    </section>
  );
}

function RiskHistory({ sets }: { sets: RiskAssessmentSet[] }) {
  return (
    <section aria-labelledby="risk-title" data-testid="risk-history">
      <h2 id="risk-title">Risk assessments</h2>
      {sets.length === 0 ? (
        <p>No risk assessments.</p>
      ) : (
        sets.map((set) => (
          <details key={set.id} class="risk-set" open={set === sets[0]}>
            <summary>
              {formatDate(set.created_date)}: {formatCode(set.current_status)}, {set.assessments.length} assessment
              {set.assessments.length === 1 ? '' : 's'}
            </summary>
            <div class="table-wrap">
              <table>
                <caption class="visually-hidden">Risk assessment of {formatDate(set.created_date)}</caption>
                <thead>
                  <tr>
                    <th scope="col">Category</th>
                    <th scope="col">Value</th>
                    <th scope="col">Score</th>
                  </tr>
                </thead>
                <tbody>
                  {set.assessments.map((a) => (
                    <tr key={a.id}>
                      <th scope="row">{a.category}</th>
                      <td>{formatText(a.value)}</td>
                      <td>{formatText(a.score)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        ))
      )}
    </section>
  );
}
