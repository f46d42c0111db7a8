import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** One request a receiver took: its headers and body as they arrived, and when. */
export interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
}

/** What the receiver answers one request: a status, headers, a body; after `delayMs`, or never (`hold`). */
export interface Answer {
  status: number;
  headers?: Record<string, string>;
  body?: string;
  /** How long the receiver waits before it answers (a slow receiver). */
  delayMs?: number;
  /** Never answered: the request stays open until the sender gives up or dies, or the receiver closes. */
  hold?: boolean;
}

export interface ReceiverOptions {
  /** The port to listen on (one chosen earlier, that the receiver was not yet listening on); 0 by default. */
  port?: number;
  /** The answer once the script is used up; 200 at once by default. */
  answer?: Answer;
}

/**
 * A webhook receiver on loopback, as a customer would run one: it records every request, and answers
 * each with the next of `script` (`options.answer`, or 200, once the script is used up). `verify` checks
 * a request's signature with the standardwebhooks package, an implementation independent of the
 * service's. It counts the requests of each webhook-id open at once: `overlapping` lists the ids that
 * arrived while a request with the same id was still open (a delivery attempted twice at once).
 */
export async function webhookReceiver(script: Answer[] = [], options: ReceiverOptions = {}) {
  const received: Received[] = [];
  const waiting: (() => void)[] = [];
  const open = new Map<string, number>();
  const overlapping: string[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((req, res) => {
    const id = String(req.headers['webhook-id']);
    const already = open.get(id) ?? 0;
    if (already > 0) overlapping.push(id);
    open.set(id, already + 1);
    // Until the answer is sent, or the connection is gone (the sender timed out or died).
    res.once('close', () => {
      const left = (open.get(id) ?? 1) - 1;
      if (left === 0) open.delete(id);
      else open.set(id, left);
    });
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      for (const wake of waiting.splice(0)) wake();
      const answer = script.shift() ?? options.answer ?? { status: 200 };
      if (answer.hold) return;
      const send = () => {
        res.writeHead(answer.status, answer.headers ?? {});
        res.end(answer.body ?? '');
      };
      if (!answer.delayMs) return send();
      const timer = setTimeout(() => {
        timers.delete(timer);
        send();
      }, answer.delayMs);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    script,
    overlapping,
    /** Requests open now (held, delayed, or being read). */
    openCount: () => [...open.values()].reduce((a, b) => a + b, 0),
    /** Resolves once `count` requests have arrived (or rejects after `withinMs`). */
    async waitFor(count: number, withinMs = 10_000): Promise<void> {
      const until = Date.now() + withinMs;
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`the receiver got ${received.length} of ${count} deliveries within ${withinMs} ms`);
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    /** The request's payload, after its signature verifies with `secret` (throws otherwise). */
    verify(request: Received, secret: string): unknown {
      return new Webhook(secret).verify(request.body, {
        'webhook-id': String(request.headers['webhook-id']),
        'webhook-timestamp': String(request.headers['webhook-timestamp']),
        'webhook-signature': String(request.headers['webhook-signature']),
      });
    },
    close: () => new Promise<void>((resolve) => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
export type WebhookReceiver = Awaited<ReturnType<typeof webhookReceiver>>;
