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
