import type { FastifyReply, FastifyRequest } from 'fastify';
import { bundleConsole, type ConsoleBundle, type ConsoleFile, encodingFor } from '../../external/console-bundle.ts';
import type { Listener } from '../../http/listener.ts';

/**
 * The policy of the console's page: its own script, style and API only, nothing inline, never
 * framed. Images may also be `blob:`, the object URLs of the site visits' photos, which the page fetches
 * with the bearer token (an `<img src>` of the API's path could not send it). API answers keep the policy
 * that allows nothing (src/http/listener.ts).
 */
export const CONSOLE_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

/** Asset names carry a hash of their content, so a browser may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

let bundled: Promise<ConsoleBundle> | undefined;

/** The console, bundled once per process on first use (or at start: src/server.ts asks early). */
export function consoleBundle(): Promise<ConsoleBundle> {
  bundled ??= bundleConsole();
  return bundled;
}

/**
 * A console file in the encoding the request accepts (compressed when the bundle was made). Every
 * answer varies by `Accept-Encoding`, whichever encoding it has, so that a cache between keeps one copy
 * per encoding and never hands brotli to a client that asked for none.
 */
function sendFile(request: FastifyRequest, reply: FastifyReply, file: ConsoleFile): FastifyReply {
  const encoding = encodingFor(file, request.headers['accept-encoding']);
  reply.header('vary', 'Accept-Encoding').type(file.contentType);
  if (!encoding) return reply.send(file.body);
  return reply.header('content-encoding', encoding).send(file.encoded[encoding]);
}

/**
 * The web console on the Platform listener: its page at `/` and its assets under `/console/` (the
 * entry's script and stylesheet and every chunk of the script). Hidden from the OpenAPI document: they
 * are not API operations, and take no credential (the page signs in through `POST /auth/token` like
 * any client).
 */
export function consoleRoutes(app: Listener): void {
  app.get('/', { schema: { hide: true } }, async (request, reply) => {
    const { index } = await consoleBundle();
    return sendFile(request, reply.header('content-security-policy', CONSOLE_CSP).header('cache-control', 'no-store'), index);
  });

  app.get<{ Params: { '*': string } }>('/console/*', { schema: { hide: true } }, async (request, reply) => {
    const asset = (await consoleBundle()).assets.get(request.params['*']);
    if (!asset) return reply.callNotFound();
    return sendFile(request, reply.header('cache-control', IMMUTABLE), asset);
  });
}
