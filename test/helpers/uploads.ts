import { Readable } from 'node:stream';
import type { IncomingFile } from '../../src/services/uploads.ts';

/** A file as POST /uploads hands it to the service, for tests that store uploads without HTTP. */
export function incomingFile(projectId: number, bytes: string | Buffer, filename = 'photo.jpg', mimeType = 'image/jpeg'): IncomingFile {
  return {
    projectId,
    filename,
    mimeType,
    content: Readable.from([Buffer.from(bytes)]),
    truncated: () => false,
    maxBytes: 25 * 1024 * 1024,
    rest: async () => {},
  };
}
