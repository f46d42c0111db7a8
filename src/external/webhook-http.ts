import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { StringDecoder } from 'node:string_decoder';
import ipaddr from 'ipaddr.js';
import { isDelivered } from '../domain/webhooks/schedule.ts';

/**
 * The HTTP side of webhooks, with the guard against server-side request forgery: a webhook URL is
 * the customer's, so without the guard the service would POST on their behalf to its own loopback,
 * the private network it runs in or a cloud metadata service. The guard applies twice: when an
 * endpoint is saved (checkWebhookUrl, with messages for the person saving it) and on every delivery
 * (deliver), on the address the socket actually connects to, so a DNS answer that changes after the
 * check (rebinding) cannot point a delivery inward.
 *
 * `allowedHosts` names the hosts exempt from the guard (and allowed over plain http): a receiver on
 * the service's own network in development and tests. Entries are compared exactly with the URL's
 * host as hostKey gives it: lowercase, IPv6 without brackets (`::1`).
 */

/** Resolves a hostname to its addresses; injected by tests, DNS otherwise. */
export type Resolve = (hostname: string) => Promise<{ address: string; family: 4 | 6 }[]>;

/** The longest a name may take to resolve: a URL check in a request must answer, whatever DNS does. */
const RESOLVE_TIMEOUT_MS = 5_000;

export const defaultResolve: Resolve = async (hostname) => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`${hostname} did not resolve within ${RESOLVE_TIMEOUT_MS / 1000} s`), { code: 'ETIMEOUT' })), RESOLVE_TIMEOUT_MS);
  });
  try {
    const answers = await Promise.race([dns.promises.lookup(hostname, { all: true, verbatim: true }), late]);
    return answers.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
  } finally {
    clearTimeout(timer);
  }
};

export const MAX_WEBHOOK_URL_LENGTH = 2000;
/** How much of a receiver's answer is kept for the delivery log. */
export const EXCERPT_BYTES = 1024;

/** What the person saving an endpoint reads for each kind of address that is not on the public internet. */
const RANGE_WORDS: Record<string, string> = {
  loopback: 'a loopback address (this server itself)',
  private: 'a private network address',
  linkLocal: 'a link-local address (such as a cloud metadata service)',
  uniqueLocal: 'a private (unique local) IPv6 address',
  unspecified: 'the unspecified address',
  carrierGradeNat: 'a shared (carrier-grade NAT) address',
  multicast: 'a multicast address',
  broadcast: 'the broadcast address',
  reserved: 'a reserved address',
};

/**
 * Why an address may not be sent to, or null when it is public unicast. ipaddr.js classifies it; an
 * IPv4-mapped IPv6 address (`::ffff:127.0.0.1`) is judged as the IPv4 address it carries. Anything
 * that is not an IP address by Node's reading is refused too.
 */
function forbiddenBecause(address: string): string | null {
  if (net.isIP(address) === 0 || !ipaddr.isValid(address)) return 'not an IP address';
  const range = ipaddr.process(address).range();
  if (range === 'unicast') return null;
  return RANGE_WORDS[range] ?? `a special-purpose address (${range})`;
}

/** Whether a delivery to this address is refused: true for every range ipaddr.js does not call `unicast`. */
export function isForbiddenAddress(address: string): boolean {
  return forbiddenBecause(address) !== null;
}

/** The URL's host as allowedHosts names it: lowercase, an IPv6 literal without its brackets. */
export function hostKey(url: URL): string {
  return url.hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
}

const HTTPS_ONLY = 'webhooks are delivered only over https, so the URL must start with https://';

/** The rules a URL itself breaks (scheme, credentials), or null; both the check and a delivery apply them. */
function urlRuleBroken(url: URL, allowedHosts: ReadonlySet<string>): string | null {
  if (url.protocol === 'http:' && !allowedHosts.has(hostKey(url))) return `The URL uses http: ${HTTPS_ONLY}.`;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `The URL uses ${url.protocol} ${HTTPS_ONLY}.`;
  if (url.username !== '' || url.password !== '') {
    return 'The URL contains a user name or password: remove them (each delivery is signed with the endpoint secret instead).';
  }
  return null;
}

export type UrlCheck = { ok: true; url: URL } | { ok: false; message: string };

/**
 * The check of a webhook URL when an endpoint is saved, with a message for the person saving it that
 * names what is wrong. Every address a hostname resolves to must be public, unless the host is in
 * allowedHosts.
 */
