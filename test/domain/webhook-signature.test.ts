import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Webhook } from 'standardwebhooks';
import {
  disableReason,
  FAILING_PERIOD_MS,
  isDelivered,
  MAX_ATTEMPTS,
  nextAttemptAt,
  RETRY_AFTER_CAP_MS,
  RETRY_DELAYS_MS,
  retryAfterMs,
} from '../../src/domain/webhooks/schedule.ts';
import { generateSecret, newMessageId, secretBytes, signatureHeaders } from '../../src/domain/webhooks/signature.ts';

// Signatures are checked by the standardwebhooks package, an implementation of Standard Webhooks 1.0
// written apart from ours: what it verifies, a receiver's library verifies.

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

function signed(secrets: string[], body = JSON.stringify({ type: 'project.created', data: { id: 'p1' } })) {
  const headers = signatureHeaders({ id: newMessageId(), timestampSeconds: Math.floor(Date.now() / 1000), body, secrets });
  return { body, headers };
}

describe('webhook signatures (Standard Webhooks 1.0)', () => {
  it('generates whsec_ secrets of 32 random bytes, each different', () => {
    const a = generateSecret();
    const b = generateSecret();
    assert.match(a, /^whsec_[A-Za-z0-9+/]{43}=$/);
    assert.equal(secretBytes(a).length, 32);
    assert.notEqual(a, b);
  });

  it('refuses malformed secrets', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    assert.equal(secretBytes(`whsec_${key}`).length, 32);
    for (const bad of [key, `whsec_`, `whsec_${key.slice(0, -1)}`, `whsec_${key.replace('B', '-')}`, `whsec_${Buffer.alloc(16).toString('base64')}`, `whsec_${Buffer.alloc(65).toString('base64')}`]) {
      assert.throws(() => secretBytes(bad), Error, bad);
    }
  });

  it('signs with one secret so that standardwebhooks verifies it, and a tampered body fails', () => {
    const secret = generateSecret();
    const { body, headers } = signed([secret]);
    assert.match(headers['webhook-signature'], /^v1,[A-Za-z0-9+/]{43}=$/);
    assert.deepEqual(new Webhook(secret).verify(body, headers), JSON.parse(body));
    assert.throws(() => new Webhook(secret).verify(body.replace('p1', 'p2'), headers), /No matching signature/);
    assert.throws(() => new Webhook(generateSecret()).verify(body, headers), /No matching signature/);
    assert.throws(() => new Webhook(secret).verify(body, { ...headers, 'webhook-id': newMessageId() }), /No matching signature/);
  });

  it('signs with both secrets while one is rotated: each alone verifies the message', () => {
    const [oldSecret, newSecret] = [generateSecret(), generateSecret()];
    const { body, headers } = signed([oldSecret, newSecret]);
    assert.equal(headers['webhook-signature'].split(' ').length, 2);
    assert.deepEqual(new Webhook(oldSecret).verify(body, headers), JSON.parse(body));
    assert.deepEqual(new Webhook(newSecret).verify(body, headers), JSON.parse(body));
    assert.throws(() => new Webhook(generateSecret()).verify(body, headers), /No matching signature/);
    assert.throws(() => new Webhook(newSecret).verify(`${body} `, headers), /No matching signature/);
  });

  it('sends the timestamp it signs, which a receiver refuses once it is old', () => {
    const secret = generateSecret();
    const body = '{}';
    const old = signatureHeaders({ id: 'msg_1', timestampSeconds: Math.floor(Date.now() / 1000) - 3600, body, secrets: [secret] });
    assert.throws(() => new Webhook(secret).verify(body, old), /too old/);
    assert.throws(() => signatureHeaders({ id: 'msg_1', timestampSeconds: 1.5, body, secrets: [secret] }), RangeError);
    assert.throws(() => signatureHeaders({ id: 'msg_1', timestampSeconds: 1, body, secrets: [] }));
  });

  it('makes msg_ ids of 24 random bytes in base64url', () => {
    const ids = new Set(Array.from({ length: 1000 }, newMessageId));
    assert.equal(ids.size, 1000);
    for (const id of ids) assert.match(id, /^msg_[A-Za-z0-9_-]{32}$/);
  });
});

