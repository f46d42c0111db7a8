import { useState } from 'preact/hooks';
import '../../drawdowns.css';
import { api } from '../../api.ts';
import type { InterimReport } from '../../api-types.ts';
import { DrawdownTimeline } from '../../charts/drawdown-timeline.tsx';
import { useLoad } from '../../load.ts';
import { usePageTitle } from '../../route.ts';
import { mayWrite } from '../../session.ts';
import { Failure, ProjectPageHeading, WhenLoaded } from '../../states.tsx';
import { FileDrawdown } from './file-drawdown.tsx';
import { ForecastSection } from '../forecast-section.tsx';
import { Headroom } from './headroom.tsx';
import { ReportsTable } from './reports-table.tsx';

/** Every interim report of the project (the list is paged, newest first, and read to its last page), oldest first. */
async function loadReports(projectId: string): Promise<InterimReport[]> {
  const all: InterimReport[] = [];
  for await (const report of api.listProjectInterimReports.all({ path: { projectId }, query: { perPage: 100 } })) all.push(report);
  return all.sort((a, b) => a.year - b.year || a.month - b.month || a.edition - b.edition || a.id - b.id);
}

/**
 * `#/projects/12/drawdowns`: the project's drawdowns as a timeline with the cost to complete beside it,
 * what is drawn against each facility, the reports with their site visits' files, and the form to file one.
 */
export function DrawdownsPage({ projectId }: { projectId: string }) {
  const [filed, setFiled] = useState(0);
  const reports = useLoad(`drawdowns:${projectId}:${filed}`, () => loadReports(projectId));
  const facilities = useLoad(`facilities:${projectId}`, () => api.listProjectFacilities({ path: { id: projectId } }));
  const drawn = useLoad(`drawn:${projectId}:${filed}`, () => api.getProjectDrawnToDate({ path: { projectId } }));
  const project = useLoad(projectId, () => api.getProject({ path: { id: projectId } }));
  const name = project.state === 'ready' ? project.value.name : null;
  usePageTitle(`Drawdowns${name ? ` · ${name}` : ''}`);
  const mayFile = mayWrite();
  const names = new Map(facilities.state === 'ready' ? facilities.value.map((f) => [f.id, f.name]) : []);

  return (
    <>
      <ProjectPageHeading projectId={projectId} name={name ?? null} what="Drawdowns" testId="drawdowns-title" />
      <div class="drawdown-overview">
        <WhenLoaded loaded={reports} what="the drawdowns">
          {(all) => <Timeline reports={all} names={names} />}
        </WhenLoaded>
        {facilities.state === 'ready' && (
          <ForecastSection projectId={projectId} facilities={facilities.value.reduce((s, f) => s + f.amount, 0)} refresh={filed} narrow />
        )}
      </div>
      {reports.state === 'ready' && reports.value.length > 0 && (
        <>
          <WhenLoaded loaded={drawn} what="drawn to date">
            {(value) => <Headroom drawn={value} />}
          </WhenLoaded>
          <ReportsTable reports={reports.value} />
        </>
      )}
      {mayFile && facilities.state === 'ready' && <FileDrawdown projectId={projectId} facilities={facilities.value} onFiled={() => setFiled((n) => n + 1)} />}
      {mayFile && facilities.state === 'failed' && <Failure error={facilities.error} />}
    </>
  );
}

/** The timeline of the reports that record amounts (those imported as history carry none, D-17). */
function Timeline({ reports, names }: { reports: InterimReport[]; names: Map<number, string> }) {
  const withAmounts = reports.filter((r) => r.aggregate?.amount != null);
  return (
    <section aria-labelledby="timeline-title" data-testid="drawdown-timeline">
      <h2 id="timeline-title">Cumulative drawn amount</h2>
      {reports.length === 0 ? (
        <p data-testid="no-drawdowns">No drawdown has been filed for this project yet.</p>
      ) : withAmounts.length > 0 ? (
        <DrawdownTimeline reports={withAmounts} history={reports.length - withAmounts.length} names={names} />
      ) : (
        <p>None of this project's reports records amounts yet (reports imported as history have none).</p>
      )}
    </section>
  );
}