export async function checkWebhookUrl(
  raw: unknown,
  { allowedHosts, resolve = defaultResolve }: { allowedHosts: ReadonlySet<string>; resolve?: Resolve },
): Promise<UrlCheck> {
  if (typeof raw !== 'string') return { ok: false, message: 'The URL must be a string.' };
  if (raw.length > MAX_WEBHOOK_URL_LENGTH) {
    return { ok: false, message: `The URL is ${raw.length.toLocaleString('en')} characters long; at most ${MAX_WEBHOOK_URL_LENGTH.toLocaleString('en')} are allowed.` };
  }
  if (!URL.canParse(raw)) {
    return { ok: false, message: `${JSON.stringify(raw)} is not an absolute URL: give the full address, such as https://example.com/webhooks.` };
  }
  const url = new URL(raw);
  const broken = urlRuleBroken(url, allowedHosts);
  if (broken !== null) return { ok: false, message: broken };
  const host = hostKey(url);
  const allowed = allowedHosts.has(host);
  if (net.isIP(host) !== 0) {
    const because = allowed ? null : forbiddenBecause(host);
    return because === null ? { ok: true, url } : { ok: false, message: `The host ${host} is ${because}: ${PUBLIC_ONLY}.` };
  }
  let answers: Awaited<ReturnType<Resolve>> = [];
  try {
    answers = await resolve(host);
  } catch {
    // A failed lookup and an empty answer say the same to the person saving the URL.
  }
  if (answers.length === 0) return { ok: false, message: `The host ${host} does not resolve: no DNS address was found for it.` };
  for (const { address } of allowed ? [] : answers) {
    const because = forbiddenBecause(address);
    if (because !== null) return { ok: false, message: `The host ${host} resolves to ${address}, ${because}: ${PUBLIC_ONLY}.` };
  }
  return { ok: true, url };
}

const PUBLIC_ONLY = 'webhooks are delivered only to public internet addresses';

export type AttemptOutcome = 'delivered' | 'http_error' | 'timeout' | 'network_error' | 'refused';

export type AttemptResult = {
  outcome: AttemptOutcome;
  /** The answer's status, null when none came. */
  status: number | null;
  durationMs: number;
  /** The first EXCERPT_BYTES of the answer's body as UTF-8, never ending in a cut character. */
  excerpt: string;
  /** The raw Retry-After header of the answer. */
  retryAfter: string | null;
  /** Why the attempt failed, for the delivery log; null when the status says it all. */
  error: string | null;
};

export type DeliverOptions = {
  url: string | URL;
  body: string;
  /** Sent after content-type: application/json (the signature headers, a user agent). */
  headers: Readonly<Record<string, string>>;
  /** Bounds the whole attempt: resolving, connecting, sending and the answer. */
  timeoutMs: number;
  allowedHosts: ReadonlySet<string>;
  resolve?: Resolve;
  /** Cancels the attempt (a shutdown): it then resolves as a network_error saying so. */
  signal?: AbortSignal;
};

/**
 * POSTs a webhook once. Never rejects: every way an attempt ends is an AttemptResult. A URL that
 * breaks the rules, an IP literal that is not public (Node connects to a literal without a lookup)
 * or a hostname resolving to such an address is `refused` before any connection; redirects are not
 * followed (a 3xx is an `http_error`), and `delivered` means a 2xx.
 */
export async function deliver(options: DeliverOptions): Promise<AttemptResult> {
  const started = performance.now();
  const refuse = (error: string): AttemptResult => ({
    outcome: 'refused',
    status: null,
    durationMs: elapsedMs(started),
    excerpt: '',
    retryAfter: null,
    error,
  });
  let url: URL;
  try {
    url = new URL(options.url);
  } catch {
    return refuse('the URL is not an absolute URL');
  }
  const broken = urlRuleBroken(url, options.allowedHosts);
  if (broken !== null) return refuse(broken);
  const host = hostKey(url);
  const allowed = options.allowedHosts.has(host);
  const because = net.isIP(host) !== 0 && !allowed ? forbiddenBecause(host) : null;
  if (because !== null) return refuse(`${host} is ${because}`);
  return new Attempt(url, options, allowed, started).result;
}

function elapsedMs(started: number): number {
  return Math.round(performance.now() - started);
}

/** The error a guarded lookup fails with, so that the request's error is told apart as a refusal. */
class RefusedAddress extends Error {}

/**
 * A `lookup` for the socket that resolves with `resolve` and fails, before any connection, when the
 * host resolves to an address that is not public. The socket connects to the address given here, so
 * what was checked is what is connected to.
 */
function guardedLookup(resolve: Resolve, allowed: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    Promise.resolve()
      .then(() => resolve(hostname))
      .then(
        (answers) => {
          const forbidden = allowed ? undefined : answers.find(({ address }) => isForbiddenAddress(address));
          if (forbidden !== undefined) {
            callback(new RefusedAddress(`${hostname} resolves to ${forbidden.address}, ${forbiddenBecause(forbidden.address)}`), '');
            return;
          }
          const wanted = options.family === 4 || options.family === 'IPv4' ? 4 : options.family === 6 || options.family === 'IPv6' ? 6 : 0;
          const usable = answers.filter(({ family }) => wanted === 0 || family === wanted);
          const first = usable[0];
          if (first === undefined) callback(Object.assign(new Error(`${hostname} does not resolve`), { code: 'ENOTFOUND' }), '');
          else if (options.all) callback(null, usable);
          else callback(null, first.address, first.family);
        },
        (error: NodeJS.ErrnoException) => callback(error, ''),
      );
  };
}

