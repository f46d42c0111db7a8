import assert from 'node:assert/strict';
import { randomBytes, randomInt } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { ServiceName } from '../../src/config.ts';
import { buildListener, type Listener } from '../../src/http/listener.ts';
import { platformListener } from '../../src/platform/index.ts';
import { type DataFixture, dataFixture } from '../helpers/data-api.ts';
import { type Scrape, scrape } from '../helpers/metrics.ts';
import { openApiOf, operations } from '../helpers/openapi.ts';
import { environmentWithUsers } from '../helpers/platform.ts';
import { pglite } from '../helpers/storage.ts';

// D-57: no label carries an id, a key, an email or a raw URL. A thousand requests to random unknown
// paths, to every documented route with random ids, and with odd and invented methods, on all three
// listeners over HTTP, add no series once each kind of request has been seen: routes are counted by
// their template, unknown paths as one route, unknown methods as one method.

/** Methods a client may send: those Node's parser knows but no route serves, and invented ones (which Node refuses itself). */
const ODD_METHODS = ['PROPFIND', 'PURGE', 'MKCOL', 'LOCK', 'SEARCH', 'REPORT', 'QUERY', 'FOO', 'BREW'];
const FUZZ_REQUESTS = 1000;

/** What a request is like; requests of one kind differ only in their random parts, never in their labels. */
interface Kind {
  listener: ServiceName;
  method: string;
  /** The path with `{…}` where a random value goes. */
  path: string;
  /** Whether a random id is a number (a well-formed id of nothing) or text (a malformed one). */
  id: 'number' | 'text';
  credential: boolean;
}

const hex = () => randomBytes(6).toString('hex');

describe('metric labels under random paths, ids and methods (D-57)', () => {
  let f: DataFixture;
  let platform: Listener;
  const origins = {} as Record<ServiceName, string>;
  const credentials = {} as Record<ServiceName, Record<string, string>>;
  const kinds: Kind[] = [];
  /** Every random part sent: none may appear in a label. */
  const sent = new Set<string>();
  const statuses = new Map<number, number>();

  before(async () => {
    f = await dataFixture(pglite);
    platform = await buildListener(platformListener, f.t.ctx);
    const { users } = await environmentWithUsers({ ...f.t, app: platform }, 'Labels');
    credentials.platform = { authorization: `Bearer ${users.ADMIN.token}` };
    credentials.data = { 'x-api-key': f.keys.full };
    credentials.admin = { authorization: `Bearer ${f.t.operatorToken}` };
    const listeners: Record<ServiceName, Listener> = { platform, data: f.data, admin: f.admin };
    for (const [name, listener] of Object.entries(listeners) as [ServiceName, Listener][]) {
      await listener.listen({ host: '127.0.0.1', port: 0 });
      origins[name] = `http://127.0.0.1:${(listener.server.address() as { port: number }).port}`;
      // Every documented route that takes an id, with its own method and with odd ones.
      const withIds = operations(await openApiOf(listener, credentials[name])).filter(([, path]) => path.includes('{'));
      for (const [method, path] of withIds) {
        for (const id of ['number', 'text'] as const) {
          for (const credential of [true, false]) kinds.push({ listener: name, method, path, id, credential });
        }
        kinds.push({ listener: name, method: ODD_METHODS[randomInt(ODD_METHODS.length)]!, path, id: 'number', credential: true });
      }
      // Paths no route matches, with any method; the documentation's files by random names.
      for (const method of ['GET', 'POST', 'DELETE', 'HEAD', ...ODD_METHODS]) {
        for (const credential of [true, false]) kinds.push({ listener: name, method, path: '/{x}/{x}', id: 'text', credential });
      }
      kinds.push({ listener: name, method: 'GET', path: '/docs/static/{x}', id: 'text', credential: false });
    }
  });
  after(async () => {
    await platform?.close();
    await f?.close();
  });

  /** Sends one request of its kind with new random parts (an invented method when the kind's is one). */
  async function send(kind: Kind): Promise<void> {
    const random = () => {
      const value = kind.id === 'number' ? String(10 ** 12 + randomInt(10 ** 9)) : `z${hex()}`;
      sent.add(value);
      return value;
    };
    const query = hex();
    sent.add(query);
    const path = `${kind.path.replace(/\{[^}]+\}/g, random)}?q=${query}`;
    const invented = kind.method === 'FOO' ? `X${hex().toUpperCase()}` : kind.method;
    if (invented !== kind.method) sent.add(invented);
    const body = ['GET', 'HEAD', 'DELETE'].includes(kind.method) ? undefined : '{}';
    const res = await fetch(`${origins[kind.listener]}${path}`, {
      method: invented,
      headers: { ...(kind.credential ? credentials[kind.listener] : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body } : {}),
    });
    await res.arrayBuffer();
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  }

  const pcasSeries = (s: Scrape) => s.samples.filter((x) => x.name.startsWith('pcas_'));

  it('adds no series after a warm-up, whatever the paths, ids and methods', async (t) => {
    const metrics = () => scrape(f.admin, f.t.operatorToken);
    const start = await metrics();
    for (const kind of kinds) await send(kind);
    const warm = await metrics();
    for (let i = 0; i < FUZZ_REQUESTS; i++) await send(kinds[randomInt(kinds.length)]!);
    const fuzzed = await metrics();

    const counts = [start, warm, fuzzed].map((s) => pcasSeries(s).length);
    t.diagnostic(
      `series of the service's families: ${counts[0]} at start, ${counts[1]} after a warm-up of ${kinds.length} requests, ` +
        `${counts[2]} after ${FUZZ_REQUESTS} more; all families: ${[start, warm, fuzzed].map((s) => s.samples.length).join(', ')}`,
    );
    assert.ok(counts[1]! > counts[0]!, 'the warm-up added the series of its requests');
    assert.equal(counts[2], counts[1], 'the fuzz added none');
    assert.deepEqual(
      pcasSeries(fuzzed).map((x) => JSON.stringify([x.name, x.labels])).sort(),
      pcasSeries(warm).map((x) => JSON.stringify([x.name, x.labels])).sort(),
      'the same series, by name and labels',
    );
    assert.ok(![...statuses.keys()].some((status) => status >= 500), `no 5xx: ${JSON.stringify([...statuses])}`);

    // Labels come from fixed sets: route templates, `unmatched`, seven methods and OTHER.
    const labels = fuzzed.samples.flatMap((x) => Object.values(x.labels));
    assert.deepEqual([...sent].filter((part) => labels.some((label) => label.includes(part))), [], 'no random part in any label');
    const requests = fuzzed.samples.filter((x) => x.name === 'pcas_http_request_duration_seconds_count');
    const methods = new Set(requests.map((x) => x.labels.method));
    assert.deepEqual([...methods].filter((m) => !['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'OTHER'].includes(m!)), []);
    assert.ok(methods.has('OTHER'), 'odd methods were answered and counted as OTHER');
    const routes = new Set(requests.map((x) => x.labels.route));
    assert.ok(routes.has('unmatched'));
    const templates = new Set([
      ...kinds.map((k) => k.path.replace(/\{([^}]+)\}/g, ':$1')),
      ...['unmatched', '/metrics', '/openapi.json', '/docs/static/*'],
    ]);
    const unknown = [...routes].filter((r) => !templates.has(r!));
    assert.deepEqual(unknown, [], 'every route label is a route’s template');
  });
});
