import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { InvalidInputError } from '../../domain/errors.ts';
import { recordIdOf } from '../../http/ids.ts';
import { unstorableValue } from '../../http/validation.ts';
import type { IncomingFile } from '../../services/uploads/uploads.ts';
import { FILENAME_MAX_LENGTH } from './schemas.ts';

// The multipart body of POST /uploads, read part by part as it streams in. `project_id` comes first, so
// that the project is checked before a byte of the file is read or stored; the file is streamed to the
// store, never held in memory. Multipart fields do not pass the JSON body validator, so their text is
// checked here with the same rule (no NUL, no unpaired surrogate).

/** RFC 6838 type/subtype, as busboy gives it (lower case, no parameters). */
const MEDIA_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/;
const ID_REASON = 'must be a positive whole number (decimal digits only)';

/** The limits of the parser: one file, no room for more than a few small fields. */
export function multipartLimits(maxBytes: number) {
  return { fileSize: maxBytes, files: 1, fields: 4, parts: 6, fieldSize: 64, fieldNameSize: 100, headerPairs: 20 };
}

/** A parser failure, which is always the request's fault: 400 saying what was wrong. */
function asBadForm(err: unknown): InvalidInputError {
  switch ((err as { code?: string }).code) {
    case 'FST_FILES_LIMIT':
      return new InvalidInputError('file', 'one file per upload');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new InvalidInputError('body', 'holds more parts than project_id and file');
    case 'FST_MP_PREMATURE_CLOSE':
      return new InvalidInputError('body', 'ended before the multipart body did');
    default:
      return new InvalidInputError('body', 'is not a well-formed multipart/form-data body');
  }
}

async function nextPart(parts: AsyncIterator<Multipart>): Promise<Multipart | null> {
  try {
    const { value, done } = await parts.next();
    return done ? null : value;
  } catch (err) {
    throw asBadForm(err);
  }
}

function checkedText(field: string, text: string): string {
  const bad = unstorableValue(text);
  if (bad) throw new InvalidInputError(field, bad.message ?? 'is not storable text');
  return text;
}

function projectIdOf(part: Multipart & { type: 'field' }): number {
  if (typeof part.value !== 'string' || part.valueTruncated) throw new InvalidInputError('project_id', ID_REASON);
  const id = recordIdOf(checkedText('project_id', part.value));
  if (id === null) throw new InvalidInputError('project_id', ID_REASON);
  return id;
}

function fileOf(part: MultipartFile, projectId: number, maxBytes: number, parts: AsyncIterator<Multipart>): IncomingFile {
  const filename = checkedText('file', part.filename);
  if (filename.length === 0 || filename.length > FILENAME_MAX_LENGTH) {
    throw new InvalidInputError('file', `its filename must have 1 to ${FILENAME_MAX_LENGTH} characters`);
  }
  const mimeType = checkedText('file', part.mimetype);
  if (!MEDIA_TYPE.test(mimeType)) throw new InvalidInputError('file', 'its Content-Type must be a media type (type/subtype)');
  return {
    projectId,
    filename,
    mimeType,
    content: part.file,
    truncated: () => part.file.truncated,
    maxBytes,
    async rest() {
      const extra = await nextPart(parts);
      if (extra) throw new InvalidInputError(extra.fieldname, 'comes after file; an upload is project_id, then file, and nothing else');
    },
  };
}

/**
 * The upload a request carries, once its `project_id` and the head of its `file` part have arrived:
 * 400 naming the field for a missing, repeated, unknown or malformed part, or `file` before `project_id`.
 */
export async function readUploadForm(request: FastifyRequest, maxBytes: number): Promise<IncomingFile> {
  if (!request.isMultipart()) throw new InvalidInputError('body', 'must be multipart/form-data with project_id, then file');
  const parts = request.parts()[Symbol.asyncIterator]();
  let projectId: number | null = null;
  for (let part = await nextPart(parts); part; part = await nextPart(parts)) {
    if (part.type === 'file' && part.fieldname === 'file') {
      if (projectId === null) throw new InvalidInputError('project_id', 'is required, before file (the parts are read in order)');
      return fileOf(part, projectId, maxBytes, parts);
    }
    if (part.fieldname === 'file') throw new InvalidInputError('file', 'must be a file part (with a filename)');
    if (part.fieldname !== 'project_id' || part.type === 'file') {
      throw new InvalidInputError(checkedText('body', part.fieldname) || 'body', 'is not a known part (project_id, then file)');
    }
    if (projectId !== null) throw new InvalidInputError('project_id', 'is given twice');
    projectId = projectIdOf(part);
  }
  throw new InvalidInputError(projectId === null ? 'project_id' : 'file', 'is required');
}
