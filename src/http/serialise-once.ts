import type { FastifyReply } from 'fastify';

/** The JSON bytes of cached values; an entry goes when its cache lets the value go. */
const serialised = new WeakMap<object, Buffer>();

/**
 * Sends a value that the cache may hand out many times, serialised by the route's response schema
 * and encoded only the first time: bytes are sent by Fastify as they are (no encoding per request).
 */
export function sendSerialisedOnce(reply: FastifyReply, value: object): FastifyReply {
  let body = serialised.get(value);
  if (body === undefined) {
    body = Buffer.from(reply.serialize(value) as string);
    serialised.set(value, body);
  }
  return sendJson(reply, body);
}

/** Sends JSON already serialised (by a response schema, src/http/pagination.ts's pages). */
export function sendJson(reply: FastifyReply, body: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
