import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ServiceUnavailableError } from '../domain/errors.ts';
import { type ByteRange, checkedLocation, type FileStore, LOCATION, STORE_RETRY_AFTER_SECONDS } from './file-store.ts';

/** The bucket's settings (S3_BUCKET, S3_ENDPOINT, S3_FORCE_PATH_STYLE, AWS_REGION); credentials are the SDK's own chain. */
export interface S3Settings {
  bucket: string;
  /** An S3-compatible server's URL (MinIO, Ceph, …); null for AWS itself. */
  endpoint: string | null;
  /** Bucket in the path rather than the host name: what MinIO and most S3-compatible servers expect. */
  forcePathStyle: boolean;
  /** AWS_REGION; without it the SDK's own chain (a profile), or us-east-1 when an endpoint is set. */
  region: string | null;
}

/** Every file's key is `uploads/<location>`, so that the bucket can hold other things and a lifecycle rule can name ours. */
export const KEY_PREFIX = 'uploads/';
/**
 * 5 MiB parts (the smallest S3 takes), one at a time: an upload holds one part in memory, never the whole
 * file, and a file under 5 MiB is one PutObject.
 */
const PART_BYTES = 5 * 1024 * 1024;
/**
 * A bucket that does not answer is a 503 within seconds, never a request that hangs: a connection is
 * given 5 s, a request 30 s to be answered (a 5 MiB part on a slow link), a stalled socket 60 s, and a
 * failed request is tried three times in all (the SDK's backoff between tries).
 */
const TIMEOUTS = { connectionTimeout: 5_000, requestTimeout: 30_000, socketTimeout: 60_000, throwOnRequestTimeout: true };
const MAX_ATTEMPTS = 3;

/** Network failures: the bucket, not the request, is at fault. */
const NETWORK_FAULTS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_SOCKET',
]);
/** Names the SDK gives to timeouts and throttling (S3 answers SlowDown with 503; others say so by name). */
const FAULT_NAMES = new Set(['TimeoutError', 'RequestTimeout', 'RequestTimeoutException', 'SlowDown', 'Throttling', 'ThrottlingException', 'TooManyRequestsException']);

/** A failure that means the bucket cannot be reached becomes a 503 with Retry-After; anything else is left as it is. */
export function bucketFault(err: unknown): unknown {
  const e = err as { name?: string; code?: string; $metadata?: { httpStatusCode?: number } };
  const status = e.$metadata?.httpStatusCode;
  const unreachable =
    (e.code !== undefined && NETWORK_FAULTS.has(e.code)) ||
    (e.name !== undefined && FAULT_NAMES.has(e.name)) ||
    (status !== undefined && (status >= 500 || status === 429));
  if (!unreachable) return err;
  const what = e.code ?? (status !== undefined ? `${e.name ?? 'HTTP'} ${status}` : e.name);
  return new ServiceUnavailableError(`The file store (S3 bucket) cannot be reached (${what}); try again later`, STORE_RETRY_AFTER_SECONDS);
}

function isMissing(err: unknown): boolean {
  return err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);
}

/** The bytes of a stream passed through unchanged, counted, and the stream's own failure kept apart from the bucket's. */
function counted(content: Readable): { body: Transform; size(): number; failure(): unknown } {
  let size = 0;
  let failure: unknown;
  const body = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(null, chunk);
    },
  });
  pipeline(content, body).catch((err: unknown) => {
    failure ??= err;
  });
  return { body, size: () => size, failure: () => failure };
}

/**
 * Files in an S3 bucket or an S3-compatible one (D-56), each the object `uploads/<location>`. A file is
 * streamed in parts through lib-storage's Upload, so that a 25 MiB file is never whole in memory; S3 makes
 * an object visible only once its upload completes, and a put that fails aborts its multipart upload,
 * so that nothing of it stays behind.
 */
export class S3FileStore implements FileStore {
  readonly kind = 's3';
  readonly bucket: string;
  private readonly client: S3Client;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    const region = settings.region ?? (settings.endpoint ? 'us-east-1' : undefined);
    this.client = new S3Client({
      ...(region ? { region } : {}),
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      maxAttempts: MAX_ATTEMPTS,
      requestHandler: new NodeHttpHandler(TIMEOUTS),
      // Checksums only where S3 requires them: the SDK's default trailing checksums are not understood by
      // every S3-compatible server, and the service keeps a SHA-256 of every file itself.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(location: string, content: Readable): Promise<{ size: number }> {
    const body = counted(content);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: this.keyOf(location), Body: body.body },
      partSize: PART_BYTES,
      queueSize: 1,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
      return { size: body.size() };
    } catch (err) {
      // The client that went away, not the bucket, is what a stream's own failure reports.
      throw body.failure() ?? bucketFault(err);
    }
  }

  async read(location: string, range?: ByteRange): Promise<Readable | null> {
    if (!LOCATION.test(location)) return null;
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: this.keyOf(location),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      return answer.Body as Readable;
    } catch (err) {
      if (isMissing(err)) return null;
      throw bucketFault(err);
    }
  }

  async remove(location: string): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.keyOf(location) }));
    } catch (err) {
      if (!isMissing(err)) throw bucketFault(err);
    }
  }

  async exists(location: string): Promise<boolean> {
    if (!LOCATION.test(location)) return false;
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.keyOf(location) }));
      return true;
    } catch (err) {
      if (isMissing(err)) return false;
      throw bucketFault(err);
    }
  }

  async close(): Promise<void> {
    this.client.destroy();
  }

  /** The key of a location the service generated; any other text is refused. */
  private keyOf(location: string): string {
    return `${KEY_PREFIX}${checkedLocation(location)}`;
  }
}
