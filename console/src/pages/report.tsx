import { useState } from 'preact/hooks';
import '../reports.css';
import { ApiError, asApiError, get, getBlob, post } from '../api.ts';
import type { SavedVersion, StoredVersion, Version } from '../api-types.ts';
import { formatDateTime, NONE } from '../format.ts';
import { Field, type TextValues, useTextValues } from '../form.tsx';
import { type Loaded, useLoad } from '../load.ts';
import { type Block, listContent, narrativeHtml, narrativeText, type ReportContent, type TextField, textFieldsOf, withContents } from '../report-content.ts';
import { go, usePageTitle } from '../route.ts';
import { mayWrite } from '../session.ts';
import { sanitizeNarrative } from '../sanitize.ts';
import { Failure, WhenLoaded } from '../states.tsx';
import { TableRegion } from '../tables.tsx';

/** `#/projects/12/reports/7?version=2`: a report's versions and one of them rendered (the latest by default). */
export function ReportPage({ projectId, reportId, version }: { projectId: string; reportId: string; version: string | null }) {
  const base = `/projects/${projectId}/document-studio/reports/${reportId}`;
  const [saved, setSaved] = useState(0);
  const versions = useLoad(`${base}:${saved}`, () => get<Version[]>(`${base}/versions`));
  const shown = version ?? (versions.state === 'ready' && versions.value[0] ? String(versions.value[0].version) : null);
  const stored = useLoad(`${base}/${shown ?? ''}`, () => (shown ? get<StoredVersion>(`${base}/versions/${shown}`) : Promise.resolve(null)));

  return (
    <>
      <p class="breadcrumb">
        <a href={`#/projects/${projectId}/reports`}>All reports of the project</a>
      </p>
      {shown ? <VersionView base={base} version={shown} stored={stored} /> : <h1 tabIndex={-1}>Report</h1>}
      <WhenLoaded loaded={versions} what="the versions">
        {(all) => <Versions versions={all} shown={shown} href={(v) => `#/projects/${projectId}/reports/${reportId}?version=${v}`} />}
      </WhenLoaded>
      {mayWrite() && stored.state === 'ready' && stored.value && (
        <EditReport
          key={`${base}/${stored.value.version}`}
          projectId={projectId}
          stored={stored.value}
          onSaved={(answer) => {
            setSaved((n) => n + 1);
            go(`#/projects/${projectId}/reports/${answer.reportId}?version=${answer.version}`);
          }}
        />
      )}
    </>
  );
}

