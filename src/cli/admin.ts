import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadCliConfig, loadConfig } from '../config.ts';
import { STORE_KINDS, type StoreKind } from '../external/file-store.ts';
import type { FileMove, MigrationSummary } from '../services/uploads/upload-migration.ts';

/**
 * `npm run admin -- <command> [options]`: the operator API from a terminal. It calls the running admin
 * listener over HTTP (an embedded database belongs to the one process that opened it), with the token
 * from OPERATOR_TOKEN or, in embedded mode, DATA_DIR/operator-token. A client of the admin listener, not
 * part of it: `uploads:migrate` opens the installation's storage itself, as the service does.
 */

interface Command {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  /** Options that go into the JSON body, with their types. */
  body?: Record<string, 'string' | 'number' | 'boolean' | 'list' | 'json'>;
  /** Members the command always sends (a deactivation is a PATCH of `active`). */
  fixed?: Record<string, unknown>;
  help: string;
}

const COMMANDS: Record<string, Command> = {
  'communities:create': {
    method: 'POST',
    path: '/admin/communities',
    body: { name: 'string', min_group_size: 'number' },
    help: '--name N [--min-group-size 5]',
  },
  'communities:list': { method: 'GET', path: '/admin/communities', help: '' },
  'environments:create': {
    method: 'POST',
    path: '/admin/environments',
    body: { name: 'string', currency: 'string', community_ids: 'list' },
    help: '--name N [--currency GBP] [--community-ids 1,2]',
  },
  'environments:list': { method: 'GET', path: '/admin/environments', help: '' },
  'environments:join': {
    method: 'POST',
    path: '/admin/environments/{env}/communities',
    body: { community_id: 'number' },
    help: '--env ID --community-id ID',
  },
  'users:create': {
    method: 'POST',
    path: '/admin/environments/{env}/users',
    body: { email: 'string', name: 'string', password: 'string', role: 'string' },
    help: '--env ID --email E --name N --password P --role ADMIN|MEMBER|VIEWER',
  },
  'users:list': { method: 'GET', path: '/admin/environments/{env}/users', help: '--env ID' },
  'users:show': { method: 'GET', path: '/admin/environments/{env}/users/{user}', help: '--env ID --user ID' },
  'users:update': {
    method: 'PATCH',
    path: '/admin/environments/{env}/users/{user}',
    body: { role: 'string', active: 'boolean', password: 'string' },
    help: '--env ID --user ID [--role ADMIN|MEMBER|VIEWER] [--active true|false] [--password P]',
  },
  'users:deactivate': {
    method: 'PATCH',
    path: '/admin/environments/{env}/users/{user}',
    fixed: { active: false },
    help: '--env ID --user ID  (their tokens are refused at once; no sign-in)',
  },
  'users:reactivate': {
    method: 'PATCH',
    path: '/admin/environments/{env}/users/{user}',
    fixed: { active: true },
    help: '--env ID --user ID  (sign-in works again; earlier tokens stay refused)',
  },
  'users:reset-password': {
    method: 'PATCH',
    path: '/admin/environments/{env}/users/{user}',
    body: { password: 'string' },
    help: '--env ID --user ID --password P  (ends the tokens issued before it)',
  },
  'users:assign': {
    method: 'POST',
    path: '/admin/environments/{env}/users/{user}/projects',
    body: { project_id: 'number' },
    help: '--env ID --user ID --project-id ID',
  },
  'users:projects': { method: 'GET', path: '/admin/environments/{env}/users/{user}/projects', help: '--env ID --user ID' },
  'users:unassign': {
    method: 'DELETE',
    path: '/admin/environments/{env}/users/{user}/projects/{project}',
    help: '--env ID --user ID --project-id ID',
  },
  'platform-keys:create': {
    method: 'POST',
    path: '/admin/environments/{env}/platform-keys',
    body: { name: 'string' },
    help: '--env ID --name N',
  },
  'data-keys:create': {
    method: 'POST',
    path: '/admin/environments/{env}/data-keys',
    body: { name: 'string', scopes: 'list', throttle: 'json', quota: 'json', expires_at: 'string' },
    help: `--env ID --name N [--scopes data:projects,data:community] [--throttle '{"rate_limit_per_second":10,"burst_limit":20}'] [--quota '{"limit":10000,"period":"MONTH"}'] [--expires-at ISO]`,
  },
  'data-keys:list': { method: 'GET', path: '/admin/environments/{env}/data-keys', help: '--env ID' },
  'data-keys:update': {
    method: 'PATCH',
    path: '/admin/data-keys/{key}',
    body: { name: 'string', scopes: 'list', throttle: 'json', quota: 'json', expires_at: 'json' },
    help: `--key ID [--name N] [--scopes …] [--throttle JSON|null] [--quota JSON|null] [--expires-at '"ISO"'|null]`,
  },
  'data-keys:deactivate': { method: 'POST', path: '/admin/data-keys/{key}/deactivate', help: '--key ID' },
  'data-keys:reactivate': { method: 'POST', path: '/admin/data-keys/{key}/reactivate', help: '--key ID' },
  'data-keys:revoke': { method: 'POST', path: '/admin/data-keys/{key}/revoke', help: '--key ID' },
  'data-keys:usage': { method: 'GET', path: '/admin/data-keys/{key}/usage', help: '--key ID' },
  'signing-keys:rotate': { method: 'POST', path: '/admin/signing-keys/rotate', help: '(new bearer-token key)' },
  openapi: { method: 'GET', path: '/openapi.json', help: '(the admin API’s OpenAPI document, which takes the token like its routes)' },
  'projects:import': {
    method: 'POST',
    path: '/admin/environments/{env}/projects/import',
    help: '--env ID --file projects.json  (a {"projects": [...]} document)',
  },
};

