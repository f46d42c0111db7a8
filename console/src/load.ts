import { useEffect, useState } from 'preact/hooks';
import { ApiError, get } from './api.ts';

export type Loaded<T> = { state: 'loading' } | { state: 'failed'; error: ApiError } | { state: 'ready'; value: T };

/** Reads one or more Platform routes together whenever `key` changes; a late answer to an old key is dropped. */
export function useLoad<T>(key: string, load: () => Promise<T>): Loaded<T> {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    setLoaded({ state: 'loading' });
    load().then(
      (value) => current && setLoaded({ state: 'ready', value }),
      (error: unknown) =>
        current &&
        setLoaded({ state: 'failed', error: error instanceof ApiError ? error : new ApiError(0, 'The service cannot be reached.') }),
    );
    return () => {
      current = false;
    };
  }, [key]);
  return loaded;
}

export { get };