/**
 * The first EXCERPT_BYTES of a body. StringDecoder holds back the bytes of a character the cut
 * splits, so the text ends on a whole character.
 */
class Excerpt {
  #chunks: Buffer[] = [];
  #bytes = 0;

  /** Adds a chunk; true once EXCERPT_BYTES are held and the rest need not be read. */
  add(chunk: Buffer): boolean {
    const room = EXCERPT_BYTES - this.#bytes;
    if (room > 0) {
      const kept = chunk.subarray(0, room);
      this.#chunks.push(kept);
      this.#bytes += kept.length;
    }
    return this.#bytes >= EXCERPT_BYTES;
  }

  text(): string {
    return new StringDecoder('utf8').write(Buffer.concat(this.#chunks));
  }
}

/** One POST: settles exactly once, on the answer's end or first EXCERPT_BYTES, an error, the timeout or a cancel. */
class Attempt {
  readonly result: Promise<AttemptResult>;
  #settle!: (result: AttemptResult) => void;
  #settled = false;
  #started: number;
  #status: number | null = null;
  #retryAfter: string | null = null;
  #excerpt = new Excerpt();
  #request: http.ClientRequest | null = null;
  #timer: NodeJS.Timeout;
  #signal: AbortSignal | undefined;
  #onAbort = () => this.#finish('network_error', 'the attempt was cancelled');

  constructor(url: URL, options: DeliverOptions, allowed: boolean, started: number) {
    this.result = new Promise((settle) => (this.#settle = settle));
    this.#started = started;
    this.#timer = setTimeout(() => this.#finish(this.#status === null ? 'timeout' : outcomeOf(this.#status), this.#timeoutError(options.timeoutMs)), options.timeoutMs);
    this.#signal = options.signal;
    if (this.#signal?.aborted) {
      this.#onAbort();
      return;
    }
    this.#signal?.addEventListener('abort', this.#onAbort, { once: true });
    try {
      this.#send(url, options, allowed);
    } catch (error) {
      // http.request throws at once on a header it cannot send.
      this.#finish('network_error', (error as Error).message);
    }
  }

  #send(url: URL, options: DeliverOptions, allowed: boolean): void {
    const transport = url.protocol === 'https:' ? https : http;
    const request = transport.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(options.body)), ...options.headers },
      lookup: guardedLookup(options.resolve ?? defaultResolve, allowed),
      // A socket of its own, closed after the answer: no pooled socket outlives the attempt, and no proxy applies.
      agent: false,
    });
    this.#request = request;
    request.on('response', (response) => this.#onResponse(response));
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error instanceof RefusedAddress) this.#finish('refused', error.message);
      else this.#finish('network_error', error.code !== undefined ? `${error.code}: ${error.message}` : error.message);
    });
    request.end(options.body);
  }

  #onResponse(response: http.IncomingMessage): void {
    const status = response.statusCode ?? 0;
    this.#status = status;
    const retryAfter = response.headers['retry-after'];
    this.#retryAfter = typeof retryAfter === 'string' ? retryAfter : null;
    const location = response.headers.location;
    const error = status >= 300 && status <= 399 && location !== undefined ? `redirected to ${location}; redirects are not followed` : null;
    response.on('data', (chunk: Buffer) => {
      if (this.#excerpt.add(chunk)) this.#finish(outcomeOf(status), error);
    });
    response.on('end', () => this.#finish(outcomeOf(status), error));
    response.on('error', () => this.#finish(outcomeOf(status), error));
  }

  #timeoutError(timeoutMs: number): string {
    return this.#status === null ? `no answer within ${timeoutMs} ms` : `the answer's body did not end within ${timeoutMs} ms`;
  }

  #finish(outcome: AttemptOutcome, error: string | null): void {
    if (this.#settled) return;
    this.#settled = true;
    clearTimeout(this.#timer);
    this.#signal?.removeEventListener('abort', this.#onAbort);
    // Stops reading and closes the socket: whatever else the receiver sends is not wanted.
    this.#request?.destroy();
    this.#settle({
      outcome,
      status: this.#status,
      durationMs: elapsedMs(this.#started),
      excerpt: this.#excerpt.text(),
      retryAfter: this.#retryAfter,
      error,
    });
  }
}

function outcomeOf(status: number): AttemptOutcome {
  return isDelivered(status) ? 'delivered' : 'http_error';
}
