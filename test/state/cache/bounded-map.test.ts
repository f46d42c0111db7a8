import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BoundedMap } from '../../../src/state/cache/bounded-map.ts';

describe('BoundedMap (the one bounded cache)', () => {
  it('holds at most maxEntries, letting the entry set longest ago go first', () => {
    const gone: string[] = [];
    const map = new BoundedMap<string, number>(3, (key) => gone.push(key));
    for (const [i, key] of ['a', 'b', 'c'].entries()) map.set(key, i);
    map.set('a', 10); // set again: now the newest
    map.set('d', 3);
    assert.equal(map.size, 3);
    assert.deepEqual(gone, ['b']);
    assert.equal(map.get('a', 0), 10);
    assert.equal(map.get('b', 0), undefined);
    assert.equal(map.get('d', 0), 3);
  });

  it('forgets an entry at its expiry, and tells who listens', () => {
    const gone: string[] = [];
    const map = new BoundedMap<string, string>(10, (key) => gone.push(key));
    map.set('token', 'identity', 1000);
    assert.equal(map.get('token', 999), 'identity');
    assert.equal(map.has('token', 1000), false);
    assert.equal(map.size, 0);
    assert.deepEqual(gone, ['token']);
  });

  it('clears everything, each key heard once', () => {
    const gone: number[] = [];
    const map = new BoundedMap<number, null>(10, (key) => gone.push(key));
    map.set(1, null);
    map.set(2, null);
    map.clear();
    map.delete(1);
    assert.equal(map.size, 0);
    assert.deepEqual(gone, [1, 2]);
  });
});
