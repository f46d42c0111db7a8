import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import type { WebhookEvent } from '../../src/domain/webhooks/events.ts';
import { json, type TestApp } from './app.ts';
import { assertDocumented, type openApiOf } from './openapi.ts';
import type { SignedIn } from './platform.ts';

// The webhook routes of the Platform API (D-61) as an ADMIN calls them, every answer checked against the
// OpenAPI document: test/webhooks/*.test.ts.

type Doc = Awaited<ReturnType<typeof openApiOf>>;

/** An endpoint as GET /webhooks/{id} shows it. */
export interface Hook {
  id: number;
  url: string;
  events: WebhookEvent[];
  description: string | null;
  enabled: boolean;
  disabled_reason: 'GONE' | 'FAILING_3_DAYS' | 'DISABLED_BY_ADMIN' | null;
  disabled_at: string | null;
  failing_since: string | null;
  previous_secret_expires_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface Attempt {
  attempted_at: string;
  duration_ms: number;
  status: number | null;
  outcome: 'delivered' | 'http_error' | 'timeout' | 'network_error' | 'refused';
  response_excerpt: string;
  error: string | null;
}

export interface Delivery {
  id: number;
  webhook_id: string;
  type: WebhookEvent;
  project_id: number;
  payload: { type: WebhookEvent; timestamp: string; data: { environment_id: number; project_id: number; id: number } };
  state: 'PENDING' | 'DELIVERED' | 'FAILED';
  created_at: string;
  next_attempt_at: string | null;
  delivered_at: string | null;
  attempts: Attempt[];
}

/** The documented path of a webhook route's URL: `/webhooks/7/deliveries/9/retry` is `/webhooks/{id}/deliveries/{deliveryId}/retry`. */
export function documentedPath(url: string): string {
  return url
    .split('?')[0]!
    .replace(/^\/webhooks\/[^/]+/, '/webhooks/{id}')
    .replace(/\/deliveries\/[^/]+/, '/deliveries/{deliveryId}');
}

/** The webhook routes as `user`, each answer asserted to be documented (status and shape). */
export function webhooksAs(t: TestApp, doc: Doc, user: SignedIn) {
  const send = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown): Promise<LightMyRequestResponse> => {
    const res = await t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${user.token}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    assertDocumented(doc, method, documentedPath(url), res);
    return res;
  };
  /** The answer's body after asserting its status. */
  const expect = <T>(status: number) => (res: LightMyRequestResponse): T => {
    assert.equal(res.statusCode, status, res.body);
    return json<T>(res);
  };
  return {
    send,
    create: async (body: { url: string; events: readonly string[]; description?: string | null }) =>
      expect<Hook & { secret: string }>(201)(await send('POST', '/webhooks', body)),
    list: async () => expect<{ items: Hook[] }>(200)(await send('GET', '/webhooks')).items,
    get: async (id: number) => expect<Hook>(200)(await send('GET', `/webhooks/${id}`)),
    patch: async (id: number, body: Record<string, unknown>) => expect<Hook>(200)(await send('PATCH', `/webhooks/${id}`, body)),
    remove: async (id: number) => assert.equal((await send('DELETE', `/webhooks/${id}`)).statusCode, 204),
    rotate: async (id: number) => expect<Hook & { secret: string }>(200)(await send('POST', `/webhooks/${id}/rotate-secret`)),
    deliveries: async (id: number, query = '') => expect<{ items: Delivery[] }>(200)(await send('GET', `/webhooks/${id}/deliveries${query}`)).items,
    retry: (id: number, deliveryId: number) => send('POST', `/webhooks/${id}/deliveries/${deliveryId}/retry`),
  };
}
export type WebhooksAs = ReturnType<typeof webhooksAs>;
