import { buildClient, type Client } from './client.ts';
import type { operations as AdminOperations } from './generated/admin.ts';
import type { operations as DataOperations } from './generated/data.ts';
import { adminOperations, dataOperations, platformOperations } from './generated/operations.ts';
import type { operations as PlatformOperations } from './generated/platform.ts';
import type { ClientOptions } from './transport.ts';

export type { Args, ItemOf, Paginated, Result } from './client.ts';
export { ApiError, NetworkError, QuotaExceededError, ThrottledError, TimeoutError, type ErrorBody } from './errors.ts';
export { adminOperations, dataOperations, platformOperations } from './generated/operations.ts';
export type { CallOptions, ClientOptions } from './transport.ts';
export type * as admin from './generated/admin.ts';
export type * as data from './generated/data.ts';
export type * as platform from './generated/platform.ts';

export type PlatformClient = Client<PlatformOperations, typeof platformOperations>;
export type DataClient = Client<DataOperations, typeof dataOperations>;
export type AdminClient = Client<AdminOperations, typeof adminOperations>;

type WithCredential<K extends string> = Omit<ClientOptions, 'headers'> & { [key in K]?: string | (() => string | Promise<string>) } & Pick<ClientOptions, 'headers'>;

async function valueOf(credential: string | (() => string | Promise<string>)): Promise<string> {
  return typeof credential === 'function' ? credential() : credential;
}

function withHeader(options: ClientOptions, name: string, value: (() => Promise<string>) | null): ClientOptions {
  if (!value) return options;
  const given = options.headers;
  return {
    ...options,
    headers: async () => ({ ...(typeof given === 'function' ? await given() : given), [name]: await value() }),
  };
}

/** The Platform API, with a bearer token (POST /auth/token's `token`), or a function giving the current one. */
export function createPlatformClient(options: WithCredential<'token'>): PlatformClient {
  const { token, ...rest } = options;
  return buildClient(platformOperations, withHeader(rest, 'authorization', token ? async () => `Bearer ${await valueOf(token)}` : null));
}

/** The Data API, with a Data API key (sent as `x-api-key`). */
export function createDataClient(options: WithCredential<'apiKey'>): DataClient {
  const { apiKey, ...rest } = options;
  return buildClient(dataOperations, withHeader(rest, 'x-api-key', apiKey ? () => valueOf(apiKey) : null));
}

/** The admin (operator) API, with the operator token. */
export function createAdminClient(options: WithCredential<'token'>): AdminClient {
  const { token, ...rest } = options;
  return buildClient(adminOperations, withHeader(rest, 'authorization', token ? async () => `Bearer ${await valueOf(token)}` : null));
}
