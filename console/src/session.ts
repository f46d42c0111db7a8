/**
 * The signed-in user's bearer token, kept in this tab's sessionStorage only (never a cookie): it goes
 * with the tab, and the API trusts no cookie.
 */
const TOKEN = 'pca.token';
const EMAIL = 'pca.email';

export interface Session {
  token: string;
  email: string;
  role: string | null;
}

export function currentSession(): Session | null {
  const token = sessionStorage.getItem(TOKEN);
  if (!token) return null;
  return { token, email: sessionStorage.getItem(EMAIL) ?? '', role: roleOf(token) };
}

export function startSession(token: string, email: string): void {
  sessionStorage.setItem(TOKEN, token);
  sessionStorage.setItem(EMAIL, email);
}

export function endSession(): void {
  sessionStorage.removeItem(TOKEN);
  sessionStorage.removeItem(EMAIL);
}

/**
 * Whether the signed-in user's role may write (an ADMIN or a MEMBER; a VIEWER reads only), to show the
 * forms. The API still decides: it refuses a MEMBER a project not assigned to them.
 */
export function mayWrite(): boolean {
  const role = currentSession()?.role;
  return role === 'ADMIN' || role === 'MEMBER';
}

/** The role the token was issued with, to label the header (the API decides what the user may do). */
function roleOf(token: string): string | null {
  try {
    const payload = token.split('.')[1] ?? '';
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { role?: unknown };
    return typeof claims.role === 'string' ? claims.role : null;
  } catch {
    return null;
  }
}
