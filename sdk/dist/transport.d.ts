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
    retry?: {
        retries?: number;
        baseDelayMs?: number;
        maxDelayMs?: number;
    };
    /** Throttle 429s (of any method: a throttled request was not carried out): retries, and the longest single wait (ms). */
    throttle?: {
        retries?: number;
        maxWaitMs?: number;
    };
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
export declare class Transport {
    private readonly options;
    constructor(options: ClientOptions);
    /**
     * Sends a request and gives its parsed answer: a file (`binary`) a Blob, JSON parsed, text as a string,
     * anything else a Blob, no body undefined. Throws ApiError (and its kinds) for a status of 400 or more.
     */
    send(request: Request, call?: CallOptions): Promise<unknown>;
    private attempt;
    private fetchOnce;
}
