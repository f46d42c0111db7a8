import type { Me } from './api-types.ts';
import { setCurrency } from './format.ts';

/**
 * The signed-in user's bearer token, kept in this tab's sessionStorage only (never a cookie): it goes
 * with the tab, and the API trusts no cookie. Beside it, what `GET /me` said (the user's name, their
 * CURRENT role and the environment's currency), learnt after sign-in, when a page opens with a stored
 * token and after any 403; the token's `role` claim is only what the role was at sign-in.
 */
const TOKEN = 'pca.token';
const EMAIL = 'pca.email';
const ME = 'pca.me';

export interface Session {
  token: string;
  email: string;
  /** The user's name from `GET /me`; null until it is known. */
  name: string | null;
  /** The current role from `GET /me`; the token's claim until that is known. */
  role: string | null;
}

/** What the app hears when the session changes (a new role, a currency), to render again. */
type Listener = () => void;
const listeners = new Set<Listener>();

let me: Me | null = readMe();
if (me) setCurrency(me.environment.currency);

/** A role the app has just learnt differs from the one it showed: said once on the page. */
export interface RoleChange {
  from: string | null;
  to: string;
}
let roleChange: RoleChange | null = null;

function readMe(): Me | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(ME) ?? 'null') as Me | null;
    return stored && typeof stored.user?.role === 'string' && typeof stored.environment?.currency === 'string' ? stored : null;
  } catch {
    return null;
  }
}

export function currentSession(): Session | null {
  const token = sessionStorage.getItem(TOKEN);
  if (!token) return null;
  return {
    token,
    email: me?.user.email ?? sessionStorage.getItem(EMAIL) ?? '',
    name: me?.user.name ?? null,
    role: me?.user.role ?? roleOf(token),
  };
}

/** Whether `GET /me` has been read for this session (or kept from this tab's earlier read). */
export const knowsMe = (): boolean => me !== null;

export function startSession(token: string, email: string): void {
  sessionStorage.setItem(TOKEN, token);
  sessionStorage.setItem(EMAIL, email);
  forgetMe();
}

export function endSession(): void {
  sessionStorage.removeItem(TOKEN);
  sessionStorage.removeItem(EMAIL);
  forgetMe();
  changed();
}

function forgetMe(): void {
  sessionStorage.removeItem(ME);
  me = null;
  roleChange = null;
}

/**
 * What `GET /me` answered: kept for the tab, money from now on in the environment's currency, and a role
 * other than the one the page showed remembered as a change to say. The app renders again when anything
 * it shows changed.
 */
export function learnMe(answer: Me): void {
  const before = currentSession();
  const previous = me;
  me = answer;
  sessionStorage.setItem(ME, JSON.stringify(answer));
  const currency = setCurrency(answer.environment.currency);
  if (before?.role && before.role !== answer.user.role) roleChange = { from: before.role, to: answer.user.role };
  if (currency || before?.role !== answer.user.role || previous?.user.name !== answer.user.name) changed();
}

/** The role change the page has not said yet, if any. */
export const pendingRoleChange = (): RoleChange | null => roleChange;

/** The role change has been said (the user moved to another page). */
export function roleChangeSaid(): void {
  if (roleChange === null) return;
  roleChange = null;
  changed();
}

/** Calls `listener` whenever the session changes; the function it returns stops that. */
export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changed(): void {
  for (const listener of listeners) listener();
}

/**
 * Whether the signed-in user's CURRENT role may write (an ADMIN or a MEMBER; a VIEWER reads only), to show
 * the forms. The API still decides: it refuses a MEMBER a project not assigned to them.
 */
export function mayWrite(): boolean {
  const role = currentSession()?.role;
  return role === 'ADMIN' || role === 'MEMBER';
}

/** Whether the signed-in user is an ADMIN now, for the controls only an ADMIN is offered (the API decides again). */
export function isAdmin(): boolean {
  return currentSession()?.role === 'ADMIN';
}

/** The role the token was issued with, until `GET /me` says the current one. */
function roleOf(token: string): string | null {
  try {
    const payload = token.split('.')[1] ?? '';
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { role?: unknown };
    return typeof claims.role === 'string' ? claims.role : null;
  } catch {
    return null;
  }
}
