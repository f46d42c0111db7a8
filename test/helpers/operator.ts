import path from 'node:path';
import type { Listener } from '../../src/http/listener.ts';
import type { TestApp } from './app.ts';
import { type NodeChild, ROOT, runNode, startNode } from './processes.ts';

/**
 * The operator, three ways: the admin API injected into a test's listener, over HTTP to a running
 * service, and through the admin CLI (`npm run admin`).
 */

/** Requests to the admin API with the operator token; `listener` when the test's own is not the admin one. */
export function asOperator(t: Pick<TestApp, 'app' | 'operatorToken'>, listener: Listener = t.app) {
  const headers = { authorization: `Bearer ${t.operatorToken}` };
  const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    listener.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  return {
    send,
    get: (url: string) => send('GET', url),
    post: (url: string, payload?: object) => send('POST', url, payload ?? {}),
    patch: (url: string, payload: object) => send('PATCH', url, payload),
    delete: (url: string) => send('DELETE', url),
  };
}

/** A call of a running service's admin API as the operator; its JSON answer (a status of 300 or more throws). */
export async function callOperator<T>(service: { adminUrl: string; operatorToken: string }, method: string, route: string, body?: unknown): Promise<T> {
  const res = await fetch(`${service.adminUrl}${route}`, {
    method,
    headers: { authorization: `Bearer ${service.operatorToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${route}: ${res.status} ${text.slice(0, 400)}`);
  return JSON.parse(text) as T;
}

/** The admin CLI's entry point (`npm run admin`). */
export const CLI = path.join(ROOT, 'src', 'cli', 'admin.ts');

/** `npm run admin -- <args> --url <adminUrl> --token <operatorToken>`: its exit code, and its stdout (stderr when it failed). */
export async function operatorCli(service: { adminUrl: string; operatorToken: string }, ...args: string[]): Promise<{ code: number | null; out: string }> {
  const run = await runNode('the admin CLI', [CLI, ...args, '--url', service.adminUrl, '--token', service.operatorToken]);
  return { code: run.code, out: run.code === 0 ? run.stdout : run.stderr };
}

/** `npm run admin -- <args>` as an operator's shell runs it: no --url or --token, the service's variables in `env`. */
export async function operatorCliWith(env: Record<string, string>, ...args: string[]): Promise<{ code: number | null; out: string }> {
  const run = await runNode('the admin CLI', [CLI, ...args], env);
  return { code: run.code, out: run.code === 0 ? run.stdout : run.stderr };
}

/**
 * The admin CLI's commands that work on the installation's storage itself (`uploads:migrate`), started
 * with `env` as the service's environment; the test watches, waits for or kills it.
 */
export function storageCli(env: Record<string, string>, ...args: string[]): NodeChild {
  return startNode('the admin CLI', [CLI, ...args], env);
}
