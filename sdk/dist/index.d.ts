import { type Client } from './client.ts';
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
type WithCredential<K extends string> = Omit<ClientOptions, 'headers'> & {
    [key in K]?: string | (() => string | Promise<string>);
} & Pick<ClientOptions, 'headers'>;
/** The Platform API, with a bearer token (POST /auth/token's `token`), or a function giving the current one. */
export declare function createPlatformClient(options: WithCredential<'token'>): PlatformClient;
/** The Data API, with a Data API key (sent as `x-api-key`). */
export declare function createDataClient(options: WithCredential<'apiKey'>): DataClient;
/** The admin (operator) API, with the operator token. */
export declare function createAdminClient(options: WithCredential<'token'>): AdminClient;
