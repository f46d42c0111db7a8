import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { answeredInTime, COMMAND_TIMEOUT_MS, openRedis, type RedisConnection, RedisUnavailableError } from '../../src/external/redis.ts';
import { eventually } from '../helpers/eventually.ts';
import { hasRedisServer, RedisServer } from '../helpers/redis-server.ts';

// The breaker's deadline (src/external/redis.ts): a Redis that answers in time is never taken for a hang,
// even when this process had no CPU while the answer came (its timers then run before it reads the
// socket); a Redis that does not answer opens the circuit after COMMAND_TIMEOUT_MS, and the next
// command is refused at once. Against a Redis server of the test's own, which it stops with SIGSTOP.

const SKIP = !hasRedisServer() && 'redis-server is not on PATH: the test starts and stops a server of its own';

/** Holds the event loop, as a process with no CPU would be held: nothing runs, sockets are not read. */
function busyFor(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

describe('answeredInTime', () => {
  it('takes an answer that was ready when a late timer ran', async () => {
    let resolveIt!: (value: string) => void;
    const answer = new Promise<string>((resolve) => (resolveIt = resolve));
    const timed = answeredInTime(answer, 20);
    // The answer arrives as I/O would, after the due timer in the same turn of the loop: the timer ran
    // late (the loop was held), and the answer is read in the poll that follows it.
    setTimeout(() => setImmediate(() => resolveIt('OK')), 0);
    busyFor(60);
    assert.equal(await timed, 'OK');
  });

  it('refuses with ETIMEDOUT when no answer comes', async () => {
    const started = performance.now();
    await assert.rejects(answeredInTime(new Promise(() => {}), 30), (err: Error & { code?: string }) => err.code === 'ETIMEDOUT');
    assert.ok(performance.now() - started >= 29);
  });
});

describe('RedisConnection: the breaker against a real server', { skip: SKIP }, () => {
  let server: RedisServer;
  let redis: RedisConnection;
  before(async () => {
    server = await RedisServer.start();
    // Without auto-pipelining a command is written when it is asked for, not on a later tick: it is on its
    // way before the test holds the loop.
    redis = await openRedis(server.url, { autoPipelining: false });
  });
  after(async () => {
    redis?.disconnect();
    await server?.stop();
  });

  it('keeps the circuit closed when the answer came while the process was busy past the deadline', async () => {
    for (let i = 0; i < 5; i++) {
      const ping = redis.run((client) => client.ping());
      // Redis answers in microseconds; this process reads it only after the deadline has passed.
      busyFor(COMMAND_TIMEOUT_MS * 2);
      assert.equal(await ping, 'PONG');
      assert.equal(redis.available, true, `the circuit stays closed (try ${i + 1})`);
    }
  });

  it('opens the circuit when Redis hangs, refuses the next command at once, and closes once Redis answers', async () => {
    server.pause();
    try {
      const started = performance.now();
      await assert.rejects(redis.run((client) => client.ping()), RedisUnavailableError);
      assert.ok(performance.now() - started >= COMMAND_TIMEOUT_MS - 1, 'refused at the deadline');
      assert.equal(redis.available, false, 'the circuit is open');
      const next = performance.now();
      await assert.rejects(redis.run((client) => client.ping()), /refused at once/);
      assert.ok(performance.now() - next < COMMAND_TIMEOUT_MS, 'without waiting for Redis');
    } finally {
      server.resume();
    }
    // A try a second later finds Redis answering, and the circuit closes.
    await eventually(async () => {
      await redis.run((client) => client.ping()).catch(() => {});
      return redis.available;
    }, 'the circuit closes once Redis answers');
    assert.equal(await redis.run((client) => client.ping()), 'PONG');
  });
});