/** The report's versions, newest first; each but the one shown links to it. */
function Versions({ versions, shown, href }: { versions: Version[]; shown: string | null; href: (version: number) => string }) {
  return (
    <section aria-labelledby="versions-title" data-testid="report-versions">
      <h2 id="versions-title">Versions</h2>
      <TableRegion label="Versions table">
        <table>
          <thead>
            <tr>
              <th scope="col">Version</th>
              <th scope="col">Saved</th>
              <th scope="col">By</th>
            </tr>
          </thead>
          <tbody>
            {versions.map((v) => (
              <tr key={v.version}>
                <th scope="row">
                  {String(v.version) === shown ? <span aria-current="page">{v.version} (shown)</span> : <a href={href(v.version)}>Version {v.version}</a>}
                </th>
                <td>{formatDateTime(v.created_at)}</td>
                <td>{v.created_by?.name ?? NONE}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
    </section>
  );
}

function VersionView({ base, version, stored }: { base: string; version: string; stored: Loaded<StoredVersion | null> }) {
  const heading = stored.state === 'ready' && stored.value ? `${stored.value.report_name}, version ${stored.value.version}` : 'Report';
  usePageTitle(heading);
  return (
    <>
      <h1 tabIndex={-1} data-testid="report-title">
        {heading}
      </h1>
      <WhenLoaded loaded={stored} what="the report">
        {(value) =>
          value && (
            <>
              <p class="lead">
                Saved {formatDateTime(value.created_at)}. <PdfLink path={`${base}/versions/${version}/pdf`} name={`${value.report_name} v${version}.pdf`} />
              </p>
              <p class="hint">Data and table blocks are named by their data source here; their values are rendered in the PDF.</p>
              <article class="report-document" data-testid="report-document" aria-label="Report content">
                <Blocks blocks={value.content.blocks} depth={2} />
              </article>
            </>
          )
        }
      </WhenLoaded>
    </>
  );
}

/** The PDF needs the bearer token: fetched as a blob, then saved through an object URL (a download, which the page's CSP does not restrict). */
function PdfLink({ path, name }: { path: string; name: string }) {
  const [state, setState] = useState<{ busy: boolean; error: ApiError | null }>({ busy: false, error: null });
  const download = async () => {
    setState({ busy: true, error: null });
    try {
      const blob = await getBlob(path);
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = name;
      a.type = blob.type;
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setState({ busy: false, error: null });
    } catch (err) {
      setState({ busy: false, error: err instanceof ApiError ? err : new ApiError(0, 'The PDF could not be read.') });
    }
  };
  return (
    <>
      <button type="button" class="link-button" onClick={download} disabled={state.busy} data-testid="report-pdf">
        {state.busy ? 'Preparing PDF…' : 'Download PDF'}
      </button>
      {state.error && (
        <span class="error-message" role="alert">
          {state.error.message}
        </span>
      )}
    </>
  );
}

function Heading({ depth, children }: { depth: number; children: string }) {
  const level = Math.min(depth, 6);
  const Tag = `h${level}` as 'h2';
  return <Tag>{children}</Tag>;
}

function Blocks({ blocks, depth }: { blocks: Block[]; depth: number }) {
  return (
    <>
      {blocks.map((block, i) => (
        <BlockView key={i} block={block} depth={depth} />
      ))}
    </>
  );
}

function BlockView({ block, depth }: { block: Block; depth: number }) {
  switch (block.type) {
    case 'title':
      return <p class="report-title">{block.content ?? ''}</p>;
    case 'section':
      return (
        <section class="report-section" data-section={block.properties?.sectionId}>
          <Heading depth={depth}>{block.properties?.title ?? block.properties?.sectionId ?? 'Section'}</Heading>
          <Blocks blocks={block.children ?? []} depth={depth + 1} />
        </section>
      );
    case 'narrative':
      // The only HTML inserted as HTML: the stored narrative, sanitised by the service and again here.
      return <div class="narrative" dangerouslySetInnerHTML={{ __html: sanitizeNarrative(block.content ?? '') }} />;
    case 'list': {
      const items = (block.content ?? '').split('\n').filter((line) => line.trim() !== '');
      return block.properties?.listType === 'numbered' ? (
        <ol>
          {items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ol>
      ) : (
        <ul>
          {items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      );
    }
    case 'data':
    case 'table':
      return (
        <p class="data-block">
          <span class="data-kind">{block.type === 'table' ? 'Table' : 'Figure'}</span>
          {block.properties?.title ? `${block.properties.title}: ` : ''}
          <code>{block.properties?.dataSource ?? NONE}</code>
          {block.type === 'table' && block.properties?.columns
            ? ` (${block.properties.columns.map((c) => c.title).join(', ')})`
            : ''}
        </p>
      );
    default:
      return null;
  }
}

/** The text a field starts with: the stored title or list as it is, a narrative as paragraphs of text. */
function initialText(block: Block): string {
  return block.type === 'narrative' ? narrativeText(block.content ?? '') : (block.content ?? '');
}

function blockAt(blocks: Block[], path: string): Block | undefined {
  let found: Block | undefined;
  withContents(blocks, (block, here) => {
    if (here === path) found = block;
    return undefined;
  });
  return found;
}

/** The version's content with the edited fields in place: typed text made HTML the one way the console does; a field left as it was keeps the stored content. */
function editedContent(stored: StoredVersion, texts: Record<string, string>, initial: Record<string, string>): ReportContent {
  const blocks = withContents(stored.content.blocks, (block, path) => {
    const text = texts[path];
    if (text === undefined || text === initial[path]) return undefined;
    if (block.type === 'narrative') return narrativeHtml(text);
    if (block.type === 'list') return listContent(text);
    if (block.type === 'title') return text.trim();
    return undefined;
  });
  const content: ReportContent = { ...stored.content, blocks };
  if (stored.content.metadata) content.metadata = { ...stored.content.metadata, lastModified: new Date().toISOString() };
  return content;
}

/**
 * Which of the form's fields a refusal names: the field of its path (`content.blocks[1].children[0].content: …`),
 * and the text fields of the required sections it says were left empty ("required sections without
 * content: summary (Summary), risks (Risks)").
 */
function refusedFields(error: ApiError | null, fields: TextField[]): (field: TextField) => boolean {
  const errorPath = error ? /^(content\.blocks[\w.[\]]*?)(?:\.content)?:/.exec(error.message)?.[1] : undefined;
  const invalidPath = errorPath && fields.some((f) => f.path === errorPath) ? errorPath : null;
  const emptySections = new Set(
    [...(/required sections without content[^:]*: (.*)$/.exec(error?.message ?? '')?.[1] ?? '').matchAll(/([\w-]+) \(/g)].map((m) => m[1]!),
  );
  return (f) => invalidPath === f.path || (f.kind !== 'title' && f.sectionId !== null && emptySections.has(f.sectionId));
}

/** A block's text field: the title as an input, a narrative or a list as a textarea; described by the form's hint, and by its error when refused. */
function BlockField({ field: f, id, form, invalid }: { field: TextField; id: string; form: TextValues; invalid: boolean }) {
  const common = {
    id,
    'data-path': f.path,
    value: form.values[f.path] ?? '',
    'aria-describedby': invalid ? 'edit-report-hint edit-report-error' : 'edit-report-hint',
    'aria-invalid': invalid ? true : undefined,
  };
  return (
    <Field id={id} label={f.label} error={null}>
      {f.kind === 'title' ? <input {...common} onInput={form.set(f.path)} /> : <textarea {...common} rows={f.kind === 'list' ? 4 : 6} onInput={form.set(f.path)} />}
    </Field>
  );
}

/**
 * "Edit and save as a new version": the shown version's title, narratives and lists as text, every other
 * block (data, table, section properties, metadata) as stored. A field left as it was keeps the stored
 * content (a narrative's formatting included); an edited one is typed text, made HTML the one way the
 * console does (`narrativeHtml`). Saved under the same reportName, so the service numbers it the next version.
 */
function EditReport({ projectId, stored, onSaved }: { projectId: string; stored: StoredVersion; onSaved: (answer: SavedVersion) => void }) {
  const fields = textFieldsOf(stored.content.blocks);
  const initial = Object.fromEntries(fields.map((f) => [f.path, initialText(blockAt(stored.content.blocks, f.path) ?? { type: f.kind })]));
  const form = useTextValues(initial);
  const [error, setError] = useState<ApiError | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async (event: Event) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      const content = editedContent(stored, form.values, initial);
      const answer = await post<SavedVersion>(`/projects/${projectId}/document-studio/reports`, { reportName: stored.report_name, content });
      setSaving(false);
      onSaved(answer);
    } catch (err) {
      setError(asApiError(err));
      setSaving(false);
    }
  };
  const invalid = refusedFields(error, fields);

  return (
    <section aria-labelledby="edit-report-title" data-testid="edit-report">
      <h2 id="edit-report-title">Edit and save as a new version</h2>
      <p class="hint" id="edit-report-hint">
        Starts from version {stored.version}. Text only: a blank line starts a new paragraph, a list takes one item a line. A field left
        as it is keeps its formatting; data and table blocks stay as they are. Saving adds the next version of “{stored.report_name}”;
        version {stored.version} stays as it is.
      </p>
      <form class="report-form" onSubmit={save} noValidate>
        {fields.map((f, i) => (
          <BlockField key={f.path} field={f} id={`edit-${f.kind}-${i}`} form={form} invalid={invalid(f)} />
        ))}
        <div class="form-actions">
          <button type="submit" class="primary" disabled={saving} data-testid="save-version">
            {saving ? 'Saving…' : 'Save as a new version'}
          </button>
          {error && <Failure error={error} failed="The version was not saved" id="edit-report-error" testId="edit-report-error" />}
        </div>
      </form>
    </section>
  );
}
