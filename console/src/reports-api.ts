import { ApiError } from './api.ts';
import { currentPlace, go, signInHref } from './route.ts';
import { currentSession, endSession } from './session.ts';

/** The document studio's writes and its PDF, which `api.ts`'s JSON `get` does not cover. */

function token(): string {
  const session = currentSession();
  if (!session) {
    go(signInHref(currentPlace()));
    throw new ApiError(401, 'Sign in to continue');
  }
  return session.token;
}

async function send(path: string, init: RequestInit): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(path, init);
  } catch {
    throw new ApiError(0, 'The service cannot be reached. Check your connection and try again.');
  }
  if (res.status === 401) {
    endSession();
    go(signInHref(currentPlace()));
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: unknown };
    throw new ApiError(res.status, typeof body.message === 'string' ? body.message : `The service answered ${res.status}`);
  }
  return res;
}

export async function postJson<T>(path: string, body: unknown): Promise<T> {
  const res = await send(path, {
    method: 'POST',
    headers: { authorization: `Bearer ${token()}`, accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as T;
}

/** A file of the API (a PDF) as a Blob: the route needs the bearer token, so a plain link cannot fetch it. */
export async function getBlob(path: string): Promise<Blob> {
  const res = await send(path, { headers: { authorization: `Bearer ${token()}` } });
  return res.blob();
}
