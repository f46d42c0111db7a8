import { useEffect, useState } from 'preact/hooks';
import { STATUS_ORDER } from '../../../src/domain/projects/status.ts';
import { api } from '../api.ts';
import type { Answer, ProjectListItem } from '../api-types.ts';
import { formatCode, formatText } from '../format.ts';
import { Field, Options } from '../form.tsx';
import { useLoad } from '../load.ts';
import { go, usePageTitle } from '../route.ts';
import { isAdmin } from '../session.ts';
import { WhenLoaded } from '../states.tsx';
import { TableRegion } from '../tables.tsx';
import { NewProject } from './new-project.tsx';

const PER_PAGE = 20;

/** The URL fragment of a list: its search, status and page, so that back, reload and a link keep them. */
function listHref(search: string, status: string, page: number): string {
  const query = new URLSearchParams();
  if (search) query.set('search', search);
  if (status) query.set('status', status);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return `#/projects${text ? `?${text}` : ''}`;
}

export function ProjectsPage({ query }: { query: URLSearchParams }) {
  const search = query.get('search') ?? '';
  const status = query.get('status') ?? '';
  const page = Math.max(1, Number.parseInt(query.get('page') ?? '1', 10) || 1);
  const [searchInput, setSearchInput] = useState(search);
  const [statusInput, setStatusInput] = useState(status);
  usePageTitle('Projects');
  // Back, forward and a new link show their own search in the form.
  useEffect(() => {
    setSearchInput(search);
    setStatusInput(status);
  }, [search, status]);

  // A status the URL names that is not one is the API's to refuse, as any other.
  const wanted = { page, perPage: PER_PAGE, search: search || undefined, status: (status || undefined) as ProjectListItem['project_status'] | undefined };
  const list = useLoad(JSON.stringify(wanted), () => api.listProjects({ query: wanted }));

  const submit = (event: Event) => {
    event.preventDefault();
    go(listHref(searchInput.trim(), statusInput, 1));
  };

  return (
    <>
      <h1 tabIndex={-1}>Projects</h1>
      {isAdmin() && <NewProject />}
      <form class="filters" role="search" aria-label="Projects" onSubmit={submit}>
        <Field id="project-search" label="Name or reference" error={null}>
          <input
            id="project-search"
            name="search"
            type="search"
            maxLength={200}
            value={searchInput}
            onInput={(e) => setSearchInput(e.currentTarget.value)}
          />
        </Field>
        <Field id="project-status" label="Status" error={null}>
          <select id="project-status" name="status" value={statusInput} onChange={(e) => setStatusInput(e.currentTarget.value)}>
            <Options empty="Any status" options={STATUS_ORDER.map((s) => [s, formatCode(s)] as const)} />
          </select>
        </Field>
        <button type="submit" class="primary">
          Search
        </button>
      </form>
      <WhenLoaded loaded={list} what="projects">
        {(page) => <ProjectTable page={page} search={search} status={status} />}
      </WhenLoaded>
    </>
  );
}

function ProjectTable({ page, search, status }: { page: Answer<'listProjects'>; search: string; status: string }) {
  const { data, meta } = page;
  const filtered = search !== '' || status !== '';
  return (
    <>
      <p aria-live="polite" data-testid="project-count">
        {meta.total === 0
          ? filtered
            ? 'No project matches.'
            : 'You have no projects yet.'
          : `${meta.total} project${meta.total === 1 ? '' : 's'}${filtered ? (meta.total === 1 ? ' matches' : ' match') : ''}; page ${meta.currentPage} of ${meta.lastPage}.`}
      </p>
      {data.length > 0 && (
        <TableRegion label="Projects table">
          <table data-testid="project-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Reference</th>
                <th scope="col">Status</th>
                <th scope="col">Description</th>
              </tr>
            </thead>
            <tbody>
              {data.map((p) => (
                <tr key={p.id}>
                  <th scope="row">
                    <a href={`#/projects/${p.id}`}>{p.name}</a>
                  </th>
                  <td class="reference">{p.project_reference}</td>
                  <td>
                    <span class="status">{formatCode(p.project_status)}</span>
                  </td>
                  <td class="description">{formatText(p.description)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
      {meta.lastPage > 1 && (
        <nav class="pager" aria-label="Pages of projects">
          {meta.prev !== null ? (
            <a href={listHref(search, status, meta.prev)} rel="prev" data-testid="previous-page">
              Previous page
            </a>
          ) : (
            <span aria-hidden="true" />
          )}
          <span>
            Page {meta.currentPage} of {meta.lastPage}
          </span>
          {meta.next !== null ? (
            <a href={listHref(search, status, meta.next)} rel="next" data-testid="next-page">
              Next page
            </a>
          ) : (
            <span aria-hidden="true" />
          )}
        </nav>
      )}
    </>
  );
}
