import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, it } from 'node:test';
import { Webhook } from 'standardwebhooks';
import { generateSecret, newMessageId, signatureHeaders } from '../../src/domain/webhooks/signature.ts';
import { checkWebhookUrl, deliver, EXCERPT_BYTES, isForbiddenAddress, type Resolve } from '../../src/external/webhook-http.ts';

// The webhook HTTP side against a receiver on 127.0.0.1. Every refused delivery is also checked at
// the receiver: it accepted no connection. No test connects anywhere but 127.0.0.1; the private and
// metadata addresses below are refused before any connection is tried.

const LOCAL = new Set(['127.0.0.1']);
const NOTHING_ALLOWED = new Set<string>();
const BODY = JSON.stringify({ type: 'project.created', timestamp: '2025-03-01T12:00:00Z', data: { environment_id: 'e1', project_id: 'p1', id: 'p1' } });
/** A public address, only ever handed out by an injected resolver: nothing connects to it. */
const PUBLIC_ADDRESS = '93.184.215.14';

const resolveTo =
  (...addresses: string[]): Resolve =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
const notFound: Resolve = async (hostname) => {
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
};

interface ReceivedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}
type Handler = (request: ReceivedRequest, response: http.ServerResponse) => void;

/**
 * A receiver on 127.0.0.1 whose answer each test sets, counting TCP connections as well as requests:
 * a refused delivery must not even connect. (test/helpers/webhook-receiver.ts answers from a script
 * and always ends its answer; these tests also need answers that never come or never end.)
 */
