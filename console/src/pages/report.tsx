import { useEffect, useState } from 'preact/hooks';
import '../reports.css';
import { ApiError, get } from '../api.ts';
import { formatDateTime } from '../format.ts';
import { useLoad } from '../load.ts';
import { getBlob } from '../reports-api.ts';
import { sanitizeNarrative } from '../sanitize.ts';
import { Failure, Loading } from '../states.tsx';

export interface Block {
  type: string;
  content?: string;
  properties?: { title?: string; sectionId?: string; dataSource?: string; listType?: string; columns?: { key: string; title: string }[] };
  children?: Block[];
}

export interface ReportContent {
  blocks: Block[];
  metadata?: Record<string, unknown>;
}

interface Version {
  version: number;
  created_at: string;
  created_by: { id: number | string; name: string } | null;
}

interface StoredVersion {
  report_id: string;
  report_name: string;
  version: number;
  created_at: string;
  content: ReportContent;
}

/** `#/projects/12/reports/7?version=2`: a report's versions and one of them rendered (the latest by default). */
export function ReportPage({ projectId, reportId, version }: { projectId: string; reportId: string; version: string | null }) {
  const base = `/projects/${projectId}/document-studio/reports/${reportId}`;
  const versions = useLoad(base, () => get<Version[]>(`${base}/versions`));
  const shown = version ?? (versions.state === 'ready' && versions.value[0] ? String(versions.value[0].version) : null);

  return (
    <>
      <p class="breadcrumb">
        <a href={`#/projects/${projectId}/reports`}>All reports of the project</a>
      </p>
      {shown ? <VersionView base={base} version={shown} /> : <h1 tabIndex={-1}>Report</h1>}
      {versions.state === 'loading' && <Loading what="the versions" />}
      {versions.state === 'failed' && <Failure error={versions.error} />}
      {versions.state === 'ready' && (
        <section aria-labelledby="versions-title" data-testid="report-versions">
          <h2 id="versions-title">Versions</h2>
          <div class="table-wrap" role="region" aria-label="Versions table" tabIndex={0}>
            <table>
              <thead>
                <tr>
                  <th scope="col">Version</th>
                  <th scope="col">Saved</th>
                  <th scope="col">By</th>
                </tr>
              </thead>
              <tbody>
                {versions.value.map((v) => (
                  <tr key={v.version}>
                    <th scope="row">
                      {String(v.version) === shown ? (
                        <span aria-current="page">{v.version} (shown)</span>
                      ) : (
                        <a href={`#/projects/${projectId}/reports/${reportId}?version=${v.version}`}>Version {v.version}</a>
                      )}
                    </th>
                    <td>{formatDateTime(v.created_at)}</td>
                    <td>{v.created_by?.name ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </>
  );
}

function VersionView({ base, version }: { base: string; version: string }) {
  const stored = useLoad(`${base}/${version}`, () => get<StoredVersion>(`${base}/versions/${version}`));
  const heading = stored.state === 'ready' ? `${stored.value.report_name}, version ${stored.value.version}` : 'Report';
  useEffect(() => {
    document.title = `${heading} · Project Cost Analytics`;
  }, [heading]);
  return (
    <>
      <h1 tabIndex={-1} data-testid="report-title">
        {heading}
      </h1>
      {stored.state === 'loading' && <Loading what="the report" />}
      {stored.state === 'failed' && <Failure error={stored.error} />}
      {stored.state === 'ready' && (
        <>
          <p class="lead">
            Saved {formatDateTime(stored.value.created_at)}. <PdfLink path={`${base}/versions/${version}/pdf`} name={`${stored.value.report_name} v${version}.pdf`} />
          </p>
          <p class="hint">Data and table blocks are named by their data source here; their values are rendered in the PDF.</p>
          <article class="report-document" data-testid="report-document" aria-label="Report content">
            <Blocks blocks={stored.value.content.blocks} depth={2} />
          </article>
        </>
      )}
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
          <code>{block.properties?.dataSource ?? '—'}</code>
          {block.type === 'table' && block.properties?.columns
            ? ` (${block.properties.columns.map((c) => c.title).join(', ')})`
            : ''}
        </p>
      );
    default:
      return null;
  }
}
