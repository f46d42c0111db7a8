import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { type FauxqsServer, startFauxqs } from 'fauxqs';
import { KEY_PREFIX, type S3Settings } from '../../src/external/s3-file-store.ts';
import { freePort } from './processes.ts';

/**
 * An S3-compatible server of the test's own, on loopback: fauxqs, in this process, with its objects and
 * pending multipart uploads as files in a temporary directory. (s3rver, the usual choice, runs on Node 24
 * but implements neither AbortMultipartUpload nor ListMultipartUploads, so a put that fails could not
 * leave it clean; fauxqs aborts, though it cannot list pending uploads either: `pendingUploads` reads them
 * from its directory.)
 */

// The SDK signs every request with credentials from the environment, as in production; the test server
// takes any. Child processes get them through `env`.
const CREDENTIALS = { AWS_ACCESS_KEY_ID: 'pcas-test', AWS_SECRET_ACCESS_KEY: 'pcas-test-secret' };
Object.assign(process.env, CREDENTIALS);

export interface TestBucket {
  bucket: string;
  endpoint: string;
  /** What UploadStorage and S3FileStore take (no AWS_REGION: the store's us-east-1 for an endpoint). */
  settings: S3Settings;
  /** The service's variables for this bucket, credentials included (for a child process); UPLOAD_STORE is the caller's. */
  env: Record<string, string>;
  /** The locations of the objects the bucket holds, sorted. */
  held(): Promise<string[]>;
  /** The keys of multipart uploads begun and neither completed nor aborted. */
  pendingUploads(): string[];
  /** Stops the server (the bucket becomes unreachable); its files stay until `dispose`. */
  stop(): Promise<void>;
  /** Stops the server if it runs and removes its files. */
  dispose(): Promise<void>;
}

export async function startBucket(): Promise<TestBucket> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcas-s3-'));
  const port = await freePort();
  let server: FauxqsServer | null = await startFauxqs({ port, host: '127.0.0.1', logger: false, s3StorageDir: dir });
  const bucket = 'pcas-uploads';
  server.createBucket(bucket);
  const endpoint = `http://127.0.0.1:${port}`;
  const settings: S3Settings = { bucket, endpoint, forcePathStyle: true, region: null };
  const client = new S3Client({ endpoint, forcePathStyle: true, region: 'us-east-1', maxAttempts: 1 });
  const stop = async () => {
    const running = server;
    server = null;
    await running?.stop();
  };
  return {
    bucket,
    endpoint,
    settings,
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_FORCE_PATH_STYLE: 'true', ...CREDENTIALS },
    async held() {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: KEY_PREFIX, ContinuationToken: token }));
        keys.push(...(page.Contents ?? []).map((object) => object.Key!.slice(KEY_PREFIX.length)));
        token = page.NextContinuationToken;
      } while (token);
      return keys.sort();
    },
    pendingUploads() {
      const uploads = path.join(dir, '_multipart');
      if (!fs.existsSync(uploads)) return [];
      return fs
        .readdirSync(uploads)
        .map((id) => (JSON.parse(fs.readFileSync(path.join(uploads, id, '.upload.json'), 'utf8')) as { key: string }).key)
        .sort();
    },
    stop,
    async dispose() {
      await stop();
      client.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
