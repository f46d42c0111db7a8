import { useState } from 'preact/hooks';
import '../reports.css';
import { api, ApiError } from '../api.ts';
import { saveBlob } from '../files.ts';
import type { SavedVersion, StoredVersion, Version } from '../api-types.ts';
import { formatDateTime, formatMoment, NONE } from '../format.ts';
import { type Loaded, useLoad } from '../load.ts';
import { go, usePageTitle } from '../route.ts';
import { mayWrite } from '../session.ts';
import { WhenLoaded } from '../states.tsx';
import { TableRegion } from '../tables.tsx';
import type { ResolvedData } from '../../../src/domain/document-studio/figures.ts';
import { Blocks } from './report-builder/document-view.tsx';
import type { Values } from './report-builder/figure-view.tsx';
import { LazyReportBuilder } from './report-builder/lazy-builder.tsx';
import { sourcePaths } from './report-builder/sources.ts';
import { VersionDiff } from './report-builder/version-diff.tsx';

/**
 * `#/projects/12/reports/7?version=2`: a report's versions and one of them rendered (the latest by
 * default) with its figures and tables as its PDF shows them, two versions compared, and (for whoever
 * may write) the builder of the next version, starting from the version shown.
 */
export function ReportPage({ projectId, reportId, version }: { projectId: string; reportId: string; version: string | null }) {
  const base = `/projects/${projectId}/document-studio/reports/${reportId}`;
  const [saved, setSaved] = useState(0);
  const versions = useLoad(`${base}:${saved}`, () => api.listDocumentReportVersions({ path: { projectId, reportId } }));
  const shown = version ?? (versions.state === 'ready' && versions.value[0] ? String(versions.value[0].version) : null);
  const stored = useLoad(`${base}/${shown ?? ''}`, () => (shown ? api.getDocumentReportVersion({ path: { projectId, reportId, version: Number(shown) } }) : Promise.resolve(null)));
  const onSaved = (answer: SavedVersion) => {
    setSaved((n) => n + 1);
    go(`#/projects/${projectId}/reports/${answer.reportId}?version=${answer.version}`);
  };

  return (
    <>
      <p class="breadcrumb">
        <a href={`#/projects/${projectId}/reports`}>All reports of the project</a>
      </p>
      <VersionHeading stored={stored} />
      {shown && <VersionView projectId={projectId} base={base} stored={stored} onSaved={onSaved} />}
      <WhenLoaded loaded={versions} what="the versions">
        {(all) => (
          <>
            <Versions versions={all} shown={shown} href={(v) => `#/projects/${projectId}/reports/${reportId}?version=${v}`} />
            <VersionDiff key={`${base}:${saved}`} report={{ projectId, reportId }} versions={all} shown={shown} />
          </>
        )}
      </WhenLoaded>
      {mayWrite() && stored.state === 'ready' && stored.value && (
        <LazyReportBuilder
          key={`${base}/${stored.value.version}`}
          projectId={projectId}
          reportName={stored.value.report_name}
          start={stored.value.content}
          startsFrom={`version ${stored.value.version}`}
          onSaved={onSaved}
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

/**
 * The page's heading: "Report" until the version shown is read, then its name and number. One element
 * throughout, so that the focus the console gives a new page's heading stays on it when the text changes.
 */
function VersionHeading({ stored }: { stored: Loaded<StoredVersion | null> }) {
  const heading = stored.state === 'ready' && stored.value ? `${stored.value.report_name}, version ${stored.value.version}` : 'Report';
  usePageTitle(heading);
  return (
    <h1 tabIndex={-1} data-testid="report-title">
      {heading}
    </h1>
  );
}

function VersionView({
  projectId,
  base,
  stored,
  onSaved,
}: {
  projectId: string;
  base: string;
  stored: Loaded<StoredVersion | null>;
  onSaved: (answer: SavedVersion) => void;
}) {
  return (
    <>
      <WhenLoaded loaded={stored} what="the report">
        {(value) => value && <StoredDocument key={`${base}/${value.version}`} projectId={projectId} value={value} onSaved={onSaved} />}
      </WhenLoaded>
    </>
  );
}

/**
 * The version read like a document, with the figures it keeps (read when it was saved, as its PDF
 * shows them), written by the builder's own FigureView.
 */
function StoredDocument({ projectId, value, onSaved }: { projectId: string; value: StoredVersion; onSaved: (answer: SavedVersion) => void }) {
  const hasFigures = sourcePaths(value.content.blocks).length > 0;
  const values: Values = { data: new Map(Object.entries(value.figures.values) as [string, ResolvedData][]), currency: value.figures.currency };
  const pdf = () => api.getDocumentReportVersionPdf({ path: { projectId, reportId: value.report_id, version: value.version } });
  return (
    <>
      <p class="lead">
        Saved {formatDateTime(value.created_at)}. <PdfLink read={pdf} name={`${value.report_name} v${value.version}.pdf`} />
      </p>
      {hasFigures && <FiguresNote projectId={projectId} value={value} onSaved={onSaved} />}
      <article class="report-document" data-testid="report-document" aria-label="Report content">
        <Blocks blocks={value.content.blocks} depth={2} values={values} />
      </article>
    </>
  );
}

/**
 * Which figures the version holds and as of when; for whoever may write, a new version with the
 * project's data now (the same content saved again: the API reads the figures afresh for every save).
 */
function FiguresNote({ projectId, value, onSaved }: { projectId: string; value: StoredVersion; onSaved: (answer: SavedVersion) => void }) {
  const [state, setState] = useState<{ busy: boolean; error: ApiError | null }>({ busy: false, error: null });
  const asOf = formatMoment(value.figures.as_of);
  const refresh = async () => {
    setState({ busy: true, error: null });
    try {
      const answer = await api.saveDocumentReport({ path: { projectId }, body: { reportName: value.report_name, content: value.content } });
      setState({ busy: false, error: null });
      onSaved(answer);
    } catch (err) {
      setState({ busy: false, error: err instanceof ApiError ? err : new ApiError(0, 'The new version could not be saved.') });
    }
  };
  return (
    <div class="figures-note" data-testid="figures-note">
      <p class="hint">
        <strong data-testid="figures-as-of">Figures as of {asOf}.</strong>{' '}
        {value.figures.read === 'first_read'
          ? `This version was saved before versions kept their figures, so it holds the project's data as it was when it was first opened afterwards, on ${asOf}. `
          : 'The figures and tables are the project’s data when this version was saved. '}
        They stay as they are, here and in the PDF, whatever changes in the project.
      </p>
      {mayWrite() && (
        <p>
          <button type="button" onClick={refresh} disabled={state.busy} data-testid="refresh-figures">
            {state.busy ? 'Saving a new version…' : 'Refresh with current data'}
          </button>{' '}
          <span class="hint">Saves version {value.version} again as a new version: its figures and tables read now, its text as it is.</span>
          {state.error && (
            <span class="error-message" role="alert">
              {' '}
              {state.error.message}
            </span>
          )}
        </p>
      )}
    </div>
  );
}

/** The PDF needs the bearer token: fetched as a blob, then saved as a download (files.ts), which the page's CSP does not restrict. */
function PdfLink({ read, name }: { read: () => Promise<Blob>; name: string }) {
  const [state, setState] = useState<{ busy: boolean; error: ApiError | null }>({ busy: false, error: null });
  const download = async () => {
    setState({ busy: true, error: null });
    try {
      saveBlob(await read(), name);
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
