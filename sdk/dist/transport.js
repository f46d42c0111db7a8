import { ApiError, NetworkError, QuotaExceededError, ThrottledError, TimeoutError } from "./errors.js";
const RETRIED_STATUSES = new Set([502, 503, 504]);
/** Methods that change nothing, which may be sent again when no answer came or a gateway failed. */
const SAFE_METHODS = new Set(['GET', 'HEAD']);
/** Waits `ms`, or rejects with the signal's reason when it aborts first. */
function sleep(ms, signal) {
    return new Promise((resolve, reject) => {
        if (signal.aborted)
            return reject(signal.reason);
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
const jitter = (ms) => ms + Math.random() * ms * 0.2;
function urlOf(baseUrl, path, query) {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query ?? {})) {
        if (value === undefined || value === null)
            continue;
        for (const one of Array.isArray(value) ? value : [value])
            search.append(name, String(one));
    }
    const text = search.toString();
    return `${baseUrl.replace(/\/+$/, '')}${path}${text ? `?${text}` : ''}`;
}
/**
 * Where a JSON body holds a number that is not finite (`facility[0].amount`), or null. JSON has no form
 * for NaN or ±Infinity: JSON.stringify writes null, which a nullable member would take as "no value".
 */
function nonFiniteAt(value, at = '', seen = new Set()) {
    if (typeof value === 'number')
        return Number.isFinite(value) ? null : at || 'body';
    // Each object once: a cycle is JSON.stringify's to refuse.
    if (typeof value !== 'object' || value === null || seen.has(value))
        return null;
    seen.add(value);
    for (const [key, member] of Object.entries(value)) {
        const found = nonFiniteAt(member, Array.isArray(value) ? `${at}[${key}]` : at ? `${at}.${key}` : key, seen);
        if (found)
            return found;
    }
    return null;
}
async function bodyOf(res, binary) {
    if (res.status === 204 || res.status === 304)
        return undefined;
    if (binary)
        return res.blob();
    const type = res.headers.get('content-type') ?? '';
    if (/^application\/(.+\+)?json/.test(type))
        return res.json();
    if (type.startsWith('text/'))
        return res.text();
    return res.blob();
}
async function errorBodyOf(res) {
    const text = await res.text();
    try {
        return JSON.parse(text);
    }
    catch {
        return text;
    }
}
/** The wait a throttle 429 asks for (ms): `retryAfterMs`, else `Retry-After` (seconds); null for a quota 429. */
function throttleWait(body, res) {
    if (typeof body.resetsAt === 'string')
        return null;
    if (typeof body.retryAfterMs === 'number')
        return body.retryAfterMs;
    const header = Number(res.headers.get('retry-after'));
    return res.headers.has('retry-after') && Number.isFinite(header) ? header * 1000 : null;
}
export class Transport {
    options;
    constructor(options) {
        this.options = options;
    }
    /**
     * Sends a request and gives its parsed answer: a file (`binary`) a Blob, JSON parsed, text as a string,
     * anything else a Blob, no body undefined. Throws ApiError (and its kinds) for a status of 400 or more.
     */
    async send(request, call = {}) {
        const nonFinite = request.body instanceof FormData || request.body instanceof Blob ? null : nonFiniteAt(request.body);
        if (nonFinite)
            throw new TypeError(`${request.method} ${request.path}: ${nonFinite} must be a finite number (JSON has no form for NaN or Infinity); nothing was sent`);
        const timeoutMs = call.timeoutMs ?? this.options.timeoutMs;
        const timeout = timeoutMs === undefined ? null : AbortSignal.timeout(timeoutMs);
        const signals = [call.signal, timeout].filter((s) => s != null);
        const signal = signals.length > 0 ? AbortSignal.any(signals) : new AbortController().signal;
        try {
            return await this.attempt(request, call, signal);
        }
        catch (err) {
            if (timeout?.aborted && !call.signal?.aborted)
                throw new TimeoutError(`${request.method} ${request.path} took longer than ${timeoutMs} ms`, { cause: err });
            throw err;
        }
    }
    async attempt(request, call, signal) {
        const { retries = 3, baseDelayMs = 200, maxDelayMs = 5_000 } = this.options.retry ?? {};
        const { retries: throttleRetries = 10, maxWaitMs = 60_000 } = this.options.throttle ?? {};
        const safe = SAFE_METHODS.has(request.method);
        let failures = 0;
        let throttled = 0;
        const backoff = () => sleep(Math.min(maxDelayMs, baseDelayMs * 2 ** failures++) * (0.5 + Math.random() / 2), signal);
        for (;;) {
            let res;
            try {
                res = await this.fetchOnce(request, call, signal);
            }
            catch (err) {
                if (signal.aborted)
                    throw signal.reason;
                if (!safe || failures >= retries)
                    throw new NetworkError(`${request.method} ${request.path}: ${err.message}`, { cause: err });
                await backoff();
                continue;
            }
            if (res.ok || res.status === 304)
                return bodyOf(res, request.binary === true);
            const requestId = res.headers.get('x-request-id');
            if (res.status === 429) {
                const body = (await errorBodyOf(res));
                const wait = throttleWait(typeof body === 'object' && body ? body : {}, res);
                if (wait === null)
                    throw new QuotaExceededError(body, requestId);
                if (throttled++ >= throttleRetries)
                    throw new ThrottledError(body, requestId, wait);
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
    async fetchOnce(request, call, signal) {
        const given = this.options.headers;
        const headers = { ...(typeof given === 'function' ? await given() : given), ...call.headers };
        let body;
        if (request.body instanceof FormData || request.body instanceof Blob)
            body = request.body;
        else if (request.body !== undefined) {
            headers['content-type'] = 'application/json';
            body = JSON.stringify(request.body);
        }
        const doFetch = this.options.fetch ?? globalThis.fetch;
        return doFetch(urlOf(this.options.baseUrl, request.path, request.query), { method: request.method, headers, body, signal });
    }
}