/** Commands that work on the installation's storage itself, run with the service's own environment. */
const STORAGE_COMMANDS: Record<string, { help: string; run(args: string[]): Promise<number> }> = {
  'uploads:migrate': {
    help: `--to ${STORE_KINDS.join('|')} [--batch-size 100]  (moves uploaded files between stores, D-56; exit 1 if any file stays)`,
    run: migrateUploadsCommand,
  },
};

function usage(): string {
  return [
    'usage: npm run admin -- <command> [options]',
    '       options --url (default http://127.0.0.1:$ADMIN_PORT or 3002) and --token (default $OPERATOR_TOKEN or DATA_DIR/operator-token);',
    '       --print MEMBER prints only that member of the answer (ENV=$(npm run -s admin -- environments:create --name N --print id))',
    '',
    ...Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(22)} ${c.help}`),
    '',
    '       with the service’s environment (DATABASE_URL or DATA_DIR, UPLOAD_DIR, S3_*), not through the admin listener:',
    ...Object.entries(STORAGE_COMMANDS).map(([name, c]) => `  ${name.padEnd(22)} ${c.help}`),
  ].join('\n');
}

const MIB = 1024 * 1024;
function size(bytes: number): string {
  return bytes >= MIB ? `${(bytes / MIB).toFixed(1)} MiB` : bytes >= 1024 ? `${(bytes / 1024).toFixed(1)} KiB` : `${bytes} B`;
}

function progressLine(move: FileMove): string {
  const what = move.refused !== null ? `REFUSED: ${move.refused}` : move.leftover !== null ? `moved; the ${move.from} copy remains: ${move.leftover}` : 'moved';
  const n = String(move.n).padStart(String(move.total).length);
  return `[${n}/${move.total}] ${move.location} ${move.from} → ${move.to} ${size(move.bytes)} ${what} (${size(move.movedBytes)} of ${size(move.totalBytes)})\n`;
}

function summaryText(s: MigrationSummary): string {
  const lines = [
    `${s.interrupted ? 'interrupted: ' : ''}moved ${s.moved} of ${s.total} files (${size(s.movedBytes)} of ${size(s.totalBytes)}) to the ${s.to} store` +
      (s.movedElsewhere > 0 ? `; ${s.movedElsewhere} moved by another run` : ''),
    ...s.refused.map((f) => `refused, still in the ${f.store} store: ${f.location}: ${f.reason}`),
    ...s.leftovers.map((f) => `moved, but its copy in the ${f.store} store remains (nothing reads it): ${f.location}: ${f.reason}`),
  ];
  if (s.interrupted) lines.push('run the command again to move the rest');
  return `${lines.join('\n')}\n`;
}

/** `uploads:migrate --to STORE`: parses, calls the service, prints each file and the summary. */
async function migrateUploadsCommand(args: string[]): Promise<number> {
  const { values } = parseArgs({ args, strict: true, allowPositionals: false, options: { to: { type: 'string' }, 'batch-size': { type: 'string' } } });
  const to = values.to as StoreKind | undefined;
  if (!to || !STORE_KINDS.includes(to)) throw new Error(`--to must be one of ${STORE_KINDS.join(', ')}`);
  const batchSize = values['batch-size'] === undefined ? undefined : Number(values['batch-size']);
  if (batchSize !== undefined && !(Number.isInteger(batchSize) && batchSize > 0)) throw new Error('--batch-size takes a positive whole number');
  // Loaded here: the other commands only speak HTTP.
  const [{ openFileStores }, { migrateUploads }] = await Promise.all([import('../server.ts'), import('../services/uploads/upload-migration.ts')]);
  const installation = await openFileStores(loadConfig());
  const stop = new AbortController();
  const interrupt = () => {
    process.stderr.write('stopping after the file in hand (interrupt again to stop at once)\n');
    stop.abort();
  };
  process.once('SIGINT', interrupt);
  try {
    const summary = await migrateUploads(installation.db, installation.files, to, {
      ...(batchSize ? { batchSize } : {}),
      signal: stop.signal,
      onFile: (move) => process.stdout.write(progressLine(move)),
    });
    process.stdout.write(summaryText(summary));
    return summary.refused.length > 0 ? 1 : summary.interrupted ? 130 : 0;
  } finally {
    process.off('SIGINT', interrupt);
    await installation.close();
  }
}

function operatorToken(given: string | undefined): string {
  if (given) return given;
  const { operatorToken: configured, dataDir } = loadCliConfig();
  if (configured) return configured;
  const file = path.join(dataDir, 'operator-token');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  throw new Error(
    'no operator token: pass --token, set OPERATOR_TOKEN, or run from the folder whose DATA_DIR holds operator-token',
  );
}

const camel = (flag: string) => flag.replace(/-/g, '_');

function booleanOption(field: string, raw: string): boolean {
  if (raw === 'true' || raw === 'false') return raw === 'true';
  throw new Error(`--${field.replace(/_/g, '-')} takes true or false`);
}

/** RFC 8259's number. */
const JSON_NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/;

/**
 * An option's value as JSON text. Numbers and JSON go as the operator wrote them, never read into
 * JavaScript and written back: JSON.stringify writes a number beyond a double (1e309, a 400-digit id) as
 * null, which a nullable member takes without a word. The service judges the text and names the field.
 */
function optionJson(field: string, type: NonNullable<Command['body']>[string], raw: string): string {
  switch (type) {
    case 'number':
      if (!JSON_NUMBER.test(raw)) throw new Error(`--${field.replace(/_/g, '-')} takes a number`);
      return raw;
    case 'boolean':
      return JSON.stringify(booleanOption(field, raw));
    case 'list':
      // Whole numbers as their decimal text (any length), anything else as a string.
      return `[${raw.split(',').map((s) => (/^\d+$/.test(s) ? BigInt(s).toString() : JSON.stringify(s.trim()))).join(',')}]`;
    case 'json':
      JSON.parse(raw); // a syntax error stops here, naming where
      return raw;
    case 'string':
      return JSON.stringify(raw);
  }
}

export async function runCli(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  const storageCommand = name ? STORAGE_COMMANDS[name] : undefined;
  if (storageCommand) return storageCommand.run(rest);
  const command = name ? COMMANDS[name] : undefined;
  // Asked for nothing (options alone, or help): the list of commands is the answer. A command it does not
  // know is an error.
  if (!name || name === 'help' || name.startsWith('-')) {
    process.stdout.write(`${usage()}\n`);
    return 0;
  }
  if (!command) {
    process.stderr.write(`unknown command "${name}"\n\n${usage()}\n`);
    return 2;
  }
  const flags = ['url', 'token', 'env', 'user', 'key', 'project-id', 'file', 'print', ...Object.keys(command.body ?? {})].map((f) =>
    f.replace(/_/g, '-'),
  );
  const { values } = parseArgs({
    args: rest,
    strict: true,
    allowPositionals: false,
    options: Object.fromEntries(flags.map((f) => [f, { type: 'string' as const }])),
  });
  const option = (flag: string) => {
    const v = values[flag] ?? values[flag.replace(/_/g, '-')];
    return typeof v === 'string' ? v : undefined;
  };
  const url = option('url') ?? loadCliConfig().adminUrl;
  let route = command.path;
  for (const [placeholder, flag] of [
    ['{env}', 'env'],
    ['{user}', 'user'],
    ['{key}', 'key'],
    ['{project}', 'project-id'],
  ] as const) {
    if (route.includes(placeholder)) {
      const value = option(flag);
      if (!value) throw new Error(`--${flag} is required for ${name}`);
      route = route.replace(placeholder, encodeURIComponent(value));
    }
  }
  // The body as JSON text (see optionJson).
  let body: string | undefined;
  if (name === 'projects:import') {
    const file = option('file');
    if (!file) throw new Error('--file is required for projects:import');
    body = fs.readFileSync(file, 'utf8');
    JSON.parse(body); // a syntax error stops here, naming where; the file itself is sent
  } else if (command.body || command.fixed) {
    const fields = Object.entries(command.fixed ?? {}).map(([member, value]) => [member, JSON.stringify(value)]);
    for (const [field, type] of Object.entries(command.body ?? {})) {
      const raw = option(field);
      if (raw !== undefined) fields.push([camel(field), optionJson(field, type, raw)]);
    }
    body = `{${fields.map(([member, text]) => `${JSON.stringify(member)}:${text}`).join(',')}}`;
  }
  const res = await fetch(`${url}${route}`, {
    method: command.method,
    headers: {
      authorization: `Bearer ${operatorToken(option('token'))}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body }),
  });
  const text = await res.text();
  const print = option('print');
  if (res.ok && print !== undefined) {
    process.stdout.write(`${memberOf(text ? JSON.parse(text) : null, print)}\n`);
    return 0;
  }
  (res.ok ? process.stdout : process.stderr).write(
    `${text ? JSON.stringify(JSON.parse(text), null, 2) : ''}\n`,
  );
  return res.ok ? 0 : 1;
}

/**
 * `--print id` (or a dotted path, `throttle.burst_limit`): one member of the answer, a string without
 * its quotes, so that a script keeps what a command created: `ENV=$(npm run -s admin -- environments:create
 * --name N --print id)`. A member the answer lacks is an error, not an empty line.
 */
function memberOf(answer: unknown, path: string): string {
  let value: unknown = answer;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object' || !(part in value)) throw new Error(`--print ${path}: the answer has no member "${part}"`);
    value = (value as Record<string, unknown>)[part];
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * Exits once everything written has gone out: into a pipe, a write is asynchronous, and exiting at once
 * would cut a long answer (a document, a long list) short.
 */
function exitWhenWritten(code: number): void {
  process.stdout.write('', () => process.stderr.write('', () => process.exit(code)));
}

if (import.meta.main) {
  runCli(process.argv.slice(2)).then(exitWhenWritten, (err: Error) => {
    process.stderr.write(`error: ${err.message}\n`);
    exitWhenWritten(2);
  });
}
