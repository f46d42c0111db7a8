import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layering of docs/development.md, kept by lint: API folders (platform/, data-api/, admin/) →
 * services/ → state/ → db/ → domain/, with http/ shared by the API folders and external/ wrapping
 * libraries. A layer imports only the ones below it.
 */
const API_FOLDERS = ['**/platform/**', '**/data-api/**', '**/admin/**'];
/** Node's modules that touch files, the network, other processes or threads: none of them belongs in domain/. */
const NODE_IO_MODULES = [
  'fs',
  'fs/promises',
  'path',
  'net',
  'http',
  'https',
  'http2',
  'tls',
  'dgram',
  'dns',
  'child_process',
  'cluster',
  'worker_threads',
  'os',
  'process',
  'readline',
  'stream',
  'timers',
  'timers/promises',
];
const layer = (message, groups, paths = []) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [{ group: groups, message }],
      paths: paths.map((name) => ({ name, message })),
    },
  ],
});

export default tseslint.config(
  { ignores: ['node_modules/', 'data/', 'scratch/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: globals.node },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
      'no-console': 'error',
    },
  },
  {
    // The web console runs in a browser, and reaches the service only through the Platform API.
    files: ['console/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    rules: layer('the console is a client of the Platform API: it may share pure logic (domain/), nothing else of the server', [
      '**/src/db/**',
      '**/src/http/**',
      '**/src/services/**',
      '**/src/state/**',
      '**/src/external/**',
      ...API_FOLDERS.map((folder) => `**/src/${folder.replace('**/', '')}`),
    ]),
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      ...layer(
        'domain/ is pure logic: it imports no I/O layer (db, http, services, state, external, the APIs), no driver and no Node module of files, the network, other processes or threads (its tables are JSON modules)',
        ['**/db/**', '**/http/**', '**/services/**', '**/state/**', '**/external/**', '**/demo/**', ...API_FOLDERS, '**/context.ts', '**/server.ts', '**/config.ts'],
        ['pg', 'ioredis', '@electric-sql/pglite', 'fastify', 'pino', ...NODE_IO_MODULES.flatMap((name) => [name, `node:${name}`])],
      ),
      'no-restricted-globals': [
        'error',
        ...['process', 'fetch', 'WebSocket', 'setTimeout', 'setInterval', 'setImmediate'].map((name) => ({
          name,
          message: 'domain/ is pure logic: the environment, the network and timers belong to the layers above; take what is needed as a parameter',
        })),
      ],
    },
  },
  {
    files: ['src/db/**/*.ts'],
    rules: layer(
      'db/ owns its rows and imports only domain/: nothing from http, the APIs, services, state or external',
      ['**/http/**', '**/services/**', '**/state/**', '**/external/**', '**/demo/**', ...API_FOLDERS, '**/context.ts', '**/server.ts'],
      ['fastify'],
    ),
  },
  {
    files: ['src/state/**/*.ts'],
    rules: layer(
      'state/ (in-process components) sits below services/: nothing from http, the APIs or services',
      ['**/http/**', '**/services/**', ...API_FOLDERS, '**/context.ts', '**/server.ts'],
      ['fastify'],
    ),
  },
  {
    files: ['src/services/**/*.ts'],
    rules: layer(
      'services/ hold use cases and know nothing of HTTP: nothing from http or the API folders',
      ['**/http/**', ...API_FOLDERS, '**/context.ts', '**/server.ts'],
      ['fastify'],
    ),
  },
  {
    files: ['src/http/**/*.ts'],
    rules: layer('http/ is what every listener shares: it imports no API folder and no service', [
      ...API_FOLDERS,
      '**/services/**',
    ]),
  },
  {
    files: ['src/external/**/*.ts'],
    rules: layer('external/ wraps libraries and knows nothing of the service', [
      '**/db/**',
      '**/http/**',
      '**/services/**',
      '**/state/**',
      ...API_FOLDERS,
    ]),
  },
);
