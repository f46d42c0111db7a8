import path from 'node:path';
import { build, stop } from 'esbuild';
/** One file of the web console as the Platform listener serves it. */
export interface ConsoleFile {
  body: Buffer;
  contentType: string;
}

/** The web console, bundled: its page and its assets by path under /console/ (names carry a content hash). */
export interface ConsoleBundle {
  indexHtml: Buffer;
  assets: Map<string, ConsoleFile>;
}

/** Where the console's sources are (console/ at the root of the repository). */
export const CONSOLE_ROOT = path.resolve(import.meta.dirname, '../../console');

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/**
 * Bundles the console with esbuild in memory (TypeScript, JSX for Preact, CSS), minified: what is served
 * is always what the sources say, with nothing fetched from a network and no build step to forget.
 * esbuild builds in a child process of its own, which it keeps for further builds; a process bundles
 * once, so the child is stopped as soon as the build is done (some 20 MB it would otherwise hold for
 * the life of the service).
 */
export async function bundleConsole(root = CONSOLE_ROOT): Promise<ConsoleBundle> {
  const result = await build({
    entryPoints: { app: path.join(root, 'src/main.tsx') },
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    jsxImportSource: 'preact',
    outdir: path.join(root, 'out'),
    entryNames: '[name]-[hash]',
    write: false,
    logLevel: 'silent',
    legalComments: 'none',
  }).finally(() => stop());
  const assets = new Map<string, ConsoleFile>();
  for (const file of result.outputFiles) {
    const name = path.basename(file.path);
    const contentType = TYPES[path.extname(name)];
    if (contentType) assets.set(name, { body: Buffer.from(file.contents), contentType });
  }
  const names = [...assets.keys()];
  const script = names.find((n) => n.endsWith('.js'));
  const style = names.find((n) => n.endsWith('.css'));
  if (!script || !style) throw new Error(`The console bundle lacks its script or style: ${names.join(', ')}`);
  return { indexHtml: Buffer.from(indexPage(script, style)), assets };
}

function indexPage(script: string, style: string): string {
  return [
    '<!doctype html>',
    '<html lang="en-GB">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Project Cost Analytics</title>',
    // No icon of its own: an empty one, so that the browser does not ask for /favicon.ico (a 404).
    '<link rel="icon" href="data:,">',
    `<link rel="stylesheet" href="/console/${style}">`,
    `<script type="module" src="/console/${script}"></script>`,
    '</head>',
    '<body>',
    '<div id="app"></div>',
    '<noscript><p>The Project Cost Analytics console needs JavaScript. The Platform API is described at <a href="/docs">/docs</a>.</p></noscript>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

