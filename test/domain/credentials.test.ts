import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { displayPrefix, hashKey, hasKeyShape, issueKey, secretsEqual } from '../../src/domain/credentials.ts';
import { effectiveState, nextState, normaliseScopes } from '../../src/domain/data-keys.ts';
import { decoyHash, hashPassword, verifyPassword } from '../../src/domain/passwords.ts';

describe('credentials (D-11)', () => {
  it('issues keys of the documented shape, all different, stored as SHA-256', () => {
    const keys = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const issued = issueKey('data');
      assert.ok(hasKeyShape('data', issued.key));
      assert.equal(issued.hash, hashKey(issued.key));
      assert.match(issued.hash, /^[0-9a-f]{64}$/);
      assert.ok(issued.key.startsWith(issued.displayPrefix));
      assert.ok(issued.displayPrefix.length < 20);
      keys.add(issued.key);
    }
    assert.equal(keys.size, 200);
    assert.match(issueKey('platform').key, /^svc_plat_[0-9A-Za-z]{43}$/);
    assert.equal(displayPrefix('svc_plat_ABCDEFGHIJ'), 'svc_plat_ABCDEF');
  });

  it('rejects malformed keys by shape before any lookup', () => {
    const good = issueKey('data').key;
    for (const bad of [
      '',
      good.slice(0, -1),
      `${good}A`,
      good.replace('svc_data_', 'svc_plat_'),
      `${good.slice(0, -1)}-`,
      ` ${good}`,
      42,
      null,
    ]) {
      assert.equal(hasKeyShape('data', bad), false, String(bad));
    }
    assert.equal(hasKeyShape('platform', issueKey('data').key), false);
  });

  it('compares secrets whatever their length', () => {
    assert.ok(secretsEqual('abc', 'abc'));
    assert.ok(!secretsEqual('abc', 'abd'));
    assert.ok(!secretsEqual('abc', 'abcdef'));
  });

  it('hashes passwords with scrypt at OWASP\'s cost by default and verifies them', async () => {
    const hash = await hashPassword('correct horse battery staple');
    assert.match(hash, /^scrypt\$131072\$8\$1\$/);
    assert.ok(await verifyPassword('correct horse battery staple', hash));
    assert.ok(!(await verifyPassword('wrong', hash)));
    assert.ok(!(await verifyPassword('x', 'garbage')));
  });

  it('keeps each hash\'s own cost: a cheaper hash verifies under any configured cost, and so does the decoy', async () => {
    const cheap = await hashPassword('correct horse battery staple', 10);
    assert.match(cheap, /^scrypt\$1024\$8\$1\$/);
    assert.ok(await verifyPassword('correct horse battery staple', cheap));
    assert.match(decoyHash(10), /^scrypt\$1024\$8\$1\$/);
    assert.match(decoyHash(), /^scrypt\$131072\$8\$1\$/);
    assert.equal(await verifyPassword('', decoyHash(10)), false, 'the decoy is well formed, and no password matches it');
  });
});

describe('Data API key states (D-12, D-47)', () => {
  it('follows the state table', () => {
    assert.equal(nextState('active', 'deactivate'), 'deactivated');
    assert.equal(nextState('deactivated', 'reactivate'), 'active');
    assert.equal(nextState('active', 'revoke'), 'revoked');
    assert.equal(nextState('deactivated', 'revoke'), 'revoked');
    assert.throws(() => nextState('revoked', 'reactivate'));
    assert.throws(() => nextState('revoked', 'revoke'));
    assert.throws(() => nextState('active', 'reactivate'));
  });

  it('derives expiry from the date; revoked wins', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    assert.equal(effectiveState('active', new Date('2026-11-22T12:00:00Z'), now), 'expired');
    assert.equal(effectiveState('active', new Date('2026-11-22T12:00:01Z'), now), 'active');
    assert.equal(effectiveState('deactivated', new Date('2020-01-01'), now), 'expired');
    assert.equal(effectiveState('revoked', new Date('2020-01-01'), now), 'revoked');
    assert.equal(effectiveState('active', null, now), 'active');
  });

  it('orders scopes and drops duplicates', () => {
    assert.deepEqual(normaliseScopes(['data:community', 'data:projects', 'data:projects']), [
      'data:projects',
      'data:community',
    ]);
  });
});
