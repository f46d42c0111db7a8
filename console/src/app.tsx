import { useEffect, useRef, useState } from 'preact/hooks';
import { readMe, whenSignedOut } from './api.ts';
import { lazyPage } from './lazy.tsx';
import { BenchmarkPage } from './pages/benchmark.tsx';
import { DrawdownsPage } from './pages/drawdowns/drawdowns.tsx';
import { LocationMetricsPage } from './pages/location-metrics.tsx';
import { ProjectPage } from './pages/project.tsx';
import { ProjectsPage } from './pages/projects.tsx';
import { ReportsPage } from './pages/reports.tsx';
import { SchemePage } from './pages/scheme.tsx';
import { SignInPage } from './pages/sign-in.tsx';
import { currentPlace, go, signInHref, useRoute, type Route } from './route.ts';
import { currentSession, endSession, isAdmin, knowsMe, mayWrite, onSessionChange, pendingRoleChange, type RoleChange, roleChangeSaid, type Session } from './session.ts';
import { Loading } from './states.tsx';

// The document studio's report page is a chunk of its own, fetched when a report is first opened: what
// only it uses (its editor) weighs on no other page.
const ReportPage = lazyPage('Report', () => import('./pages/report.tsx').then((m) => m.ReportPage));
// The webhooks page is an ADMIN's, seldom opened: no other page carries its code.
const WebhooksPage = lazyPage('Webhooks', () => import('./pages/webhooks/webhooks.tsx').then((m) => m.WebhooksPage));

// A refused token (expired, ended by a password reset) leads to sign-in, which leads back here.
whenSignedOut(() => {
  const place = currentPlace();
  if (!place.startsWith('/sign-in')) go(signInHref(place));
});

/** The role change in words, and what it means for the page's controls. */
export function roleChangeInWords({ from, to }: RoleChange): string {
  if (!mayWrite()) return `Your role is now ${to}: this page no longer offers changes.`;
  if (from === 'ADMIN') return `Your role is now ${to}: this page no longer offers what only an ADMIN may do.`;
  return `Your role is now ${to}: this page now offers the changes your role may make.`;
}

/**
 * The session as the app draws it: drawn again whenever the session learns something it shows (a role, a
 * currency, a name), so that every page offers the controls of the user's current role and writes money
 * in the environment's currency. A page opened with a stored token reads `GET /me` again (the role may
 * have changed since); until the tab has ever read it, `learning` holds the page back, so that its
 * controls and money are right from the first draw.
 */
function useSession(): { session: Session | null; learning: boolean } {
  const [, setSessionVersion] = useState(0);
  useEffect(() => onSessionChange(() => setSessionVersion((n) => n + 1)), []);
  const session = currentSession();
  const [learning, setLearning] = useState(() => session !== null && !knowsMe());
  useEffect(() => {
    if (session) void readMe().finally(() => setLearning(false));
  }, []);
  return { session, learning };
}

/** A role change to say: on the page where it was found, and no longer once the user moves on. */
function useRoleChange(): RoleChange | null {
  const roleChange = pendingRoleChange();
  const place = currentPlace();
  const saidAt = useRef<string | null>(null);
  useEffect(() => {
    if (!roleChange) saidAt.current = null;
    else if (saidAt.current === null) saidAt.current = place;
    else if (saidAt.current !== place) {
      saidAt.current = null;
      roleChangeSaid();
    }
  }, [roleChange, place]);
  return roleChange;
}

export function App() {
  const route = useRoute();
  const { session, learning } = useSession();
  const roleChange = useRoleChange();
  const main = useRef<HTMLElement>(null);

  // Without a session every page but sign-in leads to sign-in, remembering where the user meant to go.
  const mustSignIn = !session && route.page !== 'sign-in';
  useEffect(() => {
    // Already on its way to sign-in (a refused token's handler went there first, keeping its `next`).
    if (mustSignIn && !currentPlace().startsWith('/sign-in')) go(signInHref(currentPlace()));
  }, [mustSignIn]);

  // A new page moves the focus to its heading, so that a screen reader announces where the user is; the
  // first page keeps the browser's own start, where the skip link comes first.
  // Each page after the first also reads GET /me again, so that a role the operator raised (a VIEWER
  // made MEMBER, who meets no 403 to learn it from) offers its controls from the next page on.
  const firstPage = useRef(true);
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    main.current?.querySelector<HTMLElement>('h1')?.focus();
    if (currentSession()) void readMe();
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
          {session && <MainNav page={route.page} />}
          {session && (
            <div class="who">
              <span data-testid="signed-in-as">
                {session.name ?? session.email}
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
        {roleChange && <RoleChanged change={roleChange} />}
        {mustSignIn ? null : learning ? <Loading what="your account" /> : <Page route={route} />}
      </main>
    </>
  );
}

/** The main pages, each marked when it is the one shown; Webhooks for an ADMIN only (its routes refuse the others). */
function MainNav({ page }: { page: Route['page'] }) {
  return (
    <nav aria-label="Main">
      <ul>
        <li>
          <a href="#/projects" aria-current={page === 'projects' ? 'page' : undefined}>
            Projects
          </a>
        </li>
        <li>
          <a href="#/benchmark" aria-current={page === 'scheme' ? 'page' : undefined}>
            Benchmark a scheme
          </a>
        </li>
        <li>
          <a href="#/location-metrics" aria-current={page === 'location-metrics' ? 'page' : undefined}>
            Location metrics
          </a>
        </li>
        {isAdmin() && (
          <li>
            <a href="#/webhooks" aria-current={page === 'webhooks' ? 'page' : undefined}>
              Webhooks
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}

/**
 * The role change, said where the page's controls were: it takes the focus, since the control the user
 * was using may just have gone.
 */
function RoleChanged({ change }: { change: RoleChange }) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    notice.current?.focus();
  }, [change.to]);
  return (
    <div class="notice" role="alert" tabIndex={-1} ref={notice} data-testid="role-changed">
      <p>{roleChangeInWords(change)}</p>
    </div>
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
    case 'webhooks':
      return <WebhooksPage />;
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
