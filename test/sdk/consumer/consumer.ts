// An integrator's program, type-checked by test/sdk/generated.test.ts against the SDK's built .d.ts
// (sdk/dist), as an installed package would be: the calls it may make compile, the wrong ones do not.
import { ApiError, createDataClient, createPlatformClient, QuotaExceededError } from '../../../sdk/dist/index.js';

const data = createDataClient({ baseUrl: 'https://data.example.com', apiKey: 'key' });
const platform = createPlatformClient({ baseUrl: 'https://api.example.com', token: () => 'token' });

export async function sync(bookmark: string | null): Promise<string | null> {
  const query = bookmark ? { cursor: bookmark } : { modified_since: '2026-01-01T00:00:00Z' };
  for await (const page of data.listProjects.all({ query: { limit: 200, ...query } }).pages()) {
    for (const project of page.items) {
      const name: string = project.name;
      void name;
    }
    if ('next_cursor' in page.pagination) bookmark = page.pagination.next_cursor;
  }
  return bookmark;
}

export async function calls(): Promise<void> {
  for await (const p of platform.listProjects.all({ query: { perPage: 100 } })) {
    const id: number = p.id;
    void id;
  }
  const project = await data.getProject({ path: { id: '1' } });
  const status: string | null = project.status;
  void status;
  try {
    await platform.createProject({ body: { name: 'A', project_reference: 'R-1' } });
  } catch (err) {
    if (err instanceof QuotaExceededError) void err.resetsAt.toUpperCase();
    else if (err instanceof ApiError) void [err.status, err.error, err.message, err.requestId];
  }
  // @ts-expect-error: getProject needs its path parameter
  await data.getProject();
  // @ts-expect-error: status takes the documented values only
  await data.listProjects({ query: { status: 'SOMETHING' } });
  // @ts-expect-error: no operation of the Data API has this name
  await data.deleteProject({ path: { id: '1' } });
  // @ts-expect-error: getProject is not a paged list
  void data.getProject.all;
}
