import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from '../../src/config.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { eventually } from '../helpers/eventually.ts';
import { BACKENDS } from '../helpers/storage.ts';

// Slow clients cannot hold the listener. Sockets that send their headers slowly, or
// their body slowly, are closed once their time is up; idle keep-alive sockets close; meanwhile others
// are answered. (Timeouts of a second or two here; the defaults are in docs/operators.md.)

const SLOW_SOCKETS = 100;

/** A socket to the port; resolves with how long after `start` the server closed it (and what it said). */
function slowClient(port: number, start: number, first: string, drip: string) {
  return new Promise<{ closedAfterMs: number; answer: string }>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(first);
      timer = setInterval(() => socket.write(drip), 200);
    });
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ closedAfterMs: Date.now() - start, answer });
    });
    setTimeout(() => {
      socket.destroy();
      reject(new Error('the server kept a slow socket open for 10 s'));
    }, 10_000).unref();
  });
}

for (const backend of BACKENDS) {
  describe(`slow clients are cut off (HTTP timeouts, ${backend.name})`, () => {
    let t: TestApp;
    let port: number;

    before(async () => {
      t = await buildTestApp(backend, 'platform', {
        env: { HTTP_HEADERS_TIMEOUT_SECONDS: '1', HTTP_REQUEST_TIMEOUT_SECONDS: '2', HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: '1' },
      });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as net.AddressInfo).port;
    });
    after(() => t.close());

    it(`closes ${SLOW_SOCKETS} sockets that send headers slowly, and answers others meanwhile`, async () => {
      const start = Date.now();
      const slow = Array.from({ length: SLOW_SOCKETS }, (_, i) =>
        slowClient(port, start, `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow-${i}: `, 'a'),
      );
      const connections = () => new Promise<number>((resolve, reject) => t.app.server.getConnections((err, n) => (err ? reject(err) : resolve(n))));
      await eventually(async () => (await connections()) >= SLOW_SOCKETS, 'every slow socket is connected');
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      assert.equal(res.status, 200, 'a normal request is answered while the slow sockets wait');
      const closed = await Promise.all(slow);
      const latest = Math.max(...closed.map((c) => c.closedAfterMs));
      // 1 s for the headers, checked every second.
      assert.ok(latest < 3500, `every slow socket was closed within ${latest} ms`);
      assert.ok(closed.every((c) => c.answer === '' || c.answer.startsWith('HTTP/1.1 408')), 'answered 408 or closed');
    });

    it('closes a socket that sends its body slowly once the request time is up', async () => {
      const start = Date.now();
      const closed = await slowClient(
        port,
        start,
        'POST /auth/token HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"email":"',
        'a',
      );
      assert.ok(closed.closedAfterMs < 4500, `closed after ${closed.closedAfterMs} ms`);
      assert.ok(closed.closedAfterMs >= 1500, 'not before its time');
    });

    it('closes an idle keep-alive socket', async () => {
      const start = Date.now();
      const closed = await new Promise<number>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n'));
        socket.on('data', () => {});
        socket.on('close', () => resolve(Date.now() - start));
      });
      assert.ok(closed < 3000 && closed >= 900, `closed ${closed} ms after its answer`);
    });

    it('has defaults fit for an API, and refuses a headers timeout longer than the request timeout', () => {
      assert.deepEqual(loadConfig({}).httpTimeouts, { headersMs: 10_000, requestMs: 120_000, keepAliveMs: 5_000 });
      assert.throws(
        () => loadConfig({ HTTP_HEADERS_TIMEOUT_SECONDS: '30', HTTP_REQUEST_TIMEOUT_SECONDS: '20' }),
        /HTTP_HEADERS_TIMEOUT_SECONDS \(30\) must not exceed HTTP_REQUEST_TIMEOUT_SECONDS \(20\)/,
      );
    });
  });
}