async function startReceiver() {
  let handler: Handler = (_request, response) => response.end('ok');
  const requests: ReceivedRequest[] = [];
  const server = http.createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request = { method: incoming.method ?? '', path: incoming.url ?? '', headers: incoming.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(request);
      handler(request, response);
    });
  });
  // A delivery that hangs up mid-answer (after its first kilobyte) is no error here.
  server.on('clientError', (_error, socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const receiver = {
    port,
    url: (path = '/') => `http://127.0.0.1:${port}${path}`,
    requests,
    connections: 0,
    answer: (next: Handler) => {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  server.on('connection', () => receiver.connections++);
  return receiver;
}
type Receiver = Awaited<ReturnType<typeof startReceiver>>;

describe('webhook HTTP delivery and its address guard', () => {
  let receiver: Receiver;
  const attempt = (url: string, options: Partial<Parameters<typeof deliver>[0]> = {}) =>
    deliver({ url, body: BODY, headers: {}, timeoutMs: 5_000, allowedHosts: NOTHING_ALLOWED, ...options });

  before(async () => {
    receiver = await startReceiver();
  });
  beforeEach(() => {
    receiver.requests.length = 0;
    receiver.connections = 0;
    receiver.answer((_request, response) => response.end('ok'));
  });
  after(() => receiver.close());

  it('delivers a signed POST to an allowed host, which standardwebhooks verifies', async () => {
    const secret = generateSecret();
    const headers = signatureHeaders({ id: newMessageId(), timestampSeconds: Math.floor(Date.now() / 1000), body: BODY, secrets: [secret] });
    const result = await attempt(receiver.url('/hooks?x=1'), { headers: { ...headers, 'user-agent': 'test-agent' }, allowedHosts: LOCAL });
    assert.equal(result.outcome, 'delivered', result.error ?? '');
    assert.equal(result.status, 200);
    assert.equal(result.excerpt, 'ok');
    assert.equal(result.error, null);
    assert.ok(result.durationMs >= 0 && result.durationMs < 5_000);
    assert.equal(receiver.requests.length, 1);
    const [received] = receiver.requests;
    assert.equal(received!.method, 'POST');
    assert.equal(received!.path, '/hooks?x=1');
    assert.equal(received!.headers['content-type'], 'application/json');
    assert.equal(received!.headers['user-agent'], 'test-agent');
    assert.equal(received!.body, BODY);
    assert.deepEqual(new Webhook(secret).verify(received!.body, received!.headers as Record<string, string>), JSON.parse(BODY));
  });

  it('connects to the address the resolver gives for an allowed hostname', async () => {
    const result = await attempt(`http://receiver.test:${receiver.port}/`, { allowedHosts: new Set(['receiver.test']), resolve: resolveTo('127.0.0.1') });
    assert.equal(result.outcome, 'delivered', result.error ?? '');
    assert.equal(receiver.requests[0]?.headers.host, `receiver.test:${receiver.port}`);
  });

  it('refuses loopback, private, link-local and mapped addresses, and names for them, without connecting', async () => {
    const port = receiver.port;
    // Over https, so that the address guard is what refuses. Node connects to an IP literal without
    // a lookup, so were the guard broken these would connect: the loopback ones come first (and would
    // reach the receiver, failing below), and the others go only once classification refuses them.
    const loopback: [url: string, reason: RegExp][] = [
      [`https://127.0.0.1:${port}/`, /^127\.0\.0\.1 is a loopback address/],
      [`https://[::1]:${port}/`, /^::1 is a loopback address/],
      [`https://[::ffff:127.0.0.1]:${port}/`, /^::ffff:7f00:1 is a loopback address/],
      [`https://0.0.0.0:${port}/`, /^0\.0\.0\.0 is the unspecified address/],
      [`https://localhost:${port}/`, /^localhost resolves to (127\.0\.0\.1|::1), a loopback address/],
    ];
    const elsewhere: [url: string, reason: RegExp][] = [
      ['https://169.254.169.254/latest/meta-data/', /^169\.254\.169\.254 is a link-local address/],
      ['https://10.0.0.1/', /^10\.0\.0\.1 is a private network address/],
      ['https://[fd00:ec2::254]/', /^fd00:ec2::254 is a private \(unique local\) IPv6 address/],
      ['https://100.100.100.200/', /^100\.100\.100\.200 is a shared \(carrier-grade NAT\) address/],
    ];
    // Plain http to a host not allowed is refused before its address is even looked at.
    const plainHttp: [url: string, reason: RegExp][] = [
      `http://127.0.0.1:${port}/`,
      `http://[::1]:${port}/`,
      `http://localhost:${port}/`,
      'http://169.254.169.254/',
      'http://10.0.0.1/',
    ].map((url) => [url, /^The URL uses http: webhooks are delivered only over https/]);
    for (const [url, reason] of [...loopback, ...elsewhere, ...plainHttp]) {
      const host = new URL(url).hostname.replace(/^\[(.*)\]$/, '$1');
      if (url.startsWith('https:') && host !== 'localhost') assert.equal(isForbiddenAddress(host), true, `${host} is classified as forbidden`);
      const result = await attempt(url);
      assert.equal(result.outcome, 'refused', url);
      assert.match(result.error ?? '', reason, url);
      assert.equal(result.status, null);
      assert.equal(receiver.connections, 0, url);
    }
    // 127.0.0.1 being allowed allows no other spelling of it.
    for (const url of [`http://localhost:${port}/`, `https://localhost:${port}/`, `https://[::ffff:127.0.0.1]:${port}/`]) {
      assert.equal((await attempt(url, { allowedHosts: LOCAL })).outcome, 'refused', url);
    }
    assert.equal(receiver.connections, 0);
  });

  it('refuses at delivery a host that resolved to a public address when checked and to 127.0.0.1 now (rebinding)', async () => {
    let lookups = 0;
    const rebinding: Resolve = async () => [{ address: lookups++ === 0 ? PUBLIC_ADDRESS : '127.0.0.1', family: 4 }];
    const url = `https://rebind.example:${receiver.port}/`;
    const check = await checkWebhookUrl(url, { allowedHosts: NOTHING_ALLOWED, resolve: rebinding });
    assert.equal(check.ok, true);
    const result = await attempt(url, { resolve: rebinding });
    assert.equal(lookups, 2);
    assert.equal(result.outcome, 'refused');
    assert.match(result.error ?? '', /rebind\.example resolves to 127\.0\.0\.1, a loopback address/);
    // One forbidden address is enough to refuse, whatever else the name resolves to. (The forbidden
    // one is loopback, so a broken guard would reach the receiver rather than another machine.)
    const mixed = await attempt(url, { resolve: resolveTo('127.0.0.1', PUBLIC_ADDRESS) });
    assert.equal(mixed.outcome, 'refused');
    assert.match(mixed.error ?? '', /127\.0\.0\.1/);
    assert.equal(receiver.connections, 0);
  });

  it('does not follow a redirect: a 302 is an http_error', async () => {
    receiver.answer((_request, response) => response.writeHead(302, { location: 'http://10.0.0.1/' }).end());
    const result = await attempt(receiver.url(), { allowedHosts: LOCAL });
    assert.equal(result.outcome, 'http_error');
    assert.equal(result.status, 302);
    assert.match(result.error ?? '', /redirected to http:\/\/10\.0\.0\.1\/; redirects are not followed/);
    assert.equal(receiver.requests.length, 1);
  });

  it('times out within timeoutMs on a receiver that never answers, and on a resolver that never answers', async () => {
    receiver.answer(() => {});
    for (const options of [{ allowedHosts: LOCAL }, { allowedHosts: new Set(['slow.test']), resolve: () => new Promise<never>(() => {}) }]) {
      const url = 'resolve' in options ? `http://slow.test:${receiver.port}/` : receiver.url();
      const started = performance.now();
      const result = await attempt(url, { ...options, timeoutMs: 300 });
      const took = performance.now() - started;
      assert.equal(result.outcome, 'timeout', url);
      assert.equal(result.status, null);
      assert.match(result.error ?? '', /no answer within 300 ms/);
      assert.ok(took >= 295 && took < 1_000, `took ${took} ms`);
      assert.ok(result.durationMs >= 295 && result.durationMs < 1_000, `durationMs ${result.durationMs}`);
    }
  });

  it('keeps the first 1,024 bytes of a 100 KB answer', async () => {
    const big = Array.from({ length: 100 * 1024 }, (_, i) => String.fromCharCode(97 + (i % 26))).join('');
    receiver.answer((_request, response) => response.writeHead(500).end(big));
    const result = await attempt(receiver.url(), { allowedHosts: LOCAL });
    assert.equal(result.outcome, 'http_error');
    assert.equal(result.status, 500);
    assert.equal(EXCERPT_BYTES, 1024);
    assert.equal(Buffer.byteLength(result.excerpt), 1024);
    assert.equal(result.excerpt, big.slice(0, 1024));
  });

  it('stops reading after the first kilobyte of an answer that never ends', async () => {
    receiver.answer((_request, response) => {
      response.writeHead(202);
      response.write('x'.repeat(2048));
    });
    const result = await attempt(receiver.url(), { allowedHosts: LOCAL, timeoutMs: 3_000 });
    assert.equal(result.outcome, 'delivered');
    assert.equal(result.status, 202);
    assert.equal(result.excerpt, 'x'.repeat(1024));
    assert.ok(result.durationMs < 2_000, `durationMs ${result.durationMs}`);
  });

  it('cuts the excerpt before a character the kilobyte would split', async () => {
    receiver.answer((_request, response) => response.end(`a${'é'.repeat(600)}`));
    const result = await attempt(receiver.url(), { allowedHosts: LOCAL });
    assert.equal(result.excerpt, `a${'é'.repeat(511)}`);
    assert.equal(Buffer.byteLength(result.excerpt), 1023);
  });

  it('reads Retry-After as the receiver sent it', async () => {
    receiver.answer((_request, response) => response.writeHead(503, { 'retry-after': '120' }).end('busy'));
    const busy = await attempt(receiver.url(), { allowedHosts: LOCAL });
    assert.deepEqual([busy.outcome, busy.status, busy.retryAfter, busy.excerpt], ['http_error', 503, '120', 'busy']);
    receiver.answer((_request, response) => response.writeHead(429, { 'retry-after': 'Sat, 01 Mar 2025 12:10:00 GMT' }).end());
    const throttled = await attempt(receiver.url(), { allowedHosts: LOCAL });
    assert.deepEqual([throttled.status, throttled.retryAfter], [429, 'Sat, 01 Mar 2025 12:10:00 GMT']);
    receiver.answer((_request, response) => response.end());
    assert.equal((await attempt(receiver.url(), { allowedHosts: LOCAL })).retryAfter, null);
  });

  it('reports a closed port, an unresolvable host and a cancel as network errors', async () => {
    const closed = await startReceiver();
    const closedUrl = closed.url();
    await closed.close();
    const refused = await attempt(closedUrl, { allowedHosts: LOCAL });
    assert.equal(refused.outcome, 'network_error');
    assert.match(refused.error ?? '', /ECONNREFUSED/);

    const unresolvable = await attempt('https://nowhere.test/', { resolve: notFound });
    assert.equal(unresolvable.outcome, 'network_error');
    assert.match(unresolvable.error ?? '', /ENOTFOUND/);

    receiver.answer(() => {});
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const cancelled = await attempt(receiver.url(), { allowedHosts: LOCAL, signal: controller.signal });
    assert.equal(cancelled.outcome, 'network_error');
    assert.match(cancelled.error ?? '', /cancelled/);
    assert.ok(cancelled.durationMs < 1_000);
  });
});

describe('webhook address classification', () => {
  it('refuses every address that is not public unicast', () => {
    const forbidden = [
      '127.0.0.1',
      '127.255.0.9',
      '::1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      'fe80::1',
      'fd00:ec2::254',
      '100.100.100.200',
      '0.0.0.0',
      '::',
      '255.255.255.255',
      '224.0.0.1',
      'ff02::1',
      '192.0.2.1',
      '240.0.0.1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '::ffff:169.254.169.254',
      '64:ff9b::a00:1',
      'not-an-address',
      '010.0.0.1',
    ];
    for (const address of forbidden) assert.equal(isForbiddenAddress(address), true, address);
    for (const address of ['8.8.8.8', '1.1.1.1', PUBLIC_ADDRESS, '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
      assert.equal(isForbiddenAddress(address), false, address);
    }
  });
});

describe('webhook URL check when an endpoint is saved', () => {
  const check = (raw: unknown, resolve: Resolve = resolveTo(PUBLIC_ADDRESS), allowedHosts: ReadonlySet<string> = NOTHING_ALLOWED) =>
    checkWebhookUrl(raw, { allowedHosts, resolve });
  const message = async (raw: unknown, resolve?: Resolve) => {
    const result = await check(raw, resolve);
    assert.equal(result.ok, false, String(raw));
    return result.ok ? '' : result.message;
  };

  it('accepts an https URL to a public host, and http to an allowed one', async () => {
    const ok = await check('https://Hooks.Example.com/in?x=1');
    assert.equal(ok.ok && ok.url.href, 'https://hooks.example.com/in?x=1');
    const longest = `https://example.com/${'a'.repeat(2000 - 'https://example.com/'.length)}`;
    assert.equal(longest.length, 2000);
    assert.equal((await check(longest)).ok, true);
    assert.equal((await check('http://127.0.0.1:8080/', undefined, LOCAL)).ok, true);
    assert.equal((await check('http://[::1]:8080/', undefined, new Set(['::1']))).ok, true);
    assert.equal((await check('https://internal.test/', resolveTo('10.0.0.7'), new Set(['internal.test']))).ok, true);
  });

  it('names what is wrong with a bad URL', async () => {
    assert.equal(await message(42), 'The URL must be a string.');
    assert.equal(await message(null), 'The URL must be a string.');
    assert.match(await message('/hooks'), /^"\/hooks" is not an absolute URL: give the full address/);
    assert.match(await message('example.com/hooks'), /is not an absolute URL/);
    const tooLong = `https://example.com/${'a'.repeat(2001 - 'https://example.com/'.length)}`;
    assert.equal(await message(tooLong), 'The URL is 2,001 characters long; at most 2,000 are allowed.');
    assert.match(await message('http://example.com/hooks'), /^The URL uses http: webhooks are delivered only over https/);
    assert.match(await message('ftp://example.com/hooks'), /^The URL uses ftp: webhooks are delivered only over https/);
    assert.match(await message('https://user:secret@example.com/hooks'), /^The URL contains a user name or password/);
    assert.match(await message('https://user@example.com/hooks'), /user name or password/);
  });

  it('names a host that does not resolve, or resolves to an address that is not public', async () => {
    assert.equal(await message('https://nowhere.test/', notFound), 'The host nowhere.test does not resolve: no DNS address was found for it.');
    assert.match(await message('https://empty.test/', async () => []), /The host empty\.test does not resolve/);
    assert.match(
      await message('https://inside.example.com/', resolveTo(PUBLIC_ADDRESS, '10.0.0.5')),
      /^The host inside\.example\.com resolves to 10\.0\.0\.5, a private network address: webhooks are delivered only to public internet addresses\.$/,
    );
    assert.match(await message('https://metadata.example/', resolveTo('169.254.169.254')), /resolves to 169\.254\.169\.254, a link-local address/);
    assert.match(await message('https://169.254.169.254/latest'), /^The host 169\.254\.169\.254 is a link-local address/);
    assert.match(await message('https://[fd00:ec2::254]/'), /The host fd00:ec2::254 is a private \(unique local\) IPv6 address/);
    assert.match(await message('https://100.100.100.200/'), /shared \(carrier-grade NAT\) address/);
    assert.match(await message('https://[::ffff:127.0.0.1]/'), /loopback/);
  });
});
