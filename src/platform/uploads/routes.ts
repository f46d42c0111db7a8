import multipart from '@fastify/multipart';
import type { AppContext } from '../../context.ts';
import { InvalidInputError } from '../../domain/errors.ts';
import type { Listener } from '../../http/listener.ts';
import { receiveUpload } from '../../services/uploads/uploads.ts';
import { bearerSecurity, platformErrors } from '../schemas.ts';
import { multipartLimits, readUploadForm } from './form.ts';
import { UploadCreated, uploadForm } from './schemas.ts';

/**
 * D-25: `POST /uploads`, multipart. Registered in a scope of its own: only this route parses multipart,
 * and it parses nothing else (a JSON body is 415). The parser streams; past `fileSize` it truncates the
 * file and flags it (it does not throw), which receiveUpload checks.
 */
export function uploadRoutes(app: Listener, ctx: AppContext) {
  const maxBytes = ctx.config.uploadMaxBytes;
  return app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) =>
      done(Object.assign(new Error('body: must be multipart/form-data with project_id, then file'), { statusCode: 415 }), undefined),
    );
    await scope.register(multipart, {
      limits: multipartLimits(maxBytes),
      throwFileSizeLimit: false,
      // The client's filename is kept exactly as sent, as text; nothing on disk is named after it.
      preservePath: true,
      // A part is the file only when it says it is one, with a filename.
      isPartAFile: (_field, _type, filename) => filename !== undefined,
    });
    scope.post(
      '/uploads',
      {
        schema: {
          tags: ['uploads'],
          operationId: 'createUpload',
          summary: 'Upload a file for a project (D-25)',
          description:
            `Multipart: project_id, then file (in this order; nothing else). The user must be able to change the project: ` +
            `one the user may not see is 404, one the user may only read (VIEWER) is 403, checked before the file is read. ` +
            `A file larger than ${maxBytes} bytes (UPLOAD_MAX_BYTES) is 413 and nothing is kept. The file is stored under ` +
            `a generated storage_location, which a site visit of that project's drawdown reports may name; the filename ` +
            `is kept as text only. The file store not answering: 503 with Retry-After, and nothing is kept.`,
          security: bearerSecurity,
          body: { content: { 'multipart/form-data': { schema: uploadForm(maxBytes) } } },
          response: { 201: UploadCreated, ...platformErrors(400, 403, 404, 413, 415, 503) },
        },
        // The body is read and checked part by part as it streams (form.ts); there is no parsed body to validate.
        validatorCompiler: () => () => true,
      },
      async (request, reply) => {
        try {
          const upload = await readUploadForm(request, maxBytes);
          const row = await receiveUpload(ctx, ctx.files, request.identity, upload).catch((err: unknown) => {
            // The parser failed the file's stream (the body ended or broke inside the file): the request's fault.
            if (upload.content.errored) throw new InvalidInputError('file', 'the body ended or broke before the file did');
            throw err;
          });
          const { storage_location, file_size, mime_type, filename } = row;
          return reply.code(201).send({ storage_location, file_size, mime_type, filename });
        } catch (err) {
          // Refused before the request was read to its end: the rest is not worth reading.
          if (!request.raw.readableEnded) reply.header('connection', 'close');
          throw err;
        }
      },
    );
  });
}