describe('webhook retry schedule', () => {
  const now = new Date('2025-03-01T12:00:00Z');
  const after = (ms: number) => new Date(now.getTime() + ms);

  it('waits 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, then gives up after the 8th attempt', () => {
    assert.deepEqual(RETRY_DELAYS_MS, [5 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 10 * HOUR]);
    assert.equal(MAX_ATTEMPTS, 8);
    const waits = [1, 2, 3, 4, 5, 6, 7].map((attemptsMade) => nextAttemptAt({ attemptsMade, now, retryAfterMs: null })!.getTime() - now.getTime());
    assert.deepEqual(waits, [5 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 10 * HOUR]);
    assert.equal(nextAttemptAt({ attemptsMade: 8, now, retryAfterMs: null }), null);
    assert.equal(nextAttemptAt({ attemptsMade: 8, now, retryAfterMs: 60 * SECOND }), null);
    assert.equal(nextAttemptAt({ attemptsMade: 9, now }), null);
    assert.throws(() => nextAttemptAt({ attemptsMade: 0, now }), RangeError);
  });

  it('heeds a Retry-After longer than the schedule, and ignores a shorter one', () => {
    assert.deepEqual(nextAttemptAt({ attemptsMade: 1, now, retryAfterMs: 120 * SECOND }), after(120 * SECOND));
    assert.deepEqual(nextAttemptAt({ attemptsMade: 2, now, retryAfterMs: 120 * SECOND }), after(5 * MINUTE));
    assert.deepEqual(nextAttemptAt({ attemptsMade: 4, now, retryAfterMs: 3 * HOUR }), after(3 * HOUR));
  });

  it('reads Retry-After as delta-seconds or an HTTP-date, on 429 and 503 only', () => {
    assert.equal(retryAfterMs(429, '120', now), 120 * SECOND);
    assert.equal(retryAfterMs(503, ' 0 ', now), 0);
    assert.equal(retryAfterMs(503, 'Sat, 01 Mar 2025 12:10:00 GMT', now), 10 * MINUTE);
    assert.equal(retryAfterMs(429, 'Saturday, 01-Mar-25 12:00:30 GMT', now), 30 * SECOND);
    assert.equal(retryAfterMs(429, 'Sat Mar  1 13:00:00 2025', now), HOUR);
    for (const status of [200, 301, 400, 404, 410, 500, 502, 504]) assert.equal(retryAfterMs(status, '120', now), null, String(status));
  });

  it('ignores a Retry-After that is missing, unparseable, negative or past, and caps a huge one at a day', () => {
    for (const header of [null, '', 'soon', '-5', '1.5', '12abc', '2025-03-01T12:10:00Z', 'Sat, 01 Mar 2025 11:59:00 GMT']) {
      assert.equal(retryAfterMs(429, header, now), null, String(header));
    }
    assert.equal(RETRY_AFTER_CAP_MS, 24 * HOUR);
    assert.equal(retryAfterMs(429, String(365 * 24 * 3600), now), 24 * HOUR);
    assert.equal(retryAfterMs(503, '9'.repeat(400), now), 24 * HOUR);
    assert.equal(retryAfterMs(503, 'Sun, 01 Mar 2026 12:00:00 GMT', now), 24 * HOUR);
  });

  it('counts only a 2xx as delivered', () => {
    for (const status of [200, 201, 202, 204, 299]) assert.equal(isDelivered(status), true, String(status));
    for (const status of [null, 100, 199, 300, 301, 302, 304, 307, 400, 410, 429, 500, 503]) assert.equal(isDelivered(status), false, String(status));
  });

  it('disables at once on 410, and after failing for 3 days exactly (not just under)', () => {
    assert.equal(FAILING_PERIOD_MS, 3 * 24 * HOUR);
    assert.equal(disableReason({ status: 410, failingSince: null, now }), 'GONE');
    assert.equal(disableReason({ status: 410, failingSince: new Date(now.getTime() - FAILING_PERIOD_MS), now }), 'GONE');
    const since = (ms: number) => new Date(now.getTime() - ms);
    assert.equal(disableReason({ status: 500, failingSince: since(FAILING_PERIOD_MS), now }), 'FAILING_3_DAYS');
    assert.equal(disableReason({ status: null, failingSince: since(FAILING_PERIOD_MS + HOUR), now }), 'FAILING_3_DAYS');
    assert.equal(disableReason({ status: 500, failingSince: since(FAILING_PERIOD_MS - 1), now }), null);
    assert.equal(disableReason({ status: 503, failingSince: null, now }), null);
    assert.equal(disableReason({ status: 200, failingSince: since(FAILING_PERIOD_MS * 2), now }), null);
  });
});
