import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { build, type Metafile, stop } from 'esbuild';

/** The encodings a console file is kept in besides its own bytes, in the order they are preferred. */
export type ContentEncoding = 'br' | 'gzip';

/**
 * One file of the web console as the Platform listener serves it: its bytes as built (the identity
 * encoding), and each encoding that makes it smaller, compressed once when the bundle is made.
 */
export interface ConsoleFile {
  body: Buffer;
  contentType: string;
  encoded: Partial<Record<ContentEncoding, Buffer>>;
}

/**
 * The web console, bundled: its page and its assets by path under /console/ (names carry a content
 * hash: the entry `app-<hash>.js` and `.css`, and the chunks `chunk-<hash>.js` that the entry and the
 * pages loaded on demand import).
 */
export interface ConsoleBundle {
  index: ConsoleFile;
  assets: Map<string, ConsoleFile>;
}

/** Where the console's sources are (console/ at the root of the repository). */
export const CONSOLE_ROOT = path.resolve(import.meta.dirname, '../../console');

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};
const HTML = 'text/html; charset=utf-8';

/**
 * Bundles the console with esbuild in memory (TypeScript, JSX for Preact, CSS), minified: what is served
 * is always what the sources say, with nothing fetched from a network and no build step to forget.
 * Code splitting is on, so that a page imported with `import()` is a chunk of its own, fetched when it
 * is first shown; the CSS of every module, chunks' included, is in the one stylesheet. esbuild builds in
 * a child process of its own, which it keeps for further builds; a process bundles once, so the child
 * is stopped as soon as the build is done (some 20 MB it would otherwise hold for the life of the
 * service). Each file is then compressed once, here, rather than at every request.
 */
export async function bundleConsole(root = CONSOLE_ROOT): Promise<ConsoleBundle> {
  const result = await build({
    entryPoints: { app: path.join(root, 'src/main.tsx') },
    bundle: true,
    splitting: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    jsxImportSource: 'preact',
    outdir: path.join(root, 'out'),
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    write: false,
    metafile: true,
    logLevel: 'silent',
    legalComments: 'none',
  }).finally(() => stop());
  const built = new Map<string, Buffer>();
  for (const file of result.outputFiles) built.set(path.basename(file.path), Buffer.from(file.contents));
  const { script, style, preloads } = entryOf(result.metafile);
  const assets = new Map<string, ConsoleFile>();
  await Promise.all(
    [...built].map(async ([name, body]) => {
      const contentType = TYPES[path.extname(name)];
      if (contentType) assets.set(name, await compressed(body, contentType));
    }),
  );
  return { index: await compressed(Buffer.from(indexPage(script, style, preloads)), HTML), assets };
}

/**
 * The entry's script and stylesheet, and the chunks it imports statically: the page names those too
 * (`modulepreload`), so that the browser fetches them with the entry rather than after reading it.
 */
function entryOf(metafile: Metafile): { script: string; style: string; preloads: string[] } {
  const entries = Object.entries(metafile.outputs).filter(([, output]) => output.entryPoint?.endsWith('src/main.tsx'));
  const [file, output] = entries.find(([name]) => name.endsWith('.js')) ?? [];
  if (!file || !output?.cssBundle) {
    throw new Error(`The console bundle lacks its script or style: ${Object.keys(metafile.outputs).join(', ')}`);
  }
  const preloads = new Set<string>();
  const visit = (name: string) => {
    for (const imported of metafile.outputs[name]?.imports ?? []) {
      if (imported.kind !== 'import-statement' || preloads.has(imported.path)) continue;
      preloads.add(imported.path);
      visit(imported.path);
    }
  };
  visit(file);
  return { script: path.basename(file), style: path.basename(output.cssBundle), preloads: [...preloads].map((p) => path.basename(p)) };
}

const brotli = promisify(brotliCompress);
const deflate = promisify(gzip);

/**
 * The file in each encoding that makes it smaller (an empty chunk, say, stays as it is): brotli at
 * quality 10 and gzip at level 9 for clients without brotli. Each file is compressed once per process,
 * in the libuv pool off the event loop, before the listener opens. Quality 10 rather than 11: on the
 * console's files 11 saves 2% of the bytes (118 KB against 120 KB, every file together) for three
 * times the work (1.3 s against 0.4 s of CPU), paid at every start.
 */
async function compressed(body: Buffer, contentType: string): Promise<ConsoleFile> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 10,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    deflate(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const encoded: ConsoleFile['encoded'] = {};
  if (br.length < body.length) encoded.br = br;
  if (gz.length < body.length) encoded.gzip = gz;
  return { body, contentType, encoded };
}

/**
 * The encoding of `file` to send for a request's `Accept-Encoding` (RFC 9110 §12.5.3): of those the file
 * has, the one the client weighs highest (brotli on a tie), never one it gives `q=0` (named, or through
 * `*`), nor one it weighs below a named identity; else the file's own bytes. No header means the
 * identity only. A client that refuses the identity too still gets it: a 406 would leave it with
 * nothing, and the RFC allows either.
 */
export function encodingFor(file: ConsoleFile, acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [coding = '', ...params] = part.split(';').map((s) => s.trim());
    if (!coding) continue;
    const q = params.find((p) => /^q\s*=/i.test(p));
    const weight = q === undefined ? 1 : Number(q.replace(/^q\s*=\s*/i, ''));
    weights.set(coding.toLowerCase(), Number.isFinite(weight) ? Math.min(Math.max(weight, 0), 1) : 0);
  }
  let best: ContentEncoding | null = null;
  let bestWeight = 0;
  for (const coding of ['br', 'gzip'] as const) {
    const weight = weights.get(coding) ?? weights.get('*') ?? 0;
    if (file.encoded[coding] && weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  // A client may weigh the identity above compression ("gzip;q=0.5, identity"): its own bytes then.
  return (weights.get('identity') ?? 0) > bestWeight ? null : best;
}

function indexPage(script: string, style: string, preloads: string[]): string {
  return [
    '<!doctype html>',
    '<html lang="en-GB">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Project Cost Analytics</title>',
    '<meta name="description" content="Project Cost Analytics: benchmark, track and report on the cost of development projects: sign in to read projects, their benchmarks, drawdowns and reports.">',
    // No icon of its own: an empty one, so that the browser does not ask for /favicon.ico (a 404).
    '<link rel="icon" href="data:,">',
    `<link rel="stylesheet" href="/console/${style}">`,
    `<script type="module" src="/console/${script}"></script>`,
    ...preloads.map((chunk) => `<link rel="modulepreload" href="/console/${chunk}">`),
    '</head>',
    '<body>',
    '<div id="app"></div>',
    '<noscript><p>The Project Cost Analytics console needs JavaScript. The Platform API is described at <a href="/docs">/docs</a>.</p></noscript>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
