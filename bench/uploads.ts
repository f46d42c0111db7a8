import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { type Mode, runModes, withService } from './harness.ts';
import { MIB, mib, restingRss, watchRss } from './proc.ts';
import { int, say, table } from './report.ts';
import type { ExternalStorage } from './scratch-storage.ts';
import { createUser, signIn } from './platform-setup.ts';
import { adminClient, importFlatProjects } from './setup.ts';
import { startBucket } from '../test/helpers/s3.ts';

/**
 * `npm run bench:uploads`: whether an uploaded file streams through the service in both directions, never
 * held whole in memory. Per storage mode and file store, against the service started as users start it:
 * FILES files of FILE_MIB MiB uploaded at once through POST /uploads, then downloaded at once through
 * GET /uploads/{storage_location} (each checked byte for byte by its SHA-256), while the service's
 * resident memory (VmRSS, sampled every 10 ms from /proc) is watched. Target: during either phase the
 * service grows by less than one file's size per file in flight, where a service that held each file
 * whole would grow by at least that. (Much of the growth that remains is garbage not yet collected:
 * buffers that have passed through wait for the collector's next turn.)
 *
 * Embedded mode measures the disk store, its default; with PostgreSQL, the disk and the database stores;
 * both, the S3 store against an S3-compatible server on loopback (fauxqs, in this process, so that its
 * memory is not the service's). The database store also works on embedded PGlite, but PGlite keeps the
 * memory its WebAssembly heap grew to, which makes it no store for volume (docs/operators.md).
 */

const FILES = Number(process.env.BENCH_UPLOAD_FILES ?? 10);
const FILE_MIB = Number(process.env.BENCH_UPLOAD_MIB ?? 25);
const FILE_BYTES = FILE_MIB * 1024 * 1024;

interface Phase {
  seconds: number;
  before: number;
  peak: number;
}

interface StoreResult {
  store: string;
  upload: Phase;
  download: Phase;
}

interface ModeResult {
  mode: Mode;
  stores: StoreResult[];
}

async function phase(pid: number, work: () => Promise<void>): Promise<Phase> {
  const before = await restingRss(pid);
  const watch = watchRss(pid);
  const started = performance.now();
  await work();
  const seconds = (performance.now() - started) / 1000;
  return { seconds, before, peak: watch.stop().peak };
}

/** A file's bytes: FILE_BYTES of one random block repeated, different per file. */
function fileBytes(i: number): Buffer {
  const block = randomBytes(64 * 1024);
  block.writeUInt32BE(i, 0);
  return Buffer.concat(Array.from({ length: FILE_BYTES / block.length }, () => block));
}

async function signedIn(url: string, adminUrl: string, operatorToken: string): Promise<{ token: string; projectId: number }> {
  const post = adminClient(adminUrl, operatorToken);
  const env = await post<{ id: string | number }>('/admin/environments', { name: 'Bench uploads' });
  const [projectId] = await importFlatProjects(post, String(env.id), 1, { seed: 7, prefix: 'UPL' }, () => {});
  const account = await createUser(post, String(env.id), 'ADMIN', 'bench-uploads');
  return { token: await signIn(url, account), projectId: projectId! };
}

async function upload(url: string, token: string, projectId: number, bytes: Buffer, i: number): Promise<string> {
  const form = new FormData();
  form.append('project_id', String(projectId));
  form.append('file', new File([new Uint8Array(bytes)], `survey-${i}.pdf`, { type: 'application/pdf' }));
  const response = await fetch(`${url}/uploads`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`POST /uploads: ${response.status} ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { storage_location: string }).storage_location;
}

/** Downloads a file as a stream, hashing it as it comes; throws unless every byte is as uploaded. */
async function download(url: string, token: string, location: string, sha256: string): Promise<void> {
  const response = await fetch(`${url}/uploads/${location}`, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200 || !response.body) throw new Error(`GET /uploads/${location}: ${response.status}`);
  const hash = createHash('sha256');
  for await (const chunk of Readable.fromWeb(response.body as import('node:stream/web').ReadableStream)) hash.update(chunk as Buffer);
  if (hash.digest('hex') !== sha256) throw new Error(`GET /uploads/${location}: the bytes differ from those uploaded`);
}

async function runStore(mode: Mode, storage: ExternalStorage | null, store: string, env: Record<string, string> = {}): Promise<StoreResult> {
  return withService(mode, storage, { listener: 'platform', env: { UPLOAD_STORE: store, UPLOAD_MAX_BYTES: String(FILE_BYTES), ...env } }, async (service) => {
    const { token, projectId } = await signedIn(service.url, service.adminUrl, service.operatorToken);
    const pid = service.child.pid;
    const files = Array.from({ length: FILES }, (_, i) => fileBytes(i));
    const sums = files.map((bytes) => createHash('sha256').update(bytes).digest('hex'));
    // One small upload and download first, so that the phases measure files, not first-use costs.
    const warm = await upload(service.url, token, projectId, Buffer.from('warm-up'), -1);
    await download(service.url, token, warm, createHash('sha256').update('warm-up').digest('hex'));
    let locations: string[] = [];
    const up = await phase(pid, async () => {
      locations = await Promise.all(files.map((bytes, i) => upload(service.url, token, projectId, bytes, i)));
    });
    say(`  ${store}: ${FILES} uploads of ${FILE_MIB} MiB in ${up.seconds.toFixed(1)} s`);
    const down = await phase(pid, async () => {
      await Promise.all(locations.map((location, i) => download(service.url, token, location, sums[i]!)));
    });
    say(`  ${store}: ${FILES} downloads of ${FILE_MIB} MiB in ${down.seconds.toFixed(1)} s, every byte as uploaded`);
    return { store, upload: up, download: down };
  });
}

async function runMode(mode: Mode, storage: ExternalStorage | null): Promise<ModeResult> {
  const stores: StoreResult[] = [];
  for (const store of mode === 'embedded' ? ['disk'] : ['disk', 'database']) stores.push(await runStore(mode, storage, store));
  const bucket = await startBucket();
  try {
    stores.push(await runStore(mode, storage, 's3', bucket.env));
  } finally {
    await bucket.dispose();
  }
  return { mode, stores };
}

function print(result: ModeResult): void {
  const rows = result.stores.flatMap(({ store, upload: up, download: down }) =>
    [['upload', up], ['download', down]].map(([what, p]) => {
      const figures = p as Phase;
      return [store, String(what), `${figures.seconds.toFixed(1)} s`, `${int((FILES * FILE_BYTES) / MIB / figures.seconds)} MiB/s`, mib(figures.before), mib(figures.peak), mib(figures.peak - figures.before)];
    }),
  );
  say(table(['store', `${FILES} × ${FILE_MIB} MiB at once`, 'time', 'throughput', 'RSS before', 'RSS peak', 'growth'], rows, [false, false, true, true, true, true, true]));
  for (const row of rows) {
    const perFile = (Number.parseFloat(row[6]!) * MIB) / FILES;
    const verdict = perFile < FILE_BYTES ? 'met' : 'missed';
    say(`  ${result.mode}, ${row[0]} ${row[1]}: growth per file in flight under one file (${FILE_MIB} MiB): ${mib(perFile)}: ${verdict}`);
  }
}

await runModes((mode, storage) => runMode(mode, storage), (result) => print(result));
