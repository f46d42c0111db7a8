import type { Me } from './api-types.ts';
import { currentSession, endSession, learnMe, startSession } from './session.ts';

/** A refusal of the Platform API, with its message in words. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}

/** A failure as the pages show it: the API's refusal as it is, anything else as the service out of reach. */
export function asApiError(err: unknown): ApiError {
  return err instanceof ApiError ? err : new ApiError(0, 'The service cannot be reached.');
}

let onSignedOut: () => void = () => {};

/** What to do when the API refuses the token (expired, ended, or absent): the app returns to sign-in. */
export function whenSignedOut(handler: () => void): void {
  onSignedOut = handler;
}

interface ErrorAnswer {
  message?: unknown;
  retryAfterMs?: unknown;
}

async function errorOf(res: Response): Promise<ApiError> {
  const body = (await res.json().catch(() => ({}))) as ErrorAnswer;
  const message = typeof body.message === 'string' ? body.message : `The service answered ${res.status}`;
  return new ApiError(res.status, message, retryAfterSecondsOf(res, body));
}

/** When to try again after a 429: the exact wait in the body, or the Retry-After header. */
function retryAfterSecondsOf(res: Response, body: ErrorAnswer): number | null {
  if (res.status !== 429) return null;
  if (typeof body.retryAfterMs === 'number') return Math.max(1, Math.ceil(body.retryAfterMs / 1000));
  const header = Number(res.headers.get('retry-after'));
  return Number.isFinite(header) && header > 0 ? Math.ceil(header) : null;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A request to the Platform API with the session's token: a JSON body when given, or a `FormData` sent
 * as multipart. A refusal is an ApiError with the API's message, and a 401 ends the session. A 403 reads
 * `GET /me` again before it is thrown: the user's role may have changed since the page was drawn, and the
 * app then draws every page with the controls of the current role (session.ts). The one way the console
 * talks to the API (sign-in aside); the helpers below read its answer as JSON or as a file.
 */
async function request(method: Method, path: string, body?: unknown): Promise<Response> {
  const session = currentSession();
  if (!session) {
    onSignedOut();
    throw new ApiError(401, 'Sign in to continue');
  }
  const headers: Record<string, string> = { authorization: `Bearer ${session.token}`, accept: 'application/json' };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let res: Response;
  try {
    res = await fetch(path, { method, headers, ...(payload === undefined ? {} : { body: payload }) });
  } catch {
    throw new ApiError(0, 'The service cannot be reached. Check your connection and try again.');
  }
  if (res.status === 401) {
    endSession();
    onSignedOut();
    throw await errorOf(res);
  }
  if (res.status === 403 && path !== '/me') {
    const error = await errorOf(res);
    await readMe();
    throw error;
  }
  if (!res.ok) throw await errorOf(res);
  return res;
}

let reading: Promise<void> | null = null;

/**
 * `GET /me`, learnt by the session (the user's name, current role and environment's currency). Reads at
 * once share one request. A failure leaves what the session knew (the token's role, pounds): the pages
 * still work, and the API still decides.
 */
export function readMe(): Promise<void> {
  reading ??= send<Me>('GET', '/me')
    .then(learnMe, () => {})
    .finally(() => {
      reading = null;
    });
  return reading;
}

/** A request (see `request`) whose answer is JSON. */
export async function send<T>(method: Method, path: string, body?: unknown): Promise<T> {
  return (await (await request(method, path, body)).json()) as T;
}

export const get = <T>(path: string): Promise<T> => send<T>('GET', path);
export const post = <T>(path: string, body?: unknown): Promise<T> => send<T>('POST', path, body);
export const patch = <T>(path: string, body: unknown): Promise<T> => send<T>('PATCH', path, body);
export const put = <T>(path: string, body: unknown): Promise<T> => send<T>('PUT', path, body);
/** A DELETE, whose answer (204) has no body. */
export const remove = async (path: string): Promise<void> => void (await request('DELETE', path));
/** A multipart POST (an upload), its JSON answer. */
export const postForm = <T>(path: string, form: FormData): Promise<T> => send<T>('POST', path, form);

/** A file of the API (a PDF) as a Blob: the route needs the bearer token, so a plain link cannot fetch it. */
export async function getBlob(path: string): Promise<Blob> {
  return (await request('GET', path)).blob();
}

/** `POST /auth/token`; the session starts on success. Failures are in words a user reads. */
export async function signIn(email: string, password: string): Promise<void> {
  let res: Response;
  try {
    res = await fetch('/auth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email, password }),
    });
  } catch {
    throw new ApiError(0, 'The service cannot be reached. Check your connection and try again.');
  }
  if (res.ok) {
    const { access_token } = (await res.json()) as { access_token: string };
    startSession(access_token, email);
    await readMe();
    return;
  }
  const error = await errorOf(res);
  if (res.status === 401) throw new ApiError(401, 'Email or password is not right');
  if (res.status === 429) {
    const wait = error.retryAfterSeconds;
    throw new ApiError(429, `Too many sign-in attempts. Try again ${wait === null ? 'later' : `in ${waitInWords(wait)}`}.`, wait);
  }
  if (res.status === 400) throw new ApiError(400, 'Enter an email address and a password.');
  throw error;
}

export function waitInWords(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
