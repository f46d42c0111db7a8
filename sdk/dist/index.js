import { buildClient } from "./client.js";
import { adminOperations, dataOperations, platformOperations } from "./generated/operations.js";
export { ApiError, NetworkError, QuotaExceededError, ThrottledError, TimeoutError } from "./errors.js";
export { adminOperations, dataOperations, platformOperations } from "./generated/operations.js";
async function valueOf(credential) {
    return typeof credential === 'function' ? credential() : credential;
}
function withHeader(options, name, value) {
    if (!value)
        return options;
    const given = options.headers;
    return {
        ...options,
        headers: async () => ({ ...(typeof given === 'function' ? await given() : given), [name]: await value() }),
    };
}
/** The Platform API, with a bearer token (POST /auth/token's `token`), or a function giving the current one. */
export function createPlatformClient(options) {
    const { token, ...rest } = options;
    return buildClient(platformOperations, withHeader(rest, 'authorization', token ? async () => `Bearer ${await valueOf(token)}` : null));
}
/** The Data API, with a Data API key (sent as `x-api-key`). */
export function createDataClient(options) {
    const { apiKey, ...rest } = options;
    return buildClient(dataOperations, withHeader(rest, 'x-api-key', apiKey ? () => valueOf(apiKey) : null));
}
/** The admin (operator) API, with the operator token. */
export function createAdminClient(options) {
    const { token, ...rest } = options;
    return buildClient(adminOperations, withHeader(rest, 'authorization', token ? async () => `Bearer ${await valueOf(token)}` : null));
}
