import { useEffect, useState } from 'preact/hooks';
import { type ApiError, asApiError } from './api.ts';

export type Loaded<T> = { state: 'loading' } | { state: 'failed'; error: ApiError } | { state: 'ready'; value: T };

/**
 * Reads one or more Platform routes together whenever `key` changes. What was read for another key is
 * never shown as this key's (the page says loading until its own answer comes), and a late answer to an
 * old key is dropped.
 */
export function useLoad<T>(key: string, load: () => Promise<T>): Loaded<T> {
  const [loaded, setLoaded] = useState<{ key: string; loaded: Loaded<T> } | null>(null);
  useEffect(() => {
    let current = true;
    load().then(
      (value) => current && setLoaded({ key, loaded: { state: 'ready', value } }),
      (error: unknown) => current && setLoaded({ key, loaded: { state: 'failed', error: asApiError(error) } }),
    );
    return () => {
      current = false;
    };
  }, [key]);
  return loaded !== null && loaded.key === key ? loaded.loaded : { state: 'loading' };
}
