import { useEffect, useState } from 'preact/hooks';

/**
 * The console's pages live in the URL's fragment (`#/projects/12`), so that the API's own paths
 * (`/projects/12`) stay the API's and a reload or a shared link opens the same page.
 */
export type Route =
  | { page: 'sign-in'; next: string | null }
  | { page: 'projects'; query: URLSearchParams }
  | { page: 'project'; id: string }
  | { page: 'benchmark'; id: string }
  | { page: 'scheme' }
  | { page: 'location-metrics' }
  | { page: 'webhooks' }
  | { page: 'reports'; projectId: string }
  | { page: 'drawdowns'; projectId: string }
  | { page: 'report'; projectId: string; reportId: string; version: string | null }
  | { page: 'not-found' };

export function routeOf(hash: string): Route {
  const [path = '', search = ''] = hash.replace(/^#/, '').split('?');
  const query = new URLSearchParams(search);
  if (path === '/sign-in') return { page: 'sign-in', next: safeNext(query.get('next')) };
  if (path === '' || path === '/' || path === '/projects') return { page: 'projects', query };
  const project = /^\/projects\/([1-9][0-9]{0,18})$/.exec(path);
  if (project) return { page: 'project', id: project[1]! };
  if (path === '/benchmark') return { page: 'scheme' };
  if (path === '/location-metrics') return { page: 'location-metrics' };
  if (path === '/webhooks') return { page: 'webhooks' };
  const benchmark = /^\/projects\/([1-9][0-9]{0,18})\/benchmark$/.exec(path);
  if (benchmark) return { page: 'benchmark', id: benchmark[1]! };
  const reports = /^\/projects\/([1-9][0-9]{0,18})\/reports$/.exec(path);
  if (reports) return { page: 'reports', projectId: reports[1]! };
  const drawdowns = /^\/projects\/([1-9][0-9]{0,18})\/drawdowns$/.exec(path);
  if (drawdowns) return { page: 'drawdowns', projectId: drawdowns[1]! };
  const report = /^\/projects\/([1-9][0-9]{0,18})\/reports\/([1-9][0-9]{0,18})$/.exec(path);
  if (report) {
    const version = query.get('version');
    return { page: 'report', projectId: report[1]!, reportId: report[2]!, version: version && /^[1-9][0-9]{0,8}$/.test(version) ? version : null };
  }
  return { page: 'not-found' };
}

/** Only a page of the console itself may be where sign-in leads back to. */
function safeNext(next: string | null): string | null {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : null;
}

/** The fragment of the page the user is on, to come back to after signing in again. */
export function currentPlace(): string {
  return location.hash.replace(/^#/, '') || '/projects';
}

export function signInHref(next: string | null): string {
  return next && next !== '/sign-in' && !next.startsWith('/sign-in?') ? `#/sign-in?next=${encodeURIComponent(next)}` : '#/sign-in';
}

/** The tab's title while the page is shown: its own, then the console's name. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Project Cost Analytics`;
  }, [title]);
}

export function go(href: string): void {
  location.hash = href.replace(/^#/, '');
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => routeOf(location.hash));
  useEffect(() => {
    const changed = () => setRoute(routeOf(location.hash));
    addEventListener('hashchange', changed);
    return () => removeEventListener('hashchange', changed);
  }, []);
  return route;
}
