import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { OFFSET_PAGE_URLS, offsetPages } from '../helpers/offset-pages.ts';
import { BACKENDS } from '../helpers/storage.ts';

// Without modified_since or cursor, the three lists answer byte for byte as they did before incremental
// reads (D-55) were added: test/fixtures/data-api-offset-pages.json holds those answers, recorded from
// the service before the change on the data set of test/helpers/offset-pages.ts (the same on both
// storage modes).

const RECORDED = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, '../fixtures/data-api-offset-pages.json'), 'utf8'),
) as Record<string, { type: string; body: string }>;

for (const backend of BACKENDS) {
  describe(`Data API offset pages, byte for byte (${backend.name})`, () => {
    it('answers every recorded page of the three lists exactly as recorded', async () => {
      assert.deepEqual(Object.keys(RECORDED), [...OFFSET_PAGE_URLS]);
      const pages = await offsetPages(backend);
      for (const url of OFFSET_PAGE_URLS) {
        assert.equal(pages[url]!.type, RECORDED[url]!.type, `${url}: content type`);
        assert.equal(pages[url]!.body, RECORDED[url]!.body, `${url}: body`);
      }
    });
  });
}
