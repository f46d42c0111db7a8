import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply, FastifyRequest } from 'fastify';
import rangeParser from 'range-parser';
import Type from 'typebox';
import type { AppContext } from '../../context.ts';
import type { UploadRow } from '../../db/repositories/uploads.ts';
import type { ByteRange } from '../../external/file-store.ts';
import { errorBody } from '../../http/errors.ts';
import type { Listener } from '../../http/listener.ts';
import { uploadContent, uploadRecord } from '../../services/uploads/uploads.ts';
import { platformErrors } from '../schemas.ts';

// GET /uploads/{storage_location} (D-56): a stored file's bytes, streamed from its store as they come,
// for anyone who may see its project. The client chose the file's type and name, so the answer never lets
// a browser run it: only images, PDF and plain text are shown inline, under their stored type; every other
// type is a download of application/octet-stream; nosniff, and a sandboxing CSP, in every case.

/** The types a browser may show in place (D-56); they cannot run script in a sandboxed, nosniff answer. */
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf', 'text/plain']);

const Params = Type.Object({
  storage_location: Type.String({
    maxLength: 200,
    description: 'The storage_location that POST /uploads answered (32 hexadecimal digits)',
  }),
});

const FileBytes = {
  description:
    'The file’s bytes: all of them (200), or the one byte range asked for (206, with Content-Range). ' +
    'Images (png, jpeg, gif, webp), PDF and plain text come under their stored type, inline; every other type as ' +
    'application/octet-stream, as an attachment.',
  content: Object.fromEntries(
    [...INLINE_TYPES, 'application/octet-stream'].map((type) => [
      type,
      { schema: { type: 'string', format: 'binary', maxLength: 1_073_741_824, description: 'The file' } },
    ]),
  ),
  headers: {
    'Content-Disposition': { type: 'string', maxLength: 1000, description: 'inline or attachment, with the filename (RFC 6266 filename*)' },
    ETag: { type: 'string', maxLength: 40, description: 'Strong: a stored file never changes' },
    'Accept-Ranges': { type: 'string', maxLength: 10, description: 'bytes' },
  },
};

/** The strong entity tag of a stored file: its location, since the bytes under a location never change. */
function etagOf(row: UploadRow): string {
  return `"${row.storage_location}"`;
}

type Wanted = { status: 200 } | { status: 206; range: ByteRange } | { status: 416 };

/**
 * What the request's Range asks for (RFC 9110 §14): one satisfiable range is 206; a range beyond the
 * file is 416; several ranges, a Range this service does not understand, or an If-Range that no longer
 * matches are answered with the whole file (200), as the RFC allows.
 */
function wanted(request: FastifyRequest, row: UploadRow): Wanted {
  const header = request.headers.range;
  if (header === undefined) return { status: 200 };
  const ifRange = request.headers['if-range'];
  if (ifRange !== undefined && ifRange !== etagOf(row)) return { status: 200 };
  const ranges = rangeParser(row.file_size, header, { combine: true });
  if (ranges === -1) return { status: 416 };
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return { status: 200 };
  return { status: 206, range: ranges[0]! };
}

/** The name a download is saved under: the client's filename without any folders it named (a browser drops them too). */
function downloadName(filename: string): string {
  return filename.split(/[\\/]/).pop() || 'file';
}

function fileHeaders(reply: FastifyReply, row: UploadRow): void {
  const inline = INLINE_TYPES.has(row.mime_type);
  reply
    .header('etag', etagOf(row))
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'private, no-cache')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', 'sandbox')
    .header('content-disposition', contentDisposition(downloadName(row.filename), { type: inline ? 'inline' : 'attachment' }))
    .type(inline ? row.mime_type : 'application/octet-stream');
}

export function uploadDownloadRoute(app: Listener, ctx: AppContext): void {
  app.get(
    '/uploads/:storage_location',
    {
      schema: {
        tags: ['uploads'],
        operationId: 'getUpload',
        summary: 'A stored file’s bytes (D-56)',
        description:
          'For a bearer token of any role that may see the upload’s project, or a Platform key. An unknown location, or one ' +
          'whose project the caller may not see: 404. One byte range (Range: bytes=…) is answered with 206 and Content-Range, ' +
          'a range beyond the file with 416; several ranges are answered with the whole file. If-None-Match with the ETag: 304. ' +
          'The file store not answering: 503 with Retry-After.',
        security: [{ bearer: [] }, { platformKey: [] }],
        params: Params,
        response: {
          200: FileBytes,
          206: { ...FileBytes, description: 'The byte range asked for, with Content-Range' },
          304: { description: 'Not modified: the ETag matches If-None-Match (no body)' },
          ...platformErrors(404, 416, 503),
        },
      },
    },
    async (request, reply) => {
      const row = await uploadRecord(ctx.db, request.identity, request.params.storage_location);
      if (request.headers['if-none-match'] === etagOf(row)) {
        return reply.code(304).header('etag', etagOf(row)).header('cache-control', 'private, no-cache').send();
      }
      const want = wanted(request, row);
      if (want.status === 416) {
        reply.header('content-range', `bytes */${row.file_size}`);
        return reply.code(416).send(errorBody(416, `Range: the file has ${row.file_size} bytes`));
      }
      const range = want.status === 206 ? want.range : undefined;
      const content = await uploadContent(ctx.files, row, range);
      fileHeaders(reply, row);
      if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${row.file_size}`);
      reply.header('content-length', String(range ? range.end - range.start + 1 : row.file_size));
      return reply.send(content);
    },
  );
}
