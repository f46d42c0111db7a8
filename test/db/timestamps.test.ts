import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { isoUtc } from '../../src/db/database.ts';
import { BACKENDS, migratedDatabase } from '../helpers/storage.ts';

describe('timestamps as both drivers read them: ISO 8601 UTC text with milliseconds', () => {
  it('slices the UTC text of a session in UTC, truncating microseconds', () => {
    assert.equal(isoUtc('2026-01-31 09:30:00+00'), '2026-01-31T09:30:00.000Z');
    assert.equal(isoUtc('2026-01-31 09:30:00.5+00'), '2026-01-31T09:30:00.500Z');
    assert.equal(isoUtc('2026-01-31 09:30:00.123456+00'), '2026-01-31T09:30:00.123Z');
  });

  it('converts any other offset to UTC', () => {
    assert.equal(isoUtc('2026-01-31 09:30:00+01'), '2026-01-31T08:30:00.000Z');
    assert.equal(isoUtc('2026-06-30 23:30:00.25-05:30'), '2026-07-01T05:00:00.250Z');
  });
});

for (const backend of BACKENDS) {
  describe(`timestamps read from the database (${backend.name})`, () => {
    let handle: Awaited<ReturnType<typeof migratedDatabase>>;
    before(async () => {
      handle = await migratedDatabase(backend);
    });
    after(() => handle.dispose());

    it('reads timestamptz as ISO UTC text, whatever the time zone of the value written', async () => {
      const [row] = await handle.db.query<{ a: string; b: string; c: string | null }>(
        `select '2026-03-29 01:30:00.987654+02'::timestamptz as a, '2026-03-29T00:30:00Z'::timestamptz as b,
           null::timestamptz as c`,
      );
      assert.deepEqual(row, { a: '2026-03-28T23:30:00.987Z', b: '2026-03-29T00:30:00.000Z', c: null });
    });
  });
}
