import { ApiError, type ErrorBody, NetworkError, QuotaExceededError, ThrottledError, TimeoutError } from './errors.ts';

/** How a client reaches its API; every member but `baseUrl` has a default. */
export interface ClientOptions {
  /** The listener's origin (and any path prefix), e.g. `https://data.example.com`. */
  baseUrl: string;
  /** Headers for every request, or a function giving them (for a token that is renewed). */
  headers?: Record<string, string> | (() => Record<string, string> | Promise<Record<string, string>>);
  /** The fetch to use (globalThis.fetch by default). */
  fetch?: typeof fetch;
  /** The longest a call may take, retries and waits included (ms); none by default. */
  timeoutMs?: number;
  /** GETs after a network error or a 502, 503 or 504: attempts after the first, and the backoff (ms). */
  retry?: { retries?: number; baseDelayMs?: number; maxDelayMs?: number };
  /** Throttle 429s (of any method: a throttled request was not carried out): retries, and the longest single wait (ms). */
  throttle?: { retries?: number; maxWaitMs?: number };
}

/** Per call: cancellation, a timeout and extra headers. */
export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  headers?: Record<string, string>;
}

export interface Request {
  method: string;
  path: string;
  query?: Record<string, unknown>;
  body?: unknown;
  /** The answer is a file, read as a Blob whatever its media type. */
  binary?: boolean;
}

const RETRIED_STATUSES = new Set([502, 503, 504]);
/** Methods that change nothing, which may be sent again when no answer came or a gateway failed. */
const SAFE_METHODS = new Set(['GET', 'HEAD']);

/** Waits `ms`, or rejects with the signal's reason when it aborts first. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** `ms` plus up to a fifth more, at random: clients throttled together do not come back together. */
const jitter = (ms: number) => ms + Math.random() * ms * 0.2;

function urlOf(baseUrl: string, path: string, query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const one of Array.isArray(value) ? value : [value]) search.append(name, String(one));
  }
  const text = search.toString();
  return `${baseUrl.replace(/\/+$/, '')}${path}${text ? `?${text}` : ''}`;
}

/**
 * Where a JSON body holds a number that is not finite (`facility[0].amount`), or null. JSON has no form
 * for NaN or ±Infinity: JSON.stringify writes null, which a nullable member would take as "no value".
 */
function nonFiniteAt(value: unknown, at = '', seen = new Set<object>()): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : at || 'body';
  // Each object once: a cycle is JSON.stringify's to refuse.
  if (typeof value !== 'object' || value === null || seen.has(value)) return null;
  seen.add(value);
  for (const [key, member] of Object.entries(value)) {
    const found = nonFiniteAt(member, Array.isArray(value) ? `${at}[${key}]` : at ? `${at}.${key}` : key, seen);
    if (found) return found;
  }
  return null;
}

async function bodyOf(res: Response, binary: boolean): Promise<unknown> {
  if (res.status === 204 || res.status === 304) return undefined;
  if (binary) return res.blob();
  const type = res.headers.get('content-type') ?? '';
  if (/^application\/(.+\+)?json/.test(type)) return res.json();
  if (type.startsWith('text/')) return res.text();
  return res.blob();
}

async function errorBodyOf(res: Response): Promise<unknown> {
  const text = await res.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The wait a throttle 429 asks for (ms): `retryAfterMs`, else `Retry-After` (seconds); null for a quota 429. */
function throttleWait(body: ErrorBody, res: Response): number | null {
  if (typeof body.resetsAt === 'string') return null;
  if (typeof body.retryAfterMs === 'number') return body.retryAfterMs;
  const header = Number(res.headers.get('retry-after'));
  return res.headers.has('retry-after') && Number.isFinite(header) ? header * 1000 : null;
}

export class Transport {
  private readonly options: ClientOptions;

  constructor(options: ClientOptions) {
    this.options = options;
  }

  /**
   * Sends a request and gives its parsed answer: a file (`binary`) a Blob, JSON parsed, text as a string,
   * anything else a Blob, no body undefined. Throws ApiError (and its kinds) for a status of 400 or more.
   */
  async send(request: Request, call: CallOptions = {}): Promise<unknown> {
    const nonFinite = request.body instanceof FormData || request.body instanceof Blob ? null : nonFiniteAt(request.body);
    if (nonFinite) throw new TypeError(`${request.method} ${request.path}: ${nonFinite} must be a finite number (JSON has no form for NaN or Infinity); nothing was sent`);
    const timeoutMs = call.timeoutMs ?? this.options.timeoutMs;
    const timeout = timeoutMs === undefined ? null : AbortSignal.timeout(timeoutMs);
    const signals = [call.signal, timeout].filter((s): s is AbortSignal => s != null);
    const signal = signals.length > 0 ? AbortSignal.any(signals) : new AbortController().signal;
    try {
      return await this.attempt(request, call, signal);
    } catch (err) {
      if (timeout?.aborted && !call.signal?.aborted) throw new TimeoutError(`${request.method} ${request.path} took longer than ${timeoutMs} ms`, { cause: err });
      throw err;
    }
  }

  private async attempt(request: Request, call: CallOptions, signal: AbortSignal): Promise<unknown> {
    const { retries = 3, baseDelayMs = 200, maxDelayMs = 5_000 } = this.options.retry ?? {};
    const { retries: throttleRetries = 10, maxWaitMs = 60_000 } = this.options.throttle ?? {};
    const safe = SAFE_METHODS.has(request.method);
    let failures = 0;
    let throttled = 0;
    const backoff = () => sleep(Math.min(maxDelayMs, baseDelayMs * 2 ** failures++) * (0.5 + Math.random() / 2), signal);
    for (;;) {
      let res: Response;
      try {
        res = await this.fetchOnce(request, call, signal);
      } catch (err) {
        if (signal.aborted) throw signal.reason;
        if (!safe || failures >= retries) throw new NetworkError(`${request.method} ${request.path}: ${(err as Error).message}`, { cause: err });
        await backoff();
        continue;
      }
      if (res.ok || res.status === 304) return bodyOf(res, request.binary === true);
      const requestId = res.headers.get('x-request-id');
      if (res.status === 429) {
        const body = (await errorBodyOf(res)) as ErrorBody;
        const wait = throttleWait(typeof body === 'object' && body ? body : {}, res);
        if (wait === null) throw new QuotaExceededError(body, requestId);
        if (throttled++ >= throttleRetries) throw new ThrottledError(body, requestId, wait);
        await sleep(jitter(Math.min(wait, maxWaitMs)), signal);
        continue;
      }
      if (safe && RETRIED_STATUSES.has(res.status) && failures < retries) {
        await res.body?.cancel();
        await backoff();
        continue;
      }
      throw new ApiError(res.status, await errorBodyOf(res), requestId, res.statusText || `HTTP ${res.status}`);
    }
  }

  private async fetchOnce(request: Request, call: CallOptions, signal: AbortSignal): Promise<Response> {
    const given = this.options.headers;
    const headers: Record<string, string> = { ...(typeof given === 'function' ? await given() : given), ...call.headers };
    let body: BodyInit | undefined;
    if (request.body instanceof FormData || request.body instanceof Blob) body = request.body;
    else if (request.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.body);
    }
    const doFetch = this.options.fetch ?? globalThis.fetch;
    return doFetch(urlOf(this.options.baseUrl, request.path, request.query), { method: request.method, headers, body, signal });
  }
}
