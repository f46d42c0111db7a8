import { useEffect, useState } from 'preact/hooks';
import type { ReportContent } from '../../../../src/domain/document-studio/contract.ts';
import type { ResolvedData } from '../../../../src/domain/document-studio/figures.ts';
import { api, type ApiError, asApiError } from '../../api.ts';
import type { Values } from './figure-view.tsx';
import { type DataSourceEntry, previewContent } from './sources.ts';

/**
 * The values now of the data sources a report's data and table blocks name, read through
 * `POST /projects/{id}/document-studio/preview` (which stores nothing; any role that may read the
 * project). The values already read stay shown while a new set is read.
 */
export interface PreviewState {
  values: Values | null;
  /** The content as a save would store it (placeholders filled), as last read. */
  content: ReportContent | null;
  reading: boolean;
  error: ApiError | null;
  readAgain: () => void;
}

const WAIT_MS = 250;

/**
 * The builder's: the sources its blocks name, read a moment after the last change to the set of them
 * (and again on request), through a content that names each once in a form the service always takes,
 * whatever state the blocks themselves are in while they are written.
 */
export function usePreview(projectId: string, paths: readonly string[], catalogue: ReadonlyMap<string, DataSourceEntry>): PreviewState {
  const ready = paths.length > 0 && catalogue.size > 0;
  return useContentPreview(projectId, `${paths.join('|')}#${catalogue.size}`, ready ? () => previewContent(paths, catalogue) : null, WAIT_MS);
}

/**
 * The values of `content`'s data and table blocks as the preview answers them, read whenever `key`
 * changes (after `wait` ms) and again on request; none is read while `content` is null. A stored
 * version read as a document sends its own content: the preview checks it by today's rules, so a
 * version those refuse has an error and no values.
 */
export function useContentPreview(projectId: string, key: string, content: (() => ReportContent) | null, wait = 0): PreviewState {
  const [values, setValues] = useState<Values | null>(null);
  const [stored, setStored] = useState<ReportContent | null>(null);
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!content) return;
    let current = true;
    setReading(true);
    const timer = setTimeout(() => {
      api.previewDocumentReport({ path: { projectId }, body: { content: content() } }).then(
        (answer) => {
          if (!current) return;
          setValues({ data: new Map(Object.entries(answer.data) as [string, ResolvedData][]), currency: answer.currency });
          setStored(answer.content as ReportContent);
          setError(null);
          setReading(false);
        },
        (err: unknown) => {
          if (!current) return;
          setError(asApiError(err));
          setReading(false);
        },
      );
    }, wait);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [`${key}#${round}#${content ? 1 : 0}`]);

  return { values, content: stored, reading, error, readAgain: () => setRound((n) => n + 1) };
}
