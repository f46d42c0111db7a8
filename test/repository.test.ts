import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import GithubSlugger from 'github-slugger';
import { marked, type Token } from 'marked';

// The repository stands alone: every decision the code and docs cite is in docs/decisions.md, every
// link of the docs lands on a file of the repository, and no code or doc points at an issue tracker.

const ROOT = path.resolve(import.meta.dirname, '..');

/** Every file under the given paths (a file or a folder, relative to the root), as root-relative paths. */
function filesOf(...paths: string[]): string[] {
  return paths.flatMap((entry) => {
    const full = path.join(ROOT, entry);
    if (!fs.statSync(full).isDirectory()) return [entry];
    return fs
      .readdirSync(full, { recursive: true, encoding: 'utf8' })
      .map((name) => path.join(entry, name))
      .filter((name) => !name.split(path.sep).includes('node_modules') && fs.statSync(path.join(ROOT, name)).isFile());
  });
}

const read = (file: string): string => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** Each match of `pattern` in the files, as `file:line: text`, with the pattern's first group. */
function occurrences(files: string[], pattern: RegExp): { where: string; group: string }[] {
  return files.flatMap((file) =>
    read(file)
      .split('\n')
      .flatMap((line, i) =>
        [...line.matchAll(pattern)].map((m) => ({ where: `${file}:${i + 1}: ${line.trim()}`, group: m[1] ?? m[0] })),
      ),
  );
}

const DECISIONS = 'docs/decisions.md';

/** The numbers of docs/decisions.md's decision headings (`### D-13 Bearer tokens`), in document order. */
function decisionNumbers(markdown: string): number[] {
  return marked
    .lexer(markdown)
    .flatMap((token) => (token.type === 'heading' && token.depth === 3 ? [/^D-(\d+) \S/.exec(token.text)] : []))
    .flatMap((m) => (m ? [Number(m[1])] : []));
}

/** The text a heading shows, as GitHub makes its anchor from it (code spans and emphasis as text). */
function plainText(tokens: Token[]): string {
  return tokens.map((t) => ('tokens' in t && t.tokens ? plainText(t.tokens) : 'text' in t ? t.text : '')).join('');
}

/** The anchors GitHub gives the headings of a Markdown text (`## Rate limit (D-31)` → `rate-limit-d-31`). */
function anchorsOf(markdown: string): Set<string> {
  const slugger = new GithubSlugger();
  return new Set(
    marked.lexer(markdown).flatMap((t) => (t.type === 'heading' ? [slugger.slug(plainText(t.tokens ?? []))] : [])),
  );
}

/** Every link and image target of a Markdown text, reference definitions included; code is not read. */
function linksOf(markdown: string): string[] {
  const tokens = marked.lexer(markdown);
  const hrefs = Object.values(tokens.links).map((link) => link.href);
  marked.walkTokens(tokens, (t) => {
    if (t.type === 'link' || t.type === 'image') hrefs.push(t.href);
  });
  return hrefs;
}

/** Why a link of `file` does not land inside the repository, or null when it does. */
function brokenLink(file: string, href: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return 'leaves the repository';
  if (href.startsWith('/')) return 'is an absolute path: make it relative to the file';
  const [target = '', anchor] = href.split('#', 2);
  const resolved = target === '' ? file : path.normalize(path.join(path.dirname(file), decodeURI(target)));
  if (resolved.startsWith('..') || path.isAbsolute(resolved) || resolved.split(path.sep).includes('node_modules')) {
    return 'leaves the repository';
  }
  if (!fs.existsSync(path.join(ROOT, resolved))) return `names ${resolved}, which does not exist`;
  if (anchor && resolved.endsWith('.md') && !anchorsOf(read(resolved)).has(anchor)) {
    return `names #${anchor}, which no heading of ${resolved} has`;
  }
  return null;
}

describe('the repository stands alone', () => {
  it('has an entry in docs/decisions.md, in number order, for every decision cited', () => {
    const defined = decisionNumbers(read(DECISIONS));
    assert.ok(defined.length > 0, `${DECISIONS} has no "### D-n Title" heading`);
    assert.deepEqual(defined, [...defined].sort((a, b) => a - b), `${DECISIONS} lists its decisions in number order`);
    const files = filesOf('src', 'console/src', 'test', 'bench', 'docs', 'README.md', 'eslint.config.js', '.spectral.yaml');
    const missing = occurrences(files, /\bD-([1-9]\d*)\b/g).filter(({ group }) => !defined.includes(Number(group)));
    assert.deepEqual(
      missing.map(({ where, group }) => `D-${group} in ${where}`),
      [],
      `decisions cited without an entry in ${DECISIONS}`,
    );
  });

  it('links only files inside the repository from README.md, docs/ and bench/README.md', () => {
    const markdown = filesOf('README.md', 'docs', 'bench/README.md').filter((file) => file.endsWith('.md'));
    const broken = markdown.flatMap((file) =>
      linksOf(read(file)).flatMap((href) => {
        const why = brokenLink(file, href);
        return why ? [`${file}: (${href}) ${why}`] : [];
      }),
    );
    assert.deepEqual(broken, []);
  });

  it('names no issue of a tracker in the code, the tests, the benchmarks, the docs or CI', () => {
    const files = filesOf('src', 'console/src', 'docs', 'README.md', 'test', 'bench', '.ci');
    const found = occurrences(files, /\bissues?\s+\d+/gi);
    assert.deepEqual(
      found.map(({ where }) => where),
      [],
      'say why in the present tense instead of citing an issue',
    );
  });
});
