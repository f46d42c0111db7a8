import type { ComponentType, FunctionComponent } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { Failure, Loading } from './states.tsx';

/**
 * A page whose code is a chunk of its own (esbuild's code splitting, src/external/console-bundle.ts),
 * fetched the first time the page is shown, so that what only it uses (an editor, say) does not weigh
 * on sign-in or on the pages before it. `load` is `() => import('./pages/x.tsx').then((m) => m.XPage)`.
 *
 * Until the chunk is there the page is its `heading` and "Loading the page…". The console moves the
 * focus to a new page's heading (app.tsx); when it was on this stand-in heading, it moves on to the
 * page's own heading once the page is drawn, so that the screen reader says the page's title. A chunk
 * that cannot be fetched (the network, or a service updated since the tab opened, whose chunks have
 * other names) is said in words, and the next visit to the page tries again.
 */
export function lazyPage<P extends object>(heading: string, load: () => Promise<ComponentType<P>>): FunctionComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;

  return function LazyPage(props: P) {
    const [Page, setPage] = useState<ComponentType<P> | null>(() => loaded);
    const [failed, setFailed] = useState(false);
    const standIn = useRef<HTMLHeadingElement>(null);
    const focusHeading = useRef(false);

    useEffect(() => {
      if (Page) return;
      let current = true;
      loading ??= load().then((page) => (loaded = page));
      loading.then(
        (page) => {
          if (!current) return;
          focusHeading.current = document.activeElement === standIn.current;
          setPage(() => page);
        },
        () => {
          // Forgotten, so that the next visit fetches it again (a browser does not keep a failed import).
          loading = null;
          if (current) setFailed(true);
        },
      );
      return () => {
        current = false;
      };
    }, []);

    useEffect(() => {
      if (!Page || !focusHeading.current) return;
      focusHeading.current = false;
      document.querySelector<HTMLElement>('main h1')?.focus();
    }, [Page]);

    if (Page) return <Page {...props} />;
    return (
      <>
        <h1 tabIndex={-1} ref={standIn}>
          {heading}
        </h1>
        {failed ? (
          <Failure
            error={{ message: "This page could not be loaded: the browser could not fetch its code from the service. Open the page again, or reload the browser's page." }}
            testId="page-load-failed"
          />
        ) : (
          <Loading what="the page" />
        )}
      </>
    );
  };
}
