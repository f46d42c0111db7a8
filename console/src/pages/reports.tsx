import { useState } from 'preact/hooks';
import '../reports.css';
import { api } from '../api.ts';
import { formatDateTime } from '../format.ts';
import { SelectField } from '../form.tsx';
import { useLoad } from '../load.ts';
import type { ReportContent } from '../report-content.ts';
import { go, usePageTitle } from '../route.ts';
import { mayWrite } from '../session.ts';
import { Failure, Loading, WhenLoaded } from '../states.tsx';
import { TableRegion } from '../tables.tsx';
import { LazyReportBuilder } from './report-builder/lazy-builder.tsx';

/** `#/projects/12/reports`: the project's document studio reports, and a new one built from a template. */
export function ReportsPage({ projectId }: { projectId: string }) {
  const [saved, setSaved] = useState(0);
  const list = useLoad(`${projectId}:${saved}`, () => api.listDocumentReports({ path: { projectId } }));
  const project = useLoad(projectId, () => api.getProject({ path: { id: projectId } }));
  const heading = project.state === 'ready' ? `Reports of ${project.value.name}` : 'Reports';
  usePageTitle(heading);

  return (
    <>
      <p class="breadcrumb">
        <a href={`#/projects/${projectId}`}>Back to the project</a>
      </p>
      <h1 tabIndex={-1} data-testid="reports-title">
        {heading}
      </h1>
      <WhenLoaded loaded={list} what="the reports" empty={<p data-testid="no-reports">No reports yet.</p>}>
        {(reports) => (
          <TableRegion label="Reports table">
            <table data-testid="report-table">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col" class="number">
                    Latest version
                  </th>
                  <th scope="col">Updated</th>
                </tr>
              </thead>
              <tbody>
                {reports.map((r) => (
                  <tr key={r.id}>
                    <th scope="row">
                      <a href={`#/projects/${projectId}/reports/${r.id}`}>{r.name}</a>
                    </th>
                    <td class="number">{r.latest_version}</td>
                    <td>{formatDateTime(r.updated_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
        )}
      </WhenLoaded>
      {mayWrite() && <NewReport projectId={projectId} onSaved={() => setSaved((n) => n + 1)} />}
    </>
  );
}

/** A report of no template: a title to start from. */
const BLANK: ReportContent = { blocks: [{ type: 'title', content: '' }] };

/**
 * "New report": the environment's templates (or a blank report) to start from, then the report builder
 * with the template's content and `metadata.templateId`, where the report is named, built and saved as
 * its version 1; the new report then opens.
 */
function NewReport({ projectId, onSaved }: { projectId: string; onSaved: () => void }) {
  const templates = useLoad('templates', () => api.listDocumentTemplates());
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [started, setStarted] = useState<{ id: string; round: number } | null>(null);

  if (templates.state === 'loading') return <Loading what="the templates" />;
  if (templates.state === 'failed') return <Failure error={templates.error} />;
  const chosen = templateId ?? templates.value[0]?.id ?? '';
  const template = templates.value.find((t) => t.id === started?.id);
  const start: ReportContent | null = !started
    ? null
    : template
      ? { ...template.content, metadata: { ...template.content.metadata, templateId: template.id } }
      : BLANK;

  return (
    <section aria-labelledby="new-report-title" data-testid="new-report">
      <h2 id="new-report-title">New report</h2>
      <div class="start-report">
        <SelectField
          id="report-template"
          label="Start from"
          error={null}
          value={chosen}
          onChange={(e) => setTemplateId((e.target as HTMLSelectElement).value)}
          options={[...templates.value.map((t) => [t.id, `The template “${t.name}”`] as const), ['', 'A blank report'] as const]}
        />
        <button type="button" onClick={() => setStarted({ id: chosen, round: (started?.round ?? 0) + 1 })} data-testid="start-report">
          {started ? 'Start again from this' : 'Start the report'}
        </button>
      </div>
      {start && (
        <LazyReportBuilder
          key={`${started!.id}:${started!.round}`}
          projectId={projectId}
          reportName={null}
          start={start}
          startsFrom={template ? `the template “${template.name}”` : 'a blank report'}
          onSaved={(answer) => {
            onSaved();
            go(`#/projects/${projectId}/reports/${answer.reportId}?version=${answer.version}`);
          }}
        />
      )}
    </section>
  );
}
