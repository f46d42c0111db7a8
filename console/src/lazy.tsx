import type { ComponentType, FunctionComponent } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { Failure, Loading } from './states.tsx';

/**
 * Code of its own chunk (esbuild's code splitting, src/external/console-bundle.ts), fetched the first
 * time it is shown, so that what only it uses (an editor, say) does not weigh on sign-in or on the pages
 * before it: a whole page (`lazyPage`) or a part of one (`lazyPart`, the report builder). `load` is
 * `() => import('./pages/x.tsx').then((m) => m.X)`.
 *
 * A chunk that cannot be fetched (the network, or a service updated since the tab opened, whose chunks
 * have other names) is said in words, and the next time it is shown it is fetched again.
 */
function chunk<P>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;

  /** The component once its chunk is there; whether fetching it failed. `onLoaded` runs as it arrives. */
  return function useChunk(onLoaded: () => void = () => {}) {
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (Component) return;
      let current = true;
      loading ??= load().then((component) => (loaded = component));
      loading.then(
        (component) => {
          if (!current) return;
          onLoaded();
          setComponent(() => component);
        },
        () => {
          // Forgotten, so that the next showing fetches it again (a browser does not keep a failed import).
          loading = null;
          if (current) setFailed(true);
        },
      );
      return () => {
        current = false;
      };
    }, []);
    return { Component, failed };
  };
}

const notFetched = (what: string) =>
  `${what} could not be loaded: the browser could not fetch its code from the service. Open the page again, or reload the browser's page.`;

/**
 * A page in a chunk. Until it is there the page is its `heading` and "Loading the page…". The console
 * moves the focus to a new page's heading (app.tsx); when it was on this stand-in heading, it moves on
 * to the page's own heading once the page is drawn, so that the screen reader says the page's title.
 */
export function lazyPage<P extends object>(heading: string, load: () => Promise<ComponentType<P>>): FunctionComponent<P> {
  const useChunk = chunk(load);
  return function LazyPage(props: P) {
    const standIn = useRef<HTMLHeadingElement>(null);
    const focusHeading = useRef(false);
    const { Component: Page, failed } = useChunk(() => {
      focusHeading.current = document.activeElement === standIn.current;
    });

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
        {failed ? <Failure error={{ message: notFetched('This page') }} testId="page-load-failed" /> : <Loading what="the page" />}
      </>
    );
  };
}

/** A part of a page in a chunk (`what`, e.g. "the report builder"), shown as loading until it is there. */
export function lazyPart<P extends object>(what: string, load: () => Promise<ComponentType<P>>): FunctionComponent<P> {
  const useChunk = chunk(load);
  return function LazyPart(props: P) {
    const { Component: Part, failed } = useChunk();
    if (Part) return <Part {...props} />;
    const name = what.charAt(0).toUpperCase() + what.slice(1);
    return failed ? <Failure error={{ message: notFetched(name) }} /> : <Loading what={what} />;
  };
}
