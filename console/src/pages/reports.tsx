import { useState } from 'preact/hooks';
import '../reports.css';
import { ApiError, asApiError, get, post } from '../api.ts';
import type { ReportSummary, SavedVersion, Template } from '../api-types.ts';
import { formatDateTime } from '../format.ts';
import { Field, InputField, SelectField, useTextValues } from '../form.tsx';
import { useLoad } from '../load.ts';
import { type Block, listContent, narrativeHtml, type ReportContent, textFieldsOf, withContents } from '../report-content.ts';
import { go, usePageTitle } from '../route.ts';
import { mayWrite } from '../session.ts';
import { Failure, Loading, WhenLoaded } from '../states.tsx';
import { TableRegion } from '../tables.tsx';

/** `#/projects/12/reports`: the project's document studio reports, and a new one from a template. */
export function ReportsPage({ projectId }: { projectId: string }) {
  const [saved, setSaved] = useState(0);
  const list = useLoad(`${projectId}:${saved}`, () => get<ReportSummary[]>(`/projects/${projectId}/document-studio/reports`));
  const project = useLoad(projectId, () => get<{ name: string }>(`/projects/${projectId}`));
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

/** The template's content with the typed narratives and lists in place (a field left empty keeps the template's). */
function filled(blocks: Block[], texts: Record<string, string>): Block[] {
  return withContents(blocks, (block, path) => {
    const text = texts[path];
    if (!text?.trim()) return undefined;
    if (block.type === 'narrative') return narrativeHtml(text);
    if (block.type === 'list') return listContent(text);
    return undefined;
  });
}

function NewReport({ projectId, onSaved }: { projectId: string; onSaved: () => void }) {
  const templates = useLoad('templates', () => get<Template[]>('/document-studio/templates'));
  const [templateId, setTemplateId] = useState('');
  const [name, setName] = useState('');
  const form = useTextValues({});
  const [error, setError] = useState<ApiError | null>(null);
  const [saving, setSaving] = useState(false);

  if (templates.state === 'loading') return <Loading what="the templates" />;
  if (templates.state === 'failed') return <Failure error={templates.error} />;
  const template = templates.value.find((t) => t.id === templateId) ?? templates.value[0];
  if (!template) return null;
  const narratives = textFieldsOf(template.content.blocks).filter((f) => f.kind !== 'title');

  const save = async (event: Event) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      const content: ReportContent = {
        ...template.content,
        blocks: filled(template.content.blocks, form.values),
        metadata: { ...template.content.metadata, templateId: template.id },
      };
      const answer = await post<SavedVersion>(`/projects/${projectId}/document-studio/reports`, {
        reportName: name,
        content,
      });
      onSaved();
      go(`#/projects/${projectId}/reports/${answer.reportId}?version=${answer.version}`);
    } catch (err) {
      setError(asApiError(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby="new-report-title" data-testid="new-report">
      <h2 id="new-report-title">New report from template</h2>
      <form class="report-form" onSubmit={save} noValidate>
        <SelectField
          id="report-template"
          label="Template"
          error={null}
          value={template.id}
          onChange={(e) => setTemplateId((e.target as HTMLSelectElement).value)}
          options={templates.value.map((t) => [t.id, t.name] as const)}
        />
        <InputField id="report-name" label="Report name" error={null} value={name} onInput={(e) => setName((e.target as HTMLInputElement).value)} maxLength={200} />
        <p class="hint" id="report-fields-hint">Text only: a blank line starts a new paragraph. A field left empty keeps the template's text.</p>
        {narratives.map((n, i) => (
          <Field key={`${template.id}:${n.path}`} id={`narrative-${i}`} label={n.label} error={null}>
            <textarea
              id={`narrative-${i}`}
              rows={4}
              aria-describedby="report-fields-hint"
              data-path={n.path}
              {...form.bind(n.path)}
            />
          </Field>
        ))}
        {error && <Failure error={error} testId="report-error" />}
        <button type="submit" class="primary" disabled={saving}>
          {saving ? 'Saving…' : 'Save report'}
        </button>
      </form>
    </section>
  );
}
