import { ApiError as Refusal, createPlatformClient, NetworkError, platformOperations, type PlatformClient, ThrottledError, TimeoutError } from '../../sdk/src/index.ts';
import { currentSession, endSession, learnMe, startSession } from './session.ts';

/** A refusal of the Platform API, with its message in words (status 0: no answer came). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}

const UNREACHABLE = 'The service cannot be reached. Check your connection and try again.';

/** A failure as the pages show it: the API's refusal as it is, anything else as the service out of reach. */
export function asApiError(err: unknown): ApiError {
  return err instanceof ApiError ? err : new ApiError(0, 'The service cannot be reached.');
}

let onSignedOut: () => void = () => {};

/** What to do when the API refuses the token (expired, ended, or absent): the app returns to sign-in. */
export function whenSignedOut(handler: () => void): void {
  onSignedOut = handler;
}

/**
 * The console's one client of the Platform API: the SDK's (sdk/src), with the session's token when
 * there is one (sign-in is sent without). A GET that meets a network failure or a gateway's 502, 503 or
 * 504 is sent again twice, soon (within a second or so), so that a page rides over a blip without the
 * user waiting long for a failure to be said. A throttle 429 is not waited out: the page says the
 * refusal (with `retryAfterSeconds`) at once rather than sitting in a loading state for as long as the
 * throttle asks, and the user decides when to try again. Writes are never sent again (the SDK's rule).
 */
const sdk = createPlatformClient({
  baseUrl: location.origin,
  headers: (): Record<string, string> => {
    const session = currentSession();
    return session ? { authorization: `Bearer ${session.token}` } : {};
  },
  retry: { retries: 2, baseDelayMs: 200, maxDelayMs: 1_000 },
  throttle: { retries: 0 },
});

type Operation = keyof PlatformClient;
type Call = (...args: unknown[]) => Promise<unknown>;
type Walk = (...args: unknown[]) => { pages(): AsyncIterable<unknown> } & AsyncIterable<unknown>;

/** Without a session no call is sent: the app returns to sign-in. */
function signedIn(id: Operation): void {
  if (id === 'signIn' || currentSession()) return;
  onSignedOut();
  throw new ApiError(401, 'Sign in to continue');
}

/**
 * A call of operation `id` with the session's token (and its `.all()` on a paged list). A refusal is an
 * ApiError with the API's message, and a 401 ends the session. A 403 reads `GET /me` again before it is
 * thrown: the user's role may have changed since the page was drawn, and the app then draws every page
 * with the controls of the current role (session.ts). Sign-in is the session's start, so neither
 * applies to it.
 */
function guarded(id: Operation): Call {
  const method = sdk[id] as unknown as Call & { all?: Walk };
  const call: Call = async (...args) => {
    signedIn(id);
    try {
      return await method(...args);
    } catch (err) {
      throw await inWords(id, err);
    }
  };
  const walk = method.all;
  if (!walk) return call;
  async function* each(items: AsyncIterable<unknown>): AsyncGenerator<unknown> {
    signedIn(id);
    try {
      yield* items;
    } catch (err) {
      throw await inWords(id, err);
    }
  }
  const all = (...args: unknown[]) => ({ pages: () => each(walk(...args).pages()), [Symbol.asyncIterator]: () => each(walk(...args)) });
  return Object.assign(call, { all });
}

/** What a call's failure is to the pages: the API's refusal (a 401 and a 403 acted on first), or no answer. */
async function inWords(id: Operation, err: unknown): Promise<unknown> {
  if (err instanceof NetworkError || err instanceof TimeoutError) return new ApiError(0, UNREACHABLE);
  if (!(err instanceof Refusal)) return err;
  if (err.status === 401 && id !== 'signIn') {
    endSession();
    onSignedOut();
  }
  if (err.status === 403 && id !== 'getMe' && id !== 'signIn') await readMe();
  const said = typeof (err.body as { message?: unknown } | null)?.message === 'string';
  return new ApiError(err.status, said ? err.message : `The service answered ${err.status}`, retryAfterSecondsOf(err));
}

/** When to try again after a throttle 429: the exact wait the API asked for (its `retryAfterMs`, else its Retry-After), in whole seconds. */
function retryAfterSecondsOf(err: Refusal): number | null {
  return err instanceof ThrottledError ? Math.max(1, Math.ceil(err.retryAfterMs / 1000)) : null;
}

/**
 * The Platform API as the pages call it: the SDK's methods by operationId (`api.getProject({ path: { id } })`,
 * `api.listProjectInterimReports.all(…)`), typed by the API's document, each through `guarded`.
 */
export const api = Object.fromEntries(Object.keys(platformOperations).map((id) => [id, guarded(id as Operation)])) as unknown as PlatformClient;

let reading: Promise<void> | null = null;

/**
 * `GET /me`, learnt by the session (the user's name, current role and environment's currency). Reads at
 * once share one request. A failure leaves what the session knew (the token's role, pounds): the pages
 * still work, and the API still decides.
 */
export function readMe(): Promise<void> {
  reading ??= api
    .getMe()
    .then(learnMe, () => {})
    .finally(() => {
      reading = null;
    });
  return reading;
}

/** `POST /auth/token`; the session starts on success. Failures are in words a user reads. */
export async function signIn(email: string, password: string): Promise<void> {
  let token: string;
  try {
    ({ access_token: token } = await api.signIn({ body: { email, password } }));
  } catch (err) {
    throw signInRefusal(err);
  }
  startSession(token, email);
  await readMe();
}

function signInRefusal(err: unknown): unknown {
  if (!(err instanceof ApiError)) return err;
  if (err.status === 401) return new ApiError(401, 'Email or password is not right');
  if (err.status === 429) {
    const wait = err.retryAfterSeconds;
    return new ApiError(429, `Too many sign-in attempts. Try again ${wait === null ? 'later' : `in ${waitInWords(wait)}`}.`, wait);
  }
  if (err.status === 400) return new ApiError(400, 'Enter an email address and a password.');
  return err;
}

export function waitInWords(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

