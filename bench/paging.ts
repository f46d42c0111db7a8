/** Pages through every project of an environment the way SPEC rule 2 tells a client to. */

export const PAGE_LIMIT = 200;
const REPEATS = 5;

interface Page {
  items: { id: string }[];
  pagination: { limit: number; offset: number; total: number };
}

export interface PagingFigures {
  total: number;
  pages: number;
  walkSeconds: number;
  /** Mean of the first and of the last 10 pages of the walk, ms. */
  walkFirstTenMs: number;
  walkLastTenMs: number;
  lastOffset: number;
  /** Medians of REPEATS requests after the walk, ms. */
  firstPageMs: number;
  lastPageMs: number;
}

async function getPage(dataUrl: string, key: string, offset: number): Promise<{ page: Page; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${dataUrl}/data/projects?limit=${PAGE_LIMIT}&offset=${offset}`, {
    headers: { 'x-api-key': key },
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) {
    throw new Error(`GET /data/projects offset ${offset}: ${response.status} ${text.slice(0, 300)}`);
  }
  return { page: JSON.parse(text) as Page, ms };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/** Walks offset 0, 200, … until offset + items ≥ total; every id exactly once, as many as `total`. */
export async function pageThroughAll(dataUrl: string, key: string, expected: number): Promise<PagingFigures> {
  const seen = new Set<string>();
  const times: number[] = [];
  let duplicates = 0;
  let total = -1;
  let offset = 0;
  const started = performance.now();
  for (;;) {
    const { page, ms } = await getPage(dataUrl, key, offset);
    times.push(ms);
    if (total === -1) total = page.pagination.total;
    if (page.pagination.total !== total) {
      throw new Error(`total changed while paging: ${total} then ${page.pagination.total} at offset ${offset}`);
    }
    for (const { id } of page.items) {
      if (seen.has(id)) duplicates += 1;
      seen.add(id);
    }
    if (offset + page.items.length >= total) break;
    if (page.items.length === 0) throw new Error(`empty page at offset ${offset} before total ${total}`);
    offset += PAGE_LIMIT;
  }
  const walkSeconds = (performance.now() - started) / 1000;
  if (duplicates > 0 || seen.size !== total || total !== expected) {
    throw new Error(
      `paging is wrong: ${seen.size} distinct ids, ${duplicates} seen twice, total ${total}, ${expected} imported`,
    );
  }

  const lastOffset = Math.floor((total - 1) / PAGE_LIMIT) * PAGE_LIMIT;
  const first: number[] = [];
  const last: number[] = [];
  for (let i = 0; i < REPEATS; i++) {
    first.push((await getPage(dataUrl, key, 0)).ms);
    last.push((await getPage(dataUrl, key, lastOffset)).ms);
  }
  return {
    total,
    pages: times.length,
    walkSeconds,
    walkFirstTenMs: mean(times.slice(0, 10)),
    walkLastTenMs: mean(times.slice(-10)),
    lastOffset,
    firstPageMs: median(first),
    lastPageMs: median(last),
  };
}

// Incremental reads (D-55) ------------------------------------------------------------------------------

/** Requests of each of the first and the deep page after the walk, alternating: enough for a steady median. */
export const CHANGES_REPEATS = 21;
/** From the start of the list: every project (the walk reads the list whole, oldest change first). */
const FROM_THE_START = 'modified_since=1970-01-01T00:00:00Z';
/**
 * How long the walk waits, when a page is empty before every project was read, for the transactions
 * that hold the horizon back to end (on a PostgreSQL shared with other clients, theirs).
 */
const HORIZON_WAIT_MS = 60_000;

interface ChangesPage {
  items: { id: string }[];
  pagination: { limit: number; next_cursor: string };
}

export interface ChangesFigures {
  total: number;
  pages: number;
  walkSeconds: number;
  /** Mean of the first and of the last 10 pages of the walk, ms. */
  walkFirstTenMs: number;
  walkLastTenMs: number;
  /** How many items the deep page starts after. */
  deepAfter: number;
  /** Medians of CHANGES_REPEATS requests after the walk, ms. */
  firstPageMs: number;
  deepPageMs: number;
}

async function getChanges(dataUrl: string, key: string, query: string): Promise<{ page: ChangesPage; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${dataUrl}/data/projects?limit=${PAGE_LIMIT}&${query}`, { headers: { 'x-api-key': key } });
  const text = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`GET /data/projects?${query.slice(0, 60)}: ${response.status} ${text.slice(0, 300)}`);
  return { page: JSON.parse(text) as ChangesPage, ms };
}

/**
 * Walks every project by `next_cursor` from the start of the list until a page is empty (every id
 * once), then times the first page against the page that starts after all but the last PAGE_LIMIT
 * changes: 99,800 deep for 100,000 projects.
 */
export async function changesThroughAll(dataUrl: string, key: string, expected: number): Promise<ChangesFigures> {
  const seen = new Set<string>();
  const times: number[] = [];
  let duplicates = 0;
  let query = FROM_THE_START;
  let deep: { query: string; after: number } | null = null;
  const started = performance.now();
  const deadline = started + HORIZON_WAIT_MS;
  for (;;) {
    const { page, ms } = await getChanges(dataUrl, key, query);
    times.push(ms);
    const next = `cursor=${page.pagination.next_cursor}`;
    if (page.items.length === 0) {
      if (seen.size >= expected) break;
      if (performance.now() > deadline) break;
      // The rest waits behind a transaction still open somewhere in the cluster: resume, as a client would.
      await new Promise((resolve) => setTimeout(resolve, 100));
      query = next;
      continue;
    }
    for (const { id } of page.items) {
      if (seen.has(id)) duplicates += 1;
      seen.add(id);
    }
    if (deep === null && seen.size === expected - PAGE_LIMIT) deep = { query: next, after: seen.size };
    query = next;
  }
  const walkSeconds = (performance.now() - started) / 1000;
  if (duplicates > 0 || seen.size !== expected || deep === null) {
    throw new Error(`the walk of changes is wrong: ${seen.size} distinct ids, ${duplicates} seen twice, ${expected} imported`);
  }
  const first: number[] = [];
  const deepTimes: number[] = [];
  for (let i = 0; i < CHANGES_REPEATS; i++) {
    const a = await getChanges(dataUrl, key, FROM_THE_START);
    const b = await getChanges(dataUrl, key, deep.query);
    if (a.page.items.length !== PAGE_LIMIT || b.page.items.length !== PAGE_LIMIT) {
      throw new Error(`the timed pages are not full: ${a.page.items.length} and ${b.page.items.length} items`);
    }
    first.push(a.ms);
    deepTimes.push(b.ms);
  }
  return {
    total: seen.size,
    pages: times.length,
    walkSeconds,
    walkFirstTenMs: mean(times.slice(0, 10)),
    walkLastTenMs: mean(times.slice(-11, -1)),
    deepAfter: deep.after,
    firstPageMs: median(first),
    deepPageMs: median(deepTimes),
  };
}
