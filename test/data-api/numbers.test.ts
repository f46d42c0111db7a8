import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type DataFixture, dataFixture } from '../helpers/data-api.ts';
import { numberCases, type NumbersDoc, refuseEveryBadNumber, storedDigest } from '../helpers/numbers.ts';
import { openApiOf } from '../helpers/openapi.ts';
import { pglite } from '../helpers/storage.ts';

// No number the Data API cannot hold: every numeric query parameter of every documented operation (it
// takes no bodies) answers 1e309, -1e309, ±1e308 and a 400-digit integer with 400 naming the parameter
// (D-32), and nothing stored changes but the key's metered use, which counts every admitted request (D-33).

describe('Data API: numbers beyond a double or a bound', () => {
  let f: DataFixture;
  before(async () => {
    f = await dataFixture(pglite);
  });
  after(() => f.close());

  it('answers every bad number in every documented parameter with 400 naming it, storing nothing', async (c) => {
    const doc = (await openApiOf(f.data)) as unknown as NumbersDoc;
    const cases = numberCases(doc, (_method, path) => ({ url: path.replace(/\{[^}]+\}/g, '1') }));
    const metered = ['data_key_usage', 'data_key_quota_usage'];
    const stored = await storedDigest(f.t.ctx.db, metered);
    const sent = await refuseEveryBadNumber(f.data, { 'x-api-key': f.keys.full }, cases);
    c.diagnostic(`${cases.length} numbers, ${sent} requests`);
    assert.ok(cases.length >= 6, `${cases.length} numbers`);
    assert.deepEqual(await storedDigest(f.t.ctx.db, metered), stored, 'nothing stored changed');
  });
});
