import { useEffect, useState } from 'preact/hooks';
import type { ResolvedData } from '../../../../src/domain/document-studio/figures.ts';
import { type ApiError, asApiError, post } from '../../api.ts';
import type { Values } from './figure-view.tsx';
import { type DataSourceEntry, type Preview, previewContent } from './sources.ts';

/**
 * The values now of the data sources the report's data and table blocks name, read through
 * `POST /projects/{id}/document-studio/preview` (which stores nothing) whenever the set of sources
 * changes, a moment after the last change, and again on request. The values already read stay shown
 * while a new set is read.
 */
export interface PreviewState {
  values: Values | null;
  reading: boolean;
  error: ApiError | null;
  readAgain: () => void;
}

const WAIT_MS = 250;

export function usePreview(projectId: string, paths: readonly string[], catalogue: ReadonlyMap<string, DataSourceEntry>): PreviewState {
  const [values, setValues] = useState<Values | null>(null);
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [round, setRound] = useState(0);
  const key = `${paths.join('|')}#${round}#${catalogue.size}`;

  useEffect(() => {
    if (paths.length === 0 || catalogue.size === 0) return;
    let current = true;
    setReading(true);
    const timer = setTimeout(() => {
      post<Preview>(`/projects/${projectId}/document-studio/preview`, { content: previewContent(paths, catalogue) }).then(
        (answer) => {
          if (!current) return;
          setValues({ data: new Map(Object.entries(answer.data) as [string, ResolvedData][]), currency: answer.currency });
          setError(null);
          setReading(false);
        },
        (err: unknown) => {
          if (!current) return;
          setError(asApiError(err));
          setReading(false);
        },
      );
    }, WAIT_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key]);

  return { values, reading, error, readAgain: () => setRound((n) => n + 1) };
}
