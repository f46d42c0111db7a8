import type { S3Client } from '@aws-sdk/client-s3';
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
 * 5 MiB parts (the smallest S3 takes), one at a time, so that what an upload holds in memory does not grow
 * with the file: lib-storage gathers a part, joins it into one buffer and keeps the joined buffer until the
 * next part is joined, about 20 MiB at the peak (measured with 25 MiB and 100 MiB files alike). A file
 * under 5 MiB is one PutObject.
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
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

/** The AWS SDK, loaded with the first S3 store: a quarter of a second and 50 MiB that no other store needs. */
async function loadSdk() {
  const [s3, storage, http] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage'), import('@smithy/node-http-handler')]);
  return { ...s3, Upload: storage.Upload, NodeHttpHandler: http.NodeHttpHandler };
}
type Sdk = Awaited<ReturnType<typeof loadSdk>>;

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
  private readonly settings: S3Settings;
  private opened: Promise<{ sdk: Sdk; client: S3Client }> | null = null;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.settings = settings;
  }

  /** The SDK and the client, made at the first request. */
  private open(): Promise<{ sdk: Sdk; client: S3Client }> {
    this.opened ??= loadSdk().then((sdk) => {
      const { endpoint, forcePathStyle } = this.settings;
      const region = this.settings.region ?? (endpoint ? 'us-east-1' : undefined);
      const client = new sdk.S3Client({
        ...(region ? { region } : {}),
        ...(endpoint ? { endpoint } : {}),
        forcePathStyle,
        maxAttempts: MAX_ATTEMPTS,
        requestHandler: new sdk.NodeHttpHandler(TIMEOUTS),
        // Checksums only where S3 requires them: the SDK's default trailing checksums are not understood by
        // every S3-compatible server, and the service keeps a SHA-256 of every file itself.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      });
      return { sdk, client };
    });
    return this.opened;
  }

  async put(location: string, content: Readable): Promise<{ size: number }> {
    const key = this.keyOf(location);
    const { sdk, client } = await this.open();
    const body = counted(content);
    const upload = new sdk.Upload({
      client,
      params: { Bucket: this.bucket, Key: key, Body: body.body },
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
    const { sdk, client } = await this.open();
    try {
      const answer = await client.send(
        new sdk.GetObjectCommand({
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
    const key = this.keyOf(location);
    const { sdk, client } = await this.open();
    try {
      await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (err) {
      if (!isMissing(err)) throw bucketFault(err);
    }
  }

  async exists(location: string): Promise<boolean> {
    if (!LOCATION.test(location)) return false;
    const { sdk, client } = await this.open();
    try {
      await client.send(new sdk.HeadObjectCommand({ Bucket: this.bucket, Key: this.keyOf(location) }));
      return true;
    } catch (err) {
      if (isMissing(err)) return false;
      throw bucketFault(err);
    }
  }

  async close(): Promise<void> {
    (await this.opened)?.client.destroy();
  }

  /** The key of a location the service generated; any other text is refused. */
  private keyOf(location: string): string {
    return `${KEY_PREFIX}${checkedLocation(location)}`;
  }
}
