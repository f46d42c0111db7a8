import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { numberCases, type NumbersDoc, refuseEveryBadNumber, storedDigest } from '../helpers/numbers.ts';
import { openApiOf } from '../helpers/openapi.ts';
import { pglite } from '../helpers/storage.ts';

// No number the admin API cannot hold: every numeric member of every documented body (the bulk import's
// projects and their nested facilities, appraisal lines, snapshots and reports included) and every
// numeric parameter answers 1e309, -1e309, ±1e308 and a 400-digit integer with 400 naming the field, in
// an otherwise valid request of the operator, and nothing stored changes (D-17: a bad row stores nothing).

describe('admin API: numbers beyond a double or a bound', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp(pglite);
  });
  after(() => t.close());

  it('answers every bad number in every documented body and parameter with 400 naming the field, storing nothing', async (c) => {
    const doc = (await openApiOf(t.app, { authorization: `Bearer ${t.operatorToken}` })) as unknown as NumbersDoc;
    // The body is checked before any record the path names is looked up: any id will do.
    const cases = numberCases(doc, (_method, path) => ({ url: path.replace(/\{[^}]+\}/g, '1') }));
    for (const field of ['projects[0].total_budget', 'projects[0].facilities[0].amount', 'projects[0].reports[0].aggregate.surplus_shortfall', 'throttle.rate_limit_per_second']) {
      assert.ok(cases.some((k) => k.field === field), field);
    }
    const stored = await storedDigest(t.ctx.db);
    const sent = await refuseEveryBadNumber(t.app, { authorization: `Bearer ${t.operatorToken}` }, cases);
    c.diagnostic(`${cases.length} numbers, ${sent} requests`);
    assert.ok(cases.length >= 45, `${cases.length} numbers`);
    assert.deepEqual(await storedDigest(t.ctx.db), stored, 'nothing stored changed');
  });
});
