import { useEffect, useRef } from 'preact/hooks';
import { whenSignedOut } from './api.ts';
import { BenchmarkPage } from './pages/benchmark.tsx';
import { DrawdownsPage } from './pages/drawdowns/drawdowns.tsx';
import { LocationMetricsPage } from './pages/location-metrics.tsx';
import { ProjectPage } from './pages/project.tsx';
import { ProjectsPage } from './pages/projects.tsx';
import { ReportPage } from './pages/report.tsx';
import { ReportsPage } from './pages/reports.tsx';
import { SchemePage } from './pages/scheme.tsx';
import { SignInPage } from './pages/sign-in.tsx';
import { currentPlace, go, signInHref, useRoute, type Route } from './route.ts';
import { currentSession, endSession } from './session.ts';

// A refused token (expired, ended by a password reset) leads to sign-in, which leads back here.
whenSignedOut(() => {
  const place = currentPlace();
  if (!place.startsWith('/sign-in')) go(signInHref(place));
});

export function App() {
  const route = useRoute();
  const session = currentSession();
  const main = useRef<HTMLElement>(null);

  // Without a session every page but sign-in leads to sign-in, remembering where the user meant to go.
  const mustSignIn = !session && route.page !== 'sign-in';
  useEffect(() => {
    if (mustSignIn) go(signInHref(currentPlace()));
  }, [mustSignIn]);

  // A new page moves the focus to its heading, so that a screen reader announces where the user is; the
  // first page keeps the browser's own start, where the skip link comes first.
  const firstPage = useRef(true);
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    main.current?.querySelector<HTMLElement>('h1')?.focus();
  }, [route]);

  const skipToContent = (event: MouseEvent) => {
    event.preventDefault();
    main.current?.focus();
  };
  const signOut = () => {
    endSession();
    go('#/sign-in');
  };

  return (
    <>
      <a class="skip-link" href="#main" onClick={skipToContent}>
        Skip to content
      </a>
      <header class="site-header">
        <div class="bar">
          <a class="brand" href="#/projects">
            Project Cost Analytics
          </a>
          {session && (
            <nav aria-label="Main">
              <ul>
                <li>
                  <a href="#/projects" aria-current={route.page === 'projects' ? 'page' : undefined}>
                    Projects
                  </a>
                </li>
                <li>
                  <a href="#/benchmark" aria-current={route.page === 'scheme' ? 'page' : undefined}>
                    Benchmark a scheme
                  </a>
                </li>
                <li>
                  <a href="#/location-metrics" aria-current={route.page === 'location-metrics' ? 'page' : undefined}>
                    Location metrics
                  </a>
                </li>
              </ul>
            </nav>
          )}
          {session && (
            <div class="who">
              <span data-testid="signed-in-as">
                {session.email}
                {session.role && <span class="role"> ({session.role})</span>}
              </span>
              <button type="button" class="link-button" onClick={signOut} data-testid="sign-out">
                Sign out
              </button>
            </div>
          )}
        </div>
      </header>
      <main id="main" ref={main} tabIndex={-1}>
        {mustSignIn ? null : <Page route={route} />}
      </main>
    </>
  );
}

function Page({ route }: { route: Route }) {
  switch (route.page) {
    case 'sign-in':
      return <SignInPage next={route.next} />;
    case 'projects':
      return <ProjectsPage query={route.query} />;
    case 'project':
      return <ProjectPage id={route.id} />;
    case 'benchmark':
      return <BenchmarkPage key={route.id} id={route.id} />;
    case 'scheme':
      return <SchemePage />;
    case 'location-metrics':
      return <LocationMetricsPage />;
    case 'reports':
      return <ReportsPage projectId={route.projectId} />;
    case 'drawdowns':
      return <DrawdownsPage projectId={route.projectId} />;
    case 'report':
      return <ReportPage projectId={route.projectId} reportId={route.reportId} version={route.version} />;
    case 'not-found':
      return (
        <>
          <h1 tabIndex={-1}>Page not found</h1>
          <p>
            <a href="#/projects">Go to the projects</a>
          </p>
        </>
      );
  }
}
